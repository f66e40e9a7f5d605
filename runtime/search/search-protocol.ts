// Messages between the page and the search worker. The page downloads the index files itself
// while the worker thread is still starting and hands each one over as a transferred buffer; a
// worker already running downloads them itself.
import type { SearchHit, SearchOptions } from '../../shared/search/query-index.ts';

export type SearchRequest =
  | { id: number; type: 'search'; query: string; indexes: string[]; options: SearchOptions; channel: string }
  | { id: number; type: 'preload'; indexes: string[] };

/** One index file's bytes (or why they could not be had), keyed by its URL. */
export type IndexDelivery = { type: 'index'; url: string; body: ArrayBuffer } | { type: 'index'; url: string; error: string };

/** To a worker already running: download the index keyed by url itself, from href (absolute). */
export type IndexFetch = { type: 'fetch'; url: string; href: string };

export type SearchResponse = { id: number; ok: true; hits: SearchHit[] } | { id: number; ok: false; error: string };

/** An index file's bytes from href, or why not; the page and the worker both download them this way. */
export function downloadIndex(url: string, href: string): Promise<IndexDelivery> {
  return fetch(href)
    .then((response) => {
      if (!response.ok) throw new Error(`search index ${url}: HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then(
      (body): IndexDelivery => ({ type: 'index', url, body }),
      (error: Error): IndexDelivery => ({ type: 'index', url, error: error.message }),
    );
}
