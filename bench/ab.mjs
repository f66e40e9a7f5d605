#!/usr/bin/env node
// Paired comparison of ways to build the same site: runs A and B alternately (A B B A A B …, so
// neither always runs first after a quiet spell), each a whole `sfpdocs build` under GNU time, and
// prints per run wall, CPU of the process tree (user + system) and peak RSS, the medians, and the
// paired differences of CPU and wall. On a machine other work shares, only such pairs say
// whether a change helps. Not a test: it prints figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const usage = `usage: node bench/ab.mjs SITE --a "COMMAND" --b "COMMAND" [--c "COMMAND" …] [--pairs N] [--warm | --cold] [-- BUILD ARGS]

  SITE        the site folder to build
  --a, --b    the two ways to run sfpdocs, each a command line up to the CLI's script, e.g.
              --a "node main/bin/sfpdocs.js" --b "node --interrupt-budget=300000 wt/bin/sfpdocs.js"
  --c … --f   more ways, each compared with A (rounds run A B C …, then … C B A)
  --pairs N   rounds (default 4)
  --cold      remove the site's page cache before every run (the default): SITE/.cache, or
              SITE/node_modules/.cache/sfpdocs/pages for a site with node_modules
  --warm      build once with each first, then keep the cache: every timed run is a warm build
  BUILD ARGS  more arguments for \`build\` (e.g. --no-cache, --no-precompress)

Each command builds into its own folder (SITE-ab-out-a, SITE-ab-out-b) with --empty-out-dir, and
with --warm into its own cache (A in SITE/.cache, B in SITE/.cache-b copied back and forth), so
the two never share a cache.`;

const args = process.argv.slice(2);
if (!args.length || args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(args.length ? 0 : 2);
}
const dashes = args.indexOf('--');
const own = dashes >= 0 ? args.slice(0, dashes) : args;
const buildArgs = dashes >= 0 ? args.slice(dashes + 1) : [];
const option = (name) => (own.includes(name) ? own[own.indexOf(name) + 1] : undefined);
const site = path.resolve(own[0]);
// --c, --d … add more ways, each compared with A.
const commands = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((side) => [side, option(`--${side}`)]).filter(([, command]) => command));
const sides = Object.keys(commands);
if (!commands.a || !commands.b) {
  console.error(usage);
  process.exit(2);
}
const pairs = Number(option('--pairs') ?? 4);
const warm = own.includes('--warm');
// The site's page cache: under node_modules/.cache when the site has node_modules, as a
// Docusaurus site does (defaultCacheDir, compiler/cache/build-cache.ts); else SITE/.cache.
const cache = fs.existsSync(path.join(site, 'node_modules')) ? path.join(site, 'node_modules', '.cache', 'sfpdocs', 'pages') : path.join(site, '.cache');

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// With --warm each side keeps a cache of its own: the one not running waits in SITE/.cache-SIDE.
const parked = (side) => path.join(site, `.cache-${side}`);
function useCache(side) {
  fs.rmSync(cache, { recursive: true, force: true });
  if (fs.existsSync(parked(side))) fs.cpSync(parked(side), cache, { recursive: true });
}
function parkCache(side) {
  fs.rmSync(parked(side), { recursive: true, force: true });
  if (fs.existsSync(cache)) fs.cpSync(cache, parked(side), { recursive: true });
}

function run(side) {
  if (warm) useCache(side);
  else fs.rmSync(cache, { recursive: true, force: true });
  const out = `${site}-ab-out-${side}`;
  const [command, ...rest] = commands[side].split(/\s+/).filter(Boolean);
  const load = os.loadavg()[0];
  const ran = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', command, ...rest, 'build', site, '--out-dir', out, '--empty-out-dir', ...buildArgs], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
    maxBuffer: 1 << 26,
  });
  if (warm) parkCache(side);
  if (ran.status !== 0) {
    console.error(ran.stdout, ran.stderr);
    process.exit(1);
  }
  const [seconds, kb, user, system] = ran.stderr.trim().split('\n').pop().split(' ').map(Number);
  const threads = /threads: (.*)/.exec(ran.stdout)?.[1];
  return { seconds, cpu: user + system, kb, load, threads };
}

if (warm) {
  for (const side of sides) fs.rmSync(parked(side), { recursive: true, force: true });
  for (const side of sides) run(side);
}
const results = Object.fromEntries(sides.map((side) => [side, []]));
for (let p = 0; p < pairs; p++) {
  for (const side of p % 2 ? [...sides].reverse() : sides) {
    const r = run(side);
    results[side].push(r);
    console.log(`pair ${p + 1} ${side.toUpperCase()}: ${r.seconds.toFixed(2)} s wall, ${r.cpu.toFixed(2)} CPU-s, ${(r.kb / 1024).toFixed(0)} MB, load ${r.load.toFixed(1)}${r.threads ? `  (${r.threads})` : ''}`);
  }
}
if (warm) for (const side of sides) fs.rmSync(parked(side), { recursive: true, force: true });
const line = (side) => {
  const list = results[side];
  return `${side.toUpperCase()} median ${median(list.map((r) => r.seconds)).toFixed(2)} s wall, ${median(list.map((r) => r.cpu)).toFixed(2)} CPU-s, ${(median(list.map((r) => r.kb)) / 1024).toFixed(0)} MB   ${commands[side]}`;
};
for (const side of sides) console.log(line(side));
const show = (values) => values.map((v) => (v >= 0 ? '+' : '') + v.toFixed(2)).join(' ');
for (const side of sides.slice(1)) {
  const diffs = (key) => results.a.map((r, i) => results[side][i][key] - r[key]);
  console.log(`${side.toUpperCase()} − A, CPU-s: ${show(diffs('cpu'))} (median ${median(diffs('cpu')).toFixed(2)}); wall s: ${show(diffs('seconds'))} (median ${median(diffs('seconds')).toFixed(2)})`);
}
