// Server-renders every page and writes its HTML file and its chunk: the body from the on-disk
// cache when nothing the render reads changed, else rendered across the worker pool when many
// pages need it (each worker then writes the page's files itself, so this thread only hands out
// work), else on this thread. Pages stream through in order with a bounded number in flight, so
// memory does not grow with the site.
import type { ClientConfig, PageData, SidebarItem } from '../../shared/contract.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import { hashText, renderCacheSalt } from '../cache/cache-keys.ts';
import { parallelThreshold, type WorkerPool } from '../workers/worker-pool.ts';
import { loadRenderer, type RenderPage } from './bundle-runtime.ts';
import { chunkAgain } from './page-chunk.ts';
import { loadHtmlShell, pageFile, type PageFrame } from './render-html.ts';

export interface BodyRendererOptions {
  cache: BuildCache;
  pool: () => WorkerPool | null;
  config: ClientConfig;
  sidebars: Map<string, SidebarItem[]>;
  /** The server renderer's module (bundle-runtime.ts). */
  ssr: string;
}

export interface RenderAllOptions {
  /** The page data of page `index` (made again here rather than held for every page). */
  pageData: (index: number) => PageData;
  /** Page `index`'s chunk: its URL and output path. The page's renderer writes it (page-chunk.ts). */
  chunk: (index: number) => { url: string; file: string };
  /** What every HTML file shares, but the client config given at creation. */
  frame: Omit<PageFrame, 'config'>;
  /** The output folder, where workers write the files of the pages they render. */
  outDir: string;
  /** Writes one file (HTML or chunk) of a page rendered on this thread or read from the cache. */
  write: (file: string, text: string) => void;
  /** Called once per page, in page order, once its files are written: with what a worker wrote, else null. */
  onPage: (index: number, written: Written | null) => void;
}

export interface BodyRenderer {
  /**
   * Notes page `index` (called in page order, with the JSON of its data): its cache key is
   * everything the render reads, namely the runtime code, the client config, its sidebar and the page.
   */
  plan(json: string, version: string | null): void;
  renderAll(options: RenderAllOptions): Promise<void>;
}

/** Files a worker wrote and their bytes. */
export interface Written {
  files: number;
  bytes: number;
}

/** What a worker returns for one page: the body (for the cache) and what it wrote (HTML and chunk). */
export interface RenderedPage extends Written {
  body: string;
}

const batchSize = 12;
/** Pages rendered or waiting to be written at once; bounds memory on large sites. */
const maxInFlight = 64;

export function createBodyRenderer({ cache, pool, config, sidebars, ssr }: BodyRendererOptions): BodyRenderer {
  const keys: string[] = [];
  let missing = 0;
  const sidebarOf = (page: PageData) => (page.version ? sidebars.get(page.version) ?? null : null);
  const keyOf = renderKeys(cache, config, sidebars);

  return {
    plan(json, version) {
      const key = keyOf(json, version);
      keys.push(key);
      if (!cache.has('render', key)) missing++;
    },
    async renderAll({ pageData, chunk, outDir, write, onPage, ...options }) {
      const frame: PageFrame = { ...options.frame, config };
      const workers = missing >= parallelThreshold ? pool() : null;
      if (workers) workers.setRenderContext({ type: 'render-context', sidebars: Object.fromEntries(sidebars), ssr, frame, outDir });
      // Loaded on the first page this thread renders (an unreadable cache entry makes one).
      let renderPage: RenderPage | null = null;
      const shell = loadHtmlShell(config);
      // body: the text (cached or rendered here), the pool's answer to come, or null while
      // waiting to be sent in a batch.
      type Slot = { index: number; page: PageData; body: string | Promise<RenderedPage> | null; fresh: boolean };
      const queue: Slot[] = [];
      let batch: Slot[] = [];
      const sendBatch = () => {
        if (!batch.length) return;
        const slots = batch;
        batch = [];
        const rendered = workers!.run({ type: 'render', pages: slots.map((s) => s.page), chunks: slots.map((s) => chunk(s.index)) });
        slots.forEach((slot, i) => {
          slot.body = rendered.then((pages) => pages[i]!);
          // A failed batch is reported once, by the slot awaited first; the others must not crash.
          slot.body.catch(() => undefined);
        });
      };
      const finish = async (slot: Slot) => {
        const result = (await slot.body)!;
        const body = typeof result === 'string' ? result : result.body;
        if (slot.fresh) cache.write('render', keys[slot.index]!, body);
        if (typeof result === 'string') {
          const { url, file: chunkFile } = chunk(slot.index);
          write(chunkFile, chunkAgain(slot.page, chunkFile));
          const { file, html } = pageFile(frame, shell, slot.page, body, url);
          write(file, html);
        }
        onPage(slot.index, typeof result === 'string' ? null : result);
      };
      try {
        await renderInOrder();
      } catch (error) {
        // No worker may write into the output after the caller has discarded it.
        await Promise.allSettled(queue.map((slot) => slot.body));
        throw error;
      }
      async function renderInOrder() {
        for (let index = 0; index < keys.length; index++) {
          const page = pageData(index);
          const cached = cache.read('render', keys[index]!);
          const slot: Slot = { index, page, body: cached ?? null, fresh: cached === undefined };
          if (slot.fresh) {
            if (workers) batch.push(slot);
            else {
              renderPage ??= await loadRenderer(ssr);
              slot.body = renderPage({ config, page, sidebar: sidebarOf(page) });
            }
          }
          queue.push(slot);
          if (batch.length >= batchSize) sendBatch();
          while (queue.length && (typeof queue[0]!.body === 'string' || queue.length > maxInFlight)) {
            if (queue[0]!.body === null) sendBatch();
            await finish(queue.shift()!);
          }
        }
        sendBatch();
        while (queue.length) await finish(queue.shift()!);
      }
    },
  };
}

/** The cache key of a page's body: the runtime, the client config, the page's sidebar and its data. */
function renderKeys(cache: BuildCache, config: ClientConfig, sidebars: Map<string, SidebarItem[]>): (json: string, version: string | null) => string {
  if (!cache.dir) return () => '';
  const salt = hashText(renderCacheSalt(), JSON.stringify(config));
  const sidebarKeys = new Map<string, string>();
  for (const [version, items] of sidebars) sidebarKeys.set(version, hashText(JSON.stringify(items)));
  return (json, version) => hashText(salt, version ? `${version}:${sidebarKeys.get(version) ?? ''}` : '-', json);
}
