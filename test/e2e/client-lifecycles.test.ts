// A Docusaurus site's client modules with route lifecycles (runtime/docusaurus/client-lifecycles.ts)
// in a real browser: one from a plugin's getClientModules() with named exports, one from the
// config's clientModules with a default export; both are called on the first page and on every
// client-side navigation, in Docusaurus's order.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowserSite } from '../helpers/browser.ts';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-lifecycles', dependencies: { '@docusaurus/core': '^3.9.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Lifecycles',
  url: 'https://lifecycles.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  clientModules: ['./src/second.js'],
  plugins: [function tracker() { return { name: 'tracker', getClientModules() { return [require('path').join(__dirname, 'src/track.js')]; } }; }],
};
`,
  'src/track.js': `const log = (entry) => { (window.lifecycleCalls = window.lifecycleCalls || []).push(entry); };
const from = (previous) => (previous ? previous.pathname : 'null');
export function onRouteUpdate({ location, previousLocation }) {
  log('update ' + from(previousLocation) + ' > ' + location.pathname + location.hash);
  return () => log('loaded ' + location.pathname);
}
export function onRouteDidUpdate({ location, previousLocation }) {
  log('did ' + from(previousLocation) + ' > ' + location.pathname + ' ' + document.querySelector('h1').textContent);
}
`,
  'src/second.js': `export default {
  onRouteDidUpdate({ location }) { window.lifecycleCalls.push('second did ' + location.pathname); },
};
`,
  'docs/first.md': '# First\n\nGo to [the second page](./second.md#end).\n',
  'docs/second.md': '# Second\n\nBack to [the first page](./first.md).\n\n## End\n',
};

const lifecycles = suite('client module lifecycles in chromium');
const site = useBrowserSite(lifecycles, files);

const calls = (page: Page) => page.evaluate(() => (window as unknown as { lifecycleCalls?: string[] }).lifecycleCalls ?? []);

lifecycles('should call onRouteUpdate, its returned function and onRouteDidUpdate on the first page and on each navigation, in order', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 700 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.server.url}/docs/first`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForFunction(() => ((window as unknown as { lifecycleCalls?: string[] }).lifecycleCalls ?? []).length >= 4);
    assert.equal(await calls(page), ['update null > /docs/first', 'loaded /docs/first', 'did null > /docs/first First', 'second did /docs/first'], 'the first page: both lifecycles, previousLocation null');

    await page.evaluate(() => (window as unknown as { marker: number }).marker = 1);
    await page.click('article a[href="/docs/second#end"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Second');
    await page.waitForFunction(() => ((window as unknown as { lifecycleCalls?: string[] }).lifecycleCalls ?? []).length >= 8);
    assert.equal((await calls(page)).slice(4), ['update /docs/first > /docs/second#end', 'loaded /docs/second', 'did /docs/first > /docs/second Second', 'second did /docs/second'], 'a navigation: update, then its function once the page loaded, then did-update with the page on screen');

    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'First');
    await page.waitForFunction(() => ((window as unknown as { lifecycleCalls?: string[] }).lifecycleCalls ?? []).length >= 12);
    assert.equal((await calls(page)).slice(8), ['update /docs/second > /docs/first', 'loaded /docs/first', 'did /docs/second > /docs/first First', 'second did /docs/first'], 'back: the same, from the page left');
    assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'the navigations were client-side');
    assert.equal(errors, []);
  } finally {
    await context.close();
  }
});

lifecycles.run();
