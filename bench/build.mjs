#!/usr/bin/env node
// Cold-build benchmark: generates N pages with the shared corpus generator, builds them with
// the real CLI, and prints wall time, pages per second, peak RSS and output bytes.
// Usage: node bench/build.mjs [N ...]   (default: 330 3300)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generator = path.resolve(root, '..', 'shared', 'bench', 'gen-corpus.mjs');
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

for (const n of sizes.length ? sizes : [330, 3300]) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `sfpdocs-bench-${n}-`));
  try {
    spawnSync(process.execPath, [generator, path.join(site, 'content'), String(n)], { stdio: 'ignore' });
    const pages = countMarkdown(path.join(site, 'content'));
    // GNU time reports the peak RSS of the whole process tree's largest member.
    const run = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, path.join(root, 'bin/sfpdocs.js'), 'build', site], { encoding: 'utf8' });
    if (run.status !== 0) {
      console.error(run.stdout, run.stderr);
      process.exitCode = 1;
      continue;
    }
    const [seconds, kb] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
    const bytes = dirBytes(path.join(site, 'build'));
    console.log(
      `${String(pages).padStart(6)} pages  ${seconds.toFixed(2)} s  ${(pages / seconds).toFixed(0)} pages/s  peak RSS ${(kb / 1024).toFixed(0)} MB  output ${(bytes / 1024 / 1024).toFixed(1)} MB`,
    );
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

function countMarkdown(dir) {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile() && e.name.endsWith('.md')) n++;
  return n;
}

function dirBytes(dir) {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) total += fs.statSync(path.join(e.parentPath ?? e.path, e.name)).size;
  return total;
}
