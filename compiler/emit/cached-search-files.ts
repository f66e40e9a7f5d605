// The local search indexes are rebuilt only when something they index changed: building lunr
// indexes costs about as much per page as rendering it, on one thread.
import crypto from 'node:crypto';
import type { PageGraph } from '../graph/page-graph.ts';
import type { IndexBuilder, SearchSource } from './emit-search-index.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import { searchCacheSalt } from '../cache/cache-keys.ts';

/** Each version's index as JSON, from the cache when its sources are unchanged, else built (concurrently) by `buildIndex`. */
export async function cachedSearchIndexes(graph: PageGraph, sources: Map<string, SearchSource[]>, cache: BuildCache, buildIndex: IndexBuilder): Promise<Map<string, string>> {
  const build = async () => new Map(await Promise.all([...sources].map(async ([version, list]) => [version, await buildIndex(version, list)] as const)));
  if (!cache.dir || !sources.size) return build();
  // The key hashes the sources themselves (page texts are read from the cache once, here).
  const hash = crypto.createHash('sha256').update(searchCacheSalt());
  hash.update(JSON.stringify([graph.config.search, graph.config.baseUrl, graph.versions.map((v) => v.id)]));
  // A locale's index is made in its language.
  if (graph.config.locale.htmlLang !== 'en') hash.update(`\0${graph.config.locale.htmlLang}`);
  for (const [version, list] of sources) for (const source of list) hash.update(version).update('\0').update(JSON.stringify(source)).update('\n');
  const key = hash.digest('hex').slice(0, 32);
  const cached = cache.read('search', key);
  if (cached !== undefined) {
    try {
      return new Map(JSON.parse(cached) as Array<[string, string]>);
    } catch {
      cache.reject('search', key);
    }
  }
  const indexes = await build();
  cache.write('search', key, JSON.stringify([...indexes]));
  return indexes;
}
