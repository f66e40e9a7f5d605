#!/usr/bin/env node
// Compile-worker start-up: how long a fresh task worker of the bundled CLI (dist/) takes from
// being started to the answer of its first compile task, one page of the benchmark corpus (the
// page of median size), and how long its second page then takes. Prints the median of R workers
// started one after another. Not a test: it prints figures.
//
//   node bench/worker-startup.mjs [R]        (default R = 9)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusGenerator } from './lib/corpus.mjs';
import { Worker } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 9);
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

const corpus = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-startup-'));
const manifestFile = path.join(corpus, 'manifest.json');
spawnSync(process.execPath, [corpusGenerator, path.join(corpus, 'content'), '330', `--manifest=${manifestFile}`], { stdio: 'ignore' });
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const files = [manifest.typical, manifest.pages.find((page) => page !== manifest.typical)].map((page) => path.join(corpus, 'content', page));
const items = files.map((file) => ({ file: path.relative(corpus, file), source: fs.readFileSync(file, 'utf8') }));

/** Starts a worker and times its first and second compile tasks. */
function once() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const worker = new Worker(path.join(root, 'dist', 'task-worker.mjs'));
    let first = 0;
    worker.on('message', (reply) => {
      if (reply.error) return reject(new Error(reply.error.message));
      if (reply.id === 1) {
        first = performance.now() - started;
        worker.postMessage({ kind: 'task', id: 2, task: 'compile', input: { options: {}, items: [items[1]] } });
      } else {
        const second = performance.now() - started - first;
        worker.terminate().then(() => resolve({ first, second }));
      }
    });
    worker.on('error', reject);
    worker.postMessage({ kind: 'task', id: 1, task: 'compile', input: { options: {}, items: [items[0]] } });
  });
}

const results = [];
for (let i = 0; i < runs; i++) results.push(await once());
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`compile worker, median of ${runs}: start to first page ${median(results.map((r) => r.first)).toFixed(0)} ms, second page ${median(results.map((r) => r.second)).toFixed(1)} ms  (load ${os.loadavg()[0].toFixed(2)})`);
fs.rmSync(corpus, { recursive: true, force: true });
