// Writers' mode in a real browser: an edit re-renders the open page in place (no reload, same
// scroll position), and a broken file shows its error in an overlay until it is fixed. Runs
// against `sfpdocs serve --watch` on a fixture site.
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from '../helpers/browser.ts';
import { basicSite, makeSite, removeSite, writeFiles } from '../helpers/fixture-site.ts';
import { startWatch, type WatchProcess } from '../helpers/watch-server.ts';

const file = 'content/2.5/guide/start.md';
const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of a long page, long enough to scroll.`).join('\n\n');
const page = (extra: string) => `---\ntitle: Getting started\nsidebar_position: 1\n---\n\n## Install {#install}\n\n${paragraphs}\n\n${extra}\n`;

const e2e = suite('serve --watch in chromium');
let dir = '';
let server: WatchProcess;
let browser: Browser;

e2e.before(async () => {
  dir = makeSite({ ...basicSite, [file]: page('The last line.') });
  server = await startWatch(dir);
  browser = await launchBrowser();
});
e2e.after(async () => {
  await browser?.close();
  await server?.stop();
  removeSite(dir);
});

e2e('should update the open page in place, keeping its scroll position, and show errors in an overlay until fixed', async () => {
  const tab = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const problems: string[] = [];
  tab.on('pageerror', (e) => problems.push(e.message));
  tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await tab.goto(`${server.url}/docs/guide/start`);
  await tab.waitForSelector('html[data-hydrated="true"]');
  await tab.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
    window.scrollTo(0, 900);
  });
  await tab.waitForFunction(() => Math.abs(window.scrollY - 900) < 2);

  writeFiles(dir, { [file]: page('The last line, edited.') });
  await tab.waitForFunction(() => document.querySelector('article')?.textContent?.includes('The last line, edited.'));
  assert.is(await tab.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'the page was reloaded');
  assert.ok(Math.abs((await tab.evaluate(() => window.scrollY)) - 900) < 2, 'the scroll position moved');

  writeFiles(dir, { [file]: page('x').replace('title: Getting started', 'title: [unclosed') });
  const overlay = tab.locator('#sfpdocs-error-overlay');
  await overlay.waitFor({ state: 'visible' });
  const text = await overlay.textContent();
  const line = /content\/2\.5\/guide\/start\.md:\d+:\d+ {2}invalid YAML in front matter[^\n]*\)/.exec(text ?? '')?.[0];
  assert.ok(line, `the overlay names file:line: ${text}`);
  assert.match(server.output(), line!, 'the terminal shows the same line');

  writeFiles(dir, { [file]: page('Fixed.') });
  await overlay.waitFor({ state: 'detached' });
  await tab.waitForFunction(() => document.querySelector('article')?.textContent?.includes('Fixed.'));
  assert.is(await tab.evaluate(() => (window as unknown as { marker?: number }).marker), 42);
  assert.equal(problems, [], 'no script errors and no CSP violations');
  await tab.close();
});

e2e.run();
