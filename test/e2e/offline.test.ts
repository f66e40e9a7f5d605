// Offline mode in a real browser: the service worker takes control and every page reads offline;
// after a rebuild with changed content, a prompt with Refresh (offline mode on) or a silent update
// (off); the appinstalled and beforeinstallprompt flows. The site is served from 127.0.0.1 (a
// secure origin), in dev mode so a rebuild into the same folder is served at once.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serve, type Server } from '../../compiler/serve.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { makeSite, removeSite, runCli, writeFiles } from '../helpers/fixture-site.ts';
import { searchSite } from '../helpers/search-site.ts';

const e2e = suite('offline mode in chromium');
let dir = '';
let server: Server;
let browser: Browser;

function build(): void {
  const result = runCli(['build', dir]);
  if (result.status !== 0) throw new Error(result.stderr || result.stdout);
}

/** Changes one page, as a writer would between two deploys. */
function rebuildWith(text: string): void {
  writeFiles(dir, { 'content/2.5/guide/softkeys.md': `---\ntitle: Softkeys\n---\n\n${text}\n` });
  build();
}

e2e.before(async () => {
  dir = makeSite(searchSite);
  build();
  server = await serve({ dir: path.join(dir, 'build'), port: 0, dev: true });
});
// A browser of its own for each test: these tests take service workers through offline and
// update cycles, and once (in CI) Chromium died between two of them, failing every later test.
e2e.before.each(async () => {
  browser = await launchBrowser();
});
e2e.after.each(async () => {
  await browser?.close().catch(() => {});
});
e2e.after(async () => {
  await server?.close();
  removeSite(dir);
});

async function visit(context: BrowserContext, route: string, page?: Page): Promise<Page> {
  const p = page ?? (await context.newPage());
  await p.goto(`${server.url}${route}`);
  await p.waitForSelector('html[data-hydrated="true"]');
  return p;
}

/** A new browser context on `route`, once a worker registered with `offlineMode` controls it. */
async function controlledPage(route: string, offlineMode: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await visit(context, route);
  await controlledWith(page, offlineMode);
  return { context, page };
}

/** Resolves once a worker registered with these params controls the page. */
function controlledWith(page: Page, offlineMode: boolean): Promise<unknown> {
  return page.waitForFunction((on) => {
    const url = navigator.serviceWorker.controller?.scriptURL;
    if (!url) return false;
    const params = JSON.parse(new URL(url).searchParams.get('params') ?? '{}') as { offlineMode?: boolean; debug?: boolean };
    return new URL(url).pathname === '/sw.js' && params.offlineMode === on && typeof params.debug === 'boolean';
  }, offlineMode);
}

const updateWorker = (page: Page) => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

e2e('should read every page offline once offline mode is on and the worker controls the page', async () => {
  const { context, page } = await controlledPage('/docs/?offlineMode=true', true);
  for (const route of ['/docs/guide/start', '/docs/guide/next', '/docs/guide/battery', '/docs/v3/guide/start', '/blog']) await visit(context, `${route}?offlineMode=true`, page);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await page.textContent('main h1'), 'Blog');
  // Never opened, still there: every route is precached.
  await visit(context, '/docs/guide/softkeys', page);
  assert.is(await page.textContent('main h1'), 'Softkeys');
  assert.ok((await page.textContent('article'))!.includes('left softkey'));
  // Search works offline, down to the section: its index is precached too.
  await page.click('header input[type="search"]');
  await page.keyboard.type('chargingchange');
  await page.waitForSelector('#navbar-search-results [role="option"]');
  assert.is(await page.getAttribute('#navbar-search-results [role="option"] >> nth=0', 'href'), '/docs/guide/battery#charging');
  // An unknown path shows the not-found page instead of the browser's offline error.
  await page.goto(`${server.url}/docs/nowhere`);
  assert.is(await page.textContent('main h1'), 'Page not found');
  await context.setOffline(false);
  await context.close();
});

e2e('should offer a Refresh after a rebuild with changed content when offline mode is on', async () => {
  const { context, page } = await controlledPage('/docs/guide/softkeys?offlineMode=true', true);
  rebuildWith('Softkeys, second edition.');
  await updateWorker(page);
  const refresh = page.getByRole('alert').getByRole('button', { name: 'Refresh' });
  await refresh.waitFor();
  // Until the reader confirms, the old precache still answers.
  assert.ok((await page.textContent('article'))!.includes('left softkey'));
  await Promise.all([page.waitForEvent('load'), refresh.click()]);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.ok((await page.textContent('article'))!.includes('second edition'));
  await context.close();
});

e2e('should update silently when offline mode is off', async () => {
  const { context, page } = await controlledPage('/docs/guide/softkeys', false);
  await page.evaluate(() => {
    (window as unknown as { changes: number }).changes = 0;
    navigator.serviceWorker.addEventListener('controllerchange', () => (window as unknown as { changes: number }).changes++);
  });
  rebuildWith('Softkeys, third edition.');
  await updateWorker(page);
  await page.waitForFunction(() => (window as unknown as { changes: number }).changes === 1);
  assert.is(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null)), null);
  assert.is(await page.getByRole('button', { name: 'Refresh' }).count(), 0);
  // Nothing is served from a cache when offline mode is off: a reload shows the new text.
  await page.reload();
  assert.ok((await page.textContent('article'))!.includes('third edition'));
  await context.close();
});

e2e('should bring a reader whose worker is two deploys old to the newest site, with no blank page and no stale cache', async () => {
  const { context, page } = await controlledPage('/docs/guide/softkeys?offlineMode=true', true);
  // Two deploys while the reader keeps the old page open; each removes the previous hashed files.
  rebuildWith('Softkeys, fourth edition.');
  rebuildWith('Softkeys, fifth edition.');
  // Still on the old worker: a client-side navigation is answered from its precache, never blank.
  // (With the query string kept: offline mode holds only while it is in the address.)
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/docs/guide/start?offlineMode=true', textContent: 'start' });
    document.querySelector('main')!.append(link);
    link.click();
  });
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Getting started');
  assert.is(await page.getByRole('alert').filter({ hasText: 'Retry' }).count(), 0);
  await updateWorker(page);
  const refresh = page.getByRole('alert').getByRole('button', { name: 'Refresh' });
  await refresh.waitFor();
  await Promise.all([page.waitForEvent('load'), refresh.click()]);
  await page.waitForSelector('html[data-hydrated="true"]');
  await visit(context, '/docs/guide/softkeys?offlineMode=true', page);
  await controlledWith(page, true);
  assert.ok((await page.textContent('article'))!.includes('fifth edition'));
  // The new worker dropped what the old deploys cached: every cached URL still exists on the server.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  assert.ok(cached.length > 10, `precache holds ${cached.length} entries`);
  const stale: string[] = [];
  for (const url of cached) {
    const clean = new URL(url);
    clean.searchParams.delete('__WB_REVISION__');
    if ((await fetch(clean, { method: 'HEAD' })).status !== 200) stale.push(clean.pathname);
  }
  assert.equal(stale, [], 'entries of old deploys are still cached');
  await context.close();
});

e2e('should turn offline mode on when the app is installed, and off at the next install prompt', async () => {
  const { context, page } = await controlledPage('/docs/', false);
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))]);
  assert.is(await page.evaluate(() => localStorage.getItem('sfpdocs.pwa.appInstalled')), 'true');
  await controlledWith(page, true);
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt')))]);
  assert.is(await page.evaluate(() => localStorage.getItem('sfpdocs.pwa.appInstalled')), null);
  await controlledWith(page, false);
  await context.close();
});

e2e.run();
