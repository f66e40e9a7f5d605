// The /apis/ data: every doc page under an `api/` folder of every version, one entry per API,
// with the page of each version that documents it. Pages match across versions by the same
// route inside the version, by the same title, or through the config's `apiRenames`, so a 2.5
// developer sees on one row what 3.0 calls the API they know.
import type { ApiEntry } from '../../shared/contract.ts';
import type { Page, PageGraph } from '../graph/page-graph.ts';

const apiFolderRe = /(^|\/)api(\/|$)/;
/** Groups go at most this deep (`api/web-apis/alarm`), so members of one object stay together. */
const groupDepth = 3;

export function collectApis(graph: PageGraph): ApiEntry[] {
  const versionOrder = graph.versions.map((v) => v.id);
  const versionPath = new Map(graph.versions.map((v) => [v.id, v.path]));
  const inner = (page: Page) => {
    const root = versionPath.get(page.version!) ?? '';
    return page.route.startsWith(root) ? page.route.slice(root.length).replace(/\/+$/, '') : page.route;
  };
  const renameKey = new Map<string, string>();
  graph.config.apiRenames.forEach((pair, i) => {
    for (const [version, route] of Object.entries(pair)) renameKey.set(`${version}:${route}`, `rename:${i}`);
  });

  const pages = [...graph.pages.values()]
    .filter((p) => p.kind === 'doc' && !p.unlisted && p.version && apiFolderRe.test(p.folder))
    .sort((a, b) => versionOrder.indexOf(a.version!) - versionOrder.indexOf(b.version!));
  const entries: Array<ApiEntry & { order: number; folder: string }> = [];
  // Each key points at the entry it joins; an entry holds at most one page per version.
  const byKey = new Map<string, (typeof entries)[number]>();
  for (const page of pages) {
    const version = page.version!;
    const route = inner(page);
    const keys = [renameKey.get(`${version}:${route}`), `route:${route}`, `title:${page.title}`].filter((k): k is string => !!k);
    let entry = keys.map((k) => byKey.get(k)).find((e) => e && !e.routes[version]);
    if (!entry) {
      entry = { name: page.title, group: groupLabel(graph, version, page.folder), routes: {}, order: versionOrder.indexOf(version), folder: page.folder };
      entries.push(entry);
    }
    entry.routes[version] = page.route;
    if (page.title !== entry.name) (entry.names ??= {})[version] = page.title;
    for (const key of keys) if (!byKey.has(key)) byKey.set(key, entry);
  }
  const groupFolder = (folder: string) => folder.split('/').slice(0, groupDepth).join('/');
  entries.sort((a, b) => a.order - b.order || compare(groupFolder(a.folder), groupFolder(b.folder)) || compare(a.name.toLowerCase(), b.name.toLowerCase()));
  return entries.map(({ name, group, routes, names }) => (names ? { name, group, routes, names } : { name, group, routes }));
}

/** "Web APIs › Alarm": the category labels from below `api/` down to the group's depth. */
function groupLabel(graph: PageGraph, version: string, folder: string): string {
  const parts = folder.split('/').slice(0, groupDepth);
  const apiAt = parts.indexOf('api');
  const labels: string[] = [];
  for (let i = apiAt + 2; i <= parts.length; i++) {
    const sub = parts.slice(0, i).join('/');
    labels.push(graph.categories.get(`${version}/${sub}`)?.label ?? graph.pages.get(`${versionPath(graph, version)}${sub}`)?.sidebarLabel ?? parts[i - 1]!);
  }
  return labels.join(' › ') || 'API guides';
}

function versionPath(graph: PageGraph, version: string): string {
  return graph.versions.find((v) => v.id === version)?.path ?? '/';
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
