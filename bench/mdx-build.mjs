#!/usr/bin/env node
// MDX cost (issue 19): the shared corpus built as markdown, and the same pages as MDX with a
// <Tabs> block on every page (so every page is a component page: compiled to JavaScript, bundled,
// rendered on the server and hydrated). Builds both cold, in turn, R times, and prints the
// medians and the MDX/markdown ratio (target <= 1.5x); then opens a page of the MDX build in
// Chromium and prints the JavaScript its first load fetches (gzip) against a page without
// components (target: <= 6 KB more).
// Usage: node bench/mdx-build.mjs [N] [--runs R] [--keep]   (default 330 pages, 3 runs)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { corpusGenerator } from './lib/corpus.mjs';
import { launchChromium, kb, median, root, serveBuild } from './lib/real-site.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;
const n = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--runs') ?? 330);
const generator = corpusGenerator;
const cli = path.join(root, 'bin/sfpdocs.js');
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-mdx-bench-'));
const mdSite = path.join(temp, 'md');
const mdxSite = path.join(temp, 'mdx');
spawnSync(process.execPath, [generator, path.join(mdSite, 'content'), String(n)], { stdio: 'ignore' });

const tabs = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  '',
].join('\n');
const tabsBlock = ['', '<Tabs groupId="os">', '<TabItem value="linux" label="Linux">', '', 'Run `make`.', '', '</TabItem>', '<TabItem value="mac" label="macOS">', '', 'Run `brew install`.', '', '</TabItem>', '</Tabs>', ''].join('\n');

// The MDX twin: docs renamed to .mdx, links to them renamed too, imports after the front matter.
// Blog posts stay markdown (the blog is not what this measures).
let converted = 0;
for (const entry of fs.readdirSync(mdSite, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const from = path.join(entry.parentPath, entry.name);
  const relative = path.relative(mdSite, from);
  const inDocs = relative.split(path.sep)[1] !== 'blog' && relative.startsWith('content');
  let text = fs.readFileSync(from);
  let target = path.join(mdxSite, relative);
  if (inDocs && entry.name.endsWith('.md')) {
    let source = text.toString('utf8').replace(/(\]\((?!https?:)[^)#\s]*?)\.md([#)])/g, '$1.mdx$2');
    const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(source)?.[0] ?? '';
    source = frontMatter + tabs + source.slice(frontMatter.length) + tabsBlock;
    text = Buffer.from(source);
    target = target.replace(/\.md$/, '.mdx');
    converted++;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
}

const results = { md: [], mdx: [] };
for (let r = 0; r < runs; r++) {
  for (const [label, site] of [['md', mdSite], ['mdx', mdxSite]]) {
    const out = path.join(temp, `${label}-build`);
    fs.rmSync(out, { recursive: true, force: true });
    const run = spawnSync('/usr/bin/time', ['-f', '%e %M %U %S', process.execPath, cli, 'build', site, '--no-cache', '--out-dir', out], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
    if (run.status !== 0) {
      console.error(`${label} build failed:\n${run.stdout}\n${run.stderr.slice(-4000)}`);
      process.exit(1);
    }
    const [seconds, peakKb, user, system] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
    results[label].push({ seconds, cpu: user + system, peakMb: peakKb / 1024, pages: Number(/built (\d+) pages/.exec(run.stdout)?.[1] ?? 0) });
    console.log(`run ${r + 1} ${label.padEnd(3)}  wall ${seconds.toFixed(2)} s  cpu ${(user + system).toFixed(2)} s  peak RSS ${(peakKb / 1024).toFixed(0)} MB  load ${os.loadavg()[0].toFixed(2)}`);
  }
}
const med = (label, key) => median(results[label].map((r) => r[key]));
console.log(`\n${n}-page corpus, ${converted} pages as MDX with <Tabs>, ${runs} cold builds each, in turn (median):`);
console.log('| build | pages | wall s | CPU s | peak RSS |');
console.log('|---|---:|---:|---:|---:|');
for (const label of ['md', 'mdx']) console.log(`| ${label === 'md' ? 'markdown' : 'MDX + Tabs'} | ${results[label][0].pages} | ${med(label, 'seconds').toFixed(2)} | ${med(label, 'cpu').toFixed(2)} | ${med(label, 'peakMb').toFixed(0)} MB |`);
const ratios = results.md.map((md, i) => results.mdx[i].seconds / md.seconds);
console.log(`MDX / markdown wall time: ${median(ratios).toFixed(2)}x (pairs: ${ratios.map((x) => x.toFixed(2)).join(', ')}); target <= 1.5x`);

// First-load JavaScript: a page with Tabs (MDX build) against the same page without (markdown build).
const firstLoadJs = async (dir, route) => {
  const server = await serveBuild(dir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(server.origin + route, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const script of scripts) {
      const file = path.join(dir, decodeURIComponent(script));
      if (fs.existsSync(file)) bytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    }
    return { bytes, count: scripts.size };
  } finally {
    await browser.close();
    server.stop();
  }
};
// A doc page two folders down (a page, not a version's or a folder's index) that both builds have.
const sample = fs.readdirSync(path.join(temp, 'md-build', 'docs'), { recursive: true }).sort().find((f) => /^[^/]+\/[^/]+\/[^/]+\/index\.html$/.test(f) && fs.existsSync(path.join(temp, 'mdx-build', 'docs', f)));
const route = sample ? `/docs/${path.dirname(sample)}` : null;
if (route) {
  const plain = await firstLoadJs(path.join(temp, 'md-build'), route);
  const withTabs = await firstLoadJs(path.join(temp, 'mdx-build'), route);
  console.log(`\nfirst-load JS of ${route}: markdown ${kb(plain.bytes)} gzip (${plain.count} scripts), MDX with Tabs ${kb(withTabs.bytes)} gzip (${withTabs.count} scripts): +${kb(withTabs.bytes - plain.bytes)}; target <= +6 KB`);
}
if (args.includes('--keep')) console.log(`kept ${temp}`);
else fs.rmSync(temp, { recursive: true, force: true });
