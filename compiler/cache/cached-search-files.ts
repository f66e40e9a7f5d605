// The local search indexes are rebuilt only when something they index changed: building lunr
// indexes costs about as much per page as rendering it, on one thread.
import crypto from 'node:crypto';
import type { PageGraph } from '../graph/page-graph.ts';
import { buildIndexHere, emitSearchFiles, searchSources, type IndexBuilder, type SearchFiles } from '../emit/emit-search-index.ts';
import type { BuildCache } from './build-cache.ts';
import { searchCacheSalt } from './cache-keys.ts';

export async function cachedSearchFiles(graph: PageGraph, cache: BuildCache, buildIndex: IndexBuilder = buildIndexHere): Promise<SearchFiles> {
  if (!cache.dir || !graph.config.search.local) return emitSearchFiles(graph, buildIndex);
  // Made once: the key hashes them and a miss indexes them (page texts are read from the cache).
  const sources = searchSources(graph);
  const hash = crypto.createHash('sha256').update(searchCacheSalt());
  hash.update(JSON.stringify([graph.config.search, graph.config.baseUrl, graph.versions.map((v) => v.id)]));
  for (const [version, list] of sources) for (const source of list) hash.update(version).update('\0').update(JSON.stringify(source)).update('\n');
  const key = hash.digest('hex').slice(0, 32);
  const cached = cache.read('search', key);
  if (cached !== undefined) {
    try {
      const parsed = JSON.parse(cached) as Omit<SearchFiles, 'files'> & { files: Array<[string, string]> };
      return { ...parsed, files: new Map(parsed.files) };
    } catch {
      cache.reject('search', key);
    }
  }
  const search = await emitSearchFiles(graph, buildIndex, sources);
  cache.write('search', key, JSON.stringify({ ...search, files: [...search.files] }));
  return search;
}
