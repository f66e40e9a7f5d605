// The client router in a real browser (spec §2, §2.6, §8): exact matching with a catch-all,
// /index.html stripped, scrolling, prefetch, recovery from a deploy that changed the chunk
// hashes, and the base-URL banner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serve } from '../../compiler/serve.ts';
import { buildAndServe, launchBrowser, type BuiltSite } from '../helpers/browser.ts';
import { removeSite } from '../helpers/fixture-site.ts';
import { runtimeSite, saveDataScript } from '../helpers/runtime-site.ts';

const router = suite('client router in chromium');
let site: BuiltSite;
let browser: Browser;

router.before(async () => {
  site = await buildAndServe(runtimeSite);
  browser = await launchBrowser();
});
router.after(async () => {
  await browser?.close();
  await site?.server.close();
  if (site) removeSite(site.dir);
});

async function open(url: string, options: { saveData?: boolean; requests?: string[] } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1000, height: 700 } });
  if (options.saveData) await context.addInitScript(saveDataScript);
  // Tells whether the first load pushed or replaced a history entry.
  await context.addInitScript('window.initialHistoryLength = history.length');
  await context.route(/googletagmanager|chat\.example\.test/, (route) => route.abort());
  const page = await context.newPage();
  if (options.requests) page.on('request', (r) => options.requests!.push(new URL(r.url()).pathname));
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  return page;
}
/** Follows a link without scrolling it into view first (page.click would). */
const follow = (page: Page, selector: string) => page.$eval(selector, (a) => (a as HTMLAnchorElement).click());
const close = (page: Page) => page.context().close();
const waitForH1 = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, text);
const notReloaded = async (page: Page) => assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'the page was reloaded');
/** A link outside the React root (so hydration is untouched), placed below everything else. */
const addLink = (page: Page, href: string) =>
  page.evaluate((h) => {
    document.getElementById('added-link')?.remove();
    const a = document.createElement('a');
    a.href = h;
    a.id = 'added-link';
    a.textContent = 'added';
    document.body.append(a);
  }, href);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

router('should strip a trailing /index.html with replaceState, on load and on navigation', async () => {
  const page = await open(`${site.server.url}/docs/guide/start/index.html`);
  assert.is(new URL(page.url()).pathname, '/docs/guide/start');
  assert.is(await page.evaluate(() => history.length - (window as unknown as { initialHistoryLength: number }).initialHistoryLength), 0, 'replaced, not pushed');
  await addLink(page, '/docs/guide/next/index.html');
  await page.click('#added-link');
  await waitForH1(page, 'Next steps');
  assert.is(new URL(page.url()).pathname, '/docs/guide/next');
  assert.is(await page.textContent('[aria-live="polite"].route-announcer'), 'Next steps | Fixture Docs', 'the new page is announced');
  await notReloaded(page);
  await close(page);
});

router('should match routes exactly and render the not-found page for an unknown path', async () => {
  const page = await open(`${site.server.url}/docs/guide/next`);
  await addLink(page, '/docs/guide/nope');
  await page.click('#added-link');
  await waitForH1(page, 'Page not found');
  assert.is(new URL(page.url()).pathname, '/docs/guide/nope');
  await notReloaded(page);
  await close(page);
});

router('should scroll to the top, to the hash target, and back to the saved position', async () => {
  const page = await open(`${site.server.url}/docs/guide/long`);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForFunction(() => window.scrollY === 1500);
  await addLink(page, '/docs/guide/next');
  await follow(page, '#added-link');
  await waitForH1(page, 'Next steps');
  assert.is(await scrollY(page), 0, 'a route change without a hash scrolls to the top');
  await page.goBack();
  await waitForH1(page, 'A long page');
  await page.waitForFunction(() => window.scrollY === 1500, undefined, { timeout: 10_000 });
  await page.goForward();
  await waitForH1(page, 'Next steps');
  await addLink(page, '/docs/guide/long#far');
  await page.click('#added-link');
  await waitForH1(page, 'A long page');
  const [top, margin] = await page.evaluate(() => {
    const far = document.getElementById('far')!;
    return [far.getBoundingClientRect().top, parseFloat(getComputedStyle(far).scrollMarginTop) || 0];
  });
  assert.ok(Math.abs(top - margin) < 5, `the hash target is at the top (${top} px, scroll margin ${margin} px)`);
  assert.ok((await scrollY(page)) > 1000);
  await notReloaded(page);
  await close(page);
});

router('should prefetch the chunks of links in view and of a hovered link', async () => {
  const requested: string[] = [];
  const page = await open(`${site.server.url}/docs/guide/long`, { requests: requested });
  // The sidebar is in view: its links' chunks come ahead (the current page's is not fetched twice).
  for (let i = 0; i < 100 && !requested.some((p) => p.startsWith('/assets/pages/docs-guide-next.')); i++) await sleep(100);
  assert.ok(requested.some((p) => p.startsWith('/assets/pages/docs-guide-next.')), `in view: ${requested.join(' ')}`);
  assert.is(requested.filter((p) => p.startsWith('/assets/pages/docs-guide-long.')).length, 1);
  await addLink(page, '/about');
  await sleep(300);
  assert.not.ok(requested.some((p) => p.startsWith('/assets/pages/about.')), 'a link out of view is not prefetched');
  await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/assets/pages/about.'), { timeout: 10_000 }),
    page.dispatchEvent('#added-link', 'mouseover'),
  ]);
  assert.ok(await page.$('link[rel="prefetch"]'), 'through <link rel="prefetch">');
  await close(page);
});

router('should prefetch nothing on a 2g connection with data saving on', async () => {
  const requested: string[] = [];
  const page = await open(`${site.server.url}/docs/guide/long`, { saveData: true, requests: requested });
  const firstLoad = requested.length;
  await addLink(page, '/about');
  await page.dispatchEvent('#added-link', 'mouseover');
  await page.dispatchEvent('a[href="/docs/guide/next"]', 'mouseover');
  await sleep(500);
  assert.equal(requested.slice(firstLoad).filter((p) => p.startsWith('/assets/pages/')), []);
  assert.is(requested.filter((p) => p.startsWith('/assets/pages/')).length, 1, "only the page's own chunk");
  assert.is(await page.$('link[rel="prefetch"]'), null);
  await close(page);
});

router('should recover from a deploy that changed chunk hashes through a fresh route table', async () => {
  const deployed = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-deploy-'));
  fs.cpSync(site.build, deployed, { recursive: true });
  // Watch-mode serving looks files up per request, so it sees the "deploy" below.
  const server = await serve({ dir: deployed, port: 0, dev: true });
  try {
    const page = await open(`${server.url}/docs/guide/next`);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    redeploy(deployed, '/docs/guide/start');
    await page.click('article a[href="/docs/guide/start#install"]');
    await waitForH1(page, 'Getting started');
    assert.ok(requested.includes('/assets/routes.f0f0f0f0f0.json'), 'the fresh route table was loaded');
    assert.ok(requested.includes('/assets/pages/docs-guide-start.f0f0f0f0f0.js'), 'the new chunk was loaded');
    assert.is(await page.$('[role="alert"]'), null);
    await notReloaded(page);
    await close(page);
  } finally {
    await server.close();
    fs.rmSync(deployed, { recursive: true, force: true });
  }
});

/** Renames a route's chunk and the route table, as a deploy with new hashes would. */
function redeploy(dir: string, route: string): void {
  const oldTable = fs.readdirSync(path.join(dir, 'assets')).find((f) => /^routes\.\w+\.json$/.test(f))!;
  const table = JSON.parse(fs.readFileSync(path.join(dir, 'assets', oldTable), 'utf8')) as { routes: Record<string, { chunk: string }> };
  const oldChunk = table.routes[route]!.chunk;
  const newChunk = oldChunk.replace(/\.\w+\.js$/, '.f0f0f0f0f0.js');
  fs.renameSync(path.join(dir, oldChunk), path.join(dir, newChunk));
  table.routes[route]!.chunk = newChunk;
  fs.writeFileSync(path.join(dir, 'assets', 'routes.f0f0f0f0f0.json'), JSON.stringify(table));
  fs.rmSync(path.join(dir, 'assets', oldTable));
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const file = path.join(dir, entry);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(oldTable, 'routes.f0f0f0f0f0.json').replaceAll(oldChunk, newChunk));
  }
}

router('should show the base-URL banner on the home path when served under another base URL', async () => {
  const wrap = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-base-'));
  fs.cpSync(site.build, path.join(wrap, 'sub'), { recursive: true });
  const server = await serve({ dir: wrap, port: 0 });
  const context = await browser.newContext();
  await context.route(/googletagmanager|chat\.example\.test/, (route) => route.abort());
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/sub/`);
    const banner = await page.waitForSelector('#__sfp_base_url_issue');
    const text = (await banner.textContent()) ?? '';
    assert.match(text, 'did not load properly');
    assert.match(text, 'baseUrl: "/sub/"');
    await page.goto(`${server.url}/sub/docs/guide/start`);
    await sleep(300);
    assert.is(await page.$('#__sfp_base_url_issue'), null, 'on the home path only');
    await page.goto(`${site.server.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    assert.is(await page.$('#__sfp_base_url_issue'), null, 'no banner when the base URL is right');
  } finally {
    await context.close();
    await server.close();
    fs.rmSync(wrap, { recursive: true, force: true });
  }
});

router.run();
