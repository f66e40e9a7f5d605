// Compiles every markdown file: from the on-disk cache when the file (and the compiler) did not
// change, else across the worker pool when there is enough to compile, else on this thread.
import fs from 'node:fs';
import path from 'node:path';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { compileCacheSalt, hashText } from '../cache/cache-keys.ts';
import type { CompiledPage, MarkdownOptions } from '../content/compile-markdown.ts';
import { mergeLanguageWarnings } from '../content/merge-language-warnings.ts';
import { runTaskHere } from './tasks.ts';
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
  /** The site's compile options. Default: none. */
  markdown?: MarkdownOptions;
}

export async function compileAll({ siteDir, files, cache = openBuildCache(null), pool, onProgress, markdown = {} }: CompileAllOptions): Promise<CompiledPage[]> {
  if (!pool) {
    let own: WorkerPool | null | undefined;
    try {
      return await compileAll({ siteDir, files, cache, onProgress, markdown, pool: () => (own === undefined ? (own = startWorkerPool()) : own) });
    } finally {
      await own?.close();
    }
  }
  const salt = cache.dir ? hashText(compileCacheSalt(), JSON.stringify(markdown)) : '';
  const results: CompiledPage[] = new Array(files.length);
  const todo: Array<{ index: number; file: string; source: string; key: string }> = [];
  files.forEach((file, index) => {
    const source = fs.readFileSync(path.join(siteDir, file), 'utf8');
    const key = cache.dir ? hashText(salt, file, source) : '';
    const cached = cache.read('compile', key);
    const page = cached === undefined ? undefined : parseCompiled(cached, file, cache, key);
    if (page) results[index] = page;
    else {
      if (cached !== undefined) cache.reject('compile', key);
      todo.push({ index, file, source, key });
    }
  });
  let done = files.length - todo.length;
  onProgress?.(done, files.length);

  const store = (item: (typeof todo)[number], page: CompiledPage) => {
    // A crash of the compiler on one page may depend on the thread's stack size: never cached.
    results[item.index] = page.diagnostics.some((d) => d.ruleId === 'internal') ? page : cacheCompiled(cache, item.key, page);
  };

  const workers = todo.length >= parallelThreshold ? pool() : null;
  if (workers) {
    // Small batches keep every thread busy to the end; each worker holds two (see worker-pool.ts).
    const batchSize = Math.max(4, Math.min(16, Math.ceil(todo.length / (workers.size * 8))));
    const batches: Array<typeof todo> = [];
    for (let i = 0; i < todo.length; i += batchSize) batches.push(todo.slice(i, i + batchSize));
    await Promise.all(
      batches.map(async (batch) => {
        const pages = await workers.run('compile', { options: markdown, items: batch.map(({ file, source }) => ({ file, source })) });
        pages.forEach((page, i) => store(batch[i]!, page));
        done += batch.length;
        onProgress?.(done, files.length);
      }),
    );
  } else {
    for (const [i, item] of todo.entries()) {
      const [page] = await runTaskHere('compile', { options: markdown, items: [{ file: item.file, source: item.source }] }, undefined);
      store(item, page!);
      if (i % 50 === 49) onProgress?.(done + i + 1, files.length);
    }
  }
  mergeLanguageWarnings(results);
  return results;
}

/**
 * The texts of a compiled page that only the emitters read, once or twice each: article HTML,
 * plain text and markdown, about 25 KB a page. With a cache they stay in it and are read back on
 * use, so the build's heap holds page metadata instead of every page's text (a 10 000-page site
 * would otherwise hold 250 MB of it from compiling to the end).
 */
const heavyFields = ['html', 'previewHtml', 'text', 'markdown'] as const;
type HeavyField = (typeof heavyFields)[number];
/** Shorter texts stay in the record: reading them back would cost more than they weigh. */
const minSpilled = 512;

/** A compile cache record: the page, less the heavy texts stored as parts of their own. */
type CompileRecord = Omit<CompiledPage, HeavyField> & Partial<Pick<CompiledPage, HeavyField>> & { spilled?: HeavyField[] };

const partKey = (key: string, field: HeavyField) => `${key}/${field}`;

/** Stores a compiled page and returns it with its heavy texts read from the cache on use. */
function cacheCompiled(cache: BuildCache, key: string, page: CompiledPage): CompiledPage {
  const record: CompileRecord = { ...page };
  const spilled: HeavyField[] = [];
  for (const field of heavyFields) {
    const value = page[field];
    if (typeof value === 'string' && value.length >= minSpilled && cache.write('compile', partKey(key, field), value)) {
      spilled.push(field);
      delete record[field];
    }
  }
  if (spilled.length) record.spilled = spilled;
  // Written after its parts, so a record never names a part that is missing.
  if (!cache.write('compile', key, JSON.stringify(record))) return page;
  return withSpilledTexts(record, cache, key);
}

/** A cached compile result, or undefined when the entry does not look like one for this file. */
function parseCompiled(text: string, file: string, cache: BuildCache, key: string): CompiledPage | undefined {
  try {
    const record = JSON.parse(text) as CompileRecord;
    if (!record || record.file !== file || !Array.isArray(record.links) || !Array.isArray(record.headings) || !Array.isArray(record.diagnostics)) return undefined;
    const spilled = Array.isArray(record.spilled) ? record.spilled : [];
    if (!spilled.every((field) => heavyFields.includes(field) && cache.use('compile', partKey(key, field)))) return undefined;
    if (!spilled.includes('html') && typeof record.html !== 'string') return undefined;
    return withSpilledTexts(record, cache, key);
  } catch {
    return undefined; // unreadable entries are recompiled
  }
}

function withSpilledTexts(record: CompileRecord, cache: BuildCache, key: string): CompiledPage {
  for (const field of record.spilled ?? []) {
    Object.defineProperty(record, field, {
      enumerable: true,
      get: () => {
        const text = cache.load('compile', partKey(key, field));
        // Only a cache edited or removed while this build ran gets here.
        if (text === undefined) throw new Error(`the build cache lost the ${field} of ${record.file} while this build ran: build again (the cache is at ${cache.dir})`);
        return text;
      },
    });
  }
  delete record.spilled;
  return record as CompiledPage;
}
