// Writes the whole site: runtime assets, one hashed chunk and one HTML file per route, the route
// table and sidebars (once each, hashed), feeds, sitemap, llms.txt, redirects and static files.
import fs from 'node:fs';
import path from 'node:path';
import type { RouteTable } from '../../shared/contract.ts';
import { routeKey, type PageGraph } from '../graph/page-graph.ts';
import { packageRoot } from '../package-root.ts';
import type { Staging } from '../output/atomic-output.ts';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { cachedSearchFiles } from '../cache/cached-search-files.ts';
import { buildIndexHere, type IndexBuilder } from './emit-search-index.ts';
import { parallelThreshold, startWorkerPool, type WorkerPool } from '../workers/worker-pool.ts';
import { bundleLegacy } from './bundle-legacy.ts';
import { bundleRuntime } from './bundle-runtime.ts';
import { toClientConfig } from './client-config.ts';
import { emitFeeds } from './emit-feeds.ts';
import { emitLlmsIndexes, llmsTwin } from './emit-llms.ts';
import { emitManifest } from './emit-manifest.ts';
import { emitSearchRecords } from './emit-search-records.ts';
import { emitServiceWorker } from './emit-service-worker.ts';
import { emitSitemap } from './emit-sitemap.ts';
import { escapeHtml } from './escape-html.ts';
import { createBodyRenderer } from './render-bodies.ts';
import { chunkFolder, pageChunk } from './page-chunk.ts';
import { routeToFile } from './route-to-file.ts';
import { toPageData } from './to-page-data.ts';
import { contentHash } from '../output/content-hash.ts';
import { basePrefix } from '../../shared/base-url.ts';

export interface EmitOptions {
  graph: PageGraph;
  staging: Staging;
  onProgress?: (done: number, total: number) => void;
  /** Cache of rendered page bodies (default: none). */
  cache?: BuildCache;
  /** The build's worker pool, started on first call (default: render on this thread). */
  pool?: () => WorkerPool | null;
}

/** Pages of the largest version whose search indexes still build side by side (see below). */
const searchPagesAtOnce = 2000;

function largestVersion(graph: PageGraph): number {
  const counts = new Map<string | null, number>();
  for (const page of graph.pages.values()) if (page.version) counts.set(page.version, (counts.get(page.version) ?? 0) + 1);
  return Math.max(0, ...counts.values());
}

export async function emitSite({ graph, staging, onProgress, cache = openBuildCache(null), pool = () => null }: EmitOptions): Promise<{ bytes: number; files: number }> {
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
  const base = basePrefix(graph.config.baseUrl);
  onProgress?.(0, graph.pages.size);
  const runtime = await bundleRuntime();
  for (const [file, contents] of runtime.files) write(file, contents);
  const legacy = await bundleLegacy();
  write(legacy.file, legacy.code);
  const config = toClientConfig(graph.config, graph.versions);

  const sidebars: Record<string, string> = {};
  for (const [version, items] of graph.sidebars) {
    const json = JSON.stringify(items);
    const file = `assets/sidebar-${version.replace(/[^\w.-]/g, '_')}.${contentHash(json)}.json`;
    write(file, json);
    sidebars[version] = `${base}/${file}`;
  }

  // The search indexes build on threads of their own (lunr costs about as much per page as
  // rendering) while this one names the page chunks, and the threads end before pages render.
  // Building an index takes about 150 KB a page until it is done: versions of up to
  // `searchPagesAtOnce` pages build side by side, larger ones one at a time, so memory grows
  // neither with the number of versions nor for long. (Started only when an index is not cached.)
  let searchThreads: WorkerPool | null | undefined;
  const onThread: IndexBuilder = async (version, sources) => {
    searchThreads ??= graph.pages.size >= parallelThreshold ? startWorkerPool(largestVersion(graph) <= searchPagesAtOnce ? undefined : 1) : null;
    return searchThreads ? (await searchThreads.run({ type: 'search', version, sources }))[0]! : buildIndexHere(version, sources);
  };
  const searching = cachedSearchFiles(graph, cache, onThread).finally(() => searchThreads?.close());
  searching.catch(() => undefined); // awaited below; a failure must not count as unhandled meanwhile

  // Pages stream through two passes (chunks and the route table, then HTML) instead of every
  // page's data being held at once: the data of a page is cheap to make again.
  const pages = [...graph.pages.values()];
  const bodies = createBodyRenderer({ cache, pool, config, sidebars: graph.sidebars, ssr: runtime.ssr });
  const routes: RouteTable['routes'] = {};
  /** Each page's chunk file (named now, written as the page renders) and its size. */
  const chunks: Array<[file: string, bytes: number]> = [];
  for (const [i, page] of pages.entries()) {
    // Let the event loop hand the search thread its next version now and then.
    if (i % 256 === 255) await new Promise(setImmediate);
    const data = toPageData(graph, page);
    const json = JSON.stringify(data);
    const { file, code } = pageChunk(data, json);
    routes[routeKey(data.route)] = { chunk: `${base}/${file}`, ...(data.version ? { v: data.version } : {}) };
    bodies.plan(json, data.version);
    chunks.push([file, Buffer.byteLength(code)]);
  }
  const search = await searching;
  for (const [file, json] of search.files) write(file, json);
  const table: RouteTable = { config, routes, sidebars, searchIndexes: search.urls, ...(search.files.size ? { searchWorker: `${base}/${runtime.searchWorker}` } : {}), css: `${base}/${runtime.css}` };
  const tableJson = JSON.stringify(table);
  const tableFile = `assets/routes.${contentHash(tableJson)}.json`;
  write(tableFile, tableJson);
  // The indexes are written: let their text go before every page is rendered.
  search.files.clear();

  await bodies.renderAll({
    pageData: (i) => toPageData(graph, pages[i]!),
    chunk: (i) => ({ url: `${base}/${chunks[i]![0]}`, file: chunks[i]![0] }),
    frame: { routeTable: `${base}/${tableFile}`, css: runtime.css, script: runtime.script, legacyScript: legacy.file },
    outDir: staging.dir,
    write: (file, html) => void write(file, html),
    onPage: (i, written) => {
      // This thread has time to spare while the workers render.
      const twin = llmsTwin(graph, pages[i]!);
      if (twin) write(...twin);
      if (written) {
        bytes += written.bytes;
        files += written.files;
      }
      if (i % 50 === 49) onProgress?.(i + 1, pages.length);
    },
  });

  for (const map of [emitSitemap(graph), emitFeeds(graph), emitLlmsIndexes(graph), emitSearchRecords(graph), emitManifest(graph)]) for (const [file, text] of map) write(file, text);
  const redirect = fs.readFileSync(path.join(packageRoot(), 'templates', 'redirect.html'), 'utf8');
  for (const { from, to } of graph.config.redirects) write(routeToFile(from), redirect.replaceAll('{{to}}', escapeHtml(/^[a-z]+:/i.test(to) ? to : base + to)));
  for (const [source, url] of graph.assets) write(url.slice(1), fs.readFileSync(path.join(graph.siteDir, source)));
  for (const url of graph.staticFiles) write(url.slice(1), fs.readFileSync(path.join(graph.siteDir, 'static', url)));
  // Last: its precache manifest lists every other file of the output.
  for (const [file, code] of (await emitServiceWorker(staging.dir, { folder: chunkFolder, files: new Map(chunks) })).files) write(file, code);
  return { bytes, files };
}
