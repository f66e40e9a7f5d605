// The search Web Worker (a classic script of its own, built by bundle-runtime): loads the version
// indexes the page hands over and answers queries, so parsing and querying never block the page.
import type { SearchIndexFile } from '../../shared/contract.ts';
import { loadIndex, type LoadedIndex } from '../../shared/search/load-index.ts';
import { searchIndexes } from '../../shared/search/query-index.ts';
import { downloadIndex, type IndexDelivery, type IndexFetch, type SearchRequest, type SearchResponse } from './search-protocol.ts';
import { setSearchLanguage } from '../../shared/search/search-words.ts';
// The locale's language, chosen when the build bundles this worker (compiler/emit/bundle-runtime.ts).
import language from 'sfpdocs:search-language';

// Queries are cut into terms as the locale's index was (nothing to do for English).
if (language) setSearchLanguage(language);

/**
 * A language written without spaces where the engine has no Intl.Segmenter (Firefox before 125):
 * queries are cut into the words of the indexes searched (search-language.ts withIndexWords),
 * made again only when another set of indexes is searched.
 */
let cutFor: LoadedIndex[] = [];
function useIndexWords(list: LoadedIndex[]): void {
  if (!language?.withIndexWords || (list.length === cutFor.length && list.every((index, i) => index === cutFor[i]))) return;
  cutFor = list;
  setSearchLanguage(language.withIndexWords(list.map((index) => index.file.terms)));
}

interface Pending {
  index: Promise<LoadedIndex>;
  deliver(delivery: IndexDelivery): void;
}

const indexes = new Map<string, Pending>();

/** The index at url, once the page has delivered it. */
function indexAt(url: string): Pending {
  let pending = indexes.get(url);
  if (!pending) {
    let deliver: Pending['deliver'] = () => undefined;
    const index = new Promise<LoadedIndex>((resolve, reject) => {
      deliver = (delivery) => {
        if ('error' in delivery) return reject(new Error(delivery.error));
        try {
          resolve(loadIndex(JSON.parse(new TextDecoder().decode(delivery.body)) as SearchIndexFile));
        } catch (error) {
          reject(error as Error);
        }
      };
    });
    // A failed load (offline, a deploy in between) starts afresh with the page's next delivery.
    index.catch(() => indexes.delete(url));
    pending = { index, deliver };
    indexes.set(url, pending);
  }
  return pending;
}

const reply = (message: SearchResponse) => (self as unknown as { postMessage(m: SearchResponse): void }).postMessage(message);

/** Per channel (the navbar box, the /search page), the newest search asked for. */
const newest = new Map<string, number>();

/** Downloads an index here, so its bytes need not wait for the page's thread, busy with keystrokes. */
function fetchIndex({ url, href }: IndexFetch): void {
  const pending = indexAt(url);
  void downloadIndex(url, href).then(pending.deliver);
}

self.addEventListener('message', (event: Event) => {
  const message = (event as MessageEvent<SearchRequest | IndexDelivery | IndexFetch>).data;
  if (message.type === 'index') return indexAt(message.url).deliver(message);
  if (message.type === 'fetch') return fetchIndex(message);
  const request = message;
  if (request.type === 'search') newest.set(request.channel, request.id);
  Promise.all(request.indexes.map((url) => indexAt(url).index)).then(
    (list) => {
      if (request.type !== 'search') return reply({ id: request.id, ok: true, hits: [] });
      // Keystrokes typed while the index loaded wait behind it; only the last one is shown, so
      // only the last one is run (the page drops answers to the others).
      if (newest.get(request.channel) !== request.id) return reply({ id: request.id, ok: true, hits: [] });
      useIndexWords(list);
      reply({ id: request.id, ok: true, hits: searchIndexes(list, request.query, request.options) });
    },
    (error: Error) => reply({ id: request.id, ok: false, error: error.message }),
  );
});
