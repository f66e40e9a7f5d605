#!/usr/bin/env node
// Build benchmark: generates N pages with the shared corpus generator, then runs the real CLI on
// them twice: a cold build (no page cache) and a warm build of the unchanged site (page cache
// from the cold build). Prints wall time, pages per second, peak RSS and output size of each, the
// warm speed-up, whether the two outputs are byte-identical, and the load average around each run
// (other work on the machine shares its cores). With --hugo, Hugo builds the same pages in each
// round (bench/lib/hugo-site.mjs) and the cold build is printed as a multiple of it. Several
// rounds (--runs) interleave the builds and report medians. Not a test: it prints figures.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusGenerator } from './lib/corpus.mjs';
import { findHugo, hugoVersion, writeHugoSite } from './lib/hugo-site.mjs';

const usage = `usage: node bench/build.mjs [N ...] [--runs R] [--cold-only] [--hugo] [--no-precompress] [--keep]

  N                 page counts to build (default: 330 3300 10000)
  --runs R          R rounds per size, each a cold and a warm build; the table shows medians (default 1)
  --cold-only       skip the warm builds
  --hugo            also build the same pages with Hugo (Debian's hugo, installed with apt when
                    missing and possible) in each round, between the cold and the warm build, and
                    print sfpdocs' cold build as a multiple of Hugo's (wall and CPU)
  --no-precompress  pass --no-precompress to sfpdocs
  --keep            keep the generated sites (their paths are printed)

Cold: no page cache of the site (sfpdocs' own bundles of its runtime stay cached, as after any
first build on the machine). CPU is user + system time of the whole process tree.

Targets (issue 2, 5 and 31): 330 pages cold <= 2.5 s and <= 300 MB; 3300 <= 20 s and <= 600 MB;
10000 cold <= 60 s and <= 1 GB; a warm build >= 5x faster than the cold one, byte-identical;
330 pages cold <= 3x Hugo's wall and CPU, 3300 <= 2.5x Hugo's wall.`;

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
const generator = corpusGenerator;
const cli = path.join(root, 'bin/sfpdocs.js');
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });
const hugo = flag('--hugo') ? findHugo() : null;
if (flag('--hugo') && !hugo) console.log('no hugo (not installed, and apt-get is not possible here): sfpdocs alone');
if (hugo) console.log(`Hugo ${hugoVersion(hugo)} beside sfpdocs, interleaved: cold sfpdocs, Hugo${flag('--cold-only') ? '' : ', warm sfpdocs'} in each round`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const medianRun = (list) => (list.length ? { seconds: median(list.map((r) => r.seconds)), cpu: median(list.map((r) => r.cpu)), kb: median(list.map((r) => r.kb)), pages: list[0].pages, load: list.map((r) => r.load).join(' ') } : null);

const rows = [];
for (const n of sizes.length ? sizes : [330, 3300, 10000]) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `sfpdocs-bench-${n}-`));
  try {
    spawnSync(process.execPath, [generator, path.join(site, 'content'), String(n)], { stdio: 'ignore' });
    const cacheDir = path.join(site, '.cache');
    const out = path.join(site, 'build');
    const hugoArgs = hugo ? writeHugoSite(path.join(site, 'hugo'), path.join(site, 'content')) : null;
    const colds = [];
    const warms = [];
    const hugos = [];
    let identical = true;
    for (let r = 0; r < runs; r++) {
      fs.rmSync(cacheDir, { recursive: true, force: true });
      fs.rmSync(out, { recursive: true, force: true });
      const run = timeBuild(site);
      if (!run) break;
      colds.push(run);
      const coldDigest = flag('--cold-only') ? '' : digestDir(out);
      if (hugo) {
        const hugoOut = path.join(site, 'hugo-out');
        fs.rmSync(hugoOut, { recursive: true, force: true });
        const ran = timeCommand(hugo, hugoArgs(hugoOut));
        if (ran) hugos.push({ ...ran, pages: 0 });
        fs.rmSync(hugoOut, { recursive: true, force: true });
      }
      if (flag('--cold-only')) continue;
      const again = timeBuild(site);
      if (!again) break;
      identical &&= digestDir(out) === coldDigest;
      warms.push(again);
    }
    const cold = medianRun(colds);
    if (!cold) continue;
    const warm = medianRun(warms);
    if (warm) warm.identical = identical;
    rows.push({ n, pages: cold.pages, cold, warm, hugo: medianRun(hugos), bytes: dirBytes(out) });
    printRow(rows.at(-1));
    if (flag('--keep')) console.log(`  kept ${site}`);
  } finally {
    if (!flag('--keep')) fs.rmSync(site, { recursive: true, force: true });
  }
}

const statistic = runs > 1 ? `median of ${runs}` : 'one run';
console.log('');
console.log(`| corpus | pages | cold s | cold CPU s | cold pages/s | cold peak RSS | warm s | warm CPU s | warm peak RSS | warm speed-up | identical | output | load (cold / warm) |  (${statistic})`);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:--:|---:|---|');
for (const { n, pages, cold, warm, bytes } of rows) {
  console.log(
    `| ${n} | ${pages} | ${cold.seconds.toFixed(2)} | ${cold.cpu.toFixed(2)} | ${(pages / cold.seconds).toFixed(0)} | ${mb(cold.kb * 1024)} | ${warm ? warm.seconds.toFixed(2) : '–'} | ${warm ? warm.cpu.toFixed(2) : '–'} | ${warm ? mb(warm.kb * 1024) : '–'} | ${warm ? `${(cold.seconds / warm.seconds).toFixed(1)}×` : '–'} | ${warm ? (warm.identical ? 'yes' : '**no**') : '–'} | ${mb(bytes)} | ${cold.load} / ${warm?.load ?? '–'} |`,
  );
}
if (rows.some((row) => row.hugo)) {
  console.log('');
  console.log(`| corpus | sfpdocs cold s | Hugo s | wall ratio | sfpdocs CPU s | Hugo CPU s | CPU ratio | sfpdocs peak RSS | Hugo peak RSS |  (${statistic}, interleaved)`);
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { n, cold, hugo: h } of rows.filter((row) => row.hugo)) {
    console.log(`| ${n} | ${cold.seconds.toFixed(2)} | ${h.seconds.toFixed(2)} | ${(cold.seconds / h.seconds).toFixed(1)}× | ${cold.cpu.toFixed(2)} | ${h.cpu.toFixed(2)} | ${(cold.cpu / h.cpu).toFixed(1)}× | ${mb(cold.kb * 1024)} | ${mb(h.kb * 1024)} |`);
  }
}

/** One CLI build under GNU time: wall seconds, peak RSS (of the process, worker threads included). */
function timeBuild(site) {
  const run = timeCommand(process.execPath, [cli, 'build', site, ...(flag('--no-precompress') ? ['--no-precompress'] : [])]);
  return run && { ...run, pages: Number(/built (\d+) pages/.exec(run.stdout)?.[1] ?? 0) };
}

/** One command under GNU time: wall seconds, CPU (user + system, children included), peak RSS. */
function timeCommand(command, commandArgs) {
  const load = os.loadavg()[0].toFixed(2);
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', command, ...commandArgs], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 1 << 26 });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exitCode = 1;
    return null;
  }
  const [seconds, kb, user, system] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { seconds, kb, cpu: user + system, stdout: run.stdout, load: `${load}→${os.loadavg()[0].toFixed(2)}` };
}

function printRow({ n, pages, cold, warm, hugo: h, bytes }) {
  const part = (r) => `${r.seconds.toFixed(2)} s (cpu ${r.cpu.toFixed(1)} s)  peak RSS ${mb(r.kb * 1024)}  load ${r.load}`;
  console.log(`${String(n).padStart(6)} corpus, ${pages} pages  cold ${part(cold)}  output ${mb(bytes)}`);
  if (h) console.log(`${' '.repeat(6)}        Hugo ${part(h)}  sfpdocs cold = ${(cold.seconds / h.seconds).toFixed(1)}× wall, ${(cold.cpu / h.cpu).toFixed(1)}× CPU`);
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
