#!/usr/bin/env node
// Search index size against content size (issue 22: it grows linearly): generates the benchmark
// corpora (../shared/bench/gen-corpus.mjs) at each size given, builds each, and prints every
// version's index, raw and gzip -9, with the gzip bytes per page.
// Usage: node bench/search-size.mjs [N ...]   (default 330 3300)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { corpusGenerator } from './lib/corpus.mjs';
import { kb, root } from './lib/real-site.mjs';

const sizes = process.argv.slice(2).filter((a) => /^\d+$/.test(a)).map(Number);
const generator = corpusGenerator;
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

console.log('| corpus | version | pages | records | index raw | index gzip | gzip per page |');
console.log('|---:|---|---:|---:|---:|---:|---:|');
for (const n of sizes.length ? sizes : [330, 3300]) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `sfpdocs-search-size-${n}-`));
  try {
    spawnSync(process.execPath, [generator, path.join(site, 'content'), String(n)], { stdio: 'ignore' });
    const build = spawnSync(process.execPath, [path.join(root, 'bin', 'sfpdocs.js'), 'build', site], { encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the ${n}-page corpus did not build:\n${build.stdout}${build.stderr}`);
    const out = path.join(site, 'build');
    const tableUrl = /"routeTable":"([^"]+)"/.exec(fs.readFileSync(path.join(out, 'index.html'), 'utf8'))[1];
    const table = JSON.parse(fs.readFileSync(path.join(out, tableUrl.replace(/^\/+/, '')), 'utf8'));
    for (const [version, url] of Object.entries(table.searchIndexes)) {
      const json = fs.readFileSync(path.join(out, url.replace(/^\/+/, '')));
      const index = JSON.parse(json);
      // `docs`: the page-level index before section records, so the same script measures both.
      const pages = (index.pages ?? index.docs).length;
      const gzip = zlib.gzipSync(json, { level: 9 }).length;
      console.log(`| ${n} | ${version} | ${pages} | ${index.records?.length ?? pages} | ${kb(json.length)} | ${kb(gzip)} | ${(gzip / pages).toFixed(0)} B |`);
    }
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}
