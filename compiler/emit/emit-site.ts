// A build's output: every file of the site model (site-output.ts) under content-hashed names,
// streamed to the staging folder. Pages go through two passes: the first makes each page's data
// once and writes its chunk (the route table needs every chunk's name before any HTML), the
// second renders the HTML, reading each page's data back from its chunk. The service worker is
// last: its precache manifest lists every other file.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import path from 'node:path';
import type { PageGraph } from '../graph/page-graph.ts';
import type { Staging } from '../output/atomic-output.ts';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { cachedSearchIndexes } from './cached-search-files.ts';
import { runTaskHere } from '../workers/tasks.ts';
import { parallelThreshold, startWorkerPool, type WorkerPool } from '../workers/worker-pool.ts';
import { bundleLegacy } from './bundle-legacy.ts';
import { bundleRuntime } from './bundle-runtime.ts';
import { withSearchLanguage } from './search-worker-language.ts';
import { localeSearchLanguage } from './locale-search-language.ts';
import type { IndexBuilder } from './emit-search-index.ts';
import { emitServiceWorker } from './emit-service-worker.ts';
import { infimaStylesheet } from './infima-classes.ts';
import { chunkFolder } from './page-chunk.ts';
import { pageHead } from './render-html.ts';
import { renderPages, type PagePlan } from './render-pages.ts';
import { renderKeys } from '../cache/cache-keys.ts';
import { createSiteOutput, hashedNaming } from './site-output.ts';

export interface EmitOptions {
  graph: PageGraph;
  staging: Staging;
  onProgress?: (done: number, total: number) => void;
  /** The site's cache: rendered page bodies, search indexes, icons (default: none). */
  cache?: BuildCache;
  /** The cache of sfpdocs' own bundles (default: none). */
  bundles?: BuildCache;
  /** The build's worker pool, started on first call (default: render on this thread). */
  pool?: () => WorkerPool | null;
  /** Folders of the staging folder that are not this site's (other locales' outputs): the service worker does not precache them. */
  exclude?: string[];
}

/** Pages of the largest version whose search indexes still build side by side (see below). */
const searchPagesAtOnce = 2000;

export async function emitSite({ graph, staging, onProgress, cache = openBuildCache(null), bundles = openBuildCache(null), pool = () => null, exclude = [] }: EmitOptions): Promise<{ bytes: number; files: number; warnings: Diagnostic[] }> {
  const warnings: Diagnostic[] = [];
  let bytes = 0;
  let files = 0;
  // Synchronous writes: creating a file costs the same system time on any thread, and through
  // fs.promises it cost twice the CPU (thread-pool handoffs, file handles) on a 2-core machine
  // whose cores the workers already keep busy.
  const write = (file: string, contents: string | Uint8Array) => {
    const size = staging.write(file, contents);
    bytes += size;
    files++;
    return size;
  };
  onProgress?.(0, graph.pages.size);
  // Before any page asks whether it uses Infima's classes: made once, then read from the cache.
  infimaStylesheet(bundles);
  // The locale's search language: its worker, the phone's search page and its indexes are made in it.
  const language = localeSearchLanguage(graph.config.locale.htmlLang);
  const [bundle, legacy] = await Promise.all([bundleRuntime(bundles).then((runtime) => withSearchLanguage(runtime, language, bundles)), bundleLegacy(language)]);
  const output = createSiteOutput({ graph, runtime: { bundle, legacy }, naming: hashedNaming, cache });
  const { theme, serverModules } = output.assets;
  for (const [file, contents] of output.files()) write(file, contents());
  for (const { file, json } of output.sidebars().values()) write(file, json);

  // The search indexes build on threads of their own (lunr costs about as much per page as
  // rendering) while this one writes the page chunks, and the threads end before pages render.
  // Building an index takes about 150 KB a page until it is done: versions of up to
  // `searchPagesAtOnce` pages build side by side, larger ones one at a time, so memory grows
  // neither with the number of versions nor for long. (Started only when an index is not cached.)
  const sources = output.searchSources();
  let searchThreads: WorkerPool | null | undefined;
  const { htmlLang } = language;
  const onThread: IndexBuilder = async (version, list) => {
    searchThreads ??= graph.pages.size >= parallelThreshold ? startWorkerPool(Math.max(0, ...[...sources.values()].map((s) => s.length)) <= searchPagesAtOnce ? undefined : 1) : null;
    const task = { version, sources: list, ...(htmlLang ? { htmlLang } : {}) };
    return searchThreads ? searchThreads.run('search', task) : runTaskHere('search', task, undefined);
  };
  const searching = cachedSearchIndexes(graph, sources, cache, onThread).finally(() => searchThreads?.close());
  searching.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile

  // First pass: each page's data, made once; its chunk is written now and its data read back from
  // it when the page renders, so no page's data is held or made again.
  const pages = [...graph.pages.values()];
  // The site's theme components render on every page: their module's (hashed) name is part of each key.
  const keyOf = renderKeys(cache, output.config, graph.sidebars, theme ? path.basename(theme.server) : '');
  const plans: PagePlan[] = [];
  /** Each chunk's path and size, for the service worker's precache manifest. */
  const chunks = new Map<string, number>();
  for (const [i, page] of pages.entries()) {
    // Let the event loop hand the search thread its next version now and then.
    if (i % 256 === 255) await new Promise(setImmediate);
    const data = output.pageData(page);
    const json = JSON.stringify(data);
    const chunk = output.chunk(page, data);
    chunks.set(chunk.file, write(chunk.file, chunk.code));
    // A page with components renders what its server module renders: its name carries its hash.
    const serverModule = serverModules.get(page);
    // The site's theme components are the site's code too, on every page: under the time limit as well.
    const runsCode = serverModule !== undefined || theme !== null;
    plans.push({ chunkFile: chunk.file, chunkUrl: output.url(chunk.file), head: pageHead(data), key: keyOf(serverModule ? `${json}\0${path.basename(serverModule)}` : json, data), file: page.file, ...(runsCode ? { runsCode: true } : {}), ...(page.compiled?.react ? { optional: true } : {}) });
  }
  const indexes = await searching;
  const indexFiles = new Map<string, string>();
  for (const [version, json] of indexes) {
    const file = hashedNaming.searchIndex(version, () => json);
    write(file, json);
    indexFiles.set(version, file);
  }
  // The indexes are written: let their text go before every page is rendered.
  indexes.clear();
  const chunkOf = new Map(pages.map((page, i) => [page, plans[i]!.chunkFile]));
  const table = output.routeTable((page) => chunkOf.get(page)!, indexFiles);
  write(table.file, table.json);

  await renderPages({
    cache,
    pool,
    plans,
    context: { ssr: bundle.ssr, sidebars: Object.fromEntries(graph.sidebars), frame: output.frame(table), outDir: staging.dir, pageModules: Object.fromEntries([...serverModules].map(([page, module]) => [page.route, module])), ...(theme ? { siteTheme: theme.server } : {}) },
    write: staging.write,
    warn: (d) => warnings.push(d),
    timeLimitMs: graph.config.renderTimeLimit * 1000,
    onPage: (i, written) => {
      bytes += written;
      files++;
      // This thread has time to spare while the workers render.
      const twin = output.twin(pages[i]!);
      if (twin) write(...twin);
      if (i % 50 === 49) onProgress?.(i + 1, pages.length);
    },
  });

  // Last: its precache manifest lists every other file of the output.
  for (const [file, code] of (await emitServiceWorker(staging.dir, { folder: chunkFolder, files: chunks }, bundles, exclude)).files) write(file, code);
  return { bytes, files, warnings };
}
