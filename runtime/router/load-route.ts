// Loads what a route needs to render: its page chunk and its version's sidebar. A failed chunk
// is retried once against a fresh route table (a deploy may have changed the hashes) before
// the error reaches the caller.
import type { PageData, SidebarItem } from '../../shared/contract.ts';
import { BoundedMap } from './bounded-map.ts';
import { matchRoute, routeMatchingCacheLimit } from './match-route.ts';
import { refreshRouteTable, routeTable } from './route-table.ts';

export interface LoadedRoute {
  page: PageData;
  sidebar: SidebarItem[] | null;
}

const chunks = new BoundedMap<string, Promise<PageData>>(routeMatchingCacheLimit);
const sidebars = new Map<string, Promise<SidebarItem[]>>();
// A failed import() may stay cached in the browser's module map: later tries use a fresh URL.
const failed = new Map<string, number>();

/** Whether an asset (chunk or sidebar URL) is loaded or loading already, so prefetch skips it. */
export function isRequested(url: string): boolean {
  return chunks.has(url) || sidebars.has(url);
}

/** A page chunk by URL; a failed one is tried again (under a new URL) on the next call. */
export function loadChunk(url: string): Promise<PageData> {
  let pending = chunks.get(url);
  if (pending) return pending;
  const href = new URL(url, location.href);
  const tries = failed.get(url);
  if (tries) href.searchParams.set('retry', String(tries));
  pending = import(href.href).then((mod: { default: PageData }) => mod.default);
  chunks.set(url, pending);
  pending.catch(() => {
    failed.set(url, (failed.get(url) ?? 0) + 1);
    if (chunks.get(url) === pending) chunks.delete(url);
  });
  return pending;
}

function loadSidebar(version: string | null): Promise<SidebarItem[] | null> {
  const url = version ? routeTable().sidebars[version] : undefined;
  if (!url) return Promise.resolve(null);
  let pending = sidebars.get(url);
  if (!pending) {
    pending = fetch(new URL(url, location.href)).then((r) => {
      if (!r.ok) throw new Error(`Could not load the sidebar ${url} (HTTP ${r.status})`);
      return r.json() as Promise<SidebarItem[]>;
    });
    sidebars.set(url, pending);
    pending.catch(() => sidebars.get(url) === pending && sidebars.delete(url));
  }
  return pending;
}

/** A chunk URL (as in the route table or the boot data) and the sidebar of its page's version. */
export async function loadChunkAndSidebar(chunk: string): Promise<LoadedRoute> {
  const page = await loadChunk(chunk);
  return { page, sidebar: await loadSidebar(page.version) };
}

export async function loadRoute(url: URL): Promise<LoadedRoute> {
  const match = matchRoute(routeTable(), url.pathname);
  if (!match) throw new Error(`${url.pathname} is not a page of this site`);
  try {
    return await loadChunkAndSidebar(match.entry.chunk);
  } catch (error) {
    const refreshed = await refreshRouteTable(url.href).catch(() => false);
    const fresh = refreshed ? matchRoute(routeTable(), url.pathname) : null;
    if (!fresh) throw error;
    return loadChunkAndSidebar(fresh.entry.chunk);
  }
}
