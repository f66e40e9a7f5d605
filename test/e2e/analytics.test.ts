// Browser-side services in a real browser (spec §7, INTERFACE.md "In the browser"): gtag page
// views through window.dataLayer, and the chatbot frame loaded only when first opened.
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServe, launchBrowser, type BuiltSite } from '../helpers/browser.ts';
import { removeSite } from '../helpers/fixture-site.ts';
import { runtimeSite } from '../helpers/runtime-site.ts';

let site: BuiltSite;
let browser: Browser;
const setUp = async () => {
  site = await buildAndServe(runtimeSite);
  browser = await launchBrowser();
};

/** The dataLayer as arrays (the snippet pushes Arguments objects), without the 'js' date. */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((args) => Array.from(args)).filter((a) => a[0] !== 'js'));
const pageViews = async (page: Page) => (await dataLayer(page)).filter((a) => a[0] === 'event' && a[1] === 'page_view').map((a) => a[2] as Record<string, string>);
const waitForH1 = (page: Page, text: string) => page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, text);

// ---

const analytics = suite('gtag analytics in chromium');
analytics.before(setUp);

analytics('should configure gtag once and send a page view for the first page and every route change, none for a hash change', async () => {
  const context = await browser.newContext();
  const tagRequests: string[] = [];
  // The tag script cannot load: as when a blocker or the network stops it.
  await context.route(/googletagmanager/, (route) => {
    tagRequests.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.server.url}/docs/guide/next`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const config = (await dataLayer(page)).filter((a) => a[0] === 'config');
  assert.equal(config, [['config', 'G-FIXTURE01', { send_page_view: false }]]);
  assert.equal(await pageViews(page), [
    { page_title: 'Next steps | Fixture Docs', page_location: `${site.server.url}/docs/guide/next`, page_path: '/docs/guide/next', docs_version: '2.5' },
  ]);
  assert.equal(tagRequests, ['https://www.googletagmanager.com/gtag/js?id=G-FIXTURE01']);

  await page.click('article a[href="/docs/guide/start#install"]');
  await waitForH1(page, 'Getting started');
  let views = await pageViews(page);
  assert.is(views.length, 2);
  assert.equal(views[1], {
    page_title: 'Getting started | Fixture Docs',
    page_location: `${site.server.url}/docs/guide/start#install`,
    page_path: '/docs/guide/start',
    docs_version: '2.5',
  });

  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { href: '#elsewhere', id: 'hash-link', textContent: 'hash' });
    document.body.append(a);
  });
  await page.click('#hash-link');
  await page.waitForFunction(() => location.hash === '#elsewhere');
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#install');
  await page.waitForTimeout(200);
  assert.is((await pageViews(page)).length, 2, 'no page view for a hash-only change');

  await page.goBack();
  await waitForH1(page, 'Next steps');
  views = await pageViews(page);
  assert.is(views.length, 3, 'back to another page is a route change');
  assert.is(views[2]!.page_path, '/docs/guide/next');
  assert.equal((await dataLayer(page)).filter((a) => a[0] === 'config').length, 1, 'config once');
  assert.equal(errors, [], 'no errors when the tag script cannot load');
  await context.close();
});

analytics.run();

// ---

const chatbot = suite('chatbot in chromium');
chatbot.after(async () => {
  await browser?.close();
  await site?.server.close();
  if (site) removeSite(site.dir);
});

chatbot('should create the sandboxed frame only when first opened, and close with Escape or the close button', async () => {
  const context = await browser.newContext();
  await context.route(/googletagmanager/, (route) => route.abort());
  await context.route(/chat\.example\.test/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>chat</title><p>Hello</p>' }));
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto(`${site.server.url}/docs/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await page.$('iframe'), null, 'no frame before the launcher is used');
  const launcher = page.getByRole('button', { name: 'Ask the fixture assistant' });
  assert.is(await launcher.getAttribute('aria-expanded'), 'false');
  const loadedBefore = scripts.length;

  await launcher.click();
  const frame = await page.waitForSelector('iframe');
  assert.is(await frame.getAttribute('src'), 'https://chat.example.test/widget');
  assert.is(await frame.getAttribute('title'), 'Ask the fixture assistant');
  assert.is(await frame.getAttribute('sandbox'), 'allow-scripts allow-same-origin allow-forms allow-popups');
  assert.ok(scripts.slice(loadedBefore).some((s) => s.startsWith('/assets/chunk.')), 'the frame code loads lazily');
  assert.is(await launcher.getAttribute('aria-expanded'), 'true');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Close chat', 'focus moves into the panel');

  await page.keyboard.press('Escape');
  assert.ok(await page.isHidden('[role="dialog"]'), 'Escape closes');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Ask the fixture assistant', 'focus returns to the launcher');

  await launcher.click();
  assert.ok(await page.isVisible('[role="dialog"]'));
  assert.is((await page.$$('iframe')).length, 1, 'the same frame is reused');
  await page.getByRole('button', { name: 'Close chat' }).click();
  assert.ok(await page.isHidden('[role="dialog"]'));
  await context.close();
});

chatbot.run();
