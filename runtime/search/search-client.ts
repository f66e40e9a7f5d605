// The page's side of local search: starts the search worker (when the page is idle, or on first
// use), picks the indexes for the version being read (or every version), has them downloaded (by
// the worker once it runs, else here while its thread starts, each handed over as a transferred
// buffer) and matches answers to requests.
import { matchRoute } from '../router/match-route.ts';
import { refreshRouteTable, routeTable } from '../router/route-table.ts';
import type { SearchHit, SearchOptions } from '../../shared/search/query-index.ts';
import { downloadIndex, type IndexFetch, type SearchRequest, type SearchResponse } from './search-protocol.ts';
import { currentVersion } from '../../shared/current-version.ts';

export type { SearchHit };

/**
 * `version`: a version id, `all` for every version, or null for the version being read.
 * `prefer`: across versions, the one ranked first among equals; the current version when absent.
 */
export interface SearchScope {
  version: string | null;
  prefer?: string | null;
}

/** Who asks: a newer search of the same channel makes the worker skip an older one still waiting. */
export type SearchChannel = 'navbar' | 'page';

export const allVersions = 'all';

let worker: Worker | null = null;
/** Set once the worker has answered: from then on it downloads the indexes itself. */
let workerRunning = false;
let nextId = 0;
const waiting = new Map<number, { resolve: (hits: SearchHit[]) => void; reject: (error: Error) => void }>();
/** Index URLs whose bytes were sent (or are on their way) to the worker. */
const delivered = new Set<string>();

function searchWorker(): Worker {
  if (worker) return worker;
  const url = routeTable().searchWorker;
  if (!url) throw new Error('Local search is off in site.config.ts (search.local)');
  // A classic worker (one file, no imports), so engines without module workers run it too.
  worker = new Worker(new URL(url, location.href));
  worker.onmessage = (event: MessageEvent<SearchResponse>) => {
    workerRunning = true;
    const response = event.data;
    const pending = waiting.get(response.id);
    waiting.delete(response.id);
    if (!pending) return;
    if (response.ok) pending.resolve(response.hits);
    else pending.reject(new Error(response.error));
  };
  worker.onerror = (event) => {
    for (const pending of waiting.values()) pending.reject(new Error(event.message || 'The search worker failed'));
    waiting.clear();
    worker?.terminate();
    worker = null;
    workerRunning = false;
    delivered.clear();
  };
  return worker;
}

function deliver(target: Worker, url: string): void {
  if (delivered.has(url)) return;
  delivered.add(url);
  const href = new URL(url, location.href).href;
  // A running worker fetches it itself: the bytes then reach it without waiting for this thread,
  // which is busy with the keystrokes that asked (about 30 ms in Chromium, bench/search.mjs).
  if (workerRunning) return target.postMessage({ type: 'fetch', url, href } satisfies IndexFetch);
  void downloadIndex(url, href).then((delivery) => {
    if ('error' in delivery) delivered.delete(url);
    target.postMessage(delivery, 'body' in delivery ? [delivery.body] : []);
  });
}

type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

function ask(request: Unsent<SearchRequest>): Promise<SearchHit[]> {
  return new Promise<SearchHit[]>((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, { resolve, reject });
    try {
      const target = searchWorker();
      for (const url of request.indexes) deliver(target, url);
      target.postMessage({ ...request, id } as SearchRequest);
    } catch (error) {
      waiting.delete(id);
      reject(error as Error);
    }
  }).catch((error: Error) => {
    // The worker dropped what failed to load: the next request delivers it again.
    for (const url of request.indexes) delivered.delete(url);
    throw error;
  });
}

/** The version of the page being read; pages outside the docs read the current version. */
export function versionBeingRead(): string {
  const table = routeTable();
  return matchRoute(table, location.pathname)?.entry.v ?? currentVersion(table.config.versions)?.id ?? '';
}

function indexUrls(scope: SearchScope): string[] {
  const indexes = routeTable().searchIndexes;
  if (scope.version === allVersions) return Object.values(indexes);
  const url = indexes[scope.version ?? versionBeingRead()];
  return url ? [url] : Object.values(indexes);
}

/** Ranking settings: the site's synonym table, and which version comes first across versions. */
function searchOptions(scope: SearchScope, limit: number): SearchOptions {
  const config = routeTable().config;
  const current = config.versions.find((v) => v.current)?.id ?? null;
  return { limit, synonyms: config.search.synonyms, preferVersion: scope.prefer ?? current };
}

/** The hits for query; [] when a newer search of the same channel came before this one ran. */
export async function searchLocal(query: string, scope: SearchScope, limit: number, channel: SearchChannel): Promise<SearchHit[]> {
  try {
    return await ask({ type: 'search', query, indexes: indexUrls(scope), options: searchOptions(scope, limit), channel });
  } catch (error) {
    // A deploy since this page loaded may have replaced the hashed index files: retry once
    // against the route table of the site as deployed now (STYLE.md §3).
    if (!(await refreshRouteTable(location.href).catch(() => false))) throw error;
    return ask({ type: 'search', query, indexes: indexUrls(scope), options: searchOptions(scope, limit), channel });
  }
}

/** Starts fetching the indexes before the first keystroke, when the search box gets focus. */
export function preloadLocal(scope: SearchScope): void {
  ask({ type: 'preload', indexes: indexUrls(scope) }).catch((error: Error) => console.warn('sfpdocs: the search index could not load', error));
}

/**
 * Starts the worker thread alone, fetching no index: a thread takes 20-60 ms to start in Chromium
 * (bench/search.mjs, first keystroke), time the reader's first keystroke would otherwise wait for.
 * Its answer tells this side that it runs.
 */
export function warmLocal(): void {
  ask({ type: 'preload', indexes: [] }).catch((error: Error) => console.warn('sfpdocs: the search worker could not start', error));
}
