#!/usr/bin/env node
// Crash safety: kills `sfpdocs build` with SIGKILL at random moments and checks that the output
// folder is always either the previous complete build or the new complete build (never a mix,
// never missing), that the next build succeeds and matches a clean build of the same content,
// and that no staging folders are left behind.
// Usage: node bench/crash-safety.mjs [trials=20] [pages=330] [seed=1]
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusGenerator } from './lib/corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generator = corpusGenerator;
const cli = path.join(root, 'bin/sfpdocs.js');
const [trials = 20, pages = 330, seed = 1] = process.argv.slice(2).map(Number);

// A small seeded generator so a failing trial can be replayed.
let state = seed >>> 0 || 1;
const random = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);

spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-crash-'));
const out = path.join(site, 'build');
const reference = path.join(site, 'reference');
spawnSync(process.execPath, [generator, path.join(site, 'content'), String(pages)], { stdio: 'ignore' });
const pageFiles = fs.readdirSync(path.join(site, 'content'), { recursive: true }).filter((f) => f.endsWith('.md'));

function digest(dir) {
  if (!fs.existsSync(dir)) return 'missing';
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
  for (const f of files) hash.update(f).update('\0').update(fs.readFileSync(path.join(dir, f)));
  return hash.digest('hex').slice(0, 16);
}

function buildTo(dir) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [cli, 'build', site, '--out-dir', dir], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stderr}`);
  return performance.now() - started;
}

const leftovers = () => fs.readdirSync(site).filter((name) => name.includes('.sfpdocs-'));

let failures = 0;
let killedBeforeCommit = 0;
let killedAfterCommit = 0;
try {
  const coldMs = buildTo(out);
  // Later builds reuse the build cache, so kill times are drawn from a warm build's duration.
  fs.appendFileSync(path.join(site, 'content', pageFiles[0]), '\nWarm-up edit.\n');
  const buildMs = buildTo(out);
  console.log(`${pages} pages, a cold build takes ${(coldMs / 1000).toFixed(2)} s, a warm one ${(buildMs / 1000).toFixed(2)} s; ${trials} trials, seed ${seed}`);
  for (let trial = 1; trial <= trials; trial++) {
    const before = digest(out);
    // Change one page so the new output differs from the old one.
    const file = path.join(site, 'content', pageFiles[Math.floor(random() * pageFiles.length)]);
    fs.appendFileSync(file, `\nEdited in crash trial ${trial}.\n`);
    fs.rmSync(reference, { recursive: true, force: true });
    buildTo(reference);
    const after = digest(reference);

    const delay = Math.floor(random() * buildMs * 1.1);
    const child = spawn(process.execPath, [cli, 'build', site, '--out-dir', out], { stdio: 'ignore' });
    // Listen from the start: a build that finishes before the kill has already exited.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, delay));
    child.kill('SIGKILL');
    await exited;

    const killed = digest(out);
    const verdict = killed === before ? 'previous output intact' : killed === after ? 'new output complete' : 'CORRUPT';
    if (killed === before) killedBeforeCommit++;
    else if (killed === after) killedAfterCommit++;
    else failures++;

    buildTo(out);
    const rebuilt = digest(out);
    const clean = rebuilt === after && leftovers().length === 0;
    if (!clean) failures++;
    console.log(
      `trial ${String(trial).padStart(2)}: killed after ${String(delay).padStart(5)} ms: ${verdict}; next build ${rebuilt === after ? 'matches a clean build' : 'DIFFERS from a clean build'}${leftovers().length ? `; LEFTOVERS ${leftovers().join(', ')}` : ''}`,
    );
  }
} finally {
  fs.rmSync(site, { recursive: true, force: true });
}
console.log(`\n${trials} kills: ${killedBeforeCommit} left the previous output, ${killedAfterCommit} came after the commit, ${failures} failures`);
process.exitCode = failures ? 1 : 0;
