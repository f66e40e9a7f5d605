// The tab a reader chose for a `groupId`: shared by every <Tabs> of that group on the page (and in
// other windows of the site, through the `storage` event), and remembered in localStorage under
// Docusaurus's own key, so a choice made on a Docusaurus build of the site carries over.

type Listener = (value: string) => void;

const listeners = new Map<string, Set<Listener>>();
const storagePrefix = 'docusaurus.tab.';
let watchingStorage = false;

export function tabStorageKey(groupId: string): string {
  return storagePrefix + groupId;
}

export function rememberedTab(groupId: string): string | null {
  try {
    return localStorage.getItem(tabStorageKey(groupId));
  } catch {
    // Storage disabled (privacy settings): nothing is remembered.
    return null;
  }
}

/** Tells every <Tabs> of the group, and remembers the choice. */
export function chooseTab(groupId: string, value: string): void {
  try {
    localStorage.setItem(tabStorageKey(groupId), value);
  } catch {
    // Storage full or disabled: the choice lasts for this page.
  }
  for (const listener of listeners.get(groupId) ?? []) listener(value);
}

/** Calls `listener` with each choice made for the group, here or in another window; returns the unsubscribe. */
export function onTabChoice(groupId: string, listener: Listener): () => void {
  if (!watchingStorage) {
    watchingStorage = true;
    window.addEventListener('storage', (event) => {
      if (!event.key?.startsWith(storagePrefix) || event.newValue === null) return;
      for (const other of listeners.get(event.key.slice(storagePrefix.length)) ?? []) other(event.newValue);
    });
  }
  let group = listeners.get(groupId);
  if (!group) listeners.set(groupId, (group = new Set()));
  group.add(listener);
  return () => void group.delete(listener);
}
