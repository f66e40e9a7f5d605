// Server-renders the body of every page: from the on-disk cache when nothing the render reads
// changed, across the worker pool when many pages need rendering, else on this thread. Pages
// stream through in order with a bounded number in flight, so memory does not grow with the site.
import type { ClientConfig, PageData, RenderInput, SidebarItem } from '../../runtime/contract.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import { hashText, renderCacheSalt } from '../cache/cache-keys.ts';
import { parallelThreshold, type WorkerPool } from '../workers/worker-pool.ts';

export interface BodyRendererOptions {
  cache: BuildCache;
  pool: () => WorkerPool | null;
  config: ClientConfig;
  sidebars: Map<string, SidebarItem[]>;
  renderPage: (input: RenderInput) => string;
}

export interface RenderAllOptions {
  /** The page data of page `index` (made again here rather than held for every page). */
  pageData: (index: number) => PageData;
  /** Called once per page, in page order, with its rendered body. */
  onBody: (index: number, page: PageData, body: string) => void | Promise<void>;
}

export interface BodyRenderer {
  /**
   * Notes page `index` (called in page order, with the JSON of its data): its cache key is
   * everything the render reads, namely the runtime code, the client config, its sidebar and the page.
   */
  plan(json: string, version: string | null): void;
  renderAll(options: RenderAllOptions): Promise<void>;
}

const batchSize = 12;
/** Pages rendered or waiting to be written at once; bounds memory on large sites. */
const maxInFlight = 256;

export function createBodyRenderer({ cache, pool, config, sidebars, renderPage }: BodyRendererOptions): BodyRenderer {
  const salt = cache.dir ? hashText(renderCacheSalt(), JSON.stringify(config)) : '';
  const sidebarKeys = new Map<string, string>();
  if (cache.dir) for (const [version, items] of sidebars) sidebarKeys.set(version, hashText(JSON.stringify(items)));
  const keys: string[] = [];
  let missing = 0;
  const sidebarOf = (page: PageData) => (page.version ? sidebars.get(page.version) ?? null : null);

  return {
    plan(json, version) {
      const key = cache.dir ? hashText(salt, version ? `${version}:${sidebarKeys.get(version) ?? ''}` : '-', json) : '';
      keys.push(key);
      if (!cache.has('render', key)) missing++;
    },
    async renderAll({ pageData, onBody }) {
      const workers = missing >= parallelThreshold ? pool() : null;
      if (workers) workers.setRenderContext({ type: 'render-context', config, sidebars: Object.fromEntries(sidebars) });
      // body: the text, the pool's answer to come, or null while waiting to be sent in a batch.
      type Slot = { index: number; page: PageData; body: string | Promise<string> | null; fresh: boolean };
      const queue: Slot[] = [];
      let batch: Slot[] = [];
      let batches = 0;
      const sendBatch = () => {
        if (!batch.length) return;
        const slots = batch;
        batch = [];
        // One batch in (workers + 1) is rendered here: the main thread is a worker too.
        if (batches++ % (workers!.size + 1) === workers!.size) {
          for (const slot of slots) slot.body = renderPage({ config, page: slot.page, sidebar: sidebarOf(slot.page) });
          return;
        }
        const rendered = workers!.run({ type: 'render', pages: slots.map((s) => s.page) });
        slots.forEach((slot, i) => {
          slot.body = rendered.then((bodies) => bodies[i]!);
          // A failed batch is reported once, by the slot awaited first; the others must not crash.
          slot.body.catch(() => undefined);
        });
      };
      const finish = async (slot: Slot) => {
        const body = (await slot.body)!;
        if (slot.fresh) cache.write('render', keys[slot.index]!, body);
        await onBody(slot.index, slot.page, body);
      };
      for (let index = 0; index < keys.length; index++) {
        const page = pageData(index);
        const cached = cache.read('render', keys[index]!);
        const slot: Slot = { index, page, body: cached ?? null, fresh: cached === undefined };
        if (slot.fresh) {
          if (workers) batch.push(slot);
          else slot.body = renderPage({ config, page, sidebar: sidebarOf(page) });
        }
        queue.push(slot);
        if (batch.length >= batchSize) sendBatch();
        while (queue.length && (typeof queue[0]!.body === 'string' || queue.length > maxInFlight)) {
          if (queue[0]!.body === null) sendBatch();
          await finish(queue.shift()!);
        }
      }
      sendBatch();
      for (const slot of queue) await finish(slot);
    },
  };
}
