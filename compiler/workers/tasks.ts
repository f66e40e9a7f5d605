// Every task the build hands to worker threads, by name. Each is a module of its own with one
// `run(input, context)`, loaded on first use, so a worker that only renders never loads the
// markdown compiler and one that only compiles never loads React. The build runs the same modules
// on its own thread when there is too little work to start workers (runTaskHere).

export const taskModules = {
  compile: () => import('./tasks/compile-pages.ts'),
  render: () => import('./tasks/render-pages.ts'),
  'render-body': () => import('./tasks/render-body.ts'),
  search: () => import('./tasks/build-search-index.ts'),
};

export type TaskName = keyof typeof taskModules;
type TaskRun<K extends TaskName> = Awaited<ReturnType<(typeof taskModules)[K]>>['run'];
export type TaskInput<K extends TaskName> = Parameters<TaskRun<K>>[0];
export type TaskContext<K extends TaskName> = Parameters<TaskRun<K>>[1];
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<TaskRun<K>>>;

/** Runs a task on this thread, through the module a worker would run. */
export async function runTaskHere<K extends TaskName>(name: K, input: TaskInput<K>, context: TaskContext<K>): Promise<TaskOutput<K>> {
  const { run } = (await taskModules[name]()) as unknown as { run: (input: TaskInput<K>, context: TaskContext<K>) => Promise<TaskOutput<K>> | TaskOutput<K> };
  return run(input, context);
}
