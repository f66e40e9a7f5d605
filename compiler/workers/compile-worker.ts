// Worker thread: compiles markdown, server-renders pages and builds search indexes for the build's
// worker pool. Each capability loads on its first task, so a worker that only renders never loads
// the markdown compiler, and one that only compiles never loads React.
import { parentPort } from 'node:worker_threads';
import type { MarkdownCompiler } from '../content/compile-markdown.ts';
import type { RenderPage } from '../emit/bundle-runtime.ts';
import type { RenderedPage } from '../emit/render-bodies.ts';
import type { HtmlShell } from '../emit/render-html.ts';
import { createFileWriter } from '../output/atomic-output.ts';
import type { RenderContext, WorkerMessage, WorkerReply, WorkerTask } from './worker-protocol.ts';

let compile: MarkdownCompiler | undefined;
/** The options `compile` was made with, as JSON. */
let compileOptions = '';
let renderPage: RenderPage | undefined;
let context: RenderContext | undefined;
let shell: HtmlShell | undefined;
/** Writes into the output folder of the current render context. */
let writeFile: ReturnType<typeof createFileWriter> | undefined;

async function run(task: WorkerTask): Promise<unknown[]> {
  if (task.type === 'compile') {
    if (!compile || compileOptions !== JSON.stringify(task.options)) {
      compileOptions = JSON.stringify(task.options);
      compile = await (await import('../content/compile-markdown.ts')).createMarkdownCompiler(task.options);
    }
    const pages = [];
    for (const { file, source } of task.items) pages.push(await compile(file, source));
    return pages;
  }
  if (task.type === 'search') return [await (await import('../emit/emit-search-index.ts')).buildIndexHere(task.version, task.sources)];
  const { sidebars, ssr, frame, outDir } = context!;
  writeFile ??= createFileWriter(outDir);
  renderPage ??= await (await import('../emit/bundle-runtime.ts')).loadRenderer(ssr);
  const { loadHtmlShell, pageFile } = await import('../emit/render-html.ts');
  const { chunkAgain } = await import('../emit/page-chunk.ts');
  shell ??= loadHtmlShell(frame.config);
  return task.pages.map((page, i): RenderedPage => {
    const body = renderPage!({ config: frame.config, page, sidebar: page.version ? sidebars[page.version] ?? null : null });
    const chunk = task.chunks[i]!;
    const { file, html } = pageFile(frame, shell!, page, body, chunk.url);
    return { body, files: 2, bytes: writeFile!(chunk.file, chunkAgain(page, chunk.file)) + writeFile!(file, html) };
  });
}

// Tasks run one after another even though handling one may wait for a module to load.
let queue: Promise<void> = Promise.resolve();
parentPort!.on('message', (message: WorkerMessage) => {
  if (message.type === 'render-context') {
    context = message;
    shell = undefined;
    writeFile = undefined;
    return;
  }
  queue = queue.then(async () => {
    let reply: WorkerReply;
    try {
      reply = { id: message.id, results: await run(message) };
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      reply = { id: message.id, error: { message: err.message, stack: err.stack } };
    }
    parentPort!.postMessage(reply);
  });
});
