// What one build (or check) shares between its phases, resolved from its options once, up front:
// the site and output folders, the caches and the worker pool (started on demand).
import path from 'node:path';
import { bundleCacheDir, defaultCacheDir, openBuildCache, writableCacheDir, type BuildCache } from '../cache/build-cache.ts';
import { startWorkerPool, type WorkerPool } from '../workers/worker-pool.ts';

export interface BuildContextOptions {
  siteDir: string;
  outDir?: string;
  /** `false`: no cache; a string: the cache's folder; default: the site's (defaultCacheDir). */
  cache?: boolean | string;
}

export interface BuildContext {
  /** The site folder, absolute. */
  siteDir: string;
  /** The output folder, absolute (default: `build` in the site folder). */
  outDir: string;
  /** What the user should know that belongs to no file (a cache that could not be used). */
  notes: string[];
  /** The site's cache: compiled pages, rendered bodies, search indexes, icons. */
  cache: BuildCache;
  /** sfpdocs' own bundles, shared by every site (bundleCacheDir). */
  bundles: BuildCache;
  pool: () => WorkerPool | null;
  /**
   * Ends the pool's threads; the next call of `pool` starts new ones. Between compiling and
   * emitting, this hands the compilers' heaps (parser, grammars) back to the system before the
   * renderers load, so peak memory is the larger phase's, not the sum of both.
   */
  endPool: () => Promise<void>;
  /** Set once the site is written: only a complete build may drop cache entries it did not use. */
  complete: boolean;
  close: () => Promise<void>;
}

export function openBuildContext(options: BuildContextOptions): BuildContext {
  const siteDir = path.resolve(options.siteDir);
  const notes: string[] = [];
  // A cache that cannot be written (a read-only or full disk, a file in the way) makes a build
  // slower, never a failure: it runs without it, and says so once.
  const usable = (dir: string, what: string) => {
    const writable = writableCacheDir(dir);
    if (writable.dir === null) notes.push(`${what} at ${dir} cannot be written: ${writable.reason}; this build ran without it`);
    return writable.dir;
  };
  const dir = options.cache === false ? null : usable(path.resolve(typeof options.cache === 'string' ? options.cache : defaultCacheDir(siteDir)), 'the build cache');
  let pool: WorkerPool | null | undefined;
  const context: BuildContext = {
    siteDir,
    outDir: path.resolve(options.outDir ?? path.join(options.siteDir, 'build')),
    notes,
    cache: openBuildCache(dir),
    bundles: openBuildCache(options.cache === false ? null : usable(bundleCacheDir(), "sfpdocs' own bundle cache")),
    pool: () => (pool === undefined ? (pool = startWorkerPool()) : pool),
    endPool: async () => {
      const ending = pool;
      pool = undefined;
      await ending?.close();
    },
    complete: false,
    close: async () => {
      context.cache.close({ compact: context.complete });
      context.bundles.close({ compact: context.complete });
      await context.endPool();
    },
  };
  return context;
}
