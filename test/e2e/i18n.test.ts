// A site in three languages in a real browser (issue 33): the locale menu keeps the reader on the
// page they read, `<html lang dir>`, and the theme mirrored for Arabic, right to left, at
// 1280×800 and on the phone's 240×320 screen (where the softkey menu lists the languages), while
// code stays left to right; search in French with French stems.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowserSite } from '../helpers/browser.ts';
import { nativeI18nSite } from '../helpers/i18n-site.ts';

const test = suite('languages in chromium');
const site = useBrowserSite(test, nativeI18nSite);
const desktop = { width: 1280, height: 800 };
const phone = { width: 240, height: 320 };

async function open(route: string, viewport = desktop): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${route}: ${e.message}`));
  page.on('console', (m) => {
    if ((m.type() === 'error' && !m.text().startsWith('Failed to load resource')) || /hydrat/i.test(m.text())) errors.push(`${route}: ${m.text()}`);
  });
  await page.goto(site.server.url + route);
  await page.waitForSelector('html[data-hydrated="true"]');
  return { page, errors };
}

const langDir = (page: Page) => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`);
const box = (page: Page, selector: string) => page.$eval(selector, (el) => el.getBoundingClientRect().toJSON() as DOMRect);

test('the locale menu opens the same page in the chosen locale, #section kept, from the keyboard', async () => {
  const { page, errors } = await open('/fr/docs/guide/start#use');
  assert.is(await langDir(page), 'fr ltr');
  const button = page.locator('.locale-switcher .menu-button');
  assert.is(await button.textContent(), 'Français');
  await button.focus();
  await page.keyboard.press('Enter');
  const arabic = page.locator('.locale-switcher .menu-list a[hreflang="ar"]');
  assert.ok(await arabic.isVisible());
  await arabic.click();
  await page.waitForURL(/\/ar\/docs\/guide\/start#use$/);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await langDir(page), 'ar rtl');
  assert.is(await page.locator('h1').textContent(), 'البداية');
  // And back to the default locale, at the root.
  await page.locator('.locale-switcher .menu-button').click();
  await page.locator('.locale-switcher .menu-list a[hreflang="en"]').click();
  await page.waitForURL(/\/docs\/guide\/start#use$/);
  assert.is(new URL(page.url()).pathname, '/docs/guide/start');
  assert.is(await langDir(page), 'en ltr');
  assert.equal(errors, []);
  await page.close();
});

test('right to left at 1280×800: the sidebar on the right, the table of contents on the left, borders and arrows mirrored, code left to right', async () => {
  const { page: ltr } = await open('/docs/guide/start');
  const { page, errors } = await open('/ar/docs/guide/start');
  const sidebar = await box(page, '.sidebar');
  const article = await box(page, 'article');
  const toc = await box(page, '.toc');
  assert.ok(sidebar.left > article.right, `the sidebar (${sidebar.left}) is right of the article (${article.right})`);
  assert.ok(toc.right < article.left, `the table of contents (${toc.right}) is left of the article (${article.left})`);
  // The same page left to right has them the other way round.
  const ltrSidebar = await box(ltr, '.sidebar');
  const ltrArticle = await box(ltr, 'article');
  assert.ok(ltrSidebar.right < ltrArticle.left);
  const styles = await page.evaluate(() => {
    const admonition = getComputedStyle(document.querySelector('.admonition')!);
    const sidebarStyle = getComputedStyle(document.querySelector('.sidebar')!);
    const next = document.querySelector('.pagination-next')!.getBoundingClientRect();
    return {
      admonition: [admonition.borderRightWidth, admonition.borderLeftWidth],
      sidebarBorder: [sidebarStyle.borderLeftWidth, sidebarStyle.borderRightWidth],
      code: getComputedStyle(document.querySelector('.code-block pre')!).direction,
      codeStart: document.querySelector('.code-block pre')!.getBoundingClientRect().left <= document.querySelector('.code-block pre code')!.getBoundingClientRect().left,
      paginationLeft: next.left,
      article: document.querySelector('article')!.getBoundingClientRect().toJSON() as DOMRect,
    };
  });
  assert.equal(styles.admonition, ['4px', '0px']);
  assert.equal(styles.sidebarBorder, ['1px', '0px']);
  assert.is(styles.code, 'ltr');
  assert.ok(styles.codeStart);
  // The next page's link ("التالي") is on the left side of the page, where the reader goes on.
  assert.ok(styles.paginationLeft < styles.article.left + styles.article.width / 2, `the next link starts at ${styles.paginationLeft}`);
  // A page not translated is the English text, left to right, under a note in the locale's direction.
  await page.goto(`${site.server.url}/ar/docs/guide/next`);
  await page.waitForSelector('.untranslated-note');
  assert.equal(await page.$eval('article', (el) => [el.lang, el.dir, getComputedStyle(el).direction]), ['en', 'ltr', 'ltr']);
  assert.is(await page.$eval('.untranslated-note', (el) => getComputedStyle(el).direction), 'rtl');
  assert.equal(errors, []);
  await Promise.all([page.close(), ltr.close()]);
});

test('right to left at 240×320: nothing overflows, the softkeys stay over their keys, the menu lists the languages', async () => {
  const { page, errors } = await open('/ar/docs/guide/start', phone);
  assert.is(await langDir(page), 'ar rtl');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 240);
  const keys = await page.$$eval('.sfp-softkey', (cells) => cells.map((c) => Math.round(c.getBoundingClientRect().left)));
  assert.ok(keys[0]! < keys[2]!, `the Menu softkey (${keys[0]}) is at the left, Search (${keys[2]}) at the right`);
  await page.evaluate(() => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'SoftLeft', bubbles: true, cancelable: true })));
  await page.waitForSelector('.sfp-menu');
  const languages = await page.$$eval('.sfp-menu a[hreflang]', (links) => links.map((a) => `${a.getAttribute('href')} ${a.textContent}`));
  assert.equal(languages, ['/docs/guide/start English', '/fr/docs/guide/start Français', '/ar/docs/guide/start العربية']);
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 240, 'the menu fits');
  // D-pad: down to the French link, Enter opens the French page.
  for (let i = 0; i < 40 && (await page.evaluate(() => document.activeElement?.getAttribute('hreflang'))) !== 'fr'; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/fr\/docs\/guide\/start$/);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await langDir(page), 'fr ltr');
  assert.equal(errors, []);
  await page.close();
});

test('search in French finds a French page by an inflected word, and its results stay in French', async () => {
  const { page, errors } = await open('/fr/search?q=installer');
  await page.waitForSelector('.search-page-results a');
  // "installer" is not in the page: "Installez" and "Installation" are, stemmed as French words are.
  const links = await page.locator('.search-page-results a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links[0]?.startsWith('/fr/docs/guide/start'), links.join(', '));
  assert.ok(links.every((href) => href?.startsWith('/fr/')), links.join(', '));
  // The navbar's box too: "utiliser" finds the section "Utilisation" and the words "Utilisez-la".
  await page.click('header input[type="search"]');
  await page.keyboard.type('utiliser');
  await page.waitForSelector('#navbar-search-results [role="option"]');
  const hrefs = await page.locator('#navbar-search-results [role="option"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(hrefs.includes('/fr/docs/guide/start#use'), hrefs.join(', '));
  assert.equal(errors, []);
  await page.close();
});

test("the phone's search for browsers without modules searches in the locale's language too", async () => {
  const page = await site.browser.newPage({ viewport: phone });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // An engine without modules (Gecko 48): the runtime's module script never runs, the page's
  // `nomodule` search script does (chromium skips those, so it is added as a plain script).
  await page.route(/\/assets\/runtime\.[\w-]+\.js$/, (route) => route.abort());
  // "les" is a French stop word, left out of the French index: searched as English, it is a word
  // the page must hold, and nothing is found. "installations" finds "Installez" and "Installation".
  await page.goto(`${site.server.url}/fr/search?q=${encodeURIComponent('les installations')}`);
  const legacy = await page.$eval('script[nomodule][src*="legacy-search"]', (el) => (el as HTMLScriptElement).src);
  await page.addScriptTag({ url: legacy });
  await page.waitForSelector('main .search-page-results a.search-page-hit', { timeout: 10_000 });
  const links = await page.locator('main .search-page-results a.search-page-hit').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.ok(links[0]?.startsWith('/fr/docs/guide/start'), links.join(', '));
  assert.ok(links.every((href) => href?.startsWith('/fr/')), links.join(', '));
  assert.equal(errors, []);
  await page.close();
});

test.run();
