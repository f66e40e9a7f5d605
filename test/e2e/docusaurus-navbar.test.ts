// A Docusaurus site's navbar.style 'primary' in a real browser (test/fixtures/sites/docusaurus-navbar-primary):
// the navbar is a band of the site's primary colour, light and dark, its links read on it at 4.5:1
// (Infima's light grey does not on the site's green: the nearest colour that reads, one warning),
// and a drop-down whose entry is the page's section is marked as the current section's. One build.
import type { BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contrastRatio } from '../../compiler/content/readable-theme.ts';
import { useBrowserSite } from '../helpers/browser.ts';
import { fixtureSite } from '../helpers/fixture-site.ts';

const primary = suite('a Docusaurus site\'s primary navbar in chromium');
const site = useBrowserSite(primary, fixtureSite('docusaurus-navbar-primary'));

async function open(route: string, options: { dark?: boolean } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (options.dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  await page.goto(site.server.url + route);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, context };
}

/** A computed colour as #rrggbb. */
async function colour(page: Page, selector: string, property: string): Promise<string> {
  const rgb = await page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((n) => n!.toString(16).padStart(2, '0')).join('')}`;
}

const links = ['.navbar-items a:text-is("Docs")', '.navbar-items a:text-is("GitHub")', '.navbar-items .menu-button', '.navbar__title'];

primary('should draw the navbar in the site\'s primary colour, its links readable on it, in light mode', async () => {
  const { page, context } = await open('/docs/intro');
  assert.match(await page.locator('header.navbar').getAttribute('class') ?? '', /\bnavbar--primary\b/);
  const band = await colour(page, 'header.navbar', 'background-color');
  assert.is(band, '#2e8555');
  for (const link of links) assert.ok(contrastRatio(await colour(page, link, 'color'), band) >= 4.5, `${link}: ${await colour(page, link, 'color')} on ${band}`);
  // White reads on the green (4.6:1): the nearest colour to Infima's light grey, not black.
  assert.is(await colour(page, '.navbar-items a:text-is("GitHub")', 'color'), '#ffffff');
  await context.close();
});

primary('should draw it in the dark mode\'s primary colour in dark mode, its links readable on it', async () => {
  const { page, context } = await open('/docs/intro', { dark: true });
  const band = await colour(page, 'header.navbar', 'background-color');
  assert.is(band, '#25c2a0');
  for (const link of links) assert.ok(contrastRatio(await colour(page, link, 'color'), band) >= 4.5, `${link}: ${await colour(page, link, 'color')} on ${band}`);
  await context.close();
});

primary('should warn once at the primary colour\'s line, naming the navbar\'s colour', () => {
  const warnings = site.log.split('\n').filter((line) => line.includes('--ifm-color-primary'));
  assert.is(warnings.length, 1, site.log);
  assert.match(warnings[0]!, /^src\/css\/custom\.css:2:3  `--ifm-color-primary` \(#2e8555\) .* and the primary navbar's links in #ffffff/);
});

primary('should mark a drop-down whose entry is the page\'s section as the current section\'s', async () => {
  const { page, context } = await open('/docs/guide');
  const more = '.navbar-items .menu-button:text-is("More")';
  const docs = '.navbar-items a:text-is("Docs")';
  assert.match(await page.locator(more).getAttribute('class') ?? '', /\bnavbar__link--active\b/);
  assert.not.match(await page.locator(docs).getAttribute('class') ?? '', /\bnavbar__link--active\b/);
  await page.goto(`${site.server.url}/docs/intro`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.not.match(await page.locator(more).getAttribute('class') ?? '', /\bnavbar__link--active\b/);
  assert.match(await page.locator(docs).getAttribute('class') ?? '', /\bnavbar__link--active\b/);
  await context.close();
});

primary.run();
