// A pool of worker threads for the build's two costly steps (compiling markdown, server-rendering
// pages), started once per build and only when there is enough work for it to pay off. The main
// thread does a share of the work too, so the pool has one thread fewer than the machine has
// cores: on two cores, one worker (a whole V8 heap with its own copy of the markdown compiler,
// shiki and React) is saved.
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderContext, TaskResults, WorkerReply, WorkerTask } from './worker-protocol.ts';

/** Below this many pages of work, one thread is faster than starting workers. */
export const parallelThreshold = 100;
const maxThreads = 4;

export interface WorkerPool {
  /** Worker threads; the main thread works alongside them. */
  size: number;
  run<T extends WorkerTask>(task: T): Promise<TaskResults[T['type']]>;
  /** Sends the render context to every worker; later render tasks use it. */
  setRenderContext(context: RenderContext): void;
  close(): Promise<void>;
}

/**
 * Starts the pool, or returns null where workers are unavailable: when sfpdocs runs from its
 * TypeScript sources (tests, the watcher under tsx) rather than from the bundled dist/.
 */
export function startWorkerPool(): WorkerPool | null {
  const workerUrl = new URL('./compile-worker.mjs', import.meta.url);
  const threads = Math.min(os.availableParallelism(), maxThreads) - 1;
  if (!import.meta.url.endsWith('.mjs') || !fs.existsSync(workerUrl) || threads < 1) return null;

  type Pending = { id: number; task: WorkerTask; resolve: (results: unknown[]) => void; reject: (error: Error) => void };
  const queue: Pending[] = [];
  // Each worker holds up to two tasks, so it starts the next at once while the main thread,
  // busy with its own share, has not yet read the last reply.
  const busy = new Map<Worker, Pending[]>();
  const perWorker = 2;
  let nextId = 0;
  let failure: Error | null = null;
  let closing = false;
  // React and its dependencies read NODE_ENV when they load: render with the production build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const workers = Array.from({ length: threads }, () => new Worker(workerUrl, { env }));

  const dispatch = (worker: Worker) => {
    const jobs = busy.get(worker) ?? [];
    busy.set(worker, jobs);
    while (jobs.length < perWorker && queue.length) {
      const job = queue.shift()!;
      jobs.push(job);
      worker.postMessage({ ...job.task, id: job.id });
    }
  };
  const fail = (error: Error) => {
    failure ??= new Error('a build worker failed; this is a bug in sfpdocs', { cause: error });
    for (const job of [...[...busy.values()].flat(), ...queue.splice(0)]) job.reject(failure);
    busy.clear();
  };
  for (const worker of workers) {
    worker.on('message', (reply: WorkerReply) => {
      const jobs = busy.get(worker) ?? [];
      const at = jobs.findIndex((j) => j.id === reply.id);
      if (at < 0) return;
      const [job] = jobs.splice(at, 1) as [Pending];
      if ('error' in reply) {
        const error = new Error(reply.error.message);
        error.stack = reply.error.stack;
        job.reject(new Error('a build worker failed; this is a bug in sfpdocs', { cause: error }));
      } else job.resolve(reply.results);
      dispatch(worker);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      workers.splice(workers.indexOf(worker), 1);
      if (!closing && (busy.get(worker)?.length || !workers.length)) fail(new Error(`worker exited with code ${code}`));
    });
  }

  return {
    size: threads,
    run(task) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, task, resolve: resolve as (r: unknown[]) => void, reject });
        const idle = workers.find((w) => (busy.get(w)?.length ?? 0) < perWorker);
        if (idle) dispatch(idle);
      });
    },
    setRenderContext(context) {
      for (const worker of workers) worker.postMessage(context);
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
