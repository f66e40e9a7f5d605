// Writers' mode on a Docusaurus site in a real browser: each kind of file the site reads (docs
// outside the site folder, a versioned doc, the sidebars file, a blog post, a React page and the
// component it imports, custom CSS, the config) is edited on disk and the open page shows it.
// The docs folder moved away and back keeps being watched.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from '../helpers/browser.ts';
import { outsideDocsSite } from '../helpers/docusaurus-fixtures.ts';
import { makeSite, removeSite, writeFiles } from '../helpers/fixture-site.ts';
import { startCli, type WatchProcess } from '../helpers/watch-server.ts';

const e2e = suite('writers mode on a Docusaurus site, in chromium');
let dir = '';
let server: WatchProcess;
let browser: Browser;

e2e.before(async () => {
  dir = makeSite(outsideDocsSite);
  server = await startCli(['start', path.join(dir, 'website'), '--port', '0']);
  browser = await launchBrowser();
});
e2e.after(async () => {
  if (process.env.SHOW_OUTPUT) console.log(server?.output());
  await browser?.close();
  await server?.stop();
  removeSite(dir);
});

/** Replaces text in a file of the fixture, as an editor saves it. */
const change = (file: string, from: string, to: string) => {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  assert.ok(text.includes(from), `${file} holds ${from}`);
  writeFiles(dir, { [file]: text.replace(from, to) });
};
const shows = (tab: Page, selector: string, text: string) => tab.waitForFunction(([s, t]) => document.querySelector(s!)?.textContent?.includes(t!), [selector, text]);

async function open(route: string): Promise<Page> {
  const tab = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  await tab.goto(`${server.url}${route}`);
  await tab.waitForSelector('html[data-hydrated="true"]');
  return tab;
}

e2e('should say in its start line that it watches the docs outside the site folder, the versions, sidebars, blog, src and static', () => {
  const line = /watching (.*)\n/.exec(server.output())?.[1] ?? '';
  for (const place of ['../docs/', 'versioned_docs/version-1.0/', 'blog/', 'src/', 'static/', 'docusaurus.config.js', 'sidebars.js', 'versions.json', 'versioned_sidebars/version-1.0-sidebars.json']) {
    assert.ok(line.includes(place), `the start line names ${place}: ${line}`);
  }
});

e2e('should show edits of docs outside the site folder, a versioned doc, the sidebars file and a blog post', async () => {
  const tab = await open('/docs/next/guide');
  await tab.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  change('docs/guide.md', 'Guide body text.', 'Guide body, edited.');
  await shows(tab, 'article', 'Guide body, edited.');
  assert.is(await tab.evaluate(() => (window as unknown as { marker?: number }).marker), 7, 'a content edit updates the page in place');

  change('website/sidebars.js', "label: 'The guide'", "label: 'The whole guide'");
  await shows(tab, 'body', 'The whole guide');

  const released = await open('/docs/intro');
  change('website/versioned_docs/version-1.0/intro.md', 'Version one text.', 'Version one, edited.');
  await shows(released, 'article', 'Version one, edited.');

  const post = await open('/blog/2024/01/02/hello');
  change('website/blog/2024-01-02-hello.md', 'Post body text.', 'Post body, edited.');
  await shows(post, 'article', 'Post body, edited.');
  await Promise.all([tab.close(), released.close(), post.close()]);
});

e2e('should show edits of a React page, the component it imports, the custom CSS and the config', async () => {
  const tab = await open('/hello');
  change('website/src/pages/hello.js', 'React page text.', 'React page, edited.');
  await shows(tab, 'main', 'React page, edited.');
  change('website/src/components/Greeting.js', 'Greeting text.', 'Greeting, edited.');
  await shows(tab, 'main', 'Greeting, edited.');
  const color = () => tab.evaluate(() => getComputedStyle(document.querySelector('.greeting')!).color);
  assert.is(await color(), 'rgb(10, 20, 30)');
  change('website/src/css/custom.css', 'rgb(10, 20, 30)', 'rgb(200, 20, 30)');
  // A stylesheet edit reloads the page: while it reloads, the element is not there yet.
  await tab.waitForFunction(() => {
    const greeting = document.querySelector('.greeting');
    return !!greeting && getComputedStyle(greeting).color === 'rgb(200, 20, 30)';
  });
  change('website/docusaurus.config.js', "title: 'Outside Docs'", "title: 'Renamed Docs'");
  await tab.waitForFunction(() => document.title.includes('Renamed Docs'));
  await tab.close();
});

e2e('should keep watching the docs folder after it is moved away and back', async () => {
  const away = `${dir}-docs-away`;
  try {
    const since = server.output().length;
    fs.renameSync(path.join(dir, 'docs'), away);
    await server.waitForOutput(/the docs folder of version `current` .* does not exist: \.\.\/docs/, since);
    fs.renameSync(away, path.join(dir, 'docs'));
    await server.waitForOutput(/no errors left/, since);
  } finally {
    if (fs.existsSync(away)) fs.renameSync(away, path.join(dir, 'docs'));
  }
  const tab = await open('/docs/next/guide');
  await shows(tab, 'article', 'Guide body, edited.');
  change('docs/guide.md', 'Guide body, edited.', 'Guide body, edited after the move.');
  try {
    await shows(tab, 'article', 'Guide body, edited after the move.');
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  }
  await tab.close();
});

e2e.run();
