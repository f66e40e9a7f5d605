// Worker thread: compiles markdown and server-renders pages for the build's worker pool. Each
// capability loads on its first task, so a worker that only renders never loads the markdown
// compiler, and one that only compiles never loads React.
import { parentPort } from 'node:worker_threads';
import type { RenderInput } from '../../runtime/contract.ts';
import type { MarkdownCompiler } from '../content/compile-markdown.ts';
import type { RenderContext, WorkerMessage, WorkerReply, WorkerTask } from './worker-protocol.ts';

let compile: MarkdownCompiler | undefined;
let renderPage: ((input: RenderInput) => string) | undefined;
let context: RenderContext | undefined;

async function run(task: WorkerTask): Promise<unknown[]> {
  if (task.type === 'compile') {
    compile ??= await (await import('../content/compile-markdown.ts')).createMarkdownCompiler();
    return task.items.map(({ file, source }) => compile!(file, source));
  }
  renderPage ??= (await (await import('../emit/bundle-runtime.ts')).bundleRuntime()).renderPage;
  const { config, sidebars } = context!;
  return task.pages.map((page) => renderPage!({ config, page, sidebar: page.version ? sidebars[page.version] ?? null : null }));
}

// Tasks run one after another even though handling one may wait for a module to load.
let queue: Promise<void> = Promise.resolve();
parentPort!.on('message', (message: WorkerMessage) => {
  if (message.type === 'render-context') {
    context = message;
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
