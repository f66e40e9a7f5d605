// Scroll positions per history entry. The browser's own restoration is turned off because it
// would restore before the next page has rendered; positions are kept per entry key instead,
// and in sessionStorage across reloads.
const storageKey = 'sfpdocs-scroll';

export type ScrollIntent = { kind: 'position'; x: number; y: number } | { kind: 'hash'; id: string } | { kind: 'top' };

const positions = new Map<string, [number, number]>();
let currentKey = '';

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The key of the current history entry, giving it one if it has none (a new hash entry). */
export function entryKey(): string {
  const state = history.state as { key?: string } | null;
  if (state?.key) return state.key;
  const key = newKey();
  history.replaceState({ ...(state ?? {}), key }, '');
  return key;
}

export function startScrollTracking(): ScrollIntent | null {
  history.scrollRestoration = 'manual';
  try {
    for (const [key, position] of JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as Array<[string, [number, number]]>) positions.set(key, position);
  } catch {
    // Storage may be disabled or hold something else: start with no saved positions.
  }
  currentKey = entryKey();
  addEventListener('scroll', () => positions.set(currentKey, [scrollX, scrollY]), { passive: true });
  addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-50)));
    } catch {
      // Quota or privacy mode: the position is lost, nothing else.
    }
  });
  const saved = positions.get(currentKey);
  return saved ? { kind: 'position', x: saved[0], y: saved[1] } : null;
}

/** Before a new entry is pushed: returns the state for it (with a fresh key). */
export function stateForNewEntry(): { key: string } {
  positions.set(currentKey, [scrollX, scrollY]);
  return { key: newKey() };
}

/** The entry now shown is the one in history.state (after push, replace or popstate). */
export function enterEntry(): void {
  currentKey = entryKey();
}

/** What a back/forward to the current entry should restore, read before the page changes. */
export function savedPositionOfEntry(): ScrollIntent | null {
  const saved = positions.get(entryKey());
  return saved ? { kind: 'position', x: saved[0], y: saved[1] } : null;
}

export function intentFor(url: URL): ScrollIntent {
  return url.hash.length > 1 ? { kind: 'hash', id: decodeHash(url.hash.slice(1)) } : { kind: 'top' };
}

export function applyScroll(intent: ScrollIntent): void {
  if (intent.kind === 'position') return window.scrollTo(intent.x, intent.y);
  const target = intent.kind === 'hash' ? document.getElementById(intent.id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}
