// Compiles every markdown file, across worker threads when the site is large enough for the
// workers' start-up to pay for itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createMarkdownCompiler, type CompiledPage } from '../content/compile-markdown.ts';

/** Below this many files one thread is faster than starting workers. */
export const parallelThreshold = 120;
const batchSize = 24;

export interface CompileAllOptions {
  siteDir: string;
  files: string[];
  onProgress?: (done: number, total: number) => void;
}

export async function compileAll(options: CompileAllOptions): Promise<CompiledPage[]> {
  const { siteDir, files, onProgress } = options;
  const workerUrl = new URL('./compile-worker.mjs', import.meta.url);
  const canUseWorkers = import.meta.url.endsWith('.mjs') && fs.existsSync(workerUrl);
  const threads = Math.min(os.availableParallelism(), 4);
  if (!canUseWorkers || threads < 2 || files.length < parallelThreshold) {
    const compile = await createMarkdownCompiler();
    return files.map((file, i) => {
      const result = compile(file, fs.readFileSync(path.join(siteDir, file), 'utf8'));
      if (i % 50 === 49) onProgress?.(i + 1, files.length);
      return result;
    });
  }
  const results: CompiledPage[] = new Array(files.length);
  const batches: Array<{ id: number; files: string[] }> = [];
  for (let i = 0; i < files.length; i += batchSize) batches.push({ id: i, files: files.slice(i, i + batchSize) });
  let next = 0;
  let done = 0;
  const workers = Array.from({ length: threads }, () => new Worker(workerUrl, { workerData: { siteDir } }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              const batch = batches[next++];
              if (batch) worker.postMessage(batch);
              else resolve();
            };
            worker.on('message', (message: { ready?: true; id?: number; results?: CompiledPage[] }) => {
              if (message.results) {
                message.results.forEach((r, i) => (results[message.id! + i] = r));
                done += message.results.length;
                onProgress?.(done, files.length);
              }
              send();
            });
            worker.on('error', (error) => reject(new Error('a compile worker failed; this is a bug in sfpdocs', { cause: error })));
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
