// Every output of a site, described once for the build and writers' mode: given the page graph,
// the runtime bundle and a naming strategy (content hashes for a build, stable names with a
// change stamp in writers' mode), it says which files exist and makes each one when asked. The
// build streams them to disk (emit-site.ts); writers' mode serves them from memory
// (watch/dev-output.ts). A new output is added here, once, and both have it.
import fs from 'node:fs';
import path from 'node:path';
import { basePrefix } from '../../shared/base-url.ts';
import type { ClientConfig, PageData, RouteTable } from '../../shared/contract.ts';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import type { Page, PageGraph } from '../graph/page-graph.ts';
import { contentHash } from '../output/content-hash.ts';
import { packageRoot } from '../package-root.ts';
import type { LegacyScripts } from './bundle-legacy.ts';
import type { RuntimeBundle } from './bundle-runtime.ts';
import { toClientConfig } from './client-config.ts';
import { emitFeeds } from './emit-feeds.ts';
import { emitLlmsIndexes, llmsTwin, twinnedPages } from './emit-llms.ts';
import { emitManifest } from './emit-manifest.ts';
import { searchSources, type SearchSource } from './emit-search-index.ts';
import { emitSearchRecords } from './emit-search-records.ts';
import { emitSitemap } from './emit-sitemap.ts';
import { escapeHtml } from './escape-html.ts';
import { chunkCode, hashedChunkFile } from './page-chunk.ts';
import type { PageFrame } from './render-html.ts';
import { hasSiteHead, siteHead, type SiteHead } from './site-head.ts';
import { redirectToFile } from './route-to-file.ts';
import { toPageData } from './to-page-data.ts';
import { pageAssets, type PageAssets } from './page-assets.ts';
import { currentVersion } from '../../shared/current-version.ts';
import type { PluginHtmlTags } from '../model/site-plugins.ts';

const hasTags = (tags: PluginHtmlTags) => tags.head.length + tags.preBody.length + tags.postBody.length > 0;

/** The runtime's files: the React bundle (browser and server) and the legacy phone script. */
export interface RuntimeAssets {
  bundle: RuntimeBundle;
  legacy: LegacyScripts;
}

/**
 * How output files are named: paths relative to the base URL, which may carry a query. A name
 * may depend on the file's contents, given lazily so a strategy that does not hash them never
 * makes them (writers' mode names a search index without building it).
 */
export interface OutputNaming {
  chunk(route: string, code: () => string): string;
  sidebar(version: string, json: () => string): string;
  searchIndex(version: string, json: () => string): string;
  routeTable(json: () => string): string;
}

const safeName = (version: string) => version.replace(/[^\w.-]/g, '_');

/** A build's names: a content hash in each, so every file can be cached forever. */
export const hashedNaming: OutputNaming = {
  chunk: (route, code) => hashedChunkFile(route, code()),
  sidebar: (version, json) => `assets/sidebar-${safeName(version)}.${contentHash(json())}.json`,
  searchIndex: (version, json) => `assets/search-${safeName(version)}.${contentHash(json())}.json`,
  routeTable: (json) => `assets/routes.${contentHash(json())}.json`,
};

/** A file made on request. */
export type OutputFile = () => string | Uint8Array;

/** A page's chunk: its output path and code. */
export interface PageChunk {
  file: string;
  code: string;
}

export interface SiteOutputOptions {
  graph: PageGraph;
  runtime: RuntimeAssets;
  naming: OutputNaming;
  /** Writers' mode: the URL of the dev client, which every page then loads. */
  devClient?: string;
  /** Where costly files (the web app icons) are kept between builds; default none. */
  cache?: BuildCache;
}

export interface SiteOutput {
  config: ClientConfig;
  /** What each page loads beyond the runtime: component bundles, theme stylesheets, the theme module. */
  assets: PageAssets;
  /** The URL of an output path. */
  url(file: string): string;
  /** The chunk payload of a page. */
  pageData(page: Page): PageData;
  /** A page's chunk, named by the naming strategy. */
  chunk(page: Page, data?: PageData): PageChunk;
  /** Each version's sidebar, as JSON, with its output path. */
  sidebars(): Map<string, { file: string; json: string }>;
  /** Each version's search sources (none when local search is off); the build indexes them in threads. */
  searchSources(): Map<string, SearchSource[]>;
  /** The route table, from every page's chunk path and each version's search index path. */
  /** The route table; `searchIndex`: the URL of the current version's search index, which /search preloads. */
  routeTable(chunks: (page: Page) => string, searchIndexes: Map<string, string>): { file: string; json: string; searchIndex?: string };
  /** What every page's HTML shares, given the route table's path. */
  frame(table: { file: string; searchIndex?: string }): PageFrame;
  /** What the config adds to every page's <head> (image, metadata, headTags, scripts, stylesheets); undefined: nothing. */
  head: SiteHead | undefined;
  /** A page's markdown twin for LLM tools, or null when it has none. */
  twin(page: Page): [file: string, text: string] | null;
  /** The pages that have a twin. */
  twinned(): Page[];
  /**
   * Every other file, each made on request: the runtime's files, the legacy script, feeds,
   * sitemap, robots.txt, llms.txt, search records, the web app manifest and its icons,
   * redirects, media next to pages and static/. Not the service worker: a build's lists every
   * file it wrote (emit-service-worker.ts); writers' mode serves one that caches nothing.
   */
  files(): Map<string, OutputFile>;
}

export function createSiteOutput({ graph, runtime, naming, devClient, cache = openBuildCache(null) }: SiteOutputOptions): SiteOutput {
  const config = toClientConfig(graph.config, graph.versions, graph.blogLinks);
  const base = basePrefix(config.baseUrl);
  const url = (file: string) => `${base}/${file}`;
  const head = hasSiteHead(graph.config) ? siteHead(graph.config) : undefined;
  const assets = pageAssets(graph);
  let sidebars: Map<string, { file: string; json: string }> | undefined;

  const output: SiteOutput = {
    config,
    assets,
    url,
    head,
    pageData: (page) => toPageData(graph, page, assets),
    chunk(page, data = output.pageData(page)) {
      const code = chunkCode(JSON.stringify(data));
      return { file: naming.chunk(page.route, () => code), code };
    },
    sidebars() {
      if (!sidebars) {
        sidebars = new Map();
        for (const [version, items] of graph.sidebars) {
          const json = JSON.stringify(items);
          sidebars.set(version, { file: naming.sidebar(version, () => json), json });
        }
      }
      return sidebars;
    },
    searchSources: () => (graph.config.search.local ? searchSources(graph) : new Map()),
    routeTable(chunks, searchIndexes) {
      const routes: RouteTable['routes'] = {};
      for (const [key, page] of graph.pages) routes[key] = { chunk: url(chunks(page)), ...(page.version ? { v: page.version } : {}) };
      const table: RouteTable = {
        config,
        routes,
        sidebars: Object.fromEntries([...output.sidebars()].map(([version, { file }]) => [version, url(file)])),
        searchIndexes: Object.fromEntries([...searchIndexes].map(([version, file]) => [version, url(file)])),
        ...(searchIndexes.size ? { searchWorker: url(runtime.bundle.searchWorker) } : {}),
        css: url(runtime.bundle.css),
        ...(assets.theme ? { theme: assets.theme.script } : {}),
      };
      const json = JSON.stringify(table);
      const current = currentVersion(graph.config.versions)?.id;
      const searchIndex = current === undefined ? undefined : table.searchIndexes[current];
      return { file: naming.routeTable(() => json), json, ...(searchIndex ? { searchIndex } : {}) };
    },
    frame: (table) => ({ config, routeTable: url(table.file), ...(table.searchIndex ? { searchIndex: table.searchIndex } : {}), css: runtime.bundle.css, script: runtime.bundle.script, legacy: { phone: runtime.legacy.phone.file, search: runtime.legacy.search.file }, ...(graph.siteCss ? { siteCss: graph.siteCss.file } : {}), ...(assets.theme?.css.length ? { themeCss: assets.theme.css } : {}), ...(devClient ? { devClient } : {}), ...(graph.config.markdown.iframeHosts.length ? { frameHosts: graph.config.markdown.iframeHosts } : {}), ...(hasTags(graph.config.plugins.htmlTags) ? { pluginTags: graph.config.plugins.htmlTags } : {}), ...(head ? { head } : {}) }),
    twin: (page) => llmsTwin(graph, page),
    twinned: () => twinnedPages(graph),
    files() {
      const files = new Map<string, OutputFile>();
      for (const [file, contents] of runtime.bundle.files) files.set(file, () => contents);
      for (const [file, contents] of graph.componentBundles?.bundles.files ?? []) files.set(file, () => contents);
      for (const [file, contents] of graph.siteCss?.files ?? []) files.set(file, () => contents);
      for (const [file, contents] of assets.stylesheetFiles) files.set(file, () => contents);
      for (const { file, code } of [runtime.legacy.phone, runtime.legacy.search]) files.set(file, () => code);
      // Small files made from the whole graph.
      for (const emit of [emitSitemap, emitFeeds, emitLlmsIndexes, emitSearchRecords]) for (const [file, contents] of emit(graph)) files.set(file, () => contents);
      for (const [file, make] of emitManifest(graph, cache)) files.set(file, make);
      const redirect = () => fs.readFileSync(path.join(packageRoot(), 'templates', 'redirect.html'), 'utf8');
      for (const { from, to } of graph.redirects ?? graph.config.redirects) files.set(redirectToFile(from), () => redirect().replaceAll('{{to}}', escapeHtml(/^[a-z]+:/i.test(to) ? to : base + to)));
      for (const [source, target] of graph.assets) files.set(target.slice(1), () => fs.readFileSync(path.join(graph.siteDir, source)));
      for (const [target, source] of graph.staticFiles) files.set(target.slice(1), () => fs.readFileSync(path.join(graph.siteDir, source)));
      return files;
    },
  };
  return output;
}
