// The compiler's entry points: `check` runs every pass and reports; `build` also writes the site.
import path from 'node:path';
import { bundleCacheDir, defaultCacheDir, openBuildCache, writableCacheDir, type BuildCache, type CacheCounts } from './cache/build-cache.ts';
import { loadConfig } from './config/load-config.ts';
import type { ResolvedConfig } from './model/site-model.ts';
import { assertSiteFolder } from './config/site-folder.ts';
import { discoverContent } from './content/discover-content.ts';
import { markdownOptions } from './content/markdown-options.ts';
import { DiagnosticError, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic.ts';
import type { PageGraph } from './graph/page-graph.ts';
import { recoverOutput, stageOutput, type Staging } from './output/atomic-output.ts';
import { claimOutDir } from './output/claim-out-dir.ts';
import { outputWriteError } from './output/write-error.ts';
import { siteFolders } from './paths/site-folders.ts';
import { precompressOutput } from './output/precompress.ts';
import { buildGraph } from './passes/pipeline.ts';
import { compileAll } from './workers/compile-all.ts';
import { startWorkerPool, type WorkerPool } from './workers/worker-pool.ts';
import { UsageError } from './usage-error.ts';

export type Phase = 'config' | 'compile' | 'graph' | 'emit' | 'compress' | 'write';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  baseUrl?: string;
  onProgress?: (phase: Phase, done: number, total: number) => void;
  /**
   * The on-disk cache of compiled and rendered pages: `false` turns it off, a string names its
   * folder. Default: `node_modules/.cache/sfpdocs/pages` in the site, else `.cache/sfpdocs`.
   */
  cache?: boolean | string;
  /** Write `.br` and `.gz` copies of text files; default: `precompress` of site.config.ts. */
  precompress?: boolean;
  /**
   * Replace an output folder that holds files sfpdocs did not write (--empty-out-dir). Never
   * the site folder, a folder holding it or its sources, or a folder holding .git.
   */
  emptyOutDir?: boolean;
}

/** How much of the build came from the cache: `misses` were compiled or rendered afresh. */
export interface CacheReport {
  dir: string | null;
  /** A cache this build could not use, and why (printed as a warning). */
  notes: string[];
  compile: CacheCounts;
  render: CacheCounts;
  search: CacheCounts;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  outDir: string;
  pagesPerVersion: Record<string, number>;
  pages: number;
  ms: number;
  bytes: number;
  files: number;
  cache?: CacheReport;
  /** The config read: its file (null: defaults). */
  config?: { file: string | null };
}

/** What one build shares between its phases: the caches and the worker pool (started on demand). */
interface BuildContext {
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

function openContext(options: BuildOptions): BuildContext {
  const notes: string[] = [];
  // A cache that cannot be written (a read-only or full disk, a file in the way) makes a build
  // slower, never a failure: it runs without it, and says so once.
  const usable = (dir: string, what: string) => {
    const writable = writableCacheDir(dir);
    if (writable.dir === null) notes.push(`${what} at ${dir} cannot be written: ${writable.reason}; this build ran without it`);
    return writable.dir;
  };
  const dir = options.cache === false ? null : usable(path.resolve(typeof options.cache === 'string' ? options.cache : defaultCacheDir(path.resolve(options.siteDir))), 'the build cache');
  let pool: WorkerPool | null | undefined;
  const context: BuildContext = {
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

/** Throws a UsageError when the build may not write where it was asked to. */
type OutDirCheck = (config: ResolvedConfig) => void;

async function analyzeWith(options: BuildOptions, context: BuildContext, checkOutDir?: OutDirCheck): Promise<PageGraph> {
  const siteDir = path.resolve(options.siteDir);
  options.onProgress?.('config', 0, 1);
  const config = await loadConfig(siteDir);
  // Before any work: a refused output folder is known from the config alone.
  checkOutDir?.(config);
  if (options.baseUrl) config.baseUrl = `/${options.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const listing = discoverContent(siteDir, config);
  const markdown = listing.files.filter((f) => f.kind === 'doc' || f.kind === 'blog' || f.kind === 'page').map((f) => f.file);
  const compileOptions = markdownOptions(config);
  const compiled = await compileAll({ siteDir, files: markdown, markdown: compileOptions, plugins: config.markdown, cache: context.cache, pool: context.pool, onProgress: (done, total) => options.onProgress?.('compile', done, total) });
  // Nothing needs the compilers again: their heaps (parser, grammars) go back to the system now,
  // before the emitters load and the renderers start.
  await context.endPool();
  options.onProgress?.('graph', 0, 1);
  const graph = await buildGraph({ siteDir, config, listing, compiled });
  for (const page of compiled) graph.diagnostics.push(...page.diagnostics);
  graph.diagnostics.push(...config.warnings);
  // Pages with components and the site's stylesheets: bundled now, so an import that cannot be
  // resolved is a problem `check` reports too.
  await (await import('./emit/site-code.ts')).bundleSiteCode(graph, compileOptions);
  graph.diagnostics = sortDiagnostics(graph.diagnostics);
  return graph;
}

export async function check(options: BuildOptions): Promise<BuildResult> {
  assertSiteFolder(options.siteDir);
  const started = performance.now();
  const context = openContext(options);
  try {
    const { graph, result } = await analyzeSafely(options, context, started);
    if (!graph) return result;
    graph.componentBundles?.bundles.dispose();
    return { ...summarize(graph, options, started), ok: !graph.diagnostics.some((d) => d.severity === 'error'), cache: cacheReport(context) };
  } finally {
    await context.close();
  }
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  // Before anything is created: a mistyped folder is not an empty site.
  assertSiteFolder(options.siteDir);
  const started = performance.now();
  const context = openContext(options);
  // The emitters (and workbox, resvg, feed, lunr with them: about 35 MB) load while the graph
  // passes run, once the compilers are gone, so they never add to the compile phase's peak
  // memory (the peak of small sites); `check` never loads them.
  let emitting: Promise<typeof import('./emit/emit-site.ts')> | undefined;
  const onProgress: BuildOptions['onProgress'] = (phase, done, total) => {
    if (phase === 'graph') emitting ??= import('./emit/emit-site.ts');
    options.onProgress?.(phase, done, total);
  };
  let built: PageGraph | null = null;
  const outDir = resolveOutDir(options);
  const claim = (config: ResolvedConfig) => {
    const claimed = claimOutDir({ outDir, siteDir: options.siteDir, sources: siteSources(path.resolve(options.siteDir), config), emptyOutDir: options.emptyOutDir, action: 'replace' });
    if (!claimed.ok) throw new UsageError(claimed.message, claimed.hint);
  };
  try {
    // A build killed between the two renames of its commit left the output beside its place: it
    // goes back first, so that a build failing below leaves the previous output where it was.
    recoverOutput(outDir);
    const { graph, result } = await analyzeSafely({ ...options, onProgress }, context, started, claim);
    if (!graph) return result;
    built = graph;
    const summary = summarize(graph, options, started);
    if (graph.diagnostics.some((d) => d.severity === 'error')) return { ...summary, ok: false, cache: cacheReport(context) };
    const shownOutDir = path.relative(process.cwd(), outDir) || '.';
    let staging: Staging;
    try {
      staging = stageOutput(outDir);
    } catch (error) {
      throw outputWriteError(error, shownOutDir, { making: outDir }) ?? error;
    }
    try {
      const { emitSite } = await (emitting ?? import('./emit/emit-site.ts'));
      const { bytes, files, warnings } = await emitSite({ graph, staging, cache: context.cache, bundles: context.bundles, pool: context.pool, onProgress: (done, total) => options.onProgress?.('emit', done, total) });
      // The plugins' postBuild sees the finished output where it is being made.
      await (await import('./emit/post-build.ts')).runPostBuild(graph, staging.dir);
      const compressed = await precompressOutput(staging.dir, { enabled: options.precompress ?? graph.config.precompress, cacheDir: context.cache.dir && path.join(context.cache.dir, 'precompressed'), onStart: () => options.onProgress?.('compress', 0, 1) });
      if (compressed.cacheProblem) context.notes.push(`the build cache at ${context.cache.dir} cannot be written: ${compressed.cacheProblem}; compressed copies were made without it`);
      options.onProgress?.('write', 0, 1);
      // Claimed again: the folder may have been filled by hand while this build ran.
      claim(graph.config);
      staging.commit();
      context.complete = true;
      return { ...summary, ok: true, bytes, files, ms: performance.now() - started, cache: cacheReport(context), ...(warnings.length ? { diagnostics: sortDiagnostics([...summary.diagnostics, ...warnings]) } : {}) };
    } catch (error) {
      staging.discard();
      // A page whose components fail while rendering: reported like any problem of the site.
      if (error instanceof DiagnosticError) return { ...summary, ok: false, diagnostics: sortDiagnostics([...graph.diagnostics, ...error.diagnostics]), cache: cacheReport(context) };
      // A full disk or a read-only folder: named as such, not as a bug.
      throw outputWriteError(error, shownOutDir) ?? error;
    }
  } finally {
    built?.componentBundles?.bundles.dispose();
    await context.close();
  }
}

function cacheReport(context: BuildContext): CacheReport {
  const { dir, counts } = context.cache;
  const stopped = [context.cache, context.bundles].filter((cache) => cache.problem).map((cache) => `the cache at ${cache.dir} could not be written: ${cache.problem}; this build stopped writing to it`);
  return { dir, notes: [...context.notes, ...stopped], compile: { ...counts.compile }, render: { ...counts.render }, search: { ...counts.search } };
}

async function analyzeSafely(options: BuildOptions, context: BuildContext, started: number, checkOutDir?: OutDirCheck): Promise<{ graph: PageGraph | null; result: BuildResult }> {
  try {
    return { graph: await analyzeWith(options, context, checkOutDir), result: null as never };
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    const outDir = resolveOutDir(options);
    return { graph: null, result: { ok: false, diagnostics: error.diagnostics, outDir, pagesPerVersion: {}, pages: 0, ms: performance.now() - started, bytes: 0, files: 0 } };
  }
}

function summarize(graph: PageGraph, options: BuildOptions, started: number): BuildResult {
  const pagesPerVersion: Record<string, number> = {};
  for (const page of graph.pages.values()) {
    const key = page.version ?? (page.kind.startsWith('blog') ? 'blog' : 'site');
    pagesPerVersion[key] = (pagesPerVersion[key] ?? 0) + 1;
  }
  return { ok: true, diagnostics: graph.diagnostics, outDir: resolveOutDir(options), pagesPerVersion, pages: graph.pages.size, ms: performance.now() - started, bytes: 0, files: 0, config: { file: graph.config.file } };
}

/** The site's sources as absolute paths: no output folder may hold them or lie inside them. */
function siteSources(siteDir: string, config: ResolvedConfig): string[] {
  const files = [config.file, ...config.inputs].filter((file): file is string => !!file);
  return [...siteFolders(siteDir, config), ...files.map((file) => path.resolve(siteDir, file))];
}

function resolveOutDir(options: BuildOptions): string {
  return path.resolve(options.outDir ?? path.join(options.siteDir, 'build'));
}
