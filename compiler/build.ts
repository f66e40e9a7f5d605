// The compiler's entry points: `check` runs every pass and reports; `build` also writes the site.
// Each runs its phases in order, handing each the values it needs, and puts the result together
// at the end (phases/build-result.ts): nothing is called back.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config/load-config.ts';
import { assertSiteFolder } from './config/site-folder.ts';
import { withBaseUrl, type ResolvedConfig } from './model/site-model.ts';
import { localeOutDir } from './model/locales.ts';
import { DiagnosticError, type Diagnostic } from './diagnostics/diagnostic.ts';
import { recoverOutput, stageOutput, type Staging } from './output/atomic-output.ts';
import { claimOutDir } from './output/claim-out-dir.ts';
import { outputWriteError } from './output/write-error.ts';
import { siteSources } from './content/site-folders.ts';
import { precompressOutput } from './output/precompress.ts';
import { openBuildContext } from './phases/build-context.ts';
import { analyzeSite, type AnalyzedSite } from './phases/analyze-site.ts';
import { localeGraph } from './phases/locale-graph.ts';
import { countPages, type PageCounts } from './phases/count-pages.ts';
import { buildResult, stoppedResult, type BuildResult } from './phases/build-result.ts';
import { UsageError } from './usage-error.ts';

export type { BuildResult, CacheReport } from './phases/build-result.ts';

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

export async function check(options: BuildOptions): Promise<BuildResult> {
  assertSiteFolder(options.siteDir);
  const started = performance.now();
  const context = openBuildContext(options);
  try {
    options.onProgress?.('config', 0, 1);
    const loaded = await loadConfig(context.siteDir);
    const config = options.baseUrl ? withBaseUrl(loaded, options.baseUrl) : loaded;
    const site = await analyzeSite({ siteDir: context.siteDir, config, locales: options.locales, cache: context.cache, pool: context.pool, onProgress: (done, total) => options.onProgress?.('compile', done, total) });
    await context.endPool();
    const locales: PageCounts[] = [];
    const diagnostics: Diagnostic[] = [];
    for (const source of site.locales) {
      options.onProgress?.('graph', 0, 1);
      const graph = await localeGraph(context.siteDir, site, source);
      graph.componentBundles?.bundles.dispose();
      locales.push(countPages(graph));
      diagnostics.push(...graph.diagnostics);
    }
    return buildResult({ context, started, configFile: site.config.file, locales, diagnostics, written: null, mustWrite: false });
  } catch (error) {
    // The site's errors that stop it before its pages (its config): the failed check's result.
    if (error instanceof DiagnosticError) return stoppedResult(context.outDir, error.diagnostics, started);
    throw error;
  } finally {
    await context.close();
  }
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  // Before anything is created: a mistyped folder is not an empty site.
  assertSiteFolder(options.siteDir);
  const started = performance.now();
  const context = openBuildContext(options);
  const { siteDir, outDir } = context;
  const progress = (phase: Phase) => (done: number, total: number) => options.onProgress?.(phase, done, total);
  const shownOutDir = path.relative(process.cwd(), outDir) || '.';
  // The output folder is claimed before any work (a refused folder is known from the config
  // alone), and again before it is replaced: it may have been filled by hand while this build ran.
  const claim = (config: ResolvedConfig) => {
    const claimed = claimOutDir({ outDir, siteDir, sources: siteSources(siteDir, config), emptyOutDir: options.emptyOutDir, action: 'replace' });
    if (!claimed.ok) throw new UsageError(claimed.message, claimed.hint);
  };
  /** Compressed copies made, the folder claimed again and the output put in place of the previous one. */
  const commitOutput = async (staging: Staging, config: ResolvedConfig, precompress: boolean) => {
    try {
      await precompressOutput(staging.dir, { enabled: precompress, cache: context.cache, write: staging.write, onStart: () => options.onProgress?.('compress', 0, 1) });
      // Where earlier versions of sfpdocs kept the copies, a file each: they are in the cache's pack now.
      if (context.cache.dir) fs.rmSync(path.join(context.cache.dir, 'precompressed'), { recursive: true, force: true });
      options.onProgress?.('write', 0, 1);
      claim(config);
      await staging.commit();
    } catch (error) {
      // A full disk or a read-only folder: named as such, not as a bug.
      throw outputWriteError(error, shownOutDir) ?? error;
    }
    context.complete = true;
    return true;
  };
  let staging: Staging | null = null;
  try {
    // A build killed between the two renames of its commit left the output beside its place: it
    // goes back first, so that a build failing below leaves the previous output where it was.
    recoverOutput(outDir);
    options.onProgress?.('config', 0, 1);
    const loaded = await loadConfig(siteDir);
    const config = options.baseUrl ? withBaseUrl(loaded, options.baseUrl) : loaded;
    claim(config);
    const site = await analyzeSite({ siteDir, config, locales: options.locales, cache: context.cache, pool: context.pool, onProgress: progress('compile') });
    // Nothing needs the compilers again: their heaps (parser, grammars) go back to the system now,
    // before the emitters load and the renderers start.
    await context.endPool();
    // The emitters (and workbox, resvg, feed, lunr with them: about 35 MB) load while the graph
    // passes run, once the compilers are gone, so they never add to the compile phase's peak
    // memory (the peak of small sites); `check` never loads them.
    const emitting = import('./emit/emit-site.ts');
    emitting.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile
    const folders = site.locales.map(({ config }) => localeOutDir(config.locale, site.config.baseUrl));
    const locales: PageCounts[] = [];
    const diagnostics: Diagnostic[] = [];
    const written = { bytes: 0, files: 0 };
    const failed = () => diagnostics.some((d) => d.severity === 'error');
    // Locale by locale, so one locale's graph and bundles are held at a time; a locale with errors
    // is still analysed (every problem is reported), but nothing more is written once one fails.
    for (const [i, source] of site.locales.entries()) {
      options.onProgress?.('graph', 0, 1);
      const graph = await localeGraph(siteDir, site, source);
      try {
        locales.push(countPages(graph));
        diagnostics.push(...graph.diagnostics);
        if (failed()) continue;
        if (!staging) {
          try {
            // A plugin's postBuild may rewrite a file in place: with it, no file is linked to the previous output's.
            staging = stageOutput(outDir, { linkUnchanged: !site.locales.some(({ config }) => config.plugins.postBuild.length) });
          } catch (error) {
            throw outputWriteError(error, shownOutDir, { making: outDir }) ?? error;
          }
        }
        const { emitSite } = await emitting;
        const emitted = await emitSite({
          graph,
          staging: folders[i] ? subStaging(staging, folders[i]!) : staging,
          // The default locale's service worker precaches its own pages, not the other locales'.
          exclude: folders[i] ? [] : folders.filter(Boolean),
          cache: context.cache,
          bundles: context.bundles,
          pool: context.pool,
          onProgress: progress('emit'),
        });
        written.bytes += emitted.bytes;
        written.files += emitted.files;
        diagnostics.push(...emitted.warnings);
        // The plugins' postBuild sees the locale's finished output where it is being made (as
        // Docusaurus calls it once per locale, with the locale's folder).
        await (await import('./emit/post-build.ts')).runPostBuild(graph, folders[i] ? path.join(staging.dir, folders[i]!) : staging.dir);
      } catch (error) {
        // A page whose components fail while rendering: reported like any problem of the site.
        // A full disk or a read-only folder: named as such, not as a bug.
        if (!(error instanceof DiagnosticError)) throw outputWriteError(error, shownOutDir) ?? error;
        diagnostics.push(...error.diagnostics);
      } finally {
        graph.componentBundles?.bundles.dispose();
      }
    }
    const done = !failed() && staging ? await commitOutput(staging, site.config, options.precompress ?? site.config.precompress) : false;
    if (!done) staging?.discard();
    staging = null;
    return buildResult({ context, started, configFile: config.file, locales, diagnostics, written: done ? written : null, mustWrite: true });
  } catch (error) {
    staging?.discard();
    if (error instanceof DiagnosticError) return stoppedResult(outDir, error.diagnostics, started);
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
