#!/usr/bin/env node
// What more locales cost: the same site built with 1 locale and with 3, in paired, interleaved
// cold runs (--no-cache --no-precompress), CPU-seconds of the whole process tree by GNU time, and
// the ratio of the medians. The site is the SFP site (this repository's site.config.ts, content/
// and static/) copied to a temporary folder with `i18n.locales: ['en', 'fr', 'ja']`, every docs
// page and blog post translated: its prose lines changed (so each translation is a file of its
// own, compiled on its own), its code blocks as they are, as translators leave them. With --cli,
// another checkout's bin/sfpdocs.js builds it too, in the same rounds (before and after a change).
// Not a test: it prints figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { timedRun } from './lib/docusaurus-build.mjs';

const usage = `usage: node bench/locale-cost.mjs [--runs N] [--cli OTHER_BIN_SFPDOCS_JS]

  --runs N   rounds (default 3); each round builds with 1 locale and with 3, per CLI
  --cli FILE another sfpdocs (bin/sfpdocs.js of another checkout) measured in the same rounds`;

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(usage);
  process.exit(0);
}
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(option('--runs', '3'));
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clis = { this: path.join(repo, 'bin', 'sfpdocs.js'), ...(option('--cli') ? { other: path.resolve(option('--cli')) } : {}) };
const locales = ['fr', 'ja'];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-locale-cost-'));
const site = path.join(work, 'site');
try {
  makeSite();
  const results = {};
  for (let round = 0; round < runs; round++) {
    for (const [name, cli] of Object.entries(clis)) {
      for (const [kind, only] of [['1 locale', ['--locale', 'en']], ['3 locales', []]]) {
        const out = path.join(work, 'out');
        const result = timedRun([process.execPath, cli, 'build', site, '--out-dir', out, '--no-cache', '--no-precompress', ...only]);
        if (result.status !== 0) {
          console.error(result.output.slice(-3000));
          throw new Error(`the build (${name}, ${kind}) failed`);
        }
        const summary = result.output.split('\n').find((line) => line.startsWith('built ')) ?? '';
        console.log(`round ${round + 1} ${name} ${kind}: CPU ${result.cpu.toFixed(2)} s, wall ${result.wall.toFixed(2)} s  (${summary.replace(/ in [\d.]+ s.*$/, '')})`);
        ((results[name] ??= {})[kind] ??= []).push(result);
        fs.rmSync(out, { recursive: true, force: true });
      }
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  console.log(`\nmedians of ${runs} round${runs > 1 ? 's' : ''} (CPU-seconds of the process tree):`);
  for (const [name, kinds] of Object.entries(results)) {
    const one = median(kinds['1 locale'].map((r) => r.cpu));
    const three = median(kinds['3 locales'].map((r) => r.cpu));
    console.log(`  ${name === 'this' ? clis.this : clis.other}: 1 locale ${one.toFixed(2)} s, 3 locales ${three.toFixed(2)} s, ratio ${(three / one).toFixed(2)}`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

/** The SFP site in 3 locales, its docs and blog translated (prose changed, code kept). */
function makeSite() {
  for (const entry of ['site.config.ts', 'content', 'static']) fs.cpSync(path.join(repo, entry), path.join(site, entry), { recursive: true });
  const configFile = path.join(site, 'site.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  if (!config.includes('export default defineConfig({')) throw new Error('site.config.ts no longer starts its config with `export default defineConfig({`: update bench/locale-cost.mjs');
  fs.writeFileSync(configFile, config.replace('export default defineConfig({', `export default defineConfig({\n  i18n: { defaultLocale: 'en', locales: ['en', ${locales.map((l) => `'${l}'`).join(', ')}] },`));
  const content = path.join(site, 'content');
  for (const top of fs.readdirSync(content)) {
    if (top === 'pages') continue;
    const folder = top === 'blog' ? 'docusaurus-plugin-content-blog' : `docusaurus-plugin-content-docs/${top}`;
    for (const rel of fs.readdirSync(path.join(content, top), { recursive: true })) {
      if (!/\.mdx?$/.test(rel)) continue;
      const text = fs.readFileSync(path.join(content, top, rel), 'utf8');
      for (const locale of locales) {
        const to = path.join(content, 'i18n', locale, folder, rel);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.writeFileSync(to, translate(text, locale));
      }
    }
  }
}

/** Every line of plain prose (outside front matter and code fences) ends in a word of the locale. */
function translate(text, locale) {
  let fence = null;
  let frontMatter = false;
  return text
    .split('\n')
    .map((line, i) => {
      if (i === 0 && line === '---') return (frontMatter = true), line;
      if (frontMatter) return line === '---' && (frontMatter = false), line;
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || marker.startsWith(fence))) return (fence = fence ? null : marker[0].repeat(marker.length)), line;
      if (fence || !/^[A-Za-z]/.test(line) || !/[.:]$/.test(line)) return line;
      return `${line} (${locale})`;
    })
    .join('\n');
}
