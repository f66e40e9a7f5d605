// Loading states in a real browser (spec §2.6, §4, §8, §9): the route-change progress bar only
// after 1000 ms, the chunk-loading indicator only after 200 ms, the red box with Retry on a
// failed load. Chunk requests are delayed or aborted with page.route().
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServe, launchBrowser, type BuiltSite } from '../helpers/browser.ts';
import { removeSite } from '../helpers/fixture-site.ts';
import { runtimeSite, saveDataScript } from '../helpers/runtime-site.ts';

const loading = suite('loading states in chromium');
let site: BuiltSite;
let browser: Browser;
let context: BrowserContext;

const startChunk = (url: URL) => url.pathname.startsWith('/assets/pages/docs-guide-start.');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

loading.before(async () => {
  site = await buildAndServe(runtimeSite);
  browser = await launchBrowser();
});
loading.after(async () => {
  await browser?.close();
  await site?.server.close();
  if (site) removeSite(site.dir);
});
loading.before.each(async () => {
  context = await browser.newContext();
  // No prefetching here (2g with data saving), so every chunk request below is a navigation's.
  await context.addInitScript(saveDataScript);
  await context.route(/googletagmanager|chat\.example\.test/, (route) => route.abort());
});
loading.after.each(async () => {
  await context.close();
});

// A string, not a function: tsx would wrap named functions in a helper the page does not have.
const recordRoles = `(() => {
  const seen = (window.seen = {});
  document.addEventListener('click', () => (seen.click ??= performance.now()), true);
  const selectors = { progressbar: '[role="progressbar"]', status: '[role="status"]', loader: '.page-loader', alert: '[role="alert"]' };
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(selectors)) if (!(name in seen) && document.querySelector(selector)) seen[name] = performance.now();
  }).observe(document.body, { childList: true, subtree: true, attributes: true });
})()`;

/** Opens /docs/guide/next and records, with timestamps, every role the page ever shows. */
async function openNext(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${site.server.url}/docs/guide/next`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(recordRoles);
  return page;
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
const h1 = (page: Page) => page.textContent('h1');
const clickStart = (page: Page) => page.click('article a[href="/docs/guide/start#install"]');

loading('should show no progress bar and no loading indicator for a fast navigation', async () => {
  const page = await openNext();
  await clickStart(page);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting started');
  await sleep(300);
  assert.equal(Object.keys(await seen(page)), ['click']);
});

loading('should keep the current page, then show role=progressbar when a navigation takes over 1000 ms', async () => {
  const page = await openNext();
  await page.route(startChunk, async (route: Route) => {
    await sleep(1800);
    await route.continue();
  });
  await clickStart(page);
  const bar = await page.waitForSelector('[role="progressbar"]', { timeout: 10_000 });
  assert.is(await h1(page), 'Next steps', 'the current page stays while the next one loads');
  const shownAfter = (await seen(page)).progressbar! - (await seen(page)).click!;
  assert.ok(shownAfter >= 990, `no progress bar before 1000 ms (it came after ${shownAfter} ms)`);
  assert.is(await bar.getAttribute('aria-valuemin'), '0');
  assert.ok(Number(await bar.getAttribute('aria-valuenow')) >= 8, 'the bar starts at the minimum 0.08');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting started');
  await page.waitForSelector('[role="progressbar"]', { state: 'detached', timeout: 10_000 });
  const times = await seen(page);
  assert.not.ok('status' in times, 'a route change keeps the page: no loading indicator');
  assert.is(new URL(page.url()).pathname, '/docs/guide/start');
});

loading('should warn, render the new route loading state, and show role=status only after 200 ms', async () => {
  const page = await openNext();
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  let calls = 0;
  await page.route(startChunk, async (route: Route) => {
    if (calls++ === 0) return route.abort();
    await sleep(1200);
    await route.continue();
  });
  await clickStart(page);
  await page.waitForSelector('.page-loader');
  assert.is(new URL(page.url()).pathname, '/docs/guide/start', 'the navigation went ahead');
  await page.waitForSelector('[role="status"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting started');
  const times = await seen(page);
  assert.ok(times.status! - times.loader! >= 190, `indicator after ${times.status! - times.loader!} ms, not before 200 ms`);
  assert.not.ok('alert' in times);
  assert.ok(warnings.some((w) => w.includes('could not load /docs/guide/start')), 'a console warning');
  assert.is(await page.$('[role="status"]'), null);
  const animation = await page.evaluate(() => {
    const dot = document.createElement('span');
    dot.className = 'page-loader__dot';
    document.body.append(dot);
    const seconds = parseFloat(getComputedStyle(dot).animationDuration);
    dot.remove();
    return seconds;
  });
  assert.ok(animation >= 1.5 && animation <= 3, `the loader animation cycles in ${animation} s`);
});

loading('should show the error in role=alert with a Retry button that loads the page again', async () => {
  const page = await openNext();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let blocked = true;
  await page.route(startChunk, (route: Route) => (blocked ? route.abort() : route.continue()));
  await clickStart(page);
  const alert = await page.waitForSelector('[role="alert"]');
  assert.match((await alert.textContent()) ?? '', /docs-guide-start/);
  assert.is(await page.$('article h1, main h1'), null, 'the failed route shows no page, only its error');
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting started');
  assert.is(await page.$('[role="alert"]'), null);
  assert.equal(errors, []);
});

loading('should turn a load that takes over 10 s into a timed-out alert, and still show the page if it arrives', async () => {
  const page = await openNext();
  let calls = 0;
  let held: Route | null = null;
  await page.route(startChunk, (route: Route) => {
    if (calls++ === 0) return route.abort();
    held = route;
  });
  await clickStart(page);
  await page.waitForSelector('[role="status"]');
  const alert = await page.waitForSelector('[role="alert"]', { timeout: 12_000 });
  const times = await seen(page);
  assert.ok(times.alert! - times.loader! >= 9_900, `timed out after ${times.alert! - times.loader!} ms`);
  assert.match((await alert.textContent()) ?? '', 'taking too long');
  assert.ok(await page.getByRole('button', { name: 'Retry' }).isVisible());
  await held!.continue();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting started');
  assert.is(await page.$('[role="alert"]'), null);
});

loading.run();
