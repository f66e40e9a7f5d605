#!/usr/bin/env node
// Review aid for the site's search vocabulary (issue 35): for each group of `search.synonyms` in
// the built site's config, searches each of its words and phrases alone, across every version,
// with the worker's own ranking code, and prints the pages that come first, so a reviewer can
// open them and check that each entry leads to a page that truly answers it. A phrase that no
// page holds (a reader's term the pages never use) is marked: only its synonyms find pages.
// Then the pages' own `keywords` (front matter, read from each built page's <meta name="keywords">):
// each searched alone, with where its page comes (or a page of the same title in another version),
// and those that do not bring their page into the first three listed, for the writer to reword.
// Usage: node bench/search-vocabulary.mjs [builtDir] [--top N]   (no builtDir: builds the real site)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { root, realSiteBuild } from './lib/real-site.mjs';

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 3;
const { dir, temp, cleanup } = realSiteBuild(args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--top'), 'search-vocabulary');

try {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const table = JSON.parse(fs.readFileSync(path.join(dir, /"routeTable":"([^"]+)"/.exec(html)[1].replace(/^\/+/, '')), 'utf8'));
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
  const indexes = Object.values(table.searchIndexes).map((url) => loadIndex(JSON.parse(fs.readFileSync(path.join(dir, url.replace(/^\/+/, '')), 'utf8'))));
  const current = table.config.versions.find((v) => v.current)?.id ?? null;
  const synonyms = table.config.search.synonyms ?? [];
  // A space after the phrase: it is complete, not a word being typed.
  const search = (query, table) => searchIndexes(indexes, `${query} `, { limit: top, synonyms: table, preferVersion: current });
  console.log(`search vocabulary: ${synonyms.length} groups; each word or phrase searched alone across every version, first ${top} results`);
  for (const group of synonyms) {
    console.log(`\n[${group.map((p) => `'${p}'`).join(', ')}]`);
    for (const phrase of group) {
      const alone = search(phrase, []);
      const hits = search(phrase, synonyms);
      console.log(`  ${phrase}${alone.length ? '' : '   (no page holds it: found through its synonyms only)'}`);
      for (const hit of hits) console.log(`      ${hit.route}${hit.anchor ? `#${hit.anchor}` : ''} (${hit.version})  ${hit.title}`);
    }
  }

  const depth = 10;
  const ranked = [];
  for (const index of indexes) {
    for (const page of index.file.pages) {
      const file = path.join(dir, page.route.replace(/^\/+/, ''), 'index.html');
      if (!fs.existsSync(file)) continue;
      const meta = /<meta name="keywords" content="([^"]*)"/.exec(fs.readFileSync(file, 'utf8'));
      if (!meta) continue;
      const decoded = meta[1].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      for (const keyword of decoded.split(', ').filter(Boolean)) {
        const hits = searchIndexes(indexes, `${keyword} `, { limit: depth, synonyms, preferVersion: current });
        const rank = hits.findIndex((hit) => hit.route === page.route || hit.title === page.title) + 1;
        ranked.push({ keyword, route: page.route, rank, first: hits[0] });
      }
    }
  }
  const within = (k) => ranked.filter((r) => r.rank >= 1 && r.rank <= k).length;
  console.log(`\npage keywords: ${ranked.length} on ${new Set(ranked.map((r) => r.route)).size} pages; searched alone, their page (or its twin in another version) comes first for ${within(1)}, in the first three for ${within(3)}`);
  for (const r of ranked.filter((x) => !(x.rank >= 1 && x.rank <= 3))) {
    console.log(`  '${r.keyword}' on ${r.route}: ${r.rank ? `#${r.rank}` : `not in the first ${depth}`}; first ${r.first ? `${r.first.route} (${r.first.version})` : 'nothing'}`);
  }
} finally {
  cleanup();
}
