// Compiles every markdown file: from the on-disk cache when the file (and the compiler) did not
// change, else across the worker pool when there is enough to compile, else on this thread.
import fs from 'node:fs';
import path from 'node:path';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { compileCacheSalt, hashText } from '../cache/cache-keys.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import { parallelThreshold, startWorkerPool, type WorkerPool } from './worker-pool.ts';

export interface CompileAllOptions {
  siteDir: string;
  files: string[];
  /** Default: no cache. */
  cache?: BuildCache;
  /**
   * The build's worker pool, started on first call; null where workers are unavailable.
   * Default: a pool of its own, started only if needed and closed before returning.
   */
  pool?: () => WorkerPool | null;
  onProgress?: (done: number, total: number) => void;
}

export async function compileAll({ siteDir, files, cache = openBuildCache(null), pool, onProgress }: CompileAllOptions): Promise<CompiledPage[]> {
  if (!pool) {
    let own: WorkerPool | null | undefined;
    try {
      return await compileAll({ siteDir, files, cache, onProgress, pool: () => (own === undefined ? (own = startWorkerPool()) : own) });
    } finally {
      await own?.close();
    }
  }
  const salt = cache.dir ? compileCacheSalt() : '';
  const results: CompiledPage[] = new Array(files.length);
  const todo: Array<{ index: number; file: string; source: string; key: string }> = [];
  files.forEach((file, index) => {
    const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
    const key = cache.dir ? hashText(salt, file, source) : '';
    const cached = cache.read('compile', key);
    const page = cached === undefined ? undefined : parseCompiled(cached, file);
    if (page) results[index] = page;
    else {
      if (cached !== undefined) cache.reject('compile', key);
      todo.push({ index, file, source, key });
    }
  });
  let done = files.length - todo.length;
  onProgress?.(done, files.length);

  const store = (item: (typeof todo)[number], page: CompiledPage) => {
    results[item.index] = page;
    // A crash of the compiler on one page may depend on the thread's stack size: never cached.
    if (!page.diagnostics.some((d) => d.ruleId === 'internal')) cache.write('compile', item.key, JSON.stringify(page));
  };

  const workers = todo.length >= parallelThreshold ? pool() : null;
  const compileHere = async () => {
    const { createMarkdownCompiler } = await import('../content/compile-markdown.ts');
    return createMarkdownCompiler();
  };
  if (workers) {
    // Small batches keep every thread busy to the end. The workers take batches as they finish
    // (two queued each); the main thread takes one whenever it is free, between messages.
    const batchSize = Math.max(4, Math.min(16, Math.ceil(todo.length / ((workers.size + 1) * 8))));
    const batches: Array<typeof todo> = [];
    for (let i = 0; i < todo.length; i += batchSize) batches.push(todo.slice(i, i + batchSize));
    let next = 0;
    const finished = (batch: typeof todo) => {
      done += batch.length;
      onProgress?.(done, files.length);
    };
    const onWorker = async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) {
        const pages = await workers.run({ type: 'compile', items: batch.map(({ file, source }) => ({ file, source })) });
        pages.forEach((page, i) => store(batch[i]!, page));
        finished(batch);
      }
    };
    const onMain = async () => {
      const compile = await compileHere();
      for (let batch = batches[next++]; batch; batch = batches[next++]) {
        for (const item of batch) store(item, compile(item.file, item.source));
        finished(batch);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all([...Array.from({ length: workers.size * 2 }, onWorker), onMain()]);
  } else if (todo.length) {
    const compile = await compileHere();
    todo.forEach((item, i) => {
      store(item, compile(item.file, item.source));
      if (i % 50 === 49) onProgress?.(done + i + 1, files.length);
    });
  }
  return results;
}

/** A cached compile result, or undefined when the entry does not look like one for this file. */
function parseCompiled(text: string, file: string): CompiledPage | undefined {
  try {
    const page = JSON.parse(text) as CompiledPage;
    if (page && page.file === file && typeof page.html === 'string' && Array.isArray(page.links) && Array.isArray(page.headings) && Array.isArray(page.diagnostics)) return page;
  } catch {
    // fall through: unreadable entries are recompiled
  }
  return undefined;
}
