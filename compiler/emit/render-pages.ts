// Server-renders every page and writes its HTML file: the body from the on-disk cache when
// nothing the render reads changed, else rendered by the render task (workers/tasks/render-pages.ts)
// across the worker pool when many pages need it, each worker writing the HTML itself, else by the
// same task on this thread (on one worker when a page runs code of its own, which must be
// stoppable). Pages stream through in order with a bounded number in flight, so memory does not
// grow with the site.
import type { BuildCache } from '../cache/build-cache.ts';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { runTaskHere } from '../workers/tasks.ts';
import type { RenderContext, RenderedPage, RenderError, RenderItem } from '../workers/tasks/render-pages.ts';
import { parallelThreshold, startWorkerPool, TaskTimeLimitError, type WorkerPool } from '../workers/worker-pool.ts';
import { escapeHtml } from './escape-html.ts';
import { loadHtmlShell, pageFile, type PageHead } from './render-html.ts';


/** One page to render, as the first pass over the pages left it: its chunk is written already. */
export interface PagePlan {
  chunkFile: string;
  chunkUrl: string;
  /** What the HTML file needs of the page besides its body (for a body from the cache). */
  head: PageHead;
  /** The render cache key: everything the body depends on. */
  key: string;
  /** The page's source file, for a component that fails while rendering. */
  file: string | null;
  /** The page runs code of its own when it renders (an MDX page with components, a React page). */
  runsCode?: boolean;
  /**
   * A site's React page (src/pages): when it fails to render (data from a package that is not
   * installed), the build goes on with a warning and the page says it could not be built.
   */
  optional?: boolean;
}

export interface RenderPagesOptions {
  cache: BuildCache;
  pool: () => WorkerPool | null;
  context: RenderContext;
  plans: PagePlan[];
  /** Writes one HTML file of a page whose body came from the cache. */
  write: (file: string, html: string) => number;
  /** Called once per page, in page order, once its HTML is written, with its bytes. */
  onPage: (index: number, bytes: number) => void;
  /** Problems that do not stop the build (an optional page that failed). */
  warn?: (diagnostic: Diagnostic) => void;
  /** How long a page that runs code may take to render, in ms (`renderTimeLimit`). */
  timeLimitMs: number;
}

const batchSize = 12;

/** A page's code that ran past the time limit, stopped. */
function timeLimitFailure(file: string, timeLimitMs: number): Diagnostic {
  return {
    file,
    line: 1,
    column: 1,
    message: `this page's code ran for more than ${timeLimitMs / 1000} s while the page rendered, and was stopped`,
    hint: 'look for a loop that never ends in the page\'s exports or components; a page that needs longer can have `renderTimeLimit` raised in the site\'s config',
    ruleId: 'markdown',
    severity: 'error',
  };
}
/** Pages rendered or waiting to be written at once; bounds memory on large sites. */
const maxInFlight = 64;

export async function renderPages({ cache, pool, context, plans, write, onPage, warn, timeLimitMs }: RenderPagesOptions): Promise<void> {
  const missing = plans.filter((plan) => !cache.has('render', plan.key));
  // A page's own code may never return (an endless loop in an export): it renders alone on a
  // worker, which is stopped when the page runs over its time limit. With too few pages for the
  // pool, one worker renders them all then (so this thread does not load the renderer as well);
  // where workers are unavailable, this thread renders, without a limit.
  const ownThread = missing.length < parallelThreshold && missing.some((plan) => plan.runsCode) ? startWorkerPool(1) : null;
  const workers = missing.length >= parallelThreshold ? pool() : ownThread;
  workers?.setContext('render', context);
  const renderCode = (item: RenderItem): Promise<RenderedPage> => {
    if (!workers) return runTaskHere('render', [item], context).then(([page]) => page!);
    return workers.run('render', [item], { timeLimitMs }).then(
      ([page]) => page!,
      (error: unknown) => {
        if (!(error instanceof TaskTimeLimitError)) throw error;
        return { route: item.chunkUrl, error: { message: error.message, timeLimitMs } };
      },
    );
  };
  const shell = loadHtmlShell(context.frame);
  // body: the cached text, or the rendered page to come (null while waiting for its batch).
  type Slot = { index: number; cached: string | undefined; rendered: Promise<RenderedPage> | null };
  const queue: Slot[] = [];
  let batch: Slot[] = [];
  const sendBatch = () => {
    if (!batch.length) return;
    const slots = batch;
    batch = [];
    const rendered = workers!.run('render', slots.map((s) => ({ chunkFile: plans[s.index]!.chunkFile, chunkUrl: plans[s.index]!.chunkUrl })));
    slots.forEach((slot, i) => {
      slot.rendered = rendered.then((pages) => pages[i]!);
      // A failed batch is reported once, by the slot awaited first; the others must not crash.
      slot.rendered.catch(() => undefined);
    });
  };
  const finish = async (slot: Slot) => {
    const plan = plans[slot.index]!;
    if (slot.cached !== undefined) {
      const { file, html } = pageFile(context.frame, shell, plan.head, slot.cached, plan.chunkUrl);
      return onPage(slot.index, write(file, html));
    }
    const result = await slot.rendered!;
    if ('error' in result) {
      const failure = renderFailure(plan.file ?? result.route, result.error);
      if (!plan.optional || !warn) return void failures.push(failure);
      warn({ ...failure, message: `${failure.message}; the page is written without its content`, severity: 'warning' });
      const notice = `<main id="main" class="plain-page"><h1>${escapeHtml(plan.head.title)}</h1><p role="alert">This page could not be built: ${escapeHtml(result.error.message.split('\n')[0]!)}</p></main>`;
      const { file, html } = pageFile(context.frame, shell, plan.head, notice, plan.chunkUrl);
      return onPage(slot.index, write(file, html));
    }
    cache.write('render', plan.key, result.body);
    onPage(slot.index, result.bytes);
  };
  // Pages whose components throw are reported together, after every other page has rendered.
  const failures: Diagnostic[] = [];
  try {
    for (let index = 0; index < plans.length; index++) {
      const cached = cache.read('render', plans[index]!.key);
      const slot: Slot = { index, cached, rendered: null };
      if (cached === undefined) {
        const item = { chunkFile: plans[index]!.chunkFile, chunkUrl: plans[index]!.chunkUrl };
        if (plans[index]!.runsCode) {
          slot.rendered = renderCode(item);
          slot.rendered.catch(() => undefined); // awaited in turn below
        } else if (workers) batch.push(slot);
        else slot.rendered = runTaskHere('render', [item], context).then(([page]) => page!);
      }
      queue.push(slot);
      if (batch.length >= batchSize) sendBatch();
      while (queue.length && (queue[0]!.cached !== undefined || queue.length > maxInFlight)) {
        if (queue[0]!.rendered === null && queue[0]!.cached === undefined) sendBatch();
        await finish(queue.shift()!);
      }
    }
    sendBatch();
    while (queue.length) await finish(queue.shift()!);
    if (failures.length) throw new DiagnosticError(failures);
  } catch (error) {
    // No worker may write into the output after the caller has discarded it.
    await Promise.allSettled(queue.map((slot) => slot.rendered));
    throw error;
  } finally {
    await ownThread?.close();
  }
}

/** A component that threw while its page rendered on the server, with the usual causes' remedies. */
export function renderFailure(file: string, error: RenderError): Diagnostic {
  if (error.timeLimitMs !== undefined) return timeLimitFailure(file, error.timeLimitMs);
  const browserOnly = /\b(window|document|navigator|localStorage|location|self) is not defined/.test(error.message);
  const notComponent = /Element type is invalid|is not a function|Objects are not valid as a React child/.test(error.message);
  // The first frame outside React names the component's module.
  const frame = error.stack?.split('\n').find((line) => /sfpdocs-ssr-|file:\/\//.test(line) && !/node_modules/.test(line))?.trim();
  return {
    file,
    line: 1,
    column: 1,
    message: `a component of this page failed while the page rendered: ${error.message.split('\n')[0]}${frame ? ` (${frame.replace(/^at /, 'at ')})` : ''}`,
    hint: browserOnly
      ? 'this code needs the browser: wrap the component in <BrowserOnly> (@docusaurus/BrowserOnly), or move the code into useEffect'
      : notComponent
        ? 'an imported name is not a component: check what the module exports (default or named) and the import in the page'
        : 'fix the component, or render it only in the browser with <BrowserOnly>',
    ruleId: 'markdown',
    severity: 'error',
  };
}
