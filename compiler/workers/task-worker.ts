// A worker thread of the build's pool: runs named tasks (tasks.ts) one after another, with the
// context last sent for each task.
import { parentPort } from 'node:worker_threads';
import { enableCompileCache } from './compile-cache.ts';
import { runTaskHere, type TaskName } from './tasks.ts';
import { threadCpuMs } from './thread-cpu.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';

// Before the first task loads its modules (tasks.ts imports each on first use).
enableCompileCache();

const contexts = new Map<string, unknown>();

// Tasks run one after another even though handling one may wait for a module to load.
let queue: Promise<void> = Promise.resolve();
parentPort!.on('message', (message: ToWorker) => {
  if (message.kind === 'context') {
    contexts.set(message.task, message.context);
    return;
  }
  queue = queue.then(async () => {
    parentPort!.postMessage({ id: message.id, started: true } satisfies FromWorker);
    let reply: FromWorker;
    try {
      reply = { id: message.id, output: await runTaskHere(message.task as TaskName, message.input as never, contexts.get(message.task) as never), cpu: threadCpuMs() };
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      const code = (err as NodeJS.ErrnoException).code;
      reply = { id: message.id, error: { message: err.message, stack: err.stack, ...(typeof code === 'string' ? { code } : {}) }, cpu: threadCpuMs() };
    }
    parentPort!.postMessage(reply);
  });
});
