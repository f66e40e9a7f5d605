#!/usr/bin/env node
// Search quality (issues 22 and 35): runs query sets (queries a platform developer types, each
// with the routes that answer it) through the real built index and the worker's own ranking
// code, and prints for each set on its own
//   - hit@1, hit@3 and MRR (reciprocal rank of the first answering page, 0 past the tenth)
//                                                  target hit@1 >= 90 %, MRR >= 0.95
//   - every miss: the query, what answers it, what came first
//   - query latency p50/p95 over all the sets, per query as the worker runs it (no message passing)
// The sets, each scored apart (a set written by the people who tuned the engine measures the
// tuning; one written without seeing it measures the readers):
//   bench/search-queries.json          the old set (issue 22), written while tuning; its five
//                                      issue queries are listed, and its own held-out part
//   bench/search-queries-tuned.json    issue 35: 30 queries written without seeing the engine,
//                                      from pages drawn by bench/search-pick-pages.mjs; tuned on
//   bench/search-queries-heldout.json  the other 30 of that draw, never tuned on: only its figures
//                                      are printed, never a query's text, rank or first result
//                                      (so whoever tunes the engine cannot learn which ones miss)
//   bench/search-queries-dev.json      issue 35, second round: 30 more queries from a fresh reading
//                                      of pages drawn by seed; tuned on; plus 20 queries marked
//                                      "writer": "search7", a check that a ranking change generalises
//   bench/search-queries-dev2.json     issue 35, third round: 30 queries written blind like the
//                                      held-out sets, from pages no other set is about; tuned on
//   bench/search-queries-heldout2.json issue 35, third round: 30 queries written blind (never saw the
//                                      engine, its index or any other set) from pages drawn by seed;
//                                      never tuned on: figures only, like the first held-out set
//   bench/search-queries-heldout3.json issue 35, fourth round: 30 queries written blind, from pages
//                                      no other set is about (search-pick-pages.mjs --exclude-every-set),
//                                      measuring the engine as it stood; figures only
//   bench/search-queries-heldout4.json issue 35, fifth round: 30 queries written blind the same way, from
//                                      pages no other set is about; figures only
//   bench/search-queries-heldout5.json issue 35, sixth round: 30 queries written blind the same way
//                                      (seed 0x35de700c), from pages no other set is about; figures only
//   bench/search-queries-heldout6.json issue 35, seventh round: 30 queries written blind from the last 28
//                                      pages no set was about (--exclude-known-sets, seed 0x35de700d);
//                                      figures only. Held out 1, 2, 3 and 5 were tuned on that round.
// Any other bench/search-queries*.json is scored too (bench/lib/query-sets.mjs), under its name.
// A set file that is absent is skipped; `--set FILE` runs that file instead (a file named
// *heldout* stays figures-only there too).
// Usage: node bench/search-quality.mjs [builtDir] [--set FILE ...] [--verbose]   (no builtDir: builds the real site)
// Not a test: the figures are for people; the tests pin the ranking rules themselves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { quantile, root, realSiteBuild } from './lib/real-site.mjs';
import { querySetFiles } from './lib/query-sets.mjs';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const given = [];
for (let i = 0; i < args.length; i++) if (args[i] === '--set') given.push(path.resolve(args[++i]));
const positional = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--set');
const defaultSets = querySetFiles();
/** A held-out set prints its figures only: its queries' text and ranks would invite tuning on them. */
const isBlind = (file) => /heldout/i.test(path.basename(file));
const sets = (given.length ? given.map((file) => ({ label: path.basename(file, '.json'), file })) : defaultSets)
  .filter((s) => fs.existsSync(s.file))
  .map((s) => ({ ...s, blind: isBlind(s.file) }));
const { dir, temp, cleanup } = realSiteBuild(positional[0], 'search-quality');
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

  const key = (route) => (route.length > 1 ? route.replace(/\/+$/, '') : route);
  /** Position (1-based) of the first hit that answers, or 0. A route with #anchor must open there. */
  const rankOf = (hits, answers) =>
    hits.findIndex((hit) =>
      answers.some((answer) => {
        const [route, anchor] = answer.split('#');
        return key(route) === key(hit.route) && (anchor === undefined || hit.anchor === anchor);
      }),
    ) + 1;
  const scopeOf = (q, blind) => {
    if (!q.version || q.version === 'all') return Object.values(indexes);
    if (!indexes[q.version]) throw new Error(`${blind ? 'a held-out query' : `query "${q.query}"`} asks for version ${q.version}, which has no search index`);
    return [indexes[q.version]];
  };

  const loaded = sets.map((set) => ({ ...set, queries: JSON.parse(fs.readFileSync(set.file, 'utf8')).queries }));
  for (const set of loaded) for (const q of set.queries) search(scopeOf(q, set.blind), q.query); // warm-up
  const times = [];
  const cpu = [];
  for (const set of loaded) {
    set.results = [];
    for (const q of set.queries) {
      let hits = [];
      const own = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        hits = search(scopeOf(q, set.blind), q.query);
        const used = process.cpuUsage(cpuStarted);
        own.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
      }
      times.push(...own);
      set.results.push({ ...q, rank: rankOf(hits, q.routes), hits, ms: quantile(own, 0.5) });
    }
  }

  const at = (k, list) => list.filter((r) => r.rank >= 1 && r.rank <= k).length;
  const mrr = (list) => list.reduce((sum, r) => sum + (r.rank ? 1 / r.rank : 0), 0) / list.length;
  const pct = (x, of) => `${((x / of) * 100).toFixed(1)} %`;
  const figures = (list) => `hit@1 ${pct(at(1, list), list.length).padStart(7)} (${at(1, list)}/${list.length})   hit@3 ${pct(at(3, list), list.length).padStart(7)} (${at(3, list)}/${list.length})   MRR ${mrr(list).toFixed(3)}`;
  const first = (r) => (r.hits[0] ? `${r.hits[0].route}${r.hits[0].anchor ? `#${r.hits[0].anchor}` : ''} (${r.hits[0].version})` : 'nothing');

  console.log(`search quality, ${loaded.length} query sets, each scored on its own (targets: hit@1 >= 90 %, MRR >= 0.95; issue 35's held-out half: hit@1 >= 92 %, hit@3 >= 98 %, MRR >= 0.95)`);
  for (const set of loaded) console.log(`  ${set.label.padEnd(14)} ${String(set.results.length).padStart(3)} queries   ${figures(set.results)}`);
  for (const set of loaded) {
    const { results } = set;
    console.log(`\n${set.label} (${path.relative(root, set.file)}): ${results.length} queries, ${results.filter((r) => !r.version || r.version === 'all').length} across all versions`);
    console.log(`  ${figures(results)}`);
    const held = results.filter((r) => r.heldOut);
    if (held.length && !set.blind) console.log(`  of which held out (never tuned on, ${held.length}): ${figures(held)}`);
    if (set.blind) {
      console.log('  (held out: the whole set\'s figures only; no query text, rank or kind)');
      continue;
    }
    // Queries added to a set later by another writer ("writer" field) are scored apart too: the first
    // writer's figures stay comparable with earlier runs.
    const writers = [...new Set(results.map((r) => r.writer).filter(Boolean))];
    if (writers.length) {
      console.log(`  first writer's (${results.filter((r) => !r.writer).length}): ${figures(results.filter((r) => !r.writer))}`);
      for (const writer of writers) console.log(`  by ${writer} (${results.filter((r) => r.writer === writer).length}): ${figures(results.filter((r) => r.writer === writer))}`);
    }
    const kinds = [...new Set(results.map((r) => r.kind).filter(Boolean))];
    for (const kind of kinds) console.log(`  ${kind.padEnd(20)} ${figures(results.filter((r) => r.kind === kind))}`);
    if (results.some((r) => r.issue)) {
      console.log('  the five queries of issue 22:');
      for (const r of results.filter((x) => x.issue)) console.log(`    ${r.rank === 1 ? 'first ' : r.rank ? `#${r.rank}    ` : 'missed'}  "${r.query}"  -> ${first(r)}`);
    }
    const misses = results.filter((r) => r.rank !== 1);
    console.log(`  not first (${misses.length}):`);
    for (const r of misses) {
      console.log(`    "${r.query}"${r.version ? ` [${r.version}]` : ''}${r.kind ? ` (${r.kind})` : ''}${r.heldOut ? ' (held out)' : ''}: ${r.rank ? `#${r.rank}` : `not in the top ${depth}`}; answer ${r.routes.join(' | ')}`);
      for (const hit of r.hits.slice(0, verbose ? 5 : 2)) console.log(`        ${hit.score.toFixed(2).padStart(7)}  ${hit.route}${hit.anchor ? `#${hit.anchor}` : ''} (${hit.version})`);
    }
    if (verbose) {
      console.log('  first results:');
      for (const r of results) console.log(`    ${r.rank === 1 ? ' ' : '*'} ${r.ms.toFixed(2).padStart(6)} ms  "${r.query}" -> ${first(r)}`);
    }
  }
  // CPU time as well: on a shared machine, wall time also counts the waits for a core.
  const row = (xs) => `p50 ${quantile(xs, 0.5).toFixed(2)} ms  p95 ${quantile(xs, 0.95).toFixed(2)} ms  max ${Math.max(...xs).toFixed(2)} ms`;
  console.log(`\nlatency over every set (${runs} runs each, load average ${os.loadavg()[0].toFixed(1)}): wall ${row(times)}   cpu ${row(cpu)}   target p95 <= 10 ms`);
} finally {
  cleanup();
}
