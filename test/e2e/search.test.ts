// Search in a real browser: the navbar box (results as you type, keyboard, shortcuts, version
// scope), the /search page (links, highlights, no markup from the query), and hosted search
// against intercepted requests, with its fallback to the local index.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServe, launchBrowser, type BuiltSite } from '../helpers/browser.ts';
import { removeSite } from '../helpers/fixture-site.ts';
import { searchSite, withConfig } from '../helpers/search-site.ts';

const hostedConfig = "  search: { local: true, hosted: { appId: 'FIXTUREAPP', apiKey: 'fixture-search-key', indexName: 'fixture-docs' } },";
const algoliaRe = /algolia(net)?\.(net|com)/;

const e2e = suite('search in chromium');
let local: BuiltSite;
let hosted: BuiltSite;
let browser: Browser;

e2e.before(async () => {
  local = await buildAndServe(searchSite);
  hosted = await buildAndServe(withConfig(searchSite, hostedConfig));
  browser = await launchBrowser();
});
e2e.after(async () => {
  await browser?.close();
  for (const site of [local, hosted]) {
    await site?.server.close();
    if (site) removeSite(site.dir);
  }
});

async function open(url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

const box = 'header input[type="search"]';
const options = '#navbar-search-results [role="option"]';

e2e('should show results as you type and open the section that matched with the keyboard, without a reload', async () => {
  const page = await open(`${local.server.url}/docs/guide/next`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.click(box);
  await page.keyboard.type('chargingch');
  await page.waitForSelector(options);
  const titles = await page.locator(options).allTextContents();
  assert.ok(titles[0]!.startsWith('Battery status › Charging events'), titles.join(' | '));
  assert.equal(await page.locator(`${options} .search-hit-snippet mark`).allTextContents(), ['chargingchange']);
  await page.keyboard.press('ArrowDown');
  assert.is(await page.getAttribute(box, 'aria-activedescendant'), 'navbar-search-option-0');
  assert.is(await page.getAttribute(`${options} >> nth=0`, 'aria-selected'), 'true');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Battery status');
  assert.is(new URL(page.url()).pathname, '/docs/guide/battery');
  assert.is(new URL(page.url()).hash, '#charging');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'the page was reloaded');
  await page.close();
});

e2e('should start the worker while the page is idle, download the index only on focus, and not on a phone-sized screen', async () => {
  for (const [width, warm] of [[1280, true], [240, false]] as const) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const indexRequests: string[] = [];
    page.on('request', (request) => /\/search-[^/]*\.json$/.test(request.url()) && indexRequests.push(request.url()));
    await page.goto(`${local.server.url}/docs/guide/next`);
    await page.waitForSelector('html[data-hydrated="true"]');
    // The idle callback runs within its own 2 s timeout; a loaded machine may start the thread later.
    if (warm && !page.workers().length) await page.waitForEvent('worker', { timeout: 10000 }).catch(() => undefined);
    else await page.waitForTimeout(2500);
    assert.is(page.workers().length, warm ? 1 : 0, `${width} px: search worker started before any search`);
    assert.equal(indexRequests, [], `${width} px: index downloaded before the box was focused`);
    if (warm) {
      await page.click(box);
      await page.keyboard.type('chargingch');
      await page.waitForSelector(options);
      assert.is(indexRequests.length, 1, indexRequests.join(' '));
      assert.is(page.workers().length, 1, 'a second worker was started');
    }
    await page.close();
  }
});

e2e('should group the sections that matched under their page', async () => {
  const page = await open(`${local.server.url}/docs/guide/next`);
  await page.click(box);
  await page.keyboard.type('freeSpace');
  await page.waitForSelector(options);
  const links = await page.locator(options).evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.closest('li')!.className, a.querySelector('.search-hit-title')!.textContent]));
  assert.equal(links.slice(0, 3), [
    ['/docs/api/freespace', 'search-hit', 'DeviceStorage.freeSpace()'],
    ['/docs/api/freespace#syntax', 'search-hit search-hit-section', 'Syntax'],
    ['/docs/api/freespace#example', 'search-hit search-hit-section', 'Example'],
  ]);
  await page.close();
});

e2e('should pass axe with the results open and an option active', async () => {
  // bypassCSP lets axe run inside a page whose CSP allows only the site's own scripts.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${local.server.url}/docs/guide/next`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.click(box);
  await page.keyboard.type('battery');
  await page.waitForSelector(options);
  await page.keyboard.press('ArrowDown');
  await page.evaluate(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  for (const theme of ['light', 'dark']) {
    const violations = await page.evaluate(async (mode) => {
      document.documentElement.dataset.theme = mode;
      type Violation = { id: string; impact: string | null; nodes: Array<{ target: string[]; failureSummary: string }> };
      const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run({ include: [['.navbar-search']] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => [n.target, n.failureSummary]))}`);
    }, theme);
    assert.equal(violations, [], theme);
  }
  await context.close();
});

e2e('should close on Escape, and search the version being read unless all versions are asked for', async () => {
  const page = await open(`${local.server.url}/docs/v3/guide/start`);
  await page.click(box);
  await page.keyboard.type('battery');
  await page.waitForSelector(options);
  assert.equal(await page.locator(`${options} .search-hit-title`).allTextContents(), ['Battery on 3.0']);
  await page.getByLabel('All versions').check();
  await page.waitForFunction(() => document.querySelectorAll('#navbar-search-results [role="option"]').length === 2);
  await page.click(box);
  await page.keyboard.press('Escape');
  assert.is(await page.locator('#navbar-search-results').count(), 0);
  assert.is(await page.getAttribute(box, 'aria-expanded'), 'false');
  await page.close();
});

e2e('should focus the box with / and Ctrl+K, but not while typing in another field', async () => {
  const page = await open(`${local.server.url}/search`);
  await page.keyboard.press('/');
  assert.ok(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), box));
  assert.is(await page.inputValue(box), '', 'the slash was typed into the box');
  await page.locator('main input[type="search"]').focus();
  await page.keyboard.type('a/b');
  assert.is(await page.inputValue('main input[type="search"]'), 'a/b');
  assert.ok(await page.evaluate(() => document.activeElement?.closest('main') !== null));
  await page.locator('main h1').click();
  await page.keyboard.press('Control+k');
  assert.ok(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), box));
  await page.close();
});

e2e('should list /search?q= results as links with the matched words highlighted', async () => {
  const page = await open(`${local.server.url}/search?q=softkey`);
  await page.waitForSelector('.search-page-results a');
  const links = await page.locator('.search-page-results a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
  assert.equal(links, ['/docs/guide/softkeys']);
  const marks = await page.locator('.search-page-results mark').allTextContents();
  assert.ok(marks.includes('Softkeys') && marks.includes('softkey'), marks.join(','));
  assert.is(await page.inputValue('main input[type="search"]'), 'softkey');
  // A section answers: the result opens there, and the page's other matching sections follow.
  await page.goto(`${local.server.url}/search?q=${encodeURIComponent('freeSpace return value')}`);
  await page.waitForSelector('.search-page-results a');
  assert.is(await page.getAttribute('.search-page-hit >> nth=0', 'href'), '/docs/api/freespace#return-value');
  assert.is(await page.textContent('.search-page-hit >> nth=0'), 'DeviceStorage.freeSpace() › Return value');
  assert.equal(await page.locator('.search-page-results > li >> nth=0 >> .search-page-sections a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), ['/docs/api/freespace#syntax', '/docs/api/freespace#example']);
  // Every version: the 3.0 page is found too, each result with its version.
  await page.goto(`${local.server.url}/search?q=battery&version=all`);
  await page.waitForFunction(() => document.querySelectorAll('.search-page-results > li').length === 2);
  assert.equal(await page.locator('.search-page-results .search-hit-version').allTextContents(), ['Fixture 2.5', 'Fixture 3.0']);
  await page.close();
});

e2e('should show markup in the query as text and never run it', async () => {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const attack = '<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>';
  await page.goto(`${local.server.url}/search?q=${encodeURIComponent(attack)}`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForSelector('.search-results p');
  assert.ok((await page.textContent('main h1'))!.includes(attack));
  assert.is(await page.locator('main img, main script').count(), 0);
  await page.click(box);
  await page.keyboard.type(attack);
  await page.waitForSelector('.search-dropdown .search-empty');
  assert.ok((await page.textContent('.search-dropdown .search-empty'))!.includes(attack));
  assert.is(await page.locator('.search-dropdown img').count(), 0);
  assert.is(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
  assert.equal(dialogs, []);
  await page.close();
});

/** A canned answer of the hosted service: one hit, highlighted the way DocSearch asks for. */
function cannedAnswer(query: string) {
  const hierarchy = { lvl0: 'Fixture 2.5', lvl1: 'Softkeys', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const hit = {
    objectID: '2.5:/docs/guide/softkeys',
    url: 'https://docs.example.test/docs/guide/softkeys',
    url_without_anchor: 'https://docs.example.test/docs/guide/softkeys',
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy,
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Fixture 2.5', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: '<mark>Softkeys</mark> from the hosted index', matchLevel: 'full', matchedWords: ['softkeys'] },
      },
    },
    _snippetResult: { hierarchy: { lvl1: { value: '<mark>Softkeys</mark> from the hosted index', matchLevel: 'full' } } },
  };
  return { results: [{ hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query, params: '', processingTimeMS: 1, index: 'fixture-docs' }] };
}

e2e('should search through the hosted service when it is configured', async () => {
  const page = await open(`${hosted.server.url}/docs/guide/next`);
  const bodies: string[] = [];
  await page.route(algoliaRe, async (route) => {
    const body = route.request().postData() ?? '';
    bodies.push(body);
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(cannedAnswer('softkeys')) });
  });
  await page.click(box);
  await page.waitForSelector('.DocSearch-Modal input');
  await page.keyboard.type('softkeys');
  await page.waitForSelector('.DocSearch-Hit a');
  assert.ok((await page.textContent('.DocSearch-Hit'))!.includes('from the hosted index'));
  assert.is(await page.getAttribute('.DocSearch-Hit a', 'href'), '/docs/guide/softkeys');
  assert.ok(bodies.some((b) => b.includes('fixture-docs') && b.includes('softkeys')), bodies.join('\n'));
  assert.ok(bodies.every((b) => b.includes('version:2.5')), `filtered to the version being read: ${bodies.join('\n')}`);
  assert.is(await page.locator('#navbar-search-results').count(), 0, 'local search answered as well');
  // Every version: the modal reopens with the same query and no version filter.
  const before = bodies.length;
  await page.click('.DocSearch-Scope');
  for (let i = 0; i < 100 && bodies.length === before; i++) await page.waitForTimeout(50);
  await page.waitForSelector('.DocSearch-Hit a');
  assert.is(await page.inputValue('.DocSearch-Modal input'), 'softkeys');
  assert.ok(bodies.length > before && !bodies[bodies.length - 1]!.includes('version:'), bodies.slice(before).join('\n'));
  assert.is(await page.textContent('.DocSearch-Scope'), 'Search only Fixture 2.5');
  await page.keyboard.press('Escape');
  await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
  await page.close();
});

e2e('should fall back to the local index when the hosted service fails', async () => {
  const page = await open(`${hosted.server.url}/docs/guide/next`);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  let requests = 0;
  await page.route(algoliaRe, (route) => {
    requests++;
    return route.abort('connectionrefused');
  });
  await page.click(box);
  await page.waitForSelector('.DocSearch-Modal input');
  await page.keyboard.type('softkey');
  await page.waitForSelector(options);
  assert.is(await page.locator('.DocSearch-Modal').count(), 0, 'the hosted modal stayed open');
  assert.ok(requests > 0);
  assert.ok((await page.locator(options).first().textContent())!.includes('Softkeys'));
  assert.is(await page.inputValue(box), 'softkey');
  assert.ok(warnings.some((w) => w.includes('hosted search failed')), warnings.join('\n'));
  await page.close();
});

e2e.run();
