#!/usr/bin/env node
// Build benchmark: generates N pages with the shared corpus generator, then runs the real CLI on
// them twice: a cold build (no page cache) and a warm build of the unchanged site (page cache
// from the cold build). Prints wall time, pages per second, peak RSS and output size of each, the
// warm speed-up, whether the two outputs are byte-identical, and the load average around each run
// (other work on the machine shares its cores). Not a test: it prints figures.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const usage = `usage: node bench/build.mjs [N ...] [--runs R] [--cold-only] [--keep]

  N            page counts to build (default: 330 3300 10000)
  --runs R     build each size R times cold and R times warm; the table shows the best (default 1)
  --cold-only  skip the warm builds
  --keep       keep the generated sites (their paths are printed)

Targets (issue 2 and 5): 330 pages cold <= 2.5 s and <= 300 MB; 3300 <= 20 s and <= 600 MB;
10000 cold <= 60 s and <= 1 GB; a warm build >= 5x faster than the cold one, byte-identical.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const flag = (name) => args.includes(name);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 1;
const sizes = args.filter((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--runs').map(Number);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generator = path.resolve(root, '..', 'shared', 'bench', 'gen-corpus.mjs');
const cli = path.join(root, 'bin/sfpdocs.js');
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

const rows = [];
for (const n of sizes.length ? sizes : [330, 3300, 10000]) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `sfpdocs-bench-${n}-`));
  try {
    spawnSync(process.execPath, [generator, path.join(site, 'content'), String(n)], { stdio: 'ignore' });
    const cacheDir = path.join(site, '.cache');
    const out = path.join(site, 'build');
    let cold = null;
    let warm = null;
    let coldDigest = '';
    for (let r = 0; r < runs; r++) {
      fs.rmSync(cacheDir, { recursive: true, force: true });
      fs.rmSync(out, { recursive: true, force: true });
      const run = timeBuild(site);
      if (!run) break;
      coldDigest = digestDir(out);
      if (!cold || run.seconds < cold.seconds) cold = run;
      if (flag('--cold-only')) continue;
      const again = timeBuild(site);
      if (!again) break;
      again.identical = digestDir(out) === coldDigest;
      if (!warm || again.seconds < warm.seconds) warm = again;
    }
    if (!cold) continue;
    rows.push({ n, pages: cold.pages, cold, warm, bytes: dirBytes(out) });
    printRow(rows.at(-1));
    if (flag('--keep')) console.log(`  kept ${site}`);
  } finally {
    if (!flag('--keep')) fs.rmSync(site, { recursive: true, force: true });
  }
}

console.log('');
console.log('| corpus | pages | cold s | cold pages/s | cold peak RSS | warm s | warm peak RSS | warm speed-up | identical | output | load (cold / warm) |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|:--:|---:|---|');
for (const { n, pages, cold, warm, bytes } of rows) {
  console.log(
    `| ${n} | ${pages} | ${cold.seconds.toFixed(2)} | ${(pages / cold.seconds).toFixed(0)} | ${mb(cold.kb * 1024)} | ${warm ? warm.seconds.toFixed(2) : '–'} | ${warm ? mb(warm.kb * 1024) : '–'} | ${warm ? `${(cold.seconds / warm.seconds).toFixed(1)}×` : '–'} | ${warm ? (warm.identical ? 'yes' : '**no**') : '–'} | ${mb(bytes)} | ${cold.load} / ${warm?.load ?? '–'} |`,
  );
}

/** One CLI build under GNU time: wall seconds, peak RSS (of the process, worker threads included). */
function timeBuild(site) {
  const load = os.loadavg()[0].toFixed(2);
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', process.execPath, cli, 'build', site], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exitCode = 1;
    return null;
  }
  const [seconds, kb, user, system] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
  const pages = Number(/built (\d+) pages/.exec(run.stdout)?.[1] ?? 0);
  return { seconds, kb, cpu: user + system, pages, load: `${load}→${os.loadavg()[0].toFixed(2)}` };
}

function printRow({ n, pages, cold, warm, bytes }) {
  const part = (r) => `${r.seconds.toFixed(2)} s (cpu ${r.cpu.toFixed(1)} s)  peak RSS ${mb(r.kb * 1024)}  load ${r.load}`;
  console.log(`${String(n).padStart(6)} corpus, ${pages} pages  cold ${part(cold)}  output ${mb(bytes)}`);
  if (warm) console.log(`${' '.repeat(6)}        warm ${part(warm)}  ${(cold.seconds / warm.seconds).toFixed(1)}× faster, ${warm.identical ? 'byte-identical' : 'OUTPUT DIFFERS'}`);
}

function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}

function digestDir(dir) {
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const paths = files.map((e) => path.join(e.parentPath ?? e.path, e.name)).sort();
  for (const file of paths) hash.update(path.relative(dir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function dirBytes(dir) {
  let total = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile()) total += fs.statSync(path.join(e.parentPath ?? e.path, e.name)).size;
  return total;
}
