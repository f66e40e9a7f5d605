#!/usr/bin/env node
// How the pages of issue 35's query sets were drawn (bench/search-queries-tuned.json and
// bench/search-queries-heldout.json), so the method can be checked and repeated. Adapted from the
// script of the helper who wrote the queries without seeing the engine; the draw is unchanged.
//
// Lists every markdown page under content/{2.5,2.6,3.0}, maps each to its route, sorts them by
// file path in byte order (so the draw does not depend on the file system's order), and draws 60
// without replacement (partial Fisher–Yates) with a seeded mulberry32 PRNG; the same PRNG stream
// then shuffles the 60 and the first 30 are the tuned half, the rest the held-out half. A writer
// then read each drawn page and wrote one query whose answer it is (routes[0] of each query).
//
// The draw depends on the pages present: it was made on 355 pages (main at 412f410). Pages added
// since change it; the script says so when the count differs.
//
// Usage: node bench/search-pick-pages.mjs [--all] [--seed N --pick N] [--exclude-known-sets] [contentDir]   (default: the repo's content/)
// Output: one JSON object per line, {route, file, half}, in draw order; with --all every page as
// {route, file}, in file order, and no draw.
//
// A later draw (issue 35's dev set, bench/search-queries-dev.json) used the same PRNG and method
// with its own seed, size and exclusions:
//   node bench/search-pick-pages.mjs --seed 0x35de7001 --pick 30 --exclude-sets
// --exclude-sets leaves out every page that answers a query of search-queries-tuned.json or
// search-queries-heldout.json (read here, never printed), so the new queries are about pages no
// earlier issue-35 query is about, and tuning on them cannot tune on the held-out pages.
// --exclude-all-sets also leaves out the pages of search-queries-dev.json and
// search-queries-heldout2.json; draws after the second held-out set use it. --exclude-every-set
// also leaves out those of search-queries-dev2.json (the third held-out set's draw).
// Those three lists are written out and never grew, so the fourth and fifth held-out draws shared
// pages with the third and fourth sets; they stay as they are so every recorded draw repeats.
// --exclude-known-sets leaves out the pages of every set file in bench/ (querySetFiles(), the list
// search-quality.mjs scores too), whatever sets are added later. A set drawn so leaves its own pages
// out of a repeat once it has landed: its draw repeats at the commit before the set was added.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { root } from './lib/real-site.mjs';
import { querySetFiles } from './lib/query-sets.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const seedGiven = option('--seed');
const seed = seedGiven ? Number(seedGiven) : 0x5f9d2026; // change it and every pick changes
const pick = Number(option('--pick') ?? 60);
const drawnFrom = 355;
const all = args.includes('--all');
const excludeKnownSets = args.includes('--exclude-known-sets');
const excludeEverySet = args.includes('--exclude-every-set');
const excludeAllSets = excludeEverySet || args.includes('--exclude-all-sets');
const excludeSets = excludeKnownSets || excludeAllSets || args.includes('--exclude-sets');
const contentDir = args.filter((a, i) => !a.startsWith('--') && !['--seed', '--pick'].includes(args[i - 1]))[0] || join(root, 'content');
const versionRoots = { '2.5': '/docs/', '2.6': '/docs/sfp-2.6/', '3.0': '/docs/sfp-3.0/' };

/** mulberry32: a small, well-known seeded PRNG returning floats in [0, 1). */
function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (name.endsWith('.md')) out.push(p);
  }
  return out;
}

function frontMatterSlug(text) {
  const m = text.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  const s = m?.[1].match(/^slug:\s*(.+?)\s*$/m);
  return s ? s[1].replace(/^['"]|['"]$/g, '') : null;
}

/** The site's route of a version's page: a folder's index.md is the folder; only version roots keep a trailing slash. */
function routeFor(version, relPath, text) {
  const base = versionRoots[version];
  const parts = relPath.split(sep).join('/').replace(/\.md$/, '').split('/');
  if (parts[parts.length - 1] === 'index') parts.pop();
  const slug = frontMatterSlug(text);
  if (slug) {
    // An absolute slug is relative to the version root; a relative one replaces the last segment.
    if (slug.startsWith('/')) return base + slug.replace(/^\/+/, '');
    return base + [...parts.slice(0, -1), slug].join('/');
  }
  return parts.length ? base + parts.join('/') : base;
}

const pages = [];
for (const version of Object.keys(versionRoots)) {
  const dir = join(contentDir, version);
  for (const file of walk(dir)) pages.push({ route: routeFor(version, relative(dir, file), readFileSync(file, 'utf8')), file: relative(join(contentDir, '..'), file) });
}
pages.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

if (all) {
  for (const p of pages) process.stdout.write(`${JSON.stringify(p)}\n`);
  process.exit(0);
}
if (!seedGiven && pages.length !== drawnFrom) console.error(`note: ${pages.length} pages now, the sets were drawn from ${drawnFrom}: this draw is not theirs`);

const key = (route) => (route.length > 1 ? route.replace(/\/+$/, '') : route);
const excluded = new Set();
if (excludeSets) {
  // --exclude-sets is the rule the dev set's draw used (kept so that draw repeats); later draws
  // use --exclude-all-sets, which also leaves out the dev and second held-out sets' pages, so a
  // new set shares no page with any earlier one (the second held-out set shares 4 with dev).
  const names = ['search-queries-tuned.json', 'search-queries-heldout.json'];
  if (excludeAllSets) names.push('search-queries-dev.json', 'search-queries-heldout2.json');
  // --exclude-every-set (the third held-out set's draw) also leaves out the second dev set's pages.
  if (excludeEverySet) names.push('search-queries-dev2.json');
  const files = excludeKnownSets ? querySetFiles().map((set) => set.file) : names.map((name) => join(root, 'bench', name));
  for (const file of files) {
    if (!existsSync(file)) continue;
    for (const q of JSON.parse(readFileSync(file, 'utf8')).queries) for (const r of q.routes) excluded.add(key(r.split('#')[0]));
  }
}
const rand = mulberry32(seed);
const pool = pages.filter((p) => !excluded.has(key(p.route)));
if (excludeSets) console.error(`drawing ${pick} of ${pool.length} pages (${pages.length - pool.length} left out as answers of earlier sets)`);
if (pick > pool.length) console.error(`only ${pool.length} pages in the pool: all of them are drawn`);
const picked = [];
for (let i = 0; i < Math.min(pick, pool.length); i++) {
  const j = i + Math.floor(rand() * (pool.length - i));
  [pool[i], pool[j]] = [pool[j], pool[i]];
  picked.push(pool[i]);
}
const order = picked.map((_, i) => i);
for (let i = order.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [order[i], order[j]] = [order[j], order[i]];
}
const tuned = new Set(order.slice(0, Math.floor(picked.length / 2)));
// A draw of its own (--seed) has no halves: all of it is one set.
picked.forEach((p, i) => process.stdout.write(`${JSON.stringify(seedGiven ? { route: p.route, file: p.file } : { route: p.route, file: p.file, half: tuned.has(i) ? 'tuned' : 'heldOut' })}\n`));
