// What a build or a check answers, put together once at its end from what its phases gave: the
// pages each locale counted, every problem, what was written, and how much came from the cache.
import type { CacheCounts } from '../cache/build-cache.ts';
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuildContext } from './build-context.ts';
import type { PageCounts } from './count-pages.ts';

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

export interface BuildOutcome {
  context: BuildContext;
  /** performance.now() when the build started. */
  started: number;
  /** The config's file (null: defaults). */
  configFile: string | null;
  /** Each locale's pages, in the order built. */
  locales: PageCounts[];
  diagnostics: Diagnostic[];
  /** What was written: null when nothing was kept (a check, or a build that failed). */
  written: { bytes: number; files: number } | null;
  /** A build that wrote nothing has failed, even without an error (a check has not). */
  mustWrite: boolean;
}

/** The result of every locale; a problem in the pages every locale shares is reported once. */
export function buildResult({ context, started, configFile, locales, diagnostics, written, mustWrite }: BuildOutcome): BuildResult {
  const sorted = sortDiagnostics(diagnostics);
  const pagesPerVersion: Record<string, number> = {};
  const codePages = { mdx: 0, react: 0 };
  for (const counts of locales) {
    for (const [version, pages] of Object.entries(counts.perVersion)) pagesPerVersion[version] = (pagesPerVersion[version] ?? 0) + pages;
    codePages.mdx += counts.code.mdx;
    codePages.react += counts.code.react;
  }
  const perLocale = Object.fromEntries(locales.map((counts) => [counts.locale, counts.pages]));
  return {
    ok: !sorted.some((d) => d.severity === 'error') && (written !== null || !mustWrite),
    diagnostics: sorted,
    outDir: context.outDir,
    pagesPerVersion,
    pages: locales.reduce((sum, counts) => sum + counts.pages, 0),
    ms: performance.now() - started,
    bytes: written?.bytes ?? 0,
    files: written?.files ?? 0,
    config: { file: configFile },
    ...(Object.keys(perLocale).length > 1 ? { pagesPerLocale: perLocale } : {}),
    ...(codePages.mdx || codePages.react ? { codePages } : {}),
    cache: cacheReport(context),
  };
}

/** The result of a build that the site's errors stopped before any page was counted (its config, say). */
export function stoppedResult(outDir: string, diagnostics: Diagnostic[], started: number): BuildResult {
  return { ok: false, diagnostics, outDir, pagesPerVersion: {}, pages: 0, ms: performance.now() - started, bytes: 0, files: 0 };
}

function cacheReport(context: BuildContext): CacheReport {
  const { dir, counts } = context.cache;
  const stopped = [context.cache, context.bundles].filter((cache) => cache.problem).map((cache) => `the cache at ${cache.dir} could not be written: ${cache.problem}; this build stopped writing to it`);
  return { dir, notes: [...context.notes, ...stopped], compile: { ...counts.compile }, render: { ...counts.render }, search: { ...counts.search }, compress: { ...counts.compress } };
}
