// Compiles every markdown file: from the on-disk cache when the file (and the compiler) did not
// change, else across the worker pool when there is enough to compile, else on this thread.
import fs from 'node:fs';
import path from 'node:path';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { compileCacheSalt, hashText } from '../cache/cache-keys.ts';
import type { CompiledPage, MarkdownOptions } from '../content/compile-markdown.ts';
import { mergeLanguageWarnings } from '../content/merge-language-warnings.ts';
import { readSourceText } from '../content/read-source-text.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SitePluginLists } from '../content/site-plugins.ts';
import { withSiteCwd } from '../paths/site-cwd.ts';
import { runTaskHere } from './tasks.ts';
import { parallelThreshold, startWorkerPool, type WorkerPool } from './worker-pool.ts';

/** A file to compile: its site path, read from disk; or a text given for it (a plugin route's cut of the file). */
export type CompileInput = string | { file: string; source: string };

export interface CompileAllOptions {
  siteDir: string;
  files: CompileInput[];
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
  /** The site's own plugin lists (the config's `markdown`), for compiles on this thread. */
  plugins?: SitePluginLists;
}

export async function compileAll(options: CompileAllOptions): Promise<CompiledPage[]> {
  const siteDir = path.resolve(options.siteDir);
  return withSiteCwd(siteDir, !!options.markdown?.sitePlugins, () => compileAllIn({ ...options, siteDir }));
}

async function compileAllIn({ siteDir, files, cache = openBuildCache(null), pool, onProgress, markdown = {}, plugins }: CompileAllOptions): Promise<CompiledPage[]> {
  if (!pool) {
    let own: WorkerPool | null | undefined;
    try {
      return await compileAllIn({ siteDir, files, cache, onProgress, markdown, plugins, pool: () => (own === undefined ? (own = startWorkerPool()) : own) });
    } finally {
      await own?.close();
    }
  }
  const salt = cache.dir ? hashText(compileCacheSalt(), JSON.stringify(markdown)) : '';
  // Pages read their partials from the site folder (not part of the key: a moved site keeps its cache).
  markdown = { ...markdown, siteDir: path.resolve(siteDir) };
  const results: CompiledPage[] = new Array(files.length);
  const todo: Array<{ index: number; file: string; source: string; key: string }> = [];
  // What reading a file found (an encoding problem): added to its compiled page, and to its key.
  const readProblems = new Map<string, Diagnostic>();
  files.forEach((input, index) => {
    const file = typeof input === 'string' ? input : input.file;
    const { text: source, problem } = typeof input === 'string' ? readSourceText(path.join(siteDir, file)) : { text: input.source, problem: undefined };
    if (problem) readProblems.set(file, { file, ...problem });
    const key = cache.dir ? hashText(salt, file, source, problem ? JSON.stringify(problem) : '') : '';
    const cached = cache.read('compile', key);
    const page = cached === undefined ? undefined : parseCompiled(cached, file, cache, key, siteDir);
    if (page) results[index] = page;
    else {
      if (cached !== undefined) cache.reject('compile', key);
      todo.push({ index, file, source, key });
    }
  });
  let done = files.length - todo.length;
  onProgress?.(done, files.length);

  // Versioned docs repeat pages word for word (a Docusaurus site's versions share most of their
  // text): a text is compiled once and its result given to every file with the same text and
  // extension, unless it read other files (partials), whose paths depend on where the page is.
  const leaders: typeof todo = [];
  const followers = new Map<number, typeof todo>();
  const byText = new Map<string, (typeof todo)[number]>();
  for (const item of todo) {
    const textKey = `${path.extname(item.file)}\0${JSON.stringify(readProblems.get(item.file)?.message ?? '')}\0${item.source}`;
    const leader = byText.get(textKey);
    if (!leader) {
      byText.set(textKey, item);
      leaders.push(item);
    } else followers.set(leader.index, [...(followers.get(leader.index) ?? []), item]);
  }
  const again: typeof todo = [];
  const store = (item: (typeof todo)[number], page: CompiledPage) => {
    const problem = readProblems.get(item.file);
    if (problem) page = { ...page, diagnostics: [problem, ...page.diagnostics] };
    // A crash of the compiler on one page may depend on the thread's stack size: never cached.
    const internal = page.diagnostics.some((d) => d.ruleId === 'internal');
    for (const follower of followers.get(item.index) ?? []) {
      if (internal || page.dependencies?.length) {
        again.push(follower);
        continue;
      }
      const copy: CompiledPage = { ...structuredClone(page), file: follower.file, diagnostics: page.diagnostics.map((d) => ({ ...d, file: follower.file })) };
      results[follower.index] = cacheCompiled(cache, follower.key, copy, siteDir);
      done++;
    }
    results[item.index] = internal ? page : cacheCompiled(cache, item.key, page, siteDir);
  };

  const compileItems = async (items: typeof todo) => {
    const workers = items.length >= parallelThreshold ? pool() : null;
    if (workers) {
      // Small batches keep every thread busy to the end; each worker holds two (see worker-pool.ts).
      const batchSize = Math.max(4, Math.min(16, Math.ceil(items.length / (workers.size * 8))));
      const batches: Array<typeof todo> = [];
      for (let i = 0; i < items.length; i += batchSize) batches.push(items.slice(i, i + batchSize));
      await Promise.all(
        batches.map(async (batch) => {
          const pages = await workers.run('compile', { options: markdown, items: batch.map(({ file, source }) => ({ file, source })) });
          pages.forEach((page, i) => store(batch[i]!, page));
          done += batch.length;
          onProgress?.(done, files.length);
        }),
      );
    } else {
      for (const [i, item] of items.entries()) {
        const [page] = await runTaskHere('compile', { options: markdown, items: [{ file: item.file, source: item.source }] }, plugins && { plugins });
        store(item, page!);
        done++;
        if (i % 50 === 49) onProgress?.(done, files.length);
      }
    }
  };
  await compileItems(leaders);
  if (again.length) await compileItems(again);
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
type CompileRecord = Omit<CompiledPage, HeavyField> & Partial<Pick<CompiledPage, HeavyField>> & { spilled?: HeavyField[]; dependencyHashes?: Record<string, string> };

/** The hash of a file a page depends on (a partial), or '' when it cannot be read. */
function dependencyHash(siteDir: string, file: string): string {
  try {
    return hashText(fs.readFileSync(path.join(siteDir, file), 'utf8'));
  } catch {
    return '';
  }
}

const partKey = (key: string, field: HeavyField) => `${key}/${field}`;

/** Stores a compiled page and returns it with its heavy texts read from the cache on use. */
function cacheCompiled(cache: BuildCache, key: string, page: CompiledPage, siteDir: string): CompiledPage {
  const record: CompileRecord = { ...page };
  // The page's text is the key; the partials it includes are checked when the record is read.
  if (page.dependencies?.length) record.dependencyHashes = Object.fromEntries(page.dependencies.map((file) => [file, dependencyHash(siteDir, file)]));
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
  delete record.dependencyHashes;
  return withSpilledTexts(record, cache, key);
}

/** A cached compile result, or undefined when the entry does not look like one for this file. */
function parseCompiled(text: string, file: string, cache: BuildCache, key: string, siteDir: string): CompiledPage | undefined {
  try {
    const record = JSON.parse(text) as CompileRecord;
    if (!record || record.file !== file || !Array.isArray(record.links) || !Array.isArray(record.headings) || !Array.isArray(record.diagnostics)) return undefined;
    if (Object.entries(record.dependencyHashes ?? {}).some(([dependency, hash]) => dependencyHash(siteDir, dependency) !== hash)) return undefined;
    delete record.dependencyHashes;
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
