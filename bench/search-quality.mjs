#!/usr/bin/env node
// Search quality (issue 22): runs the query set of bench/search-queries.json (queries a platform
// developer types, each with the routes that answer it) through the real built index and the
// worker's own ranking code, and prints
//   - hit@1, hit@3 and MRR (reciprocal rank of the first answering page, 0 past the tenth)
//                                                  target hit@1 >= 90 %, MRR >= 0.95
//   - the five queries of the issue                target: each answered first
//   - every miss: the query, what answers it, what came first
//   - query latency p50/p95 over the set, per query as the worker runs it (no message passing)
// Usage: node bench/search-quality.mjs [builtDir] [--verbose]   (no builtDir: builds the real site)
// Not a test: the figures are for people; the tests pin the ranking rules themselves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { quantile, root, realSiteBuild } from './lib/real-site.mjs';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const { dir, temp, cleanup } = realSiteBuild(args.find((a) => !a.startsWith('--')), 'search-quality');
const depth = 10;
const runs = 5;

try {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const tableUrl = /"routeTable":"([^"]+)"/.exec(html)[1];
  const table = JSON.parse(fs.readFileSync(path.join(dir, tableUrl.replace(/^\/+/, '')), 'utf8'));
  const current = table.config.versions.find((v) => v.current)?.id ?? Object.keys(table.searchIndexes)[0];
  const files = Object.fromEntries(Object.entries(table.searchIndexes).map(([v, url]) => [v, fs.readFileSync(path.join(dir, url.replace(/^\/+/, '')), 'utf8')]));

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
  const indexes = Object.fromEntries(Object.entries(files).map(([v, json]) => [v, loadIndex(JSON.parse(json))]));
  // The index format before section records (kept so this script measures that code too).
  const pageLevel = 'docs' in JSON.parse(files[current]);
  const options = { limit: depth, synonyms: table.config.search.synonyms ?? [], preferVersion: current };
  const search = (list, query) => (pageLevel ? searchIndexes(list, query, depth) : searchIndexes(list, query, options));

  const { queries } = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'search-queries.json'), 'utf8'));
  const key = (route) => (route.length > 1 ? route.replace(/\/+$/, '') : route);
  /** Position (1-based) of the first hit that answers, or 0. A route with #anchor must open there. */
  const rankOf = (hits, answers) =>
    hits.findIndex((hit) =>
      answers.some((answer) => {
        const [route, anchor] = answer.split('#');
        return key(route) === key(hit.route) && (anchor === undefined || hit.anchor === anchor);
      }),
    ) + 1;

  for (const q of queries) for (const list of [Object.values(indexes)]) search(list, q.query); // warm-up
  const results = [];
  const times = [];
  const cpu = [];
  for (const q of queries) {
    const scope = !q.version || q.version === 'all' ? Object.values(indexes) : [indexes[q.version]];
    let hits = [];
    const own = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      hits = search(scope, q.query);
      const used = process.cpuUsage(cpuStarted);
      own.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    times.push(...own);
    results.push({ ...q, rank: rankOf(hits, q.routes), hits, ms: quantile(own, 0.5) });
  }

  const n = results.length;
  const at = (k, list = results) => list.filter((r) => r.rank >= 1 && r.rank <= k).length;
  const mrr = (list = results) => list.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / list.length;
  const pct = (x, of = n) => `${((x / of) * 100).toFixed(1)} %`;
  const versions = new Set(results.flatMap((r) => r.routes.map((route) => Object.entries(table.routes).find(([k]) => key(k) === key(route.split('#')[0]))?.[1]?.v)).filter(Boolean));
  console.log(`search quality: ${n} queries (${results.filter((r) => !r.version || r.version === 'all').length} across all versions), answers in versions ${[...versions].sort().join(', ')}`);
  console.log(`  hit@1 ${pct(at(1))} (${at(1)}/${n})   target >= 90 %`);
  console.log(`  hit@3 ${pct(at(3))} (${at(3)}/${n})`);
  console.log(`  MRR   ${mrr().toFixed(3)}            target >= 0.95`);
  const held = results.filter((r) => r.heldOut);
  if (held.length) console.log(`  of which held out (never tuned on, ${held.length}): hit@1 ${pct(at(1, held), held.length)}  hit@3 ${pct(at(3, held), held.length)}  MRR ${mrr(held).toFixed(3)}`);
  // CPU time as well: on a shared machine, wall time also counts the waits for a core.
  const row = (xs) => `p50 ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${Math.max(...xs).toFixed(2)} ms`;
  console.log(`  latency over the set (${runs} runs each, load average ${os.loadavg()[0].toFixed(1)}): wall ${row(times)}   cpu ${row(cpu)}   target p95 <= 10 ms`);
  const first = (r) => (r.hits[0] ? `${r.hits[0].route}${r.hits[0].anchor ? `#${r.hits[0].anchor}` : ''} (${r.hits[0].version})` : 'nothing');
  console.log('\nthe five queries of issue 22:');
  for (const r of results.filter((x) => x.issue)) console.log(`  ${r.rank === 1 ? 'first ' : r.rank ? `#${r.rank}    ` : 'missed'}  "${r.query}"  -> ${first(r)}`);
  const misses = results.filter((r) => r.rank !== 1);
  console.log(`\nnot first (${misses.length}):`);
  for (const r of misses) {
    console.log(`  "${r.query}"${r.version ? ` [${r.version}]` : ''}${r.heldOut ? ' (held out)' : ''}: ${r.rank ? `#${r.rank}` : `not in the top ${depth}`}; answer ${r.routes.join(' | ')}`);
    for (const hit of r.hits.slice(0, verbose ? 5 : 2)) console.log(`      ${hit.score.toFixed(2).padStart(7)}  ${hit.route}${hit.anchor ? `#${hit.anchor}` : ''} (${hit.version})`);
  }
  if (verbose) {
    console.log('\nfirst results:');
    for (const r of results) console.log(`  ${r.rank === 1 ? ' ' : '*'} ${r.ms.toFixed(2).padStart(6)} ms  "${r.query}" -> ${first(r)}`);
  }
} finally {
  cleanup();
}
