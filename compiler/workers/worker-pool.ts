// A pool of worker threads for the build's costly steps (compiling markdown, server-rendering
// pages, building search indexes: tasks.ts), started once per build and only when there is enough
// work for it to pay off. There is one worker per core and the main thread only coordinates and
// writes: its heap then holds the page graph alone, not the compilers' garbage too, so its
// collections stay short however large the graph grows.
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TaskContext, TaskInput, TaskName, TaskOutput } from './tasks.ts';
import type { FromWorker, ToWorker } from './worker-protocol.ts';
import { isRefusedWrite } from '../output/write-error.ts';

/** What one worker thread did, from its start to the pool's close (the build's --timings). */
export interface WorkerUsage {
  /** Tasks run, by name. */
  tasks: Record<string, number>;
  /** CPU milliseconds of the thread (start-up and module loading included); null where unknown. */
  cpu: number | null;
  /** Milliseconds its event loop was busy, and alive. */
  active: number;
  alive: number;
  /** Milliseconds from its start to its first reply: start-up, loading the task's modules, one task. */
  firstReply: number | null;
}

const usageListeners = new Set<(usage: WorkerUsage) => void>();

/** Calls `listener` with each worker's usage as its pool closes; returns the call that stops it. */
export function onWorkerUsage(listener: (usage: WorkerUsage) => void): () => void {
  usageListeners.add(listener);
  return () => usageListeners.delete(listener);
}

/** Below this many pages of work, one thread is faster than starting workers. */
export const parallelThreshold = 100;
const maxThreads = 4;

export interface WorkerPool {
  /** Worker threads. */
  size: number;
  /**
   * Runs a task on a worker. With `timeLimitMs`, a task that has not answered that long after its
   * worker started it fails with a TaskTimeLimitError, and its worker (busy looping, perhaps) is
   * stopped and replaced: the only way to stop code that never yields.
   */
  run<K extends TaskName>(task: K, input: TaskInput<K>, options?: { timeLimitMs?: number }): Promise<TaskOutput<K>>;
  /** Sends a task's context to every worker; later runs of that task use it. */
  setContext<K extends TaskName>(task: K, context: TaskContext<K>): void;
  close(): Promise<void>;
}

/** A task that ran longer than its time limit; its worker was stopped. */
export class TaskTimeLimitError extends Error {
  constructor(readonly timeLimitMs: number) {
    super(`did not finish within ${timeLimitMs / 1000} s`);
    this.name = 'TaskTimeLimitError';
  }
}

/**
 * The script a worker starts with: the bundled task-worker.mjs next to this module in dist/, or,
 * run from the TypeScript sources (tests, tsx), a bootstrap that registers tsx in the new thread
 * first (a worker does not get the parent's loader hooks); null where neither is possible.
 */
function workerScript(): { script: string | URL; eval: boolean } | null {
  if (import.meta.url.endsWith('.mjs')) {
    const bundled = new URL('./task-worker.mjs', import.meta.url);
    return fs.existsSync(bundled) ? { script: bundled, eval: false } : null;
  }
  let tsx: string;
  try {
    tsx = import.meta.resolve('tsx/esm/api');
  } catch {
    return null; // No tsx (sources without dev dependencies): one thread.
  }
  const entry = new URL('./task-worker.ts', import.meta.url).href;
  return { script: `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`, eval: true };
}

/** Starts the pool (by default one thread per core), or returns null where workers are unavailable. */
export function startWorkerPool(threads = Math.min(os.availableParallelism(), maxThreads)): WorkerPool | null {
  const start = workerScript();
  if (!start || threads < 1) return null;

  type Pending = { id: number; message: ToWorker; resolve: (output: unknown) => void; reject: (error: Error) => void; timeLimitMs?: number; timer?: NodeJS.Timeout };
  const queue: Pending[] = [];
  // Each worker holds up to two tasks, so it starts the next at once while the main thread,
  // busy writing, has not yet read the last reply.
  const busy = new Map<Worker, Pending[]>();
  const perWorker = 2;
  let nextId = 0;
  let failure: Error | null = null;
  let closing = false;
  // React and its dependencies read NODE_ENV when they load: render with the production build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const startedAt = performance.now();
  const usage = new Map<Worker, WorkerUsage>();
  /** The last context sent for each task, for a worker started in place of a stopped one. */
  const contexts = new Map<string, ToWorker>();
  /** Workers stopped on purpose (a task over its time limit): their exit is no failure. */
  const stopped = new WeakSet<Worker>();
  const workers: Worker[] = [];

  const dispatch = (worker: Worker) => {
    const jobs = busy.get(worker) ?? [];
    busy.set(worker, jobs);
    while (jobs.length < perWorker && queue.length) {
      const job = queue.shift()!;
      jobs.push(job);
      worker.postMessage(job.message);
    }
    // A worker with no task does not keep the process alive (writers' mode's page thread, kept
    // between requests, in a process that is done); one with a task does, until it replies.
    if (jobs.length) worker.ref();
    else worker.unref();
  };
  const fail = (error: Error) => {
    failure ??= new Error('a build worker failed; this is a bug in sfpdocs', { cause: error });
    for (const job of [...[...busy.values()].flat(), ...queue.splice(0)]) {
      clearTimeout(job.timer);
      job.reject(failure);
    }
    busy.clear();
  };
  /** Stops a worker whose task ran over its limit; its other task goes back to the queue. */
  const expire = (worker: Worker, job: Pending) => {
    const jobs = busy.get(worker) ?? [];
    busy.delete(worker);
    queue.unshift(...jobs.filter((j) => j !== job));
    stopped.add(worker);
    workers.splice(workers.indexOf(worker), 1);
    void worker.terminate();
    job.reject(new TaskTimeLimitError(job.timeLimitMs!));
    if (closing) return;
    const fresh = spawn();
    for (const message of contexts.values()) fresh.postMessage(message);
    dispatch(fresh);
  };
  const spawn = () => {
    const worker = new Worker(start.script, { env, eval: start.eval });
    worker.unref();
    workers.push(worker);
    usage.set(worker, { tasks: {}, cpu: null, active: 0, alive: 0, firstReply: null });
    worker.on('message', (reply: FromWorker) => {
      const jobs = busy.get(worker) ?? [];
      const at = jobs.findIndex((j) => j.id === reply.id);
      if (at < 0) return;
      const job = jobs[at]!;
      if ('started' in reply) {
        if (job.timeLimitMs !== undefined) job.timer = setTimeout(() => expire(worker, job), job.timeLimitMs);
        return;
      }
      jobs.splice(at, 1);
      clearTimeout(job.timer);
      const used = usage.get(worker)!;
      used.cpu = reply.cpu;
      used.firstReply ??= performance.now() - startedAt;
      const task = (job.message as { task: string }).task;
      used.tasks[task] = (used.tasks[task] ?? 0) + 1;
      if ('error' in reply) {
        const error: NodeJS.ErrnoException = new Error(reply.error.message);
        error.stack = reply.error.stack;
        // A task that failed on the file system (a full disk while writing pages) failed for a
        // reason outside sfpdocs: passed on as it is, for the build to name.
        if (isRefusedWrite(reply.error.code)) {
          error.code = reply.error.code;
          job.reject(error);
        } else job.reject(new Error('a build worker failed; this is a bug in sfpdocs', { cause: error }));
      } else job.resolve(reply.output);
      dispatch(worker);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (stopped.has(worker)) return;
      workers.splice(workers.indexOf(worker), 1);
      if (!closing && (busy.get(worker)?.length || !workers.length)) fail(new Error(`worker exited with code ${code}`));
    });
    return worker;
  };
  for (let i = 0; i < threads; i++) spawn();

  return {
    size: threads,
    run(task, input, options) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        queue.push({ id, message: { kind: 'task', id, task, input }, resolve: resolve as (output: unknown) => void, reject, ...(options?.timeLimitMs !== undefined ? { timeLimitMs: options.timeLimitMs } : {}) });
        // The least busy worker takes it, so the first tasks spread over every thread.
        const load = (w: Worker) => busy.get(w)?.length ?? 0;
        const idle = workers.reduce<Worker | undefined>((best, w) => (load(w) < perWorker && (!best || load(w) < load(best)) ? w : best), undefined);
        if (idle) dispatch(idle);
      });
    },
    setContext(task, context) {
      const message: ToWorker = { kind: 'context', task, context };
      contexts.set(task, message);
      for (const worker of workers) worker.postMessage(message);
    },
    async close() {
      closing = true;
      for (const job of [...busy.values()].flat()) clearTimeout(job.timer);
      if (usageListeners.size) {
        for (const [worker, used] of usage) {
          if (!workers.includes(worker)) continue;
          used.active = worker.performance.eventLoopUtilization().active;
          used.alive = performance.now() - startedAt;
          if (Object.keys(used.tasks).length) for (const listener of usageListeners) listener(used);
        }
      }
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
