// Runs fuzz inputs through the markdown compiler in a worker with a per-page time limit and
// collects every failure: a hang, an internal error, or a diagnostic without a true position.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fuzzInputs, type FuzzInput } from './fuzz-inputs.ts';

export interface FuzzFailure {
  input: FuzzInput;
  reason: string;
}

export interface FuzzReport {
  inputs: number;
  failures: FuzzFailure[];
  withDiagnostics: number;
  msPerPage: number[];
}

export function realPages(contentDir: string, limit = 400): string[] {
  const files = fs.readdirSync(contentDir, { recursive: true }).map(String).filter((f) => f.endsWith('.md')).sort();
  const step = Math.max(1, Math.floor(files.length / limit));
  return files.filter((_, i) => i % step === 0).map((f) => fs.readFileSync(path.join(contentDir, f), 'utf8'));
}

function startWorker(): Promise<Worker> {
  const worker = new Worker(new URL('./fuzz-worker-boot.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
  });
}

export async function runFuzz(options: { seed: number; count: number; corpus: string[]; timeLimitMs: number; onProgress?: (done: number) => void }): Promise<FuzzReport> {
  const report: FuzzReport = { inputs: 0, failures: [], withDiagnostics: 0, msPerPage: [] };
  let worker = await startWorker();
  try {
    for (const input of fuzzInputs(options.seed, options.count, options.corpus)) {
      report.inputs++;
      const outcome = await new Promise<{ ms: number; diagnostics: number; internal: string[]; badPositions: string[] } | 'timeout' | Error>((resolve) => {
        const timer = setTimeout(() => resolve('timeout'), options.timeLimitMs);
        worker.once('message', (m) => (clearTimeout(timer), resolve(m)));
        worker.once('error', (e) => (clearTimeout(timer), resolve(e)));
        worker.postMessage(input);
      });
      worker.removeAllListeners('message');
      worker.removeAllListeners('error');
      if (outcome === 'timeout' || outcome instanceof Error) {
        report.failures.push({ input, reason: outcome === 'timeout' ? `no result within ${options.timeLimitMs} ms` : `worker died: ${outcome.message}` });
        await worker.terminate();
        worker = await startWorker();
        continue;
      }
      report.msPerPage.push(outcome.ms);
      if (outcome.diagnostics) report.withDiagnostics++;
      for (const message of outcome.internal) report.failures.push({ input, reason: message });
      for (const bad of outcome.badPositions) report.failures.push({ input, reason: `diagnostic without a true position: ${bad}` });
      options.onProgress?.(report.inputs);
    }
  } finally {
    await worker.terminate();
  }
  return report;
}
