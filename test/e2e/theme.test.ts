// The theme in a real browser: the navbar's Docs menu by keyboard, the version switcher and the
// banner of non-current versions, the sidebar, the TOC highlight, Copy buttons, the /apis/
// filter, and the colour mode. Runs against `sfpdocs build` output of a small fixture site.
import type { BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowserSite } from '../helpers/browser.ts';
import { themeSite } from '../helpers/theme-site.ts';

const theme = suite('theme in chromium');
// Console errors and hydration warnings of every page opened through `open`.
const problems: string[] = [];

const site = useBrowserSite(theme, themeSite);

async function open(route: string, context?: BrowserContext): Promise<Page> {
  const page = await (context ?? site.browser).newPage();
  page.on('pageerror', (e) => problems.push(`${route}: ${e.message}`));
  page.on('console', (m) => {
    // Network failures are the tests' own doing (aborted scripts, the 404 page's status).
    if ((m.type() === 'error' && !m.text().startsWith('Failed to load resource')) || /hydrat/i.test(m.text())) problems.push(`${route}: ${m.text()}`);
  });
  await page.goto(site.server.url + route);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

theme('should open the Docs menu from the keyboard, move with the arrows and close on Escape', async () => {
  const page = await open('/docs/guide/start');
  const button = page.getByRole('button', { name: 'Docs' });
  const list = page.locator('.navbar-menu .menu-list');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.not.ok(await list.isVisible());
  await button.focus();
  await page.keyboard.press('Enter');
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  assert.ok(await list.isVisible());
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Core 2.5');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Core 3.0');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('href')), '/docs/sfp-3.0/');
  await page.keyboard.press('Escape');
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.not.ok(await list.isVisible());
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Docs');
  await page.close();
});

theme('should fold the navbar links behind a Menu button on a narrow screen', async () => {
  const context = await site.browser.newContext({ viewport: { width: 400, height: 700 } });
  const page = await open('/docs/guide/start', context);
  const toggle = page.getByRole('button', { name: 'Menu' });
  assert.not.ok(await page.getByRole('link', { name: 'Blogs' }).isVisible());
  await toggle.click();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  assert.ok(await page.getByRole('link', { name: 'Blogs' }).isVisible());
  assert.is(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'no horizontal scroll');
  // A wide table scrolls inside the article and takes keyboard focus to be scrolled.
  await page.goto(`${site.server.url}/docs/guide/long`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'no horizontal scroll');
  assert.is(await page.getAttribute('article table', 'tabindex'), '0');
  assert.is(await page.getAttribute('article pre', 'tabindex'), '0');
  await context.close();
});

theme('should keep the reader on the same page when switching version, else go to the version root', async () => {
  const page = await open('/docs/guide/start');
  const switcher = page.locator('.version-switcher');
  await switcher.getByRole('button').click();
  assert.is(await switcher.getByRole('link', { name: 'Fixture 3.0' }).getAttribute('href'), '/docs/sfp-3.0/guide/start');
  assert.is(await switcher.getByRole('link', { name: 'Fixture 2.6' }).getAttribute('href'), '/docs/sfp-2.6/');
  assert.is(await switcher.getByRole('link', { name: 'Fixture 2.5' }).getAttribute('aria-current'), 'page');
  await switcher.getByRole('link', { name: 'Fixture 3.0' }).click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting started on 3.0');
  assert.is(new URL(page.url()).pathname, '/docs/sfp-3.0/guide/start');
  // The next page has no 3.0 twin: its menu offers the 3.0 root.
  await page.goto(`${site.server.url}/docs/guide/next`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.locator('.version-switcher button').click();
  assert.is(await page.locator('.version-switcher').getByRole('link', { name: 'Fixture 3.0' }).getAttribute('href'), '/docs/sfp-3.0/');
  await page.close();
});

theme('should show a banner on a non-current version pointing to the same page in the current one', async () => {
  const page = await open('/docs/sfp-3.0/guide/start');
  const banner = page.locator('.version-banner');
  assert.match(await banner.textContent() ?? '', 'Fixture 3.0');
  assert.is(await banner.getByRole('link').getAttribute('href'), '/docs/guide/start');
  await page.goto(`${site.server.url}/docs/sfp-3.0/`);
  assert.is(await page.locator('.version-banner a').getAttribute('href'), '/docs/');
  await page.goto(`${site.server.url}/docs/guide/start`);
  assert.is(await page.locator('.version-banner').count(), 0, 'no banner on the current version');
  await page.close();
});

theme('should mark the current sidebar item and keep toggled categories across client navigations', async () => {
  const page = await open('/docs/guide/start');
  const sidebar = page.locator('nav.sidebar');
  assert.is(await sidebar.locator('[aria-current="page"]').textContent(), 'Getting started');
  const guides = sidebar.getByRole('button', { name: 'Toggle Guides' });
  assert.is(await guides.getAttribute('aria-expanded'), 'true', 'the category of the current page is open');
  const api = sidebar.getByRole('button', { name: 'Toggle api' });
  assert.is(await api.getAttribute('aria-expanded'), 'false');
  await api.click();
  assert.is(await api.getAttribute('aria-expanded'), 'true');
  assert.ok(await sidebar.getByRole('link', { name: 'web-apis' }).isVisible());
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await sidebar.getByRole('link', { name: 'Next steps' }).click();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Next steps');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'a client-side navigation');
  assert.is(await sidebar.locator('[aria-current="page"]').textContent(), 'Next steps');
  assert.is(await sidebar.getByRole('button', { name: 'Toggle api' }).getAttribute('aria-expanded'), 'true', 'the opened category stays open');
  await sidebar.getByRole('button', { name: 'Toggle Guides' }).click();
  assert.is(await sidebar.getByRole('button', { name: 'Toggle Guides' }).getAttribute('aria-expanded'), 'false');
  assert.is(await sidebar.getByRole('link', { name: 'Next steps' }).count(), 0);
  await page.close();
});

theme('should scroll the sidebar so the current page is in view', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 300 } });
  const page = await open('/docs/guide/long', context);
  const inView = await page.evaluate(() => {
    const nav = document.querySelector('nav.sidebar')!;
    const current = nav.querySelector('[aria-current="page"]')!;
    const a = nav.getBoundingClientRect();
    const b = current.getBoundingClientRect();
    return b.top >= a.top && b.bottom <= a.bottom;
  });
  assert.ok(inView);
  await context.close();
});

theme('should highlight the TOC entry of the section being read', async () => {
  const page = await open('/docs/guide/long');
  const active = () => page.locator('.toc a[aria-current="location"]').textContent();
  await page.evaluate(() => document.getElementById('build')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('.toc a[aria-current="location"]')?.textContent === 'Build');
  await page.evaluate(() => document.getElementById('test-details')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('.toc a[aria-current="location"]')?.textContent === 'Test details');
  assert.is(await active(), 'Test details');
  assert.is(await page.locator('.toc a[aria-current]').count(), 1);
  await page.close();
});

theme('should copy a code block with its Copy button and announce it', async () => {
  const context = await site.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
  const page = await open('/docs/guide/long', context);
  const button = page.locator('article .code-block').first().getByRole('button', { name: 'Copy code to clipboard' });
  await button.click();
  await page.waitForFunction(() => document.querySelector('article [aria-live]')?.textContent === 'Copied');
  assert.is((await page.evaluate(() => navigator.clipboard.readText())).trim(), 'const answer = 42;');
  assert.is(await button.textContent(), 'Copied');
  await context.close();
});

theme('should list APIs across versions, show what 3.0 renamed, and filter as you type', async () => {
  const page = await open('/apis/');
  const rows = page.locator('.apis-page tbody tr');
  const all = await rows.count();
  assert.ok(all >= 2);
  await page.getByLabel('Filter APIs').fill('mozalarms');
  await page.waitForFunction(() => document.querySelectorAll('.apis-page tbody tr').length === 1);
  const row = rows.first();
  assert.is(await row.locator('th').textContent(), 'navigator.mozAlarms');
  assert.is(await row.getByRole('link', { name: '2.5' }).getAttribute('href'), '/docs/api/web-apis/alarm/mozAlarms');
  const renamed = row.locator('a.api-renamed');
  assert.is(await renamed.getAttribute('href'), '/docs/sfp-3.0/api/next-new-apis/b2g/alarmManager');
  assert.match(await renamed.textContent() ?? '', 'navigator.b2g.alarmManager');
  assert.match(await page.locator('.apis-count').textContent() ?? '', `1 of ${all} APIs`);
  // The 3.0 name finds the same row.
  await page.getByLabel('Filter APIs').fill('b2g.alarm');
  await page.waitForFunction(() => document.querySelectorAll('.apis-page tbody tr').length === 1);
  await page.getByLabel('Filter APIs').fill('');
  await page.waitForFunction((n) => document.querySelectorAll('.apis-page tbody tr').length === n, all);
  await page.close();
});

theme('should default to light whatever the system says, persist the switch, and apply it before any script runs', async () => {
  const context = await site.browser.newContext({ colorScheme: 'dark' });
  const page = await open('/docs/guide/start', context);
  assert.is(await page.getAttribute('html', 'data-theme'), 'light');
  const toggle = page.getByRole('button', { name: /switch between dark and light mode/i });
  await toggle.click();
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  // No flash: with the runtime script blocked, the inline init script alone sets the mode
  // and the stylesheet paints the dark background.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload({ waitUntil: 'load' });
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.is(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(22, 24, 29)');
  await page.unroute(/\/assets\/.*\.js$/);
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  assert.is(await page.getAttribute('html', 'data-theme'), 'light');
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'light');
  await context.close();
});

theme('should link Edit this page, the blog feeds and the ways back from the not-found page, and hydrate every page kind without warnings', async () => {
  for (const route of ['/', '/docs/guide/long', '/apis/', '/versions', '/blog', '/blog/tags', '/blog/archive', '/docs/nope']) {
    const page = await open(route);
    if (route === '/blog') {
      assert.is(await page.getByRole('link', { name: 'RSS feed' }).getAttribute('href'), '/blog/rss.xml');
      assert.is(await page.getByRole('link', { name: 'Atom feed' }).getAttribute('href'), '/blog/atom.xml');
    }
    if (route === '/docs/guide/long') {
      assert.is(await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href'), 'https://example.test/repo/edit/main/content/2.5/guide/long.md');
    }
    if (route === '/docs/nope') {
      assert.is(await page.getByRole('link', { name: 'Search the documentation' }).getAttribute('href'), '/search');
      assert.is(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href'), '/');
    }
    await page.close();
  }
  assert.equal(problems, []);
});

theme.run();
