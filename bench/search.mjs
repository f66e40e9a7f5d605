#!/usr/bin/env node
// Search budget (issues 4 and 22): builds the real site (or takes a built folder) and prints
//   - each version's search index size, gzip -9            target <= 250 KB per version
//   - p50/p95/max latency of 100 varied queries, per scope  target p95 <= 10 ms
//     (the worker's own code, loadIndex + searchIndexes, run in Node: no message passing)
//   - first keystroke -> first results on a cold index in Chromium (fresh context each run:
//     nothing cached; the clock starts at the `/` that focuses the box), pressed once the page
//     has settled and at once on hydration                            target <= 100 ms
// Ranking quality is bench/search-quality.mjs.
// Usage: node bench/search.mjs [builtDir]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { launchChromium, kb, quantile, root, realSiteBuild, serveBuild } from './lib/real-site.mjs';

const docPage = '/docs/getting-started/env-setup/development-env';
const coldRuns = 9;
const queryCount = 100;

const { dir, temp, cleanup } = realSiteBuild(process.argv[2], 'search-bench');

const ms = (x) => `${x.toFixed(2)} ms`;

const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
const tableUrl = /"routeTable":"([^"]+)"/.exec(html)[1];
/** The built file a site URL names (`/assets/x.json` -> dir/assets/x.json). */
const builtFile = (url) => path.join(dir, url.replace(/^\/+/, ''));
const base = JSON.parse(fs.readFileSync(builtFile(tableUrl), 'utf8'));
const files = Object.fromEntries(Object.entries(base.searchIndexes).map(([v, url]) => [v, fs.readFileSync(builtFile(url), 'utf8')]));

console.log('search index per version (gzip -9), target <= 250 KB:');
for (const [version, json] of Object.entries(files)) {
  const parsed = JSON.parse(json);
  console.log(`  ${version.padEnd(5)} ${String(parsed.pages.length).padStart(4)} pages ${String(parsed.records.length).padStart(5)} records  ${kb(json.length).padStart(10)} raw  ${kb(zlib.gzipSync(json, { level: 9 }).length).padStart(9)} gzip`);
}

// The worker's own modules, bundled for Node so this script needs no TypeScript loader.
const moduleFile = path.join(temp, 'search-modules.mjs');
await esbuild.build({
  stdin: { contents: "export { loadIndex } from './shared/search/load-index.ts'; export { searchIndexes } from './shared/search/query-index.ts';", resolveDir: root, loader: 'ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: moduleFile,
  logLevel: 'silent',
});
const { loadIndex, searchIndexes } = await import(pathToFileURL(moduleFile).href);
const loaded = Object.fromEntries(Object.entries(files).map(([v, json]) => [v, loadIndex(JSON.parse(json))]));

/** 100 queries drawn (with a fixed seed) from the site's own words: whole words, prefixes as typed, two-word queries, API names and misses. */
function variedQueries(index) {
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const words = index.file.records.flatMap((r) => `${r.heading} ${r.text}`.split(/[^A-Za-z0-9]+/)).filter((w) => w.length > 3);
  const titles = index.file.pages.map((p) => p.title);
  const kinds = [
    () => pick(words),
    () => pick(words).slice(0, 2 + Math.floor(random() * 3)),
    () => `${pick(words)} ${pick(words)}`,
    () => pick(titles),
    () => `${pick(words)} ${pick(words).slice(0, 3)}`,
    () => pick(['zzqx', 'qwertyuiop', 'nonexistentapi', 'the', 'a', 'how to']),
  ];
  return Array.from({ length: queryCount }, (_, i) => kinds[i % kinds.length]());
}

console.log(`\nquery latency over ${queryCount} varied queries (as the worker runs them), target p95 <= 10 ms`);
console.log(`(wall clock, and this process's CPU time, which other work on the machine does not inflate; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
const current = base.config.versions.find((v) => v.current)?.id ?? Object.keys(loaded)[0];
const options = { limit: 20, synonyms: base.config.search.synonyms ?? [], preferVersion: current };
// Each scope loads its indexes afresh, so no scope finds postings another one built.
const fresh = (versions) => versions.map((v) => loadIndex(JSON.parse(files[v])));
const scopes = [...Object.keys(loaded).map((v) => [v, [v]]), ['all', Object.keys(loaded)]];
for (const [name, versions] of scopes) {
  const indexes = fresh(versions);
  const queries = variedQueries(loaded[name === 'all' ? current : name]);
  for (const q of ['warm', 'up', 'the jit']) searchIndexes(indexes, q, options);
  // First pass: as in a fresh tab (the scratch arrays of each index are made on first use).
  // Second pass: the same queries again, as later in a session.
  for (const pass of ['first', 'again']) {
    const wall = [];
    const cpu = [];
    for (const q of queries) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      searchIndexes(indexes, q, options);
      const used = process.cpuUsage(cpuStarted);
      cpu.push((used.user + used.system) / 1000);
      wall.push(performance.now() - started);
    }
    const row = (xs) => `p50 ${ms(quantile(xs, 0.5)).padStart(8)}  p95 ${ms(quantile(xs, 0.95)).padStart(8)}  max ${ms(Math.max(...xs)).padStart(9)}`;
    console.log(`  ${name.padEnd(5)} ${pass.padEnd(5)} wall ${row(wall)}   cpu ${row(cpu)}`);
  }
}
for (const [version, json] of Object.entries(files)) {
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    loadIndex(JSON.parse(json));
    return performance.now() - started;
  });
  console.log(`  load ${version}: JSON.parse + loadIndex median ${ms(quantile(times, 0.5))} (Node)`);
}

// What a fresh search worker does on its first keystroke, in a fresh Node process each run: the
// JIT is cold, as in the browser. CPU time, so a busy machine inflates it far less than the wall clock.
const coldScript = `
  const { loadIndex, searchIndexes } = await import(${JSON.stringify(pathToFileURL(moduleFile).href)});
  const bytes = (await import('node:fs')).readFileSync(process.argv[1]);
  const cpu = () => { const used = process.cpuUsage(); return (used.user + used.system) / 1000; };
  const started = cpu();
  const index = loadIndex(JSON.parse(new TextDecoder().decode(bytes)));
  const loaded = cpu();
  searchIndexes([index], 'batt', JSON.parse(process.argv[2]));
  console.log(JSON.stringify([loaded - started, cpu() - loaded]));`;
console.log(`\ncold index in a fresh process (CPU time, median of ${coldRuns}): decode + JSON.parse + loadIndex, then the first query ("batt")`);
for (const [version, url] of Object.entries(base.searchIndexes)) {
  const runs = Array.from({ length: coldRuns }, () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', coldScript, builtFile(url), JSON.stringify(options)], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`cold run failed: ${run.stderr}`);
    return JSON.parse(run.stdout);
  });
  console.log(`  ${version.padEnd(5)} load ${ms(quantile(runs.map((r) => r[0]), 0.5)).padStart(9)}  first query ${ms(quantile(runs.map((r) => r[1]), 0.5)).padStart(9)}`);
}

const server = await serveBuild(dir);
const origin = server.origin;
const browser = await launchChromium();
// Two moments to press `/`: once the page has settled (the search worker has started while the
// page was idle, so the keystroke waits for the index alone), and at once on hydration (the
// worker starts with the keystroke, as on a phone-sized screen). Interleaved, one fresh context each.
const moments = [
  { label: 'page settled', waitUntil: 'networkidle' },
  { label: 'at once on hydration', waitUntil: 'domcontentloaded' },
];
try {
  const times = moments.map(() => []);
  for (let run = 0; run < coldRuns; run++) {
    for (const [m, moment] of moments.entries()) {
      const context = await browser.newContext();
      await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${origin}${docPage}`, { waitUntil: moment.waitUntil });
      await page.waitForSelector('html[data-hydrated="true"]');
      await page.evaluate(() => {
        const w = window;
        w.firstKey = 0;
        document.addEventListener('keydown', () => (w.firstKey ||= performance.now()), { capture: true });
        new MutationObserver(() => {
          if (!w.firstResults && document.querySelector('#navbar-search-results [role="option"]')) w.firstResults = performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.keyboard.press('/');
      await page.keyboard.type('batt');
      await page.waitForFunction(() => window.firstResults > 0, null, { timeout: 10000 });
      times[m].push(await page.evaluate(() => window.firstResults - window.firstKey));
      await context.close();
    }
  }
  console.log(`\nfirst keystroke -> first results, cold index, ${docPage} (${coldRuns} fresh contexts each), target <= 100 ms (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
  for (const [m, moment] of moments.entries()) {
    const t = times[m];
    console.log(`  ${moment.label.padEnd(21)} median ${ms(quantile(t, 0.5))}  min ${ms(Math.min(...t))}  max ${ms(Math.max(...t))}  all: ${t.map((x) => x.toFixed(0)).join(', ')} ms`);
  }
} finally {
  await browser.close();
  server.stop();
  cleanup();
}

