// A Docusaurus site's look in a real browser: its brand colour (Infima's --ifm-color-primary, light
// and dark) on links and buttons, its fonts, and a landing page of Infima's classes laid out as
// Docusaurus lays it out, with Infima's stylesheet on that page only. One build of the fixture.
import type { BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowserSite } from '../helpers/browser.ts';
import { brand, lookSite } from '../helpers/docusaurus-look-site.ts';

const look = suite('a Docusaurus site\'s look in chromium');
const site = useBrowserSite(look, lookSite);
const problems: string[] = [];

async function open(route: string, options: { dark?: boolean; width?: number } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  if (options.dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`${route}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${route}: ${m.text()}`);
  });
  await page.goto(site.server.url + route);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, context };
}

const style = (page: Page, selector: string, property: string) => page.locator(selector).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

look('should show links and buttons in the site\'s brand colour, in light mode', async () => {
  const { page, context } = await open('/docs/intro');
  assert.is(await style(page, 'article a[href="/docs/second"]', 'color'), brand.lightRgb);
  assert.match(await style(page, 'body', 'font-family'), /^Georgia, serif$/);
  await page.goto(`${site.server.url}/landing`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await style(page, '.button--primary', 'background-color'), brand.lightRgb);
  assert.is(await style(page, '.hero--primary', 'background-color'), brand.lightRgb);
  await context.close();
});

look('should show links and buttons in the site\'s dark brand colour, in dark mode', async () => {
  const { page, context } = await open('/docs/intro', { dark: true });
  assert.is(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.is(await style(page, 'article a[href="/docs/second"]', 'color'), brand.darkRgb);
  await page.goto(`${site.server.url}/landing`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await style(page, '.button--primary', 'background-color'), brand.darkRgb);
  await context.close();
});

look('should show the navbar link of the current section in the brand colour, as Infima does', async () => {
  // /docs/second is not under the Docs item's route (/docs/intro) but is in its sidebar.
  const { page, context } = await open('/docs/second');
  const docs = '.navbar-items a:text-is("Docs")';
  const landing = '.navbar-items a:text-is("Landing")';
  assert.match(await page.locator(docs).getAttribute('class') ?? '', /\bnavbar__link--active\b/);
  assert.is(await style(page, docs, 'color'), brand.lightRgb);
  assert.is.not(await style(page, landing, 'color'), brand.lightRgb);
  await page.goto(`${site.server.url}/landing`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await style(page, landing, 'color'), brand.lightRgb);
  assert.is.not(await style(page, docs, 'color'), brand.lightRgb);
  await context.close();
  const dark = await open('/docs/second', { dark: true });
  assert.is(await style(dark.page, docs, 'color'), brand.darkRgb);
  await dark.context.close();
});

/** Each card column's box, in document order. */
const columns = (page: Page) => page.locator('.row > .col.col--4').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));

look('should lay a row of three col--4 cards side by side at 1280 px', async () => {
  const { page, context } = await open('/landing');
  const [a, b, c] = await columns(page);
  assert.ok(a && b && c);
  assert.is(a.top, b.top);
  assert.is(b.top, c.top);
  assert.ok(a.right <= b.left + 1 && b.right <= c.left + 1, 'left to right');
  const row = await page.locator('.row').first().evaluate((el) => el.getBoundingClientRect().width);
  assert.ok(Math.abs(a.width - row / 3) < 2, `a third of the row each (${a.width} of ${row})`);
  assert.is(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'no horizontal scroll');
  await context.close();
});

look('should stack the cards at 240 px', async () => {
  const { page, context } = await open('/landing', { width: 240 });
  const [a, b, c] = await columns(page);
  assert.ok(a && b && c);
  assert.ok(a.bottom <= b.top + 1 && b.bottom <= c.top + 1, 'one under the other');
  assert.is(a.left, b.left);
  const row = await page.locator('.row').first().evaluate((el) => el.getBoundingClientRect().width);
  assert.ok(Math.abs(a.width - row) < 1, 'each the width of the row');
  assert.is(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'no horizontal scroll');
  await context.close();
});

look('should load Infima\'s stylesheet on the landing page only, also after a client-side navigation', async () => {
  const { page, context } = await open('/docs/intro');
  const infima = () => page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter((l) => /\/assets\/infima\.[0-9a-f]+\.css$/.test(l.href)).map((l) => ({ disabled: l.disabled, beforeSite: !!l.nextElementSibling && /\/assets\/site\./.test((l.nextElementSibling as HTMLLinkElement).href) })));
  assert.equal(await infima(), []);
  await page.click('.navbar a[href="/landing"]');
  await page.waitForSelector('.hero__title');
  assert.equal(await infima(), [{ disabled: false, beforeSite: true }]);
  assert.is(await style(page, '.row', 'display'), 'flex');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
  assert.equal(await infima(), [{ disabled: true, beforeSite: true }]);
  await context.close();
});

look('should render the site\'s wrapping Footer around sfpdocs\' own, on the server and after hydration', async () => {
  const { page, context } = await open('/docs/intro');
  const html = await (await fetch(`${site.server.url}/docs/intro`)).text();
  assert.match(html, /<footer class="footer">[\s\S]*Copyright Brand[\s\S]*<\/footer><p class="footer-extra">Brand Docs is written by the Brand team\.<\/p>/);
  assert.is(await page.locator('footer.footer + p.footer-extra').count(), 1);
  await context.close();
});

look('should render the site\'s DocItem/Footer in place of sfpdocs\' one, with the doc of each page', async () => {
  const { page, context } = await open('/docs/intro');
  assert.is(await page.locator('.doc-footer').count(), 0);
  const feedback = page.locator('.doc-main > footer');
  assert.is(await feedback.textContent(), 'Was “Introduction” helpful? Suggest an edit');
  assert.is(await feedback.locator('a').getAttribute('href'), 'https://github.com/example/brand/edit/main/docs/intro.md');
  // Its CSS module, in the brand colour.
  assert.is(await feedback.evaluate((el) => getComputedStyle(el).borderTopColor), brand.lightRgb);
  await page.click('article a[href="/docs/second"]');
  await page.waitForFunction(() => document.querySelector('.doc-main > footer')?.textContent?.includes('“Second”'));
  await context.close();
});

look('should wrap every page in the site\'s Root, and each blog post in its BlogPostItem, with useBlogPost()', async () => {
  const html = async (route: string) => (await fetch(`${site.server.url}${route}`)).text();
  assert.match(await html('/docs/intro'), /<div id="__sfp"><div class="brand-root"><a class="skip-link"/);
  assert.match(await html('/blog/2024/03/01/launch'), /<\/article><ul class="tags"[\s\S]*?<\/ul><p class="post-extra">Comments on<!-- --> <!-- -->Launch<!-- --> \(<!-- -->news<!-- -->\)<\/p>/);
  assert.match(await html('/blog'), /<\/article><p class="post-extra">Listed:<!-- --> <!-- -->Launch/);
  const { page, context } = await open('/blog/2024/03/01/launch');
  assert.is(await page.locator('.post-extra').textContent(), 'Comments on Launch (news)');
  await context.close();
});

look('should show the site\'s NotFound/Content on the 404 page', async () => {
  const response = await fetch(`${site.server.url}/no/such/page`);
  assert.is(response.status, 404);
  assert.match(await response.text(), '<div class="brand-404"><h1>Lost in the brand</h1></div>');
});

look('should name the swizzled components it does not use, and not the site\'s own', () => {
  assert.match(site.log, 'src/theme/DocItem/Layout/index.js:1:1  swizzled theme component `DocItem/Layout` is not used: sfpdocs renders that part of the page with its own theme');
  for (const file of ['src/theme/BoxLink', 'src/theme/DocItem/Footer', 'src/theme/Footer', 'src/theme/Root', 'src/theme/BlogPostItem', 'src/theme/NotFound']) assert.not.match(site.log, file);
});

look('should give links Infima\'s style: no underline until hovered, a link made a button none at all', async () => {
  const { page, context } = await open('/docs/intro');
  const prose = 'article a[href="/docs/second"]';
  assert.is(await style(page, prose, 'text-decoration-line'), 'none');
  await page.hover(prose);
  assert.is(await style(page, prose, 'text-decoration-line'), 'underline');
  await page.goto(`${site.server.url}/landing`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await style(page, 'a.brand-button', 'text-decoration-line'), 'none');
  await context.close();
});

look('should define Infima\'s variables the site\'s CSS reads, in light and dark mode, and keep the theme\'s own', async () => {
  const { page, context } = await open('/landing');
  assert.is(await style(page, 'a.brand-button', 'color'), 'rgb(255, 255, 255)');
  assert.is(await style(page, '.band', 'background-color'), 'rgba(0, 0, 0, 0.05)');
  // The theme's tokens do not take Infima's defaults: the content width and the accent stay as without them.
  const token = (name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
  assert.is(await token('--content-width'), '1440px');
  assert.is(await token('--radius'), '6px');
  assert.is(await style(page, '.navbar-inner', 'max-width'), '1440px');
  await context.close();
  const dark = await open('/landing', { dark: true });
  assert.is(await style(dark.page, '.band', 'background-color'), 'rgba(255, 255, 255, 0.05)');
  assert.is(await style(dark.page, 'a.brand-button', 'color'), 'rgb(0, 0, 0)');
  await dark.context.close();
});

look('should draw an icon navbar link as an empty link with its class and its name', async () => {
  const { page, context } = await open('/docs/intro');
  const icon = page.locator('.navbar a[href="https://github.com/example/brand"]');
  assert.is(await icon.getAttribute('class'), 'header-github-link');
  assert.is(await icon.getAttribute('aria-label'), 'GitHub repository');
  assert.is(await icon.textContent(), '');
  assert.is(await icon.evaluate((el) => getComputedStyle(el, '::before').width), '24px');
  await context.close();
});

look('should show the announcement bar above the navbar, and remember that the reader closed it', async () => {
  const html = await (await fetch(`${site.server.url}/docs/intro`)).text();
  assert.match(html, /<div class="announcement-bar announcement-bar-closeable" role="region" aria-label="Announcement" style="background-color:#20232a;color:#fff"><div class="announcement-bar-content">Brand 2.0 is out: <a href="\/docs\/second">read what is new<\/a><\/div><button type="button" class="announcement-bar-close" aria-label="Close">[\s\S]*?<\/button><\/div><header class="navbar"/);
  const { page, context } = await open('/docs/intro');
  const bar = page.locator('.announcement-bar');
  assert.is(await bar.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(32, 35, 42)');
  assert.ok(await bar.evaluate((el) => el.getBoundingClientRect().bottom <= document.querySelector('.navbar')!.getBoundingClientRect().top), 'above the navbar');
  await page.click('.announcement-bar-close');
  assert.is(await bar.count(), 0);
  // Closed on every page from then on, hidden before the runtime runs.
  await page.goto(`${site.server.url}/landing`, { waitUntil: 'domcontentloaded' });
  assert.is(await page.evaluate(() => document.documentElement.hasAttribute('data-announcement-dismissed')), true);
  // A bar hydration has already removed is not shown either (a detached element has no computed display).
  assert.equal(await page.locator('.announcement-bar').evaluateAll((els) => els.filter((el) => el.isConnected).map((el) => getComputedStyle(el).display).filter((d) => d !== 'none')), []);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await page.locator('.announcement-bar').count(), 0);
  // A new announcement (another id) shows again.
  await page.evaluate(() => localStorage.setItem('sfpdocs.announcement.dismissed', 'brand-1'));
  await page.reload();
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await page.locator('.announcement-bar').count(), 1);
  await context.close();
});

look('should show Docusaurus\'s breadcrumbs above a doc\'s title: home, its category, the doc', async () => {
  const { page, context } = await open('/docs/second');
  const trail = page.locator('nav.theme-doc-breadcrumbs');
  assert.equal(await trail.locator('a').evaluateAll((els) => els.map((el) => [el.getAttribute('href'), el.getAttribute('aria-label') ?? el.textContent])), [['/', 'Home page'], ['/docs/category/guides', 'Guides']]);
  const current = trail.locator('.breadcrumbs__item--active');
  assert.is(await current.textContent(), 'Second');
  // The current doc is a pill, tinted, in the site's brand colour.
  assert.is(await current.locator('.breadcrumbs__link').evaluate((el) => getComputedStyle(el).color), brand.lightRgb);
  assert.is(await current.locator('.breadcrumbs__link').evaluate((el) => getComputedStyle(el).borderTopLeftRadius), '24px');
  assert.ok(await trail.evaluate((el) => el.getBoundingClientRect().bottom <= document.querySelector('article h1')!.getBoundingClientRect().top), 'above the title');
  // Client-side, to the generated index: the trail follows.
  await page.click('nav.theme-doc-breadcrumbs a[href="/docs/category/guides"]');
  await page.waitForFunction(() => document.querySelector('.breadcrumbs__item--active')?.textContent === 'Guides');
  await context.close();
});

look('should show the version badge above a doc\'s title, and no version menu in the page', async () => {
  const { page, context } = await open('/docs/intro');
  assert.is(await page.locator('.theme-doc-version-badge').textContent(), 'Version: 2.0');
  assert.is(await page.locator('.version-switcher').count(), 0);
  await page.goto(`${site.server.url}/docs/1.0/intro`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await page.locator('.theme-doc-version-badge').textContent(), 'Version: 1.0');
  await context.close();
});

look('should draw doc pages as Docusaurus does: heading sizes, shaded code blocks with Copy on hover, sidebar and TOC', async () => {
  const { page, context } = await open('/docs/intro');
  assert.is(await style(page, 'article h1', 'font-size'), '48px');
  assert.is(await style(page, 'article h2', 'font-size'), '32px');
  // A shaded block without a border, its Copy button shown when the block is hovered.
  assert.is(await style(page, '.code-block', 'border-top-width'), '0px');
  assert.is(await style(page, '.code-block pre', 'background-color'), 'rgb(246, 248, 250)');
  const copy = '.code-block .copy-button';
  await page.mouse.move(0, 0);
  await page.waitForFunction((s) => getComputedStyle(document.querySelector(s)!).opacity === '0', copy);
  await page.hover('.code-block pre');
  await page.waitForFunction((s) => getComputedStyle(document.querySelector(s)!).opacity === '1', copy);
  // The current page in the sidebar: tinted and coloured, with no rule at its edge.
  const active = '.sidebar a[aria-current="page"]';
  assert.is(await style(page, active, 'box-shadow'), 'none');
  assert.is(await style(page, active, 'color'), brand.lightRgb);
  // The table of contents: no title, a rule at its left.
  assert.is(await style(page, '.toc-title', 'display'), 'none');
  assert.is(await style(page, '.toc', 'border-left-style'), 'solid');
  await context.close();
});

look('should keep the phone\'s heading size and show the trail at 240 px, without horizontal scroll', async () => {
  const { page, context } = await open('/docs/second', { width: 240 });
  assert.is(await style(page, 'article h1', 'font-size'), '20px');
  assert.is(await page.locator('nav.theme-doc-breadcrumbs').isVisible(), true);
  assert.is(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0);
  await context.close();
});

look('should log no errors', () => {
  assert.equal(problems, []);
});

look.run();

