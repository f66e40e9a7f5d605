#!/usr/bin/env node
// Phone budget (issue 10): a doc page at 240×320 the way the SFP 2.5 browser (Gecko 48, no ES
// modules) gets it: the prerendered HTML, the CSS and the ES5 `nomodule` script only. Chromium runs
// modules, so a copy of the page (in a copy of the build) drops its module script and `nomodule`
// attribute and is served as a plain file, with nothing intercepted on the way. Prints the
// script bytes, first contentful paint and cumulative layout shift (PerformanceObserver), as the
// median of several loads, unthrottled and on an emulated slow phone; the React runtime at the
// same size is printed beside it for comparison.
// Targets: legacy script <= 15 KB, readable text at first paint, CLS 0.
// Usage: node bench/phone-budget.mjs [builtDir] [route]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium, kb, median, realSiteBuild, serveBuild } from './lib/real-site.mjs';

const docPage = process.argv[3] ?? '/docs/getting-started/env-setup/development-env';
const loads = 5;
/** A low-end phone: CPU 6× slower than this machine, 1.6 Mbps down, 150 ms round trip. */
const slowPhone = { cpu: 6, network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } };

const { dir, cleanup } = realSiteBuild(process.argv[2], 'phone');

// The legacy variant of the page sits beside it in a copy of the build, served like any page.
const served = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-phone-served-'));
fs.cpSync(dir, served, { recursive: true });
const legacyPage = `${docPage.replace(/\/$/, '')}/legacy-only`;
const pageHtml = fs.readFileSync(path.join(dir, docPage.replace(/^\//, ''), 'index.html'), 'utf8');
const legacyHtml = pageHtml.replace(/<script type="module"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '').replace(/<script nomodule /g, '<script ');
fs.mkdirSync(path.join(served, legacyPage.replace(/^\//, '')), { recursive: true });
fs.writeFileSync(path.join(served, legacyPage.replace(/^\//, ''), 'index.html'), legacyHtml);
// The baseline: the same page with no script at all (HTML and CSS only).
const barePage = `${docPage.replace(/\/$/, '')}/no-script`;
fs.mkdirSync(path.join(served, barePage.replace(/^\//, '')), { recursive: true });
fs.writeFileSync(path.join(served, barePage.replace(/^\//, ''), 'index.html'), legacyHtml.replace(/<script src="[^"]*legacy[^"]*" defer><\/script>/, ''));

const server = await serveBuild(served);
const origin = server.origin;
const browser = await launchChromium();
try {
  const legacyFile = pageHtml.match(/<script nomodule src="\/?([^"]+)"/)?.[1];
  if (!legacyFile) throw new Error(`${docPage} has no nomodule script`);
  const legacyBytes = fs.statSync(path.join(dir, legacyFile)).size;
  const legacyGzip = zlib.gzipSync(fs.readFileSync(path.join(dir, legacyFile)), { level: 9 }).length;
  console.log(`${docPage} at 240×320, median of ${loads} loads`);
  console.log(`legacy script ${legacyFile}: ${kb(legacyBytes)} (${kb(legacyGzip)} gzip)  target <= 15 KB`);

  for (const [label, throttle] of [['unthrottled', null], ['slow phone (CPU 6×, 1.6 Mbps, 150 ms RTT)', slowPhone]]) {
    for (const mode of ['none', 'legacy', 'runtime']) {
      const runs = [];
      for (let i = 0; i < loads; i++) runs.push(await measure(mode, throttle));
      const script = runs[0].scriptBytes;
      console.log(
        `  ${label.padEnd(42)} ${{ none: 'no script', legacy: 'legacy', runtime: 'runtime' }[mode].padEnd(9)}  script fetched ${kb(script).padStart(8)}  FCP ${median(runs.map((r) => r.fcp)).toFixed(0).padStart(5)} ms  ` +
          `CLS ${Math.max(...runs.map((r) => r.cls)).toFixed(4)} (worst)  softkeys ready ${mode === 'none' ? '    —' : median(runs.map((r) => r.ready)).toFixed(0).padStart(5)} ms  text at FCP: ${runs.every((r) => r.textAtFcp) ? 'yes' : 'no'}`,
      );
    }
  }
} finally {
  await browser.close();
  server.stop();
  fs.rmSync(served, { recursive: true, force: true });
  cleanup();
}

async function measure(mode, throttle) {
  const context = await browser.newContext({ viewport: { width: 240, height: 320 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await context.addInitScript(() => {
    window.__phoneBench = { cls: 0, fcp: null, textAtFcp: false, ready: null };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.sfp-softkeys')) return;
      window.__phoneBench.ready = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__phoneBench.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name !== 'first-contentful-paint') continue;
        window.__phoneBench.fcp = entry.startTime;
        // Readable text at first paint: the article's heading is already laid out on screen.
        const h1 = document.querySelector('main h1');
        const box = h1?.getBoundingClientRect();
        window.__phoneBench.textAtFcp = !!box && box.height > 0 && box.top < innerHeight;
      }
    }).observe({ type: 'paint', buffered: true });
  });
  const page = await context.newPage();
  let scriptBytes = 0;
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script' || !request.url().startsWith(origin)) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) scriptBytes += sizes.responseBodySize;
  });
  const cdp = await context.newCDPSession(page);
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', throttle.network);
  }
  await page.goto(origin + { none: barePage, legacy: legacyPage, runtime: docPage }[mode], { waitUntil: 'load' });
  if (mode !== 'none') await page.waitForSelector('.sfp-softkeys');
  // Let late work (hydration, lazy chunks) finish so any shift it causes is counted.
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => window.__phoneBench);
  await context.close();
  return { ...result, scriptBytes };
}

