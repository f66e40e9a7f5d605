// The messages between the build and its worker threads. Generic: a task is named, its input and
// output travel as structured clones, and what a task needs on every call (the renderer's context)
// is sent once per worker. Adding a task adds a module to tasks.ts, never a message type here.

/** Runs one task; the reply carries the same id. */
export interface TaskMessage {
  kind: 'task';
  id: number;
  task: string;
  input: unknown;
}

/** What every later call of a task receives as its context (sent once to each worker). */
export interface ContextMessage {
  kind: 'context';
  task: string;
  context: unknown;
}

export type ToWorker = TaskMessage | ContextMessage;

/**
 * A task's result or error, with the CPU the worker's thread has used so far (thread-cpu.ts), for
 * --timings; or word that the worker has begun a task (its time limit runs from then).
 */
export type FromWorker = (({ id: number; output: unknown } | { id: number; error: { message: string; stack?: string; code?: string } }) & { cpu: number | null }) | { id: number; started: true };
