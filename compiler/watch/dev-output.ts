// Writers' mode: the site's output (emit/site-output.ts, the build's own model) served from
// memory, each file made when asked for and kept until a change touches it. Nothing is written to
// disk, and an edit costs one page: page chunks, sidebars and search indexes get stable dev URLs
// (under `__sfpdocs/`) whose `?v=` stamp changes only for what changed, and HTML is rendered when
// asked for, so no file has to be made again for every page.
import { basePrefix } from '../../shared/base-url.ts';
import { sidebarKeyOf } from '../../shared/sidebar-key.ts';
import type { ClientConfig, RenderInput } from '../../shared/contract.ts';
import { buildSearchIndex } from '../emit/emit-search-index.ts';
import { serviceWorkerFile } from '../emit/emit-service-worker.ts';
import { loadHtmlShell, pageFile, type HtmlShell } from '../emit/render-html.ts';
import { createSiteOutput, type OutputNaming, type RuntimeAssets, type SiteOutput } from '../emit/site-output.ts';
import { routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';
import { loadPageModule, loadSiteTheme, type RenderPage } from '../emit/bundle-runtime.ts';
import { renderFailure } from '../emit/render-pages.ts';
import { startWorkerPool, TaskTimeLimitError, type WorkerPool } from '../workers/worker-pool.ts';
import { notFoundRoute } from '../passes/add-site-pages.ts';
import { mimeType } from '../serve.ts';

/** Dev-only URLs live under this folder of the base URL, apart from anything a build emits. */
export const devPrefix = '/__sfpdocs';
export const devClientPath = `${devPrefix}/client.js`;
export const eventsPath = `${devPrefix}/events`;
const routeTablePath = `${devPrefix}/routes.json`;
const chunkPath = `${devPrefix}/page.js`;
const sidebarPath = `${devPrefix}/sidebars/`;
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

/** What the output is made from: the site as it is now (DevSite keeps it). */
export interface DevSources {
  graph: PageGraph;
  runtime: RuntimeAssets & { renderPage: RenderPage };
}

export class DevOutput {
  /** Bumped by every change; a page's chunk URL carries the stamp of its last change. */
  #stamp = 1;
  #structureStamp = 1;
  readonly #pageStamps = new Map<string, number>();
  /** Files made since the last change that touched them, by path. */
  readonly #made = new Map<string, DevFile>();
  #model: { output: SiteOutput; shell: HtmlShell; files?: Map<string, () => string | Uint8Array>; twins?: Map<string, Page> } | null = null;
  #sources: DevSources | null = null;
  #codeThread: WorkerPool | null | undefined;
  /** The server renderer the code thread was last given. */
  #codeSsr = '';

  /** The chunk, sidebar and search URLs of writers' mode: stable, with a change stamp. */
  readonly #naming: OutputNaming = {
    chunk: (route) => `${chunkPath.slice(1)}?route=${encodeURIComponent(routeKey(route))}&v=${this.#pageStamps.get(routeKey(route)) ?? this.#structureStamp}`,
    sidebar: (version) => `${sidebarPath.slice(1)}${encodeURIComponent(version)}.json?v=${this.#structureStamp}`,
    searchIndex: (version) => `${searchPath.slice(1)}${encodeURIComponent(version)}.json?v=${this.#stamp}`,
    routeTable: () => routeTablePath.slice(1),
  };

  /** The site changed as a whole (config, runtime, pages added or moved): every file may differ. */
  reset(sources: DevSources): void {
    this.#sources = sources;
    this.#structureStamp = ++this.#stamp;
    this.#pageStamps.clear();
    this.#made.clear();
    this.#model = null;
  }

  /**
   * These pages' content changed and nothing else (not their place in sidebars, indexes or
   * neighbours): every file but the sidebars is made again when next asked for.
   */
  changePages(keys: string[]): void {
    for (const key of keys) this.#pageStamps.set(key, ++this.#stamp);
    for (const path of [...this.#made.keys()]) if (!path.startsWith(sidebarPath)) this.#made.delete(path);
    this.#model = null;
  }

  get clientConfig(): ClientConfig | null {
    return this.#sources ? this.#modelOf().output.config : null;
  }

  /** The file at a path (base URL removed), or null when the site has none. */
  async get(pathname: string, query: URLSearchParams): Promise<DevFile | null> {
    if (!this.#sources) return null;
    const key = pathname === chunkPath ? `${pathname}?${query.get('route') ?? ''}` : pathname;
    let file = this.#made.get(key);
    if (file === undefined) {
      const made = await this.#make(pathname, query);
      if (!made) return null;
      file = made;
      this.#made.set(key, file);
    }
    return file;
  }

  /** The not-found page, for any path nothing answers. */
  async notFound(): Promise<DevFile | null> {
    const page = this.#sources?.graph.pages.get(notFoundRoute);
    return page ? { ...(await this.#html(page)), status: 404 } : null;
  }

  #modelOf() {
    if (!this.#model) {
      const { graph, runtime } = this.#sources!;
      const output = createSiteOutput({ graph, runtime, naming: this.#naming, devClient: `${basePrefix(graph.config.baseUrl)}${devClientPath}` });
      this.#model = { output, shell: loadHtmlShell({ config: output.config, frameHosts: this.#sources!.graph.config.markdown.iframeHosts, pluginTags: this.#sources!.graph.config.plugins.htmlTags, ...(output.head ? { head: output.head } : {}) }) };
    }
    return this.#model;
  }

  /** Site-wide files and markdown twins by path, made on the first request for one of them. */
  #otherFiles() {
    const model = this.#modelOf();
    model.files ??= model.output.files();
    if (!model.twins) {
      model.twins = new Map();
      for (const page of model.output.twinned()) model.twins.set(model.output.twin(page)![0], page);
    }
    return { files: model.files, twins: model.twins };
  }

  async #make(pathname: string, query: URLSearchParams): Promise<DevFile | null> {
    const { graph } = this.#sources!;
    const { output } = this.#modelOf();
    const json = (body: string): DevFile => ({ status: 200, body, type: 'application/json' });
    if (pathname === routeTablePath) return json(this.#routeTable().json);
    if (pathname === chunkPath) {
      const page = graph.pages.get(query.get('route') ?? '');
      return page ? { status: 200, body: output.chunk(page).code, type: 'text/javascript; charset=utf-8' } : null;
    }
    if (pathname.startsWith(sidebarPath)) {
      const sidebar = output.sidebars().get(decodeURIComponent(pathname.slice(sidebarPath.length).replace(/\.json$/, '')));
      return sidebar ? json(sidebar.json) : null;
    }
    if (pathname.startsWith(searchPath)) {
      // Search loads lazily: an index is built when a page asks for it.
      const version = decodeURIComponent(pathname.slice(searchPath.length).replace(/\.json$/, ''));
      const sources = output.searchSources().get(version);
      return sources ? json(JSON.stringify(buildSearchIndex(version, sources, graph.config.locale.htmlLang))) : null;
    }
    const page = graph.pages.get(routeKey(pathname.replace(/\/index\.html$/, '/')));
    if (page) return this.#html(page);
    if (pathname === `/${serviceWorkerFile}`) return { status: 200, body: devServiceWorker, type: 'text/javascript; charset=utf-8' };
    const { files, twins } = this.#otherFiles();
    const twin = twins.get(pathname.slice(1));
    if (twin) return { status: 200, body: output.twin(twin)![1], type: mimeType(pathname) ?? 'text/plain' };
    const file = files.get(pathname.slice(1));
    return file ? { status: 200, body: file(), type: mimeType(pathname) ?? 'application/octet-stream' } : null;
  }

  #routeTable() {
    const { output } = this.#modelOf();
    const searchIndexes = new Map([...output.searchSources().keys()].map((version) => [version, this.#naming.searchIndex(version, () => '')]));
    return output.routeTable((page) => this.#naming.chunk(page.route, () => ''), searchIndexes);
  }

  /**
   * A page that runs code of its own renders on a worker, stopped when it runs past the time limit
   * (an endless loop in the page must not stop the server); where workers are unavailable, here.
   */
  async #renderCode(page: Page, input: RenderInput, code: { module?: string; theme?: string }): Promise<string> {
    const { runtime, graph } = this.#sources!;
    if (this.#codeThread === undefined) this.#codeThread = startWorkerPool(1);
    const thread = this.#codeThread;
    if (!thread) {
      const [content, theme] = await Promise.all([code.module ? loadPageModule(code.module) : undefined, code.theme ? loadSiteTheme(code.theme) : undefined]);
      return runtime.renderPage({ ...input, ...(content ? { content } : {}), ...(theme ? { theme } : {}) });
    }
    if (this.#codeSsr !== runtime.bundle.ssr) {
      this.#codeSsr = runtime.bundle.ssr;
      thread.setContext('render-body', { ssr: runtime.bundle.ssr });
    }
    const timeLimitMs = graph.config.renderTimeLimit * 1000;
    const rendered = await thread.run('render-body', { input, ...code }, { timeLimitMs }).catch((error: unknown) => {
      if (error instanceof TaskTimeLimitError) return { error: { message: error.message, timeLimitMs } };
      throw error;
    });
    if ('body' in rendered) return rendered.body;
    // The page's own code failed: said as the build says it, with the remedies.
    const failure = renderFailure(page.file ?? page.route, rendered.error);
    throw new Error(`${failure.file}: ${failure.message} (${failure.hint})`);
  }

  /** Stops the worker that renders pages with code, if one was started. */
  async close(): Promise<void> {
    await this.#codeThread?.close();
    this.#codeThread = undefined;
  }

  async #html(page: Page): Promise<DevFile> {
    const { runtime, graph } = this.#sources!;
    const { output, shell } = this.#modelOf();
    const data = output.pageData(page);
    const module = output.assets.serverModules.get(page);
    const key = sidebarKeyOf(data);
    const input = { config: output.config, page: data, sidebar: key ? graph.sidebars.get(key) ?? null : null };
    // The site's theme components are its code too, on every page.
    const theme = output.assets.theme?.server;
    const body = module || theme ? await this.#renderCode(page, input, { module, theme }) : runtime.renderPage(input);
    const { html } = pageFile(output.frame(this.#routeTable()), shell, data, body, output.url(this.#naming.chunk(page.route, () => '')));
    return { status: 200, body: html, type: 'text/html; charset=utf-8' };
  }
}

/** What every page shows while the site cannot be built at all (a broken config): the overlay says why. */
export function devErrorPage(base: string): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>sfpdocs: the site has errors</title>\n</head>\n<body>\n<p>The site could not be built. The problems are listed in the terminal and above; this page reloads when they are fixed.</p>\n<script type="module" src="${base}${devClientPath}"></script>\n</body>\n</html>\n`;
}
