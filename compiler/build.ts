// The compiler's entry points: `check` runs every pass and reports; `build` also writes the site.
import fs from 'node:fs';
import path from 'node:path';
import { bundleCacheDir, defaultCacheDir, openBuildCache, writableCacheDir, type BuildCache, type CacheCounts } from './cache/build-cache.ts';
import { loadConfig } from './config/load-config.ts';
import type { ResolvedConfig } from './model/site-model.ts';
import { assertSiteFolder } from './config/site-folder.ts';
import { compileOrder } from './content/compile-order.ts';
import { discoverContent, type ContentListing } from './content/discover-content.ts';
import { markdownOptions, type MarkdownOptions } from './content/markdown-options.ts';
import type { CompiledPage } from './content/compile-markdown.ts';
import { localizeConfig } from './config/localize-config.ts';
import { closestMatch } from './diagnostics/closest-match.ts';
import { localeOutDir } from './model/locales.ts';
import { withBaseUrl } from './model/site-model.ts';
import { DiagnosticError, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic.ts';
import type { PageGraph } from './graph/page-graph.ts';
import { recoverOutput, stageOutput, type Staging } from './output/atomic-output.ts';
import { claimOutDir } from './output/claim-out-dir.ts';
import { outputWriteError } from './output/write-error.ts';
import { siteSources } from './content/site-folders.ts';
import { precompressOutput } from './output/precompress.ts';
import { buildGraph } from './passes/pipeline.ts';
import { siteModuleProbe } from './emit/probe-site-module.ts';
import { compileAll } from './workers/compile-all.ts';
import { compileImportedPartials } from './workers/compile-partials.ts';
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
  /** Build only these locales (the CLI's --locale); default: every locale of the site. */
  locales?: string[];
}

/** How much of the build came from the cache: `misses` were compiled or rendered afresh. */
export interface CacheReport {
  dir: string | null;
  /** A cache this build could not use, and why (printed as a warning). */
  notes: string[];
  compile: CacheCounts;
  render: CacheCounts;
  search: CacheCounts;
  /** Compressed copies (a file's .br and .gz count one each). */
  compress: CacheCounts;
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
  /**
   * Pages that run code at build time and in the browser (docs/security.md): MDX pages with
   * imports, exports, expressions or components, and React pages. Absent when there are none.
   */
  codePages?: { mdx: number; react: number };
  /** The config read: its file (null: defaults). */
  config?: { file: string | null };
  /** Pages of each locale, for a site built in several. */
  pagesPerLocale?: Record<string, number>;
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

/** One locale of the site, its content listed, ready for its graph. */
interface LocaleSource {
  config: ResolvedConfig;
  listing: ContentListing;
  /** Problems of its translation files. */
  diagnostics: Diagnostic[];
}

/** The site read and compiled: every locale's content, each markdown file compiled once. */
interface AnalyzedSite {
  config: ResolvedConfig;
  locales: LocaleSource[];
  compiled: Map<string, CompiledPage>;
  /** The markdown files pages import as components, compiled with the pages (by site path). */
  partials: Map<string, CompiledPage>;
  markdown: MarkdownOptions;
}

/** The site's model, from its config (with the base URL the command line gives). */
async function readConfig(options: BuildOptions): Promise<ResolvedConfig> {
  options.onProgress?.('config', 0, 1);
  const config = await loadConfig(path.resolve(options.siteDir));
  return options.baseUrl ? withBaseUrl(config, `/${options.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')) : config;
}

/**
 * Reads every locale's content, and compiles every markdown file once: a page a locale does not
 * translate is the default locale's file, compiled for all of them.
 */
async function analyzeWith(options: BuildOptions, context: BuildContext, config: ResolvedConfig): Promise<AnalyzedSite> {
  const siteDir = path.resolve(options.siteDir);
  const locales = selectLocales(config, options.locales).map((id): LocaleSource => {
    const localized = localizeConfig(siteDir, config, id);
    return { config: localized.config, listing: discoverContent(siteDir, localized.config), diagnostics: localized.diagnostics };
  });
  const markdown = compileOrder(locales.map(({ listing }) => listing.files));
  const compileOptions = markdownOptions(config, siteDir);
  const compiled = await compileAll({ siteDir, files: markdown, markdown: compileOptions, plugins: config.markdown, cache: context.cache, pool: context.pool, onProgress: (done, total) => options.onProgress?.('compile', done, total) });
  const partials = await compileImportedPartials({ siteDir, pages: compiled, markdown: compileOptions, plugins: config.markdown, cache: context.cache, pool: context.pool });
  // Nothing needs the compilers again: their heaps (parser, grammars) go back to the system now,
  // before the emitters load and the renderers start.
  await context.endPool();
  return { config, locales, compiled: new Map(compiled.map((page) => [page.file, page])), partials, markdown: compileOptions };
}

/** The page graph of one locale, its site code bundled. */
async function localeGraph(site: AnalyzedSite, source: LocaleSource, options: BuildOptions): Promise<PageGraph> {
  const siteDir = path.resolve(options.siteDir);
  options.onProgress?.('graph', 0, 1);
  const compiled = source.listing.files.filter((f) => f.kind === 'doc' || f.kind === 'blog' || f.kind === 'page').map((f) => site.compiled.get(f.file)!);
  const graph = await buildGraph({ siteDir, config: source.config, listing: source.listing, compiled, tools: { probeModule: siteModuleProbe(siteDir, source.config.moduleAliases, source.config.staticDirs) } });
  for (const page of compiled) graph.diagnostics.push(...page.diagnostics);
  graph.diagnostics.push(...source.config.warnings, ...source.diagnostics);
  // Pages with components and the site's stylesheets: bundled now, so an import that cannot be
  // resolved is a problem `check` reports too.
  await (await import('./emit/site-code.ts')).bundleSiteCode(graph, site.markdown, site.partials);
  graph.diagnostics = sortDiagnostics(graph.diagnostics);
  return graph;
}

/** The locales to build: `only` (the CLI's --locale) or every locale of the site, the default first. */
function selectLocales(config: ResolvedConfig, only: string[] | undefined): string[] {
  if (!only?.length) return config.locales.map((l) => l.id);
  const known = config.locales.map((l) => l.id);
  for (const id of only) {
    if (!known.includes(id)) {
      const near = closestMatch(id, known);
      throw new UsageError(`the site has no locale "${id}"`, near ? `did you mean --locale ${near}?` : `its locales are ${known.join(', ')} (i18n.locales in ${config.file ?? 'site.config.ts'})`);
    }
  }
  return known.filter((id) => only.includes(id));
}

export async function check(options: BuildOptions): Promise<BuildResult> {
  assertSiteFolder(options.siteDir);
  const started = performance.now();
  const context = openContext(options);
  try {
    const read = await safely(() => readConfig(options), options, started);
    if (!read.value) return read.result;
    const config = read.value;
    const { value: site, result } = await safely(() => analyzeWith(options, context, config), options, started);
    if (!site) return result;
    const summary = newSummary(options, site, started);
    for (const source of site.locales) {
      const graph = await localeGraph(site, source, options);
      graph.componentBundles?.bundles.dispose();
      addToSummary(summary, graph);
    }
    return { ...finishSummary(summary, started), cache: cacheReport(context) };
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
  const outDir = resolveOutDir(options);
  const claim = (config: ResolvedConfig) => {
    const claimed = claimOutDir({ outDir, siteDir: options.siteDir, sources: siteSources(path.resolve(options.siteDir), config), emptyOutDir: options.emptyOutDir, action: 'replace' });
    if (!claimed.ok) throw new UsageError(claimed.message, claimed.hint);
  };
  let staging: Staging | null = null;
  try {
    // A build killed between the two renames of its commit left the output beside its place: it
    // goes back first, so that a build failing below leaves the previous output where it was.
    recoverOutput(outDir);
    const read = await safely(() => readConfig(options), options, started);
    if (!read.value) return read.result;
    const config = read.value;
    // Before any work: a refused output folder is known from the config alone.
    claim(config);
    const { value: site, result } = await safely(() => analyzeWith({ ...options, onProgress }, context, config), options, started);
    if (!site) return result;
    const summary = newSummary(options, site, started);
    const shownOutDir = path.relative(process.cwd(), outDir) || '.';
    const folders = site.locales.map(({ config }) => localeOutDir(config.locale, site.config.baseUrl));
    // Locale by locale, so one locale's graph and bundles are held at a time; a locale with errors
    // is still analysed (every problem is reported), but nothing more is written once one fails.
    for (const [i, source] of site.locales.entries()) {
      const graph = await localeGraph(site, source, { ...options, onProgress });
      try {
        addToSummary(summary, graph);
        if (summary.diagnostics.some((d) => d.severity === 'error')) continue;
        if (!staging) {
          try {
            staging = stageOutput(outDir);
          } catch (error) {
            throw outputWriteError(error, shownOutDir, { making: outDir }) ?? error;
          }
        }
        const { emitSite } = await (emitting ?? import('./emit/emit-site.ts'));
        const { bytes, files, warnings } = await emitSite({
          graph,
          staging: folders[i] ? subStaging(staging, folders[i]!) : staging,
          // The default locale's service worker precaches its own pages, not the other locales'.
          exclude: folders[i] ? [] : folders.filter(Boolean),
          cache: context.cache,
          bundles: context.bundles,
          pool: context.pool,
          onProgress: (done, total) => options.onProgress?.('emit', done, total),
        });
        summary.bytes += bytes;
        summary.files += files;
        summary.diagnostics.push(...warnings);
        // The plugins' postBuild sees the locale's finished output where it is being made (as
        // Docusaurus calls it once per locale, with the locale's folder).
        await (await import('./emit/post-build.ts')).runPostBuild(graph, folders[i] ? path.join(staging.dir, folders[i]!) : staging.dir);
      } catch (error) {
        // A page whose components fail while rendering: reported like any problem of the site.
        // A full disk or a read-only folder: named as such, not as a bug.
        if (!(error instanceof DiagnosticError)) throw outputWriteError(error, shownOutDir) ?? error;
        summary.diagnostics.push(...error.diagnostics);
      } finally {
        graph.componentBundles?.bundles.dispose();
      }
    }
    const finished = finishSummary(summary, started);
    if (!finished.ok || !staging) {
      staging?.discard();
      return { ...finished, ok: false, bytes: 0, files: 0, cache: cacheReport(context) };
    }
    try {
      await precompressOutput(staging.dir, { enabled: options.precompress ?? site.config.precompress, cache: context.cache, onStart: () => options.onProgress?.('compress', 0, 1) });
      // Where earlier versions of sfpdocs kept the copies, a file each: they are in the cache's pack now.
      if (context.cache.dir) fs.rmSync(path.join(context.cache.dir, 'precompressed'), { recursive: true, force: true });
      options.onProgress?.('write', 0, 1);
      // Claimed again: the folder may have been filled by hand while this build ran.
      claim(site.config);
      staging.commit();
    } catch (error) {
      // A full disk or a read-only folder: named as such, not as a bug.
      throw outputWriteError(error, shownOutDir) ?? error;
    }
    staging = null;
    context.complete = true;
    return { ...finished, ms: performance.now() - started, cache: cacheReport(context) };
  } catch (error) {
    staging?.discard();
    throw error;
  } finally {
    await context.close();
  }
}

/** A locale's part of the staging folder: its files go under `folder`. */
function subStaging(staging: Staging, folder: string): Staging {
  return {
    dir: path.join(staging.dir, folder),
    write: (file, contents) => staging.write(`${folder}/${file}`, contents),
    commit: () => staging.commit(),
    discard: () => staging.discard(),
  };
}

interface Summary {
  result: BuildResult;
  diagnostics: Diagnostic[];
  bytes: number;
  files: number;
  perLocale: Record<string, number>;
}

function newSummary(options: BuildOptions, site: AnalyzedSite, started: number): Summary {
  return {
    result: { ok: true, diagnostics: [], outDir: resolveOutDir(options), pagesPerVersion: {}, pages: 0, ms: performance.now() - started, bytes: 0, files: 0, config: { file: site.config.file } },
    diagnostics: [],
    bytes: 0,
    files: 0,
    perLocale: {},
  };
}

function addToSummary(summary: Summary, graph: PageGraph): void {
  const { pagesPerVersion } = summary.result;
  for (const page of graph.pages.values()) {
    const key = page.version ?? (page.kind.startsWith('blog') ? 'blog' : 'site');
    pagesPerVersion[key] = (pagesPerVersion[key] ?? 0) + 1;
    // Pages that run code (docs/security.md), counted as pages are: once in each locale.
    const codePages = (summary.result.codePages ??= { mdx: 0, react: 0 });
    if (page.compiled?.react === 'page') codePages.react++;
    else if (page.compiled?.component) codePages.mdx++;
  }
  summary.result.pages += graph.pages.size;
  summary.perLocale[graph.config.locale.id] = graph.pages.size;
  summary.diagnostics.push(...graph.diagnostics);
}

/** The summary of every locale; a problem in the pages every locale shares is reported once. */
function finishSummary(summary: Summary, started: number): BuildResult {
  const diagnostics = sortDiagnostics(summary.diagnostics);
  const { codePages, ...result } = summary.result;
  return {
    ...result,
    ok: !diagnostics.some((d) => d.severity === 'error'),
    diagnostics,
    bytes: summary.bytes,
    files: summary.files,
    ms: performance.now() - started,
    ...(Object.keys(summary.perLocale).length > 1 ? { pagesPerLocale: summary.perLocale } : {}),
    ...(codePages && (codePages.mdx || codePages.react) ? { codePages } : {}),
  };
}

function cacheReport(context: BuildContext): CacheReport {
  const { dir, counts } = context.cache;
  const stopped = [context.cache, context.bundles].filter((cache) => cache.problem).map((cache) => `the cache at ${cache.dir} could not be written: ${cache.problem}; this build stopped writing to it`);
  return { dir, notes: [...context.notes, ...stopped], compile: { ...counts.compile }, render: { ...counts.render }, search: { ...counts.search }, compress: { ...counts.compress } };
}

/** What `work` gives, or, when the site has errors that stop it (DiagnosticError), the failed build's result. */
async function safely<T>(work: () => Promise<T>, options: BuildOptions, started: number): Promise<{ value: T | null; result: BuildResult }> {
  try {
    return { value: await work(), result: null as never };
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    const outDir = resolveOutDir(options);
    return { value: null, result: { ok: false, diagnostics: error.diagnostics, outDir, pagesPerVersion: {}, pages: 0, ms: performance.now() - started, bytes: 0, files: 0 } };
  }
}

function resolveOutDir(options: BuildOptions): string {
  return path.resolve(options.outDir ?? path.join(options.siteDir, 'build'));
}
