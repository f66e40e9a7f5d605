#!/usr/bin/env node
// Where a whole cold build spends its CPU: runs the real CLI once under V8's sampling profiler
// (`node --cpu-prof`, which profiles the main thread and every worker thread, one .cpuprofile
// each), then reads the profiles and prints, per thread and for all of them together, the
// functions with the most self time and the packages (or sfpdocs source files) they belong to.
// Our own code is bundled in dist/: its positions are mapped back to the TypeScript sources
// through dist's source maps. Not a test: it prints figures.
//
// The aggregation is ours (a few lines over the documented .cpuprofile format: nodes, samples,
// timeDeltas) so that the figures come out as one table per build, threads summed, without a UI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusGenerator } from './lib/corpus.mjs';

const usage = `usage: node bench/profile-build.mjs [SITE_DIR | N] [--top K] [--keep DIR] [--] [build options]

  SITE_DIR     a site to build (default: N pages of the shared benchmark corpus)
  N            corpus size when no site is given (default 330)
  --top K      rows per table (default 25)
  --keep DIR   write the .cpuprofile files to DIR and keep them (open them in Chrome's DevTools)
  --read DIR   only print the tables of the .cpuprofile files in DIR (written by --keep)
  --threads    also print the top functions of each thread
  after --      options passed to \`sfpdocs build\` (default: --no-cache; e.g. -- --no-cache --no-precompress)`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const dashes = argv.indexOf('--');
const args = dashes >= 0 ? argv.slice(0, dashes) : argv;
const buildArgs = dashes >= 0 ? argv.slice(dashes + 1) : ['--no-cache'];
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const top = Number(option('--top', '25'));
const positional = args.filter((a, i) => !a.startsWith('--') && !['--top', '--keep', '--read'].includes(args[i - 1]));

const sourceMaps = new Map();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (args.includes('--read')) {
  report(readProfiles(path.resolve(option('--read'))));
  process.exit(0);
}
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-profile-'));
try {
  let site = positional[0] && !/^\d+$/.test(positional[0]) ? path.resolve(positional[0]) : null;
  if (!site) {
    site = path.join(temp, 'site');
    const n = positional[0] ?? '330';
    spawnSync(process.execPath, [corpusGenerator, path.join(site, 'content'), n], { stdio: 'ignore' });
  }
  const profileDir = args.includes('--keep') ? path.resolve(option('--keep')) : path.join(temp, 'profiles');
  fs.mkdirSync(profileDir, { recursive: true });
  for (const name of fs.readdirSync(profileDir)) if (name.endsWith('.cpuprofile')) fs.rmSync(path.join(profileDir, name));

  const command = [process.execPath, '--cpu-prof', `--cpu-prof-dir=${profileDir}`, path.join(root, 'bin', 'sfpdocs.js'), 'build', site, '--out-dir', path.join(temp, 'out'), '--timings', ...buildArgs];
  const run = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', ...command], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, maxBuffer: 1 << 28 });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  const [wall, user, system, kb] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
  console.log(`site: ${site}`);
  console.log(run.stdout.split('\n').filter((line) => /^(built|timings)/.test(line)).join('\n'));
  console.log(`whole process (profiler on, which adds a little): wall ${wall.toFixed(2)} s, CPU ${(user + system).toFixed(2)} s (user ${user.toFixed(2)}, sys ${system.toFixed(2)}), peak RSS ${(kb / 1024).toFixed(0)} MB`);

  report(readProfiles(profileDir));
  if (args.includes('--keep')) console.log(`\nprofiles kept in ${profileDir}`);
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}

/** Node names them CPU.date.time.pid.thread.sequence.cpuprofile. */
function readProfiles(dir) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()
    .map((name) => ({ thread: Number(name.split('.').at(-3)), profile: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) }))
    .sort((a, b) => a.thread - b.thread);
}

/** Prints the tables: per thread, then every thread's self time by function and by owner. */
function report(profiles) {
  const byFunction = new Map();
  const byOwner = new Map();
  // Time with the function anywhere on the stack (once per sample, however deep it recurses).
  const inclusive = new Map();
  const threads = [];
  for (const { thread, profile } of profiles) {
    const self = selfTimes(profile);
    const parents = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
    let busy = 0;
    let idle = 0;
    const owners = new Map();
    const functions = new Map();
    for (const [node, ms] of self) {
      if (node.callFrame.functionName === '(idle)') {
        idle += ms;
        continue;
      }
      busy += ms;
      const where = locate(node.callFrame);
      const key = `${where.name}  ${where.at}`;
      add(functions, key, ms);
      add(byFunction, key, ms);
      add(owners, where.owner, ms);
      const seen = new Set();
      for (let frame = node; frame; frame = parents.get(frame.id)) {
        if (/^\((root|program)\)$/.test(frame.callFrame.functionName)) continue;
        const at = locate(frame.callFrame);
        seen.add(`${at.name}  ${at.at}`);
      }
      for (const key of seen) add(inclusive, key, ms);
      add(byOwner, where.owner, ms);
    }
    const span = (profile.endTime - profile.startTime) / 1000;
    threads.push({ thread, span, busy, idle, owners, functions });
  }
  const total = threads.reduce((sum, t) => sum + t.busy, 0);
  console.log(`\n## Threads (sampled; thread 0 is the main thread, workers are numbered in start order)\n`);
  console.log('| thread | alive s | busy (sampled CPU) s | idle s | what takes most of it |');
  console.log('|---:|---:|---:|---:|---|');
  for (const t of threads) {
    const owners = [...t.owners].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(`| ${t.thread} | ${(t.span / 1000).toFixed(2)} | ${(t.busy / 1000).toFixed(2)} | ${(t.idle / 1000).toFixed(2)} | ${owners.map(([o, ms]) => `${o} ${(ms / 1000).toFixed(2)}`).join(', ')} |`);
  }
  console.log(`| all | | ${(total / 1000).toFixed(2)} | | |`);

  console.log(`\n## Self time by owner (package, sfpdocs source file, or V8/Node), all threads\n`);
  table(byOwner, total, 'owner');
  console.log(`\n## Self time by function, all threads\n`);
  table(byFunction, total, 'function  where');
  console.log(`\n## Total time by function (self and what it calls), all threads\n`);
  table(inclusive, total, 'function  where');
  if (args.includes('--threads')) {
    for (const t of threads) {
      console.log(`\n## Thread ${t.thread}: self time by function\n`);
      table(t.functions, t.busy, 'function  where');
    }
  }
}

function table(map, total, heading) {
  console.log(`| ${heading} | self s | share |`);
  console.log('|---|---:|---:|');
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`| ${key} | ${(ms / 1000).toFixed(3)} | ${((100 * ms) / total).toFixed(1)} % |`);
}

function add(map, key, value) {
  map.set(key, (map.get(key) ?? 0) + value);
}

/** Milliseconds of samples whose top frame is each node. */
function selfTimes(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    self.set(node, (self.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return self;
}

/** A frame's function name, `file:line` (a source position for our bundled code) and owner. */
function locate({ functionName, url, lineNumber, columnNumber }) {
  const name = functionName || '(anonymous)';
  if (!url) return { name, at: '', owner: /^\(/.test(name) ? name : 'V8 builtins' };
  if (url.startsWith('node:')) return { name, at: url, owner: 'node' };
  // The renderer's bundle of the theme, evaluated from a data: URL (emit/render-pages.ts).
  if (url.startsWith('data:')) return { name, at: 'data: (theme bundle)', owner: 'theme bundle (runtime/)' };
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (modules >= 0) {
    const parts = file.slice(modules + 14).split(path.sep);
    const owner = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return { name, at: `${path.relative(root, file)}:${lineNumber + 1}`, owner };
  }
  const mapped = mapPosition(file, lineNumber, columnNumber);
  if (mapped) return { name, at: `${mapped.file}:${mapped.line}`, owner: mapped.file };
  return { name, at: `${path.relative(root, file)}:${lineNumber + 1}`, owner: path.relative(root, file) };
}

function mapPosition(file, line, column) {
  if (!sourceMaps.has(file)) {
    let map = null;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {}
    sourceMaps.set(file, map);
  }
  const entry = sourceMaps.get(file)?.findEntry(line, column);
  if (!entry?.originalSource) return null;
  const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(path.dirname(file), entry.originalSource);
  return { file: path.relative(root, source), line: entry.originalLine + 1 };
}

