// The site on the platform's own screen (issue 10): Chromium at 240×320 with no pointer, driven by
// the D-pad (arrow keys, Enter, Backspace) and the softkeys, first with the React runtime and then
// with the ES5 legacy script alone, as the Gecko 48 browser runs it.
import type { BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowserSite } from '../helpers/browser.ts';
import { basicSite } from '../helpers/fixture-site.ts';

const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.';

/** basicSite plus a guide long enough to scroll, with links, a wide code block and a table. */
const phoneSite: Record<string, string> = {
  ...basicSite,
  'site.config.ts': basicSite['site.config.ts']!.replace('redirects:', "chatbot: { url: 'https://chat.example.test/widget', title: 'Ask the assistant' },\n  redirects:"),
  'content/2.5/guide/start.md': `---
title: Getting started
sidebar_position: 1
---

Read the [next steps](./next.md) first, then the [alarm API](../api/alarm/add.md).

## Install {#install}

${filler}

\`\`\`js title="install.js"
const alarm = navigator.mozAlarms.add(new Date(Date.now() + 60000), "honorTimezone", { reason: "a line far wider than the screen" });
\`\`\`

| Key | event.key | keyCode | Role |
|---|---|---|---|
| Left softkey | \`SoftLeft\` | 0 | A primary action for the screen |
| Centre | \`Enter\` | 13 | Select |

${filler}

${filler}

## More {#more}

See [more steps](./next.md#more) and [the 3.0 guide](../../3.0/guide/start.md).

${filler}

${filler}

Last, the [home page](/).
`,
  'content/2.5/guide/next.md': '---\ntitle: Next steps\nsidebar_position: 2\n---\n\nBack to [install](./start.md#install).\n\n## More {#more}\n\nText.\n',
};

const viewport = { width: 240, height: 320 };
const guide = '/docs/guide/start';

const phone = suite('phone: 240×320, D-pad and softkeys');

const site = useBrowserSite(phone, phoneSite);

/** A context as the Gecko 48 browser sees the site: the module runtime never runs, the `nomodule` script does. */
async function legacyContext(): Promise<BrowserContext> {
  const context = await site.browser.newContext({ viewport });
  await context.route('**/*', async (route) => {
    const request = route.request();
    // The offline worker precaches everything, runtime included; only the page must not run it.
    if (request.serviceWorker()) return route.continue();
    if (/\/assets\/(runtime|chunk)\.[\w-]+\.js$/.test(request.url())) return route.abort();
    if (request.resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="module"[^>]*><\/script>/g, '').replace(/<script nomodule /g, '<script ');
    return route.fulfill({ response, body: html });
  });
  return context;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Script errors and CSP refusals count; failed loads do not (the legacy context aborts the runtime on purpose).
  page.on('console', (m) => m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && errors.push(m.text()));
  return errors;
}

async function open(page: Page, route: string, legacy = false): Promise<void> {
  await page.goto(site.server.url + route);
  await page.waitForSelector('.sfp-softkeys');
  if (!legacy) await page.waitForSelector('html[data-hydrated="true"]');
}

/** The softkeys have no Playwright key name: send what the phone sends, a keydown with that `key`. */
async function softkey(page: Page, key: 'SoftLeft' | 'SoftRight'): Promise<void> {
  await page.evaluate((k) => (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })), key);
}

const labels = (page: Page) => page.$$eval('.sfp-softkey', (cells) => cells.map((c) => c.textContent));

interface Focus {
  href: string | null;
  tag: string;
  inArticle: boolean;
  visible: boolean;
  ring: boolean;
  scrollY: number;
}

const focused = (page: Page) =>
  page.evaluate((): Focus => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('.sfp-softkeys')!.getBoundingClientRect();
    const style = getComputedStyle(el);
    return {
      href: el instanceof HTMLAnchorElement ? el.href : null,
      tag: el.tagName,
      inArticle: !!el.closest('article'),
      // Scrolled into view: its top is on screen above the softkey bar, or it is taller than the screen and fills it.
      visible: el === document.body || (r.top < bar.top && r.bottom > 0 && (r.top >= 0 || r.bottom >= bar.top)),
      ring: el === document.body || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2),
      scrollY: window.scrollY,
    };
  });

/** Presses ArrowDown until the page end, recording what had focus after each press. */
async function walkDown(page: Page): Promise<Focus[]> {
  const seen: Focus[] = [];
  let still = 0;
  for (let i = 0; i < 150 && still < 3; i++) {
    await page.keyboard.press('ArrowDown');
    const now = await focused(page);
    const last = seen[seen.length - 1];
    still = last && last.href === now.href && last.tag === now.tag && last.scrollY === now.scrollY ? still + 1 : 0;
    seen.push(now);
  }
  return seen;
}

async function assertWalksArticle(page: Page): Promise<void> {
  const expected = await page.$$eval('article a[href]:not([tabindex="-1"])', (links) => links.map((a) => (a as HTMLAnchorElement).href));
  assert.ok(expected.length >= 5, 'the fixture article has links');
  const seen = await walkDown(page);
  for (const f of seen) {
    assert.ok(f.visible, `focus left the screen on ${f.tag} ${f.href}`);
    assert.ok(f.ring, `no visible focus ring on ${f.tag} ${f.href}`);
  }
  const visited = seen.filter((f) => f.inArticle && f.href).map((f) => f.href).filter((href, i, all) => href !== all[i - 1]);
  assert.equal(visited, expected);
  assert.ok(seen.some((f) => f.tag === 'PRE'), 'the code block was a D-pad stop');
  assert.ok(seen.some((f) => f.tag === 'BODY'), 'scrolled in steps where nothing was focusable');
}

phone('should fit every kind of page in 240 px with no horizontal overflow', async () => {
  const page = await site.browser.newPage({ viewport });
  for (const route of ['/', guide, '/docs/api/alarm/add', '/apis/', '/search', '/docs/nope', '/blog']) {
    await page.goto(site.server.url + route);
    await page.waitForSelector('.sfp-softkeys');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 240, `${route} is ${width}px wide`);
  }
  await softkey(page, 'SoftLeft');
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 240, 'the menu fits');
  await page.close();
});

phone('should show the title bar, the softkey bar and no sidebar on the page', async () => {
  const page = await site.browser.newPage({ viewport });
  await open(page, guide);
  const bar = await page.$eval('.sfp-softkeys', (el) => el.getBoundingClientRect().toJSON());
  assert.equal([bar.top, bar.height, bar.width], [290, 30, 240]);
  assert.equal(await labels(page), ['Menu', '', 'Search']);
  assert.is(await page.isVisible('main .sidebar'), false);
  assert.is(await page.isVisible('.navbar-items'), false);
  assert.ok((await page.$eval('.navbar', (el) => el.getBoundingClientRect().height)) <= 40, 'the navbar is one title bar');
  await page.close();
});

phone('should walk every link of the article in order with ArrowDown, in view and with a focus ring', async () => {
  const page = await site.browser.newPage({ viewport });
  const errors = watchErrors(page);
  await open(page, guide);
  await assertWalksArticle(page);
  assert.equal(errors, []);
  await page.close();
});

phone('should follow the focused link with Enter and return with Backspace', async () => {
  const page = await site.browser.newPage({ viewport });
  await open(page, guide);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  for (let i = 0; i < 10 && !(await focused(page)).href?.endsWith('/docs/guide/next'); i++) await page.keyboard.press('ArrowDown');
  assert.equal(await labels(page), ['Menu', 'Select', 'Search']);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Next steps');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'a client navigation, not a reload');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting started');
  assert.is(new URL(page.url()).pathname, guide);
  await page.close();
});

phone('should go to the next and previous page with Right and Left', async () => {
  const page = await site.browser.newPage({ viewport });
  await open(page, guide);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Next steps');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Getting started');
  await page.close();
});

phone('should scroll a focused code block sideways with Right and Left instead of turning the page', async () => {
  const page = await site.browser.newPage({ viewport });
  await open(page, guide);
  for (let i = 0; i < 30 && (await focused(page)).tag !== 'PRE'; i++) await page.keyboard.press('ArrowDown');
  const pre = page.locator('article pre').first();
  assert.ok(await pre.evaluate((el) => el === document.activeElement && el.scrollWidth > el.clientWidth), 'a wide code block has focus');
  await page.keyboard.press('ArrowRight');
  assert.ok((await pre.evaluate((el) => el.scrollLeft)) > 0);
  await page.keyboard.press('ArrowLeft');
  assert.is(await pre.evaluate((el) => el.scrollLeft), 0);
  assert.is(new URL(page.url()).pathname, guide);
  await page.close();
});

phone('should open the menu with SoftLeft and F1: sidebar, versions and colour mode', async () => {
  const page = await site.browser.newPage({ viewport });
  await open(page, guide);
  await softkey(page, 'SoftLeft');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  assert.ok(await menu.isVisible());
  assert.equal(await labels(page), ['Close', 'Select', 'Search']);
  // Focus starts on the current page in the sidebar copy.
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-current')), 'page');
  assert.is(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).pathname), guide);
  assert.ok(await menu.getByRole('link', { name: 'Next steps' }).isVisible());
  assert.ok(await menu.getByRole('link', { name: 'All versions' }).count());
  assert.ok(await menu.getByRole('link', { name: 'Fixture 3.0' }).count(), 'the version switcher is in the menu');
  // Up/Down stay inside the menu.
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowUp');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.sfp-menu')));
  assert.match(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), /switch between dark and light mode/i);
  await page.keyboard.press('Enter');
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  await softkey(page, 'SoftLeft');
  assert.is(await menu.count(), 0);
  await page.keyboard.press('F1');
  assert.ok(await page.getByRole('dialog', { name: 'Menu' }).isVisible(), 'F1 is the desktop stand-in');
  await page.keyboard.press('Backspace');
  assert.is(await page.getByRole('dialog', { name: 'Menu' }).count(), 0, 'Backspace closes the menu');
  assert.is(new URL(page.url()).pathname, guide);
  await page.close();
});

phone('should choose a page from the menu with Down and Enter', async () => {
  const page = await site.browser.newPage({ viewport });
  await open(page, guide);
  await softkey(page, 'SoftLeft');
  await page.keyboard.press('ArrowDown');
  assert.is(await page.evaluate(() => (document.activeElement as HTMLAnchorElement).pathname), '/docs/guide/next');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Next steps');
  assert.is(await page.getByRole('dialog', { name: 'Menu' }).count(), 0, 'the menu closes on a choice');
  await page.close();
});

phone('should open the chatbot from the menu, keep the D-pad inside it and close it with SoftLeft', async () => {
  const page = await site.browser.newPage({ viewport });
  await page.route(/^https:\/\/chat\.example\.test\//, (route) => route.fulfill({ body: '<p>chat</p>', contentType: 'text/html' }));
  await open(page, guide);
  assert.is(await page.isVisible('.chatbot-launcher'), false, 'no button floats over the text');
  await softkey(page, 'SoftLeft');
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Ask the assistant' }).focus();
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: 'Ask the assistant' });
  await chat.waitFor();
  const box = (await chat.boundingBox())!;
  assert.equal([box.y, box.y + box.height], [0, 290], 'the chat fills the screen above the softkey bar');
  await page.keyboard.press('ArrowDown');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('.chatbot-panel')));
  assert.equal(await labels(page), ['Close', 'Select', '']);
  await softkey(page, 'SoftLeft');
  await chat.waitFor({ state: 'hidden' });
  // The labels follow focus a tick after it moves.
  await page.waitForFunction(() => Array.from(document.querySelectorAll('.sfp-softkey'), (c) => c.textContent).join('|') === 'Menu||Search', undefined, { timeout: 5000 }).catch(() => {});
  assert.equal(await labels(page), ['Menu', '', 'Search']);
  await page.close();
});

phone('should open search with SoftRight and F2, and never go back while typing', async () => {
  const page = await site.browser.newPage({ viewport });
  await open(page, guide);
  await softkey(page, 'SoftRight');
  const input = page.locator('.navbar input[type="search"]');
  assert.ok(await input.evaluate((el) => el === document.activeElement));
  const box = (await input.boundingBox())!;
  assert.ok(box.y >= 0 && box.y + box.height <= 290 && box.width > 150, 'the search box is on screen');
  assert.equal(await labels(page), ['Close', 'Search', '']);
  await page.keyboard.type('ab');
  await page.keyboard.press('Backspace');
  assert.is(await input.inputValue(), 'a');
  assert.is(new URL(page.url()).pathname, guide);
  await softkey(page, 'SoftLeft');
  assert.is(await input.isVisible(), false, 'SoftLeft closes search');
  await page.keyboard.press('F2');
  assert.ok(await input.evaluate((el) => el === document.activeElement), 'F2 is the desktop stand-in');
  await page.close();
});

phone('should keep native arrow-key scrolling on a wide screen once a pointer is used', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1024, height: 400 } });
  await page.goto(site.server.url + guide);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.mouse.move(500, 200);
  await page.mouse.move(510, 210);
  await page.mouse.down();
  await page.mouse.up();
  await page.evaluate(() => ((window as unknown as { before: Element | null }).before = document.activeElement));
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => window.scrollY > 0);
  assert.ok(await page.evaluate(() => document.activeElement === (window as unknown as { before: Element | null }).before), 'the arrow key scrolled, focus did not move');
  assert.is(await page.isVisible('.sfp-softkeys'), false);
  await page.close();
});

phone('should use the D-pad on a wide screen when the arrow keys come without a pointer', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1024, height: 600 } });
  await page.goto(site.server.url + guide);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector('html.sfp-dpad');
  // The brand link takes the focus first (it also carries Docusaurus's class name, navbar__brand).
  assert.ok(await page.evaluate(() => document.activeElement!.classList.contains('navbar-brand')));
  await page.close();
});

phone('should read and link every page without any script', async () => {
  const context = await site.browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const route of ['/', guide, '/docs/api/alarm/add']) {
    await page.goto(site.server.url + route);
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 240, `${route} fits`);
  }
  await page.goto(site.server.url + guide);
  assert.ok(await page.isVisible('main .sidebar a[href="/docs/guide/next"]'), 'the sidebar follows the page');
  assert.ok(await page.isVisible('.navbar input[type="search"]'), 'the navbar keeps its search box');
  assert.ok(await page.isVisible('.pagination a[rel="next"]'));
  await context.close();
});

phone('should give the same D-pad, softkeys and menu with the legacy script alone, with full page loads', async () => {
  const context = await legacyContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await open(page, guide, true);
  assert.is(await page.getAttribute('html', 'data-hydrated'), null, 'the React runtime did not run');
  assert.equal(await labels(page), ['Menu', '', 'Search']);
  await assertWalksArticle(page);

  await open(page, guide, true);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  for (let i = 0; i < 10 && !(await focused(page)).href?.endsWith('/docs/guide/next'); i++) await page.keyboard.press('ArrowDown');
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  assert.is(await page.textContent('h1'), 'Next steps');
  assert.is(await page.evaluate(() => (window as unknown as { marker?: number }).marker), undefined, 'a full page load');
  await page.waitForSelector('.sfp-softkeys');
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Backspace')]);
  assert.is(new URL(page.url()).pathname, guide);
  await page.waitForSelector('.sfp-softkeys');
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('ArrowRight')]);
  assert.is(await page.textContent('h1'), 'Next steps');

  await page.waitForSelector('.sfp-softkeys');
  await softkey(page, 'SoftLeft');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  assert.ok(await menu.getByRole('link', { name: 'Getting started' }).isVisible(), 'the sidebar is in the menu');
  await menu.getByRole('button', { name: /switch between dark and light mode/i }).click();
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark');
  await page.reload();
  assert.is(await page.getAttribute('html', 'data-theme'), 'dark', 'the colour mode persists');
  await page.waitForSelector('.sfp-softkeys');
  await softkey(page, 'SoftRight');
  assert.ok(await page.locator('.navbar input[type="search"]').evaluate((el) => el === document.activeElement));
  // Without the runtime the search page still answers, from the pages' text, with the shared ranking.
  await page.keyboard.type('primary action');
  await Promise.all([page.waitForURL(/\/search\?q=primary\+action$/), page.keyboard.press('Enter')]);
  assert.is(new URL(page.url()).pathname, '/search');
  const results = page.locator('main .search-results');
  const first = results.locator('.search-page-hit').first();
  await first.waitFor();
  assert.is(await first.textContent(), 'Getting started › Install', 'the result opens at the section whose text matched');
  assert.is(new URL(await first.evaluate((a) => (a as HTMLAnchorElement).href)).hash, '#install');
  assert.is(await page.inputValue('main input[type="search"]'), 'primary action');
  await page.goto(`${site.server.url}/search?q=more+steps`);
  await results.locator('.search-page-hit').first().waitFor();
  assert.ok((await results.locator('mark').allTextContents()).includes('steps'), 'the matched words are marked');
  assert.is(await results.locator('mark').first().evaluate((mark) => mark.children.length), 0, 'marks hold text, not markup');
  assert.equal(errors, []);
  await context.close();
});
phone('should register the offline worker from the legacy script alone, as the 2.5 browser needs it', async () => {
  const context = await legacyContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await open(page, `${guide}?offlineMode=true`, true);
  // Installing fills the precache first; poll until the worker is active.
  let state: { script: string; cacheNames: string[] } | null = null;
  for (let i = 0; i < 150 && !state; i++) {
    state = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return r?.active ? { script: r.active.scriptURL, cacheNames: await caches.keys() } : null;
    });
    if (!state) await page.waitForTimeout(200);
  }
  assert.ok(state, 'no active service worker after 30 s');
  const { script, cacheNames } = state;
  const params = JSON.parse(new URL(script).searchParams.get('params')!);
  assert.equal(params, { offlineMode: true, debug: true });
  assert.ok(cacheNames.some((name) => name.includes('precache')), `precache not filled: ${cacheNames.join(', ')}`);
  assert.equal(errors, []);
  await context.close();
});

phone.run();
