// A new site as docs/getting-started.md ("A site of your own") makes it: a minimal
// site.config.ts and three pages. In a real browser it shows none of the SFP site's furniture (no
// API index, no version chooser, no empty footer band) and its home links only to routes that exist.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowserSite } from '../helpers/browser.ts';

const newSite: Record<string, string> = {
  'site.config.ts': `import { defineConfig } from 'sfpdocs';

export default defineConfig({
  title: 'Acme Docs',
  tagline: 'Everything about the Acme toolkit',
  url: 'https://docs.acme.example',
  versions: [{ id: 'docs', label: 'Acme', path: '/docs/', current: true }],
});
`,
  'content/docs/index.md': '---\ntitle: Introduction\n---\n\nAcme is a toolkit. Start with [installing it](./install.md).\n',
  'content/docs/install.md': '---\ntitle: Install\nsidebar_position: 1\n---\n\nRun `npm install acme`.\n',
  'content/docs/guides/first-app.md': '---\ntitle: Your first app\n---\n\nBuild one in five minutes.\n',
};

const newSiteSuite = suite('a new site in chromium');
const site = useBrowserSite(newSiteSuite, newSite);
const problems: string[] = [];

async function open(route: string): Promise<Page> {
  const page = await site.browser.newPage();
  page.on('pageerror', (e) => problems.push(`${route}: ${e.message}`));
  page.on('console', (m) => {
    if ((m.type() === 'error' && !m.text().startsWith('Failed to load resource')) || /hydrat/i.test(m.text())) problems.push(`${route}: ${m.text()}`);
  });
  await page.goto(site.server.url + route);
  await page.waitForSelector('html[data-hydrated="true"]');
  return page;
}

newSiteSuite('should show a plain home: the title, the tagline and one button to the first doc', async () => {
  const page = await open('/');
  assert.is(await page.locator('main h1').textContent(), 'Acme Docs');
  assert.ok(await page.getByText('Everything about the Acme toolkit').isVisible());
  const buttons = page.locator('main .hero-actions a');
  assert.equal(await buttons.allTextContents(), ['Get started']);
  assert.is(await buttons.first().getAttribute('href'), '/docs/');
  for (const furniture of ['API index', 'Choose your version']) assert.is(await page.getByText(furniture).count(), 0, furniture);
  // No footer at all: the site configured none.
  assert.is(await page.locator('footer.footer').count(), 0);
  await page.close();
});

newSiteSuite('should link from the home only to routes that exist', async () => {
  const page = await open('/');
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  assert.ok(hrefs.length >= 2, hrefs.join(' '));
  for (const href of new Set(hrefs)) {
    const response = await page.request.get(site.server.url + href);
    assert.is(response.status(), 200, href);
  }
  await page.close();
});

newSiteSuite('should build no /apis/ page and take the reader from the home to the docs', async () => {
  const page = await open('/');
  assert.is((await page.request.get(`${site.server.url}/apis/`)).status(), 404);
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.waitForURL(/\/docs\/$/);
  assert.is(await page.locator('article h1').textContent(), 'Introduction');
  assert.is(await page.locator('footer.footer').count(), 0);
  assert.is(await page.getByText('Defined in').count(), 0);
  await page.close();
  assert.equal(problems, []);
});

newSiteSuite.run();
