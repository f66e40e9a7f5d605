// Writers' mode: the site's output, made on request from the graph in memory and cached until a
// change touches it. Nothing is written to disk, and an edit costs one page: the route table, page
// chunks and sidebars have stable dev URLs (under `__sfpdocs/`) whose `?v=` stamp changes only for
// what changed, and HTML is rendered when asked for, so no file has to be rewritten for every page.
import fs from 'node:fs';
import path from 'node:path';
import type { RouteTable } from '../../shared/contract.ts';
import { emitFeeds } from '../emit/emit-feeds.ts';
import { emitLlms } from '../emit/emit-llms.ts';
import { emitManifest } from '../emit/emit-manifest.ts';
import { buildSearchIndex, toSearchSource, type SearchSource } from '../emit/emit-search-index.ts';
import { emitSearchRecords } from '../emit/emit-search-records.ts';
import { serviceWorkerFile } from '../emit/emit-service-worker.ts';
import { emitSitemap } from '../emit/emit-sitemap.ts';
import { escapeHtml } from '../emit/escape-html.ts';
import { chunkCode } from '../emit/page-chunk.ts';
import { renderHtml } from '../emit/render-html.ts';
import { routeToFile } from '../emit/route-to-file.ts';
import { toPageData } from '../emit/to-page-data.ts';
import { routeKey, type Page } from '../graph/page-graph.ts';
import { notFoundRoute } from '../passes/add-site-pages.ts';
import { packageRoot } from '../package-root.ts';
import type { DevSite } from './dev-site.ts';
import { basePrefix } from '../../shared/base-url.ts';

/** Dev-only URLs live under this folder of the base URL, apart from anything a build emits. */
export const devPrefix = '/__sfpdocs';
export const devClientPath = `${devPrefix}/client.js`;
export const eventsPath = `${devPrefix}/events`;
const routeTablePath = `${devPrefix}/routes.json`;
const chunkPath = `${devPrefix}/page.js`;
const searchPath = `${devPrefix}/search/`;

/**
 * Writers' mode has no offline copy, so an edit always shows. This worker takes over from one a
 * build installed on the same origin (a `sfpdocs serve` on the same port) and drops its caches.
 */
const devServiceWorker = `// sfpdocs writers' mode: no offline caching.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))).then(() => self.clients.claim())));
`;

export interface DevFile {
  status: number;
  body: string | Uint8Array;
  type: string;
}

export class DevOutput {
  /** Bumped by every change; a page's chunk URL carries the stamp of its last change. */
  private stamp = 1;
  private structureStamp = 1;
  private readonly pageStamps = new Map<string, number>();
  private readonly chunks = new Map<string, string>();
  private table: string | null = null;
  private files: Map<string, string | Uint8Array> | null = null;
  private readonly searchIndexes = new Map<string, string>();

  constructor(private readonly site: DevSite) {}

  /** A structural change: every page may show something new. */
  invalidateAll(): void {
    this.structureStamp = ++this.stamp;
    this.pageStamps.clear();
    this.chunks.clear();
    this.table = null;
    this.files = null;
    this.searchIndexes.clear();
  }

  /** One page's content changed and nothing else. */
  invalidatePage(key: string): void {
    this.pageStamps.set(key, ++this.stamp);
    this.chunks.delete(key);
    this.table = null;
    this.files = null;
    this.searchIndexes.clear();
  }

  /** The file at a path (base URL removed), or null when the site has none. */
  get(pathname: string, query: URLSearchParams): DevFile | null {
    const graph = this.site.graph;
    if (!graph) return null;
    if (pathname === routeTablePath) return { status: 200, body: this.routeTable(), type: 'application/json' };
    if (pathname === chunkPath) {
      const key = query.get('route') ?? '';
      const page = graph.pages.get(key);
      return page ? { status: 200, body: this.chunk(key, page), type: 'text/javascript; charset=utf-8' } : null;
    }
    if (pathname.startsWith(`${devPrefix}/sidebars/`)) {
      const version = pathname.slice(`${devPrefix}/sidebars/`.length).replace(/\.json$/, '');
      const items = graph.sidebars.get(version);
      return items ? { status: 200, body: JSON.stringify(items), type: 'application/json' } : null;
    }
    if (pathname.startsWith(searchPath)) {
      const index = this.searchIndex(pathname.slice(searchPath.length).replace(/\.json$/, ''));
      return index === null ? null : { status: 200, body: index, type: 'application/json' };
    }
    const page = graph.pages.get(routeKey(pathname.replace(/\/index\.html$/, '/')));
    if (page) return { status: 200, body: this.html(page), type: 'text/html; charset=utf-8' };
    if (pathname === `/${serviceWorkerFile}`) return { status: 200, body: devServiceWorker, type: 'text/javascript; charset=utf-8' };
    const file = this.site.runtime?.files.get(pathname.slice(1)) ?? this.otherFiles().get(pathname.slice(1));
    if (file !== undefined) return { status: 200, body: file, type: contentType(pathname) };
    return null;
  }

  /** The not-found page, for any path nothing answers. */
  notFound(): DevFile | null {
    const page = this.site.graph?.pages.get(notFoundRoute);
    return page ? { status: 404, body: this.html(page), type: 'text/html; charset=utf-8' } : null;
  }

  /** The source file (relative to the site) of a media URL path, for pages' images. */
  mediaSource(pathname: string): string | null {
    for (const [source, url] of this.site.graph?.assets ?? []) if (url === pathname) return source;
    return null;
  }

  routeTable(): string {
    if (this.table) return this.table;
    const { graph, clientConfig, runtime } = this.site;
    const base = this.base();
    const routes: RouteTable['routes'] = {};
    for (const [key, page] of graph!.pages) routes[key] = { chunk: this.chunkUrl(key), ...(page.version ? { v: page.version } : {}) };
    const sidebars: Record<string, string> = {};
    for (const version of graph!.sidebars.keys()) sidebars[version] = `${base}${devPrefix}/sidebars/${encodeURIComponent(version)}.json?v=${this.structureStamp}`;
    const searchIndexes: Record<string, string> = {};
    if (clientConfig!.search.local) {
      for (const version of new Set([...graph!.pages.values()].filter((page) => toSearchSource(page)).map((page) => page.version!))) {
        searchIndexes[version] = `${base}${searchPath}${encodeURIComponent(version)}.json?v=${this.stamp}`;
      }
    }
    const searchWorker = Object.keys(searchIndexes).length && runtime?.searchWorker ? { searchWorker: `${base}/${runtime.searchWorker}` } : {};
    const table: RouteTable = { config: clientConfig!, routes, sidebars, searchIndexes, ...searchWorker, css: `${base}/${runtime?.css ?? ''}` };
    this.table = JSON.stringify(table);
    return this.table;
  }

  /** A page's chunk: one URL per route (the route in the query, so no two routes can share it). */
  private chunkUrl(key: string): string {
    return `${this.base()}${chunkPath}?route=${encodeURIComponent(key)}&v=${this.pageStamps.get(key) ?? this.structureStamp}`;
  }

  private chunk(key: string, page: Page): string {
    let code = this.chunks.get(key);
    if (code === undefined) {
      code = chunkCode(JSON.stringify(toPageData(this.site.graph!, page)));
      this.chunks.set(key, code);
    }
    return code;
  }

  private html(page: Page): string {
    const { graph, clientConfig: config, runtime, shell } = this.site;
    if (!runtime || !shell || !config) return devErrorPage(this.base());
    const data = toPageData(graph!, page);
    const sidebar = data.version ? graph!.sidebars.get(data.version) ?? null : null;
    const body = runtime.renderPage({ config, page: data, sidebar });
    const base = this.base();
    const boot = { routeTable: `${base}${routeTablePath}`, chunk: this.chunkUrl(routeKey(page.route)), route: data.route };
    const html = renderHtml({ shell, config, page: data, body, boot, css: runtime.css, script: runtime.script });
    return injectDevClient(html, base);
  }

  /** One version's search index, built when a page asks for it (search loads lazily). */
  private searchIndex(version: string): string | null {
    let json = this.searchIndexes.get(version);
    if (json === undefined) {
      const sources: SearchSource[] = [];
      for (const page of this.site.graph!.pages.values()) {
        const source = page.version === version ? toSearchSource(page) : null;
        if (source) sources.push(source);
      }
      if (!sources.length) return null;
      json = JSON.stringify(buildSearchIndex(version, sources.sort((a, b) => (a.route < b.route ? -1 : 1))));
      this.searchIndexes.set(version, json);
    }
    return json;
  }

  /** Feeds, sitemap, llms.txt, the web app manifest and redirects: made when asked for, once per change. */
  private otherFiles(): Map<string, string | Uint8Array> {
    if (this.files) return this.files;
    const graph = this.site.graph!;
    const files = new Map<string, string | Uint8Array>();
    for (const map of [emitSitemap(graph), emitFeeds(graph), emitLlms(graph), emitSearchRecords(graph), emitManifest(graph)]) for (const [file, text] of map) files.set(file, text);
    const redirect = fs.readFileSync(path.join(packageRoot(), 'templates', 'redirect.html'), 'utf8');
    const base = this.base();
    for (const { from, to } of graph.config.redirects) files.set(routeToFile(from), redirect.replaceAll('{{to}}', escapeHtml(/^[a-z]+:/i.test(to) ? to : base + to)));
    this.files = files;
    return files;
  }

  private base(): string {
    return basePrefix((this.site.clientConfig?.baseUrl ?? '/'));
  }
}

/** Adds the dev client (a same-origin module script, so the page's CSP allows it) to a page. */
export function injectDevClient(html: string, base: string): string {
  const tag = `<script type="module" src="${base}${devClientPath}"></script>\n`;
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** What every page shows while the site cannot be built at all (a broken config): the overlay says why. */
export function devErrorPage(base: string): string {
  return injectDevClient(
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>sfpdocs: the site has errors</title>\n</head>\n<body>\n<p>The site could not be built. The problems are listed in the terminal and above; this page reloads when they are fixed.</p>\n</body>\n</html>\n',
    base,
  );
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

function contentType(pathname: string): string {
  return types[path.posix.extname(pathname)] ?? 'application/octet-stream';
}
