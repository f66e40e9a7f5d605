#!/usr/bin/env node
// Runtime weight and speed budget (issue 3): builds the real site (or takes a built folder),
// serves it, opens a doc page in Chromium and prints gzip sizes of everything its first load
// fetches, page chunk sizes over all pages, and the median of 20 client-side route changes.
// Targets: first-load JS <= 90 KB gzip, CSS <= 25 KB, page chunk <= 8 KB, route change <= 50 ms.
// Usage: node bench/runtime-budget.mjs [builtDir]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium, kb, median, realSiteBuild, serveBuild } from './lib/real-site.mjs';

const docPage = '/docs/getting-started/env-setup/development-env';
const routeChanges = 20;

const { dir, cleanup } = realSiteBuild(process.argv[2], 'budget');

const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length;

const server = await serveBuild(dir);
const origin = server.origin;
const browser = await launchChromium();
try {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  // First load only: no prefetching of the links in view (2g with data saving).
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '2g', saveData: true }) });
  });
  const page = await context.newPage();
  const fetched = [];
  page.on('requestfinished', (r) => {
    const url = new URL(r.url());
    if (url.host === new URL(origin).host) fetched.push(decodeURIComponent(url.pathname).slice(1));
  });
  await page.goto(`${origin}${docPage}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));

  const kinds = { runtime: [], chunk: [], routeTable: [], sidebar: [], css: [] };
  for (const file of fetched) {
    if (file.startsWith('assets/pages/')) kinds.chunk.push(file);
    else if (/^assets\/routes\./.test(file)) kinds.routeTable.push(file);
    else if (/^assets\/sidebar-/.test(file)) kinds.sidebar.push(file);
    else if (file.endsWith('.css')) kinds.css.push(file);
    else if (file.endsWith('.js')) kinds.runtime.push(file);
  }
  const sum = (files) => files.reduce((n, f) => n + gzip(f), 0);
  const js = sum(kinds.runtime) + sum(kinds.chunk);
  console.log(`first load of ${docPage} (gzip -9):`);
  console.log(`  JavaScript      ${kb(js).padStart(9)}  (runtime + shared chunks ${kb(sum(kinds.runtime))} in ${kinds.runtime.length} files, page chunk ${kb(sum(kinds.chunk))})  target <= 90 KB`);
  for (const file of kinds.runtime) console.log(`    ${file.padEnd(34)} ${kb(gzip(file)).padStart(9)}`);
  console.log(`  route table     ${kb(sum(kinds.routeTable)).padStart(9)}`);
  console.log(`  sidebar JSON    ${kb(sum(kinds.sidebar)).padStart(9)}`);
  console.log(`  CSS             ${kb(sum(kinds.css)).padStart(9)}  target <= 25 KB`);
  const chunks = fs.readdirSync(path.join(dir, 'assets', 'pages')).map((f) => gzip(path.join('assets', 'pages', f)));
  console.log(`page chunks (${chunks.length}): median ${kb(median(chunks))}, max ${kb(Math.max(...chunks))}  target <= 8 KB`);

  // Route changes: links to doc pages of the current version, added below the page so nothing
  // prefetches them; the clock stops when the new h1 is in the document.
  const targets = await page.evaluate(async () => {
    const boot = JSON.parse(document.getElementById('__sfp_boot').textContent);
    const table = await (await fetch(boot.routeTable)).json();
    const base = table.config.baseUrl.replace(/\/$/, '');
    return Object.entries(table.routes).filter(([key, entry]) => entry.v === '2.5' && key !== '/docs').map(([key]) => base + key);
  });
  // A second visit with prefetching on, as readers have it.
  const reader = await browser.newContext();
  await reader.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const readerPage = await reader.newPage();
  await readerPage.goto(`${origin}${docPage}`, { waitUntil: 'networkidle' });
  await readerPage.waitForSelector('html[data-hydrated="true"]');
  for (const prefetched of [false, true]) {
    const times = [];
    for (const href of targets.filter((h) => h !== docPage).slice(prefetched ? routeChanges : 0, (prefetched ? 2 : 1) * routeChanges)) {
      times.push(await readerPage.evaluate(changeRoute, { target: href, prefetched }));
    }
    const how = prefetched ? 'chunk prefetched on hover 300 ms before the click' : 'chunk not prefetched';
    console.log(`client-side route change to a new h1 (${times.length} changes, ${how}): median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms  target <= 50 ms`);
  }
  // Timings mean little on a busy machine: say how busy it was.
  console.log(`machine load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
} finally {
  await browser.close();
  server.stop();
  cleanup();
}

/** In the page: follows a link to target and resolves with the ms until its h1 is in the DOM. */
function changeRoute({ target, prefetched }) {
  return new Promise((done) => {
    const before = document.querySelector('h1')?.textContent;
    const link = Object.assign(document.createElement('a'), { href: target, textContent: 'bench' });
    document.body.append(link);
    const go = () => {
      const started = performance.now();
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('h1');
        if (h1 && h1.textContent !== before && location.pathname === target) {
          observer.disconnect();
          link.remove();
          done(performance.now() - started);
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      link.click();
    };
    if (!prefetched) return go();
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    setTimeout(go, 300);
  });
}

