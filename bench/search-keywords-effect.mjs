#!/usr/bin/env node
// What the pages' front matter `keywords` do to search quality (issue 35): builds the site twice
// from one copy of it, as it is and with every page's `keywords` taken out of its front matter, and
// prints bench/search-quality.mjs's summary for both, set by set (held-out sets: figures only, as
// there). The same content on both sides, so the difference is the keywords' alone.
// Usage: node bench/search-keywords-effect.mjs [siteDir]   (default: this repository's own site)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, bundleCli, root } from './lib/real-site.mjs';

const site = path.resolve(process.argv[2] ?? root);
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-keywords-effect-'));

/** Front matter without its `keywords` entry (a flow list on one line, or a block list under it). */
function withoutKeywords(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/.exec(source);
  if (!match) return source;
  const lines = match[1].split(/\r?\n/);
  const kept = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^keywords\s*:/.test(lines[i])) {
      kept.push(lines[i]);
      continue;
    }
    while (i + 1 < lines.length && /^(\s+|-\s)/.test(lines[i + 1])) i++;
  }
  return `---\n${kept.join('\n')}\n---${match[2]}${source.slice(match[0].length)}`;
}

function quality(outDir) {
  const run = spawnSync(process.execPath, ['bench/search-quality.mjs', outDir], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`search-quality failed:\n${run.stderr}`);
  // The summary: one line per set under the heading line.
  return run.stdout.split('\n').filter((line) => /^\s{2}\S.*\bqueries\b.*hit@1/.test(line));
}

try {
  bundleCli();
  const copy = path.join(temp, 'site');
  // The site's own files only: the build reads its config, content and static files.
  fs.mkdirSync(copy);
  for (const name of fs.readdirSync(site)) {
    if (name === 'node_modules' || name.startsWith('.') || name === 'dist' || name === 'build') continue;
    fs.cpSync(path.join(site, name), path.join(copy, name), { recursive: true });
  }
  buildSite(copy, path.join(temp, 'with'), '--no-cache');
  let pages = 0;
  for (const name of fs.readdirSync(copy, { recursive: true })) {
    if (!/\.mdx?$/.test(name)) continue;
    const file = path.join(copy, name);
    const source = fs.readFileSync(file, 'utf8');
    const stripped = withoutKeywords(source);
    if (stripped !== source) {
      fs.writeFileSync(file, stripped);
      pages++;
    }
  }
  buildSite(copy, path.join(temp, 'without'), '--no-cache');
  console.log(`search quality with and without the keywords of ${pages} pages (same content otherwise)`);
  const withLines = quality(path.join(temp, 'with'));
  const withoutLines = quality(path.join(temp, 'without'));
  withLines.forEach((line, i) => {
    console.log(`  with    ${line.trim()}`);
    console.log(`  without ${(withoutLines[i] ?? '').trim()}`);
  });
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}
