// In a real browser: the prerendered page hydrates, internal links navigate without a reload,
// and the colour mode persists. Runs against the output of `sfpdocs build`.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowserSite } from '../helpers/browser.ts';
import { basicSite } from '../helpers/fixture-site.ts';

const e2e = suite('navigation in chromium');

const site = useBrowserSite(e2e, basicSite);

e2e('should hydrate and follow internal links without a full reload', async () => {
  const page = await site.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${site.server.url}/docs/guide/next`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.click('article a[href="/docs/guide/start#install"]');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting started');
  assert.is(new URL(page.url()).pathname, '/docs/guide/start');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'the page was reloaded');
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Next steps');
  assert.equal(errors, []);
  await page.close();
});

e2e('should default to light and keep the chosen mode across reloads without a flash', async () => {
  const context = await site.browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(`${site.server.url}/docs/`);
  await page.waitForSelector('html[data-hydrated="true"]');
  assert.is(await page.getAttribute('html', 'data-theme'), 'light');
  await page.getByRole('button', { name: /switch between dark and light mode/i }).click();
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  // The theme is set by the inline script before the body renders: check it with scripts' effects only.
  await page.reload({ waitUntil: 'domcontentloaded' });
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  await context.close();
});

e2e('should render the not-found page for an unknown path, with status 404', async () => {
  const page = await site.browser.newPage();
  const response = await page.goto(`${site.server.url}/docs/nope`);
  assert.is(response?.status(), 404);
  assert.is(await page.textContent('h1'), 'Page not found');
  await page.close();
});
e2e.run();
