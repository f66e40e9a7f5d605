// Docusaurus's Tabs (runtime/docusaurus/Tabs.tsx) in Chromium, on a harness page (tabs-harness/)
// rendered by react-dom/server and hydrated by an esbuild bundle of the same tree: the WAI-ARIA
// keys, group sync and memory, the query string, the D-pad at 240×320 through the phone script,
// the page without JavaScript, the Gecko 48 legacy script alone, no hydration warnings, axe-core.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleLegacy } from '../../compiler/emit/bundle-legacy.ts';
import { generatedCss } from '../../compiler/emit/bundle-runtime.ts';
import { serve, type Server } from '../../compiler/serve.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { clientConfigOf, pageOf } from '../helpers/docusaurus-page.ts';
import { repoRoot } from '../helpers/fixture-site.ts';
import { HarnessPage, type HarnessData } from './tabs-harness/HarnessPage.tsx';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const themeInit = fs.readFileSync(path.join(repoRoot, 'templates', 'theme-init.js'), 'utf8');
const phone = { width: 240, height: 320 };
const desktop = { width: 1280, height: 900 };

const data: HarnessData = {
  config: clientConfigOf({ title: 'Harness' }),
  page: pageOf({
    route: '/',
    title: 'Tabs harness',
    toc: [
      { depth: 2, id: 'install', text: 'Install' },
      { depth: 2, id: 'platforms', text: 'Platforms' },
    ],
  }),
};

/** The page as the server sends it: the harness's HTML, the theme's head script, the module runtime and the `nomodule` legacy script. */
function pageHtml(body: string): string {
  return `<!doctype html>
<html lang="en" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tabs harness</title>
<script>${themeInit}</script>
<link rel="stylesheet" href="client.css">
</head>
<body>
<div id="__sfp">${body}</div>
<script type="application/json" id="harness-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<script type="module" src="client.js"></script>
<script nomodule defer src="legacy.js"></script>
</body>
</html>`;
}

const other = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1></main></body></html>`;

const tabs = suite('Tabs in chromium');
const state = {} as { dir: string; server: Server; browser: Browser };

tabs.before(async () => {
  state.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfp-tabs-'));
  await esbuild.build({
    entryPoints: [path.join(repoRoot, 'test', 'e2e', 'tabs-harness', 'client.tsx')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    // React's development build reports every hydration mismatch, attributes included.
    define: { 'process.env.NODE_ENV': '"development"' },
    outdir: state.dir,
    // styles.css imports the admonitions' stylesheet, made from shared/admonition-types.ts.
    plugins: [generatedCss],
    logLevel: 'silent',
  });
  fs.writeFileSync(path.join(state.dir, 'legacy.js'), (await bundleLegacy()).phone.code);
  fs.writeFileSync(path.join(state.dir, 'index.html'), pageHtml(renderToString(createElement(HarnessPage, data))));
  fs.writeFileSync(path.join(state.dir, 'next.html'), other('Next page'));
  fs.writeFileSync(path.join(state.dir, 'prev.html'), other('Previous page'));
  for (const mode of ['light', 'dark']) fs.writeFileSync(path.join(state.dir, `${mode}.svg`), `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><text y="20">${mode}</text></svg>`);
  state.server = await serve({ dir: state.dir, port: 0 });
  state.browser = await launchBrowser();
});

tabs.after(async () => {
  await state.browser?.close();
  await state.server?.close();
  if (state.dir) fs.rmSync(state.dir, { recursive: true, force: true });
});

/** Script errors, console errors and anything React says about hydration. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => (m.type() === 'error' || /hydrat|did not match/i.test(m.text())) && problems.push(m.text()));
  return problems;
}

async function open(context: BrowserContext, query = '', { hydrated = true } = {}): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems = watch(page);
  await page.goto(`${state.server.url}/${query}`);
  if (hydrated) await page.waitForSelector('html[data-hydrated="true"]');
  return { page, problems };
}

/** A context as the Gecko 48 browser sees the page: the module script never runs, the `nomodule` one does. */
async function legacyContext(): Promise<BrowserContext> {
  const context = await state.browser.newContext({ viewport: phone });
  await context.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="module"[^>]*><\/script>/, '').replace('<script nomodule ', '<script ');
    return route.fulfill({ response, body: html });
  });
  return context;
}

const box = (page: Page, group: string, nth = 0) => page.locator(`[data-sfp="tabs"][data-group="${group}"]`).nth(nth);

/** Per box: the selected tab's value, the tabindex of each tab, and the text of the visible panels. */
const boxState = (page: Page, group: string, nth = 0) =>
  box(page, group, nth).evaluate((el) => {
    const tabs = Array.from(el.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
    const panels = Array.from(el.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]'));
    return {
      selected: tabs.filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.dataset.value),
      tabindex: tabs.map((t) => t.tabIndex),
      shown: panels.filter((p) => p.getClientRects().length > 0).map((p) => p.innerText.trim().replace(/\n+/g, '\n')),
    };
  });

const focusedTab = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement).dataset.value ?? document.activeElement!.getAttribute('role'));

tabs('should show every panel under its label, and no tablist, without JavaScript', async () => {
  const context = await state.browser.newContext({ javaScriptEnabled: false, viewport: desktop });
  const { page } = await open(context, '', { hydrated: false });
  assert.is(await page.locator('[role="tablist"]').first().isVisible(), false);
  assert.equal(await boxState(page, 'os'), {
    selected: ['mac'],
    tabindex: [-1, 0, -1],
    shown: ['Linux\nLinux panel, first box.', 'macOS\nmacOS panel, first box.', 'Windows\nWindows panel, first box.'],
  });
  assert.equal((await boxState(page, 'pm')).shown, ['npm\nnpm install sfp-kit', 'Yarn\nYarn panel: run yarn add sfp-kit.']);
  assert.is(await page.textContent('#browser-only'), 'Waiting for the browser.');
  assert.is(await page.textContent('#is-browser'), 'Rendered on the server.');
  await context.close();
});

tabs('should hydrate without a warning, then show the selected panels only, and run browser-only parts', async () => {
  const context = await state.browser.newContext({ viewport: desktop });
  const { page, problems } = await open(context);
  assert.equal(await boxState(page, 'os'), { selected: ['mac'], tabindex: [-1, 0, -1], shown: ['macOS panel, first box.'] });
  assert.equal(await boxState(page, 'os', 1), { selected: ['linux'], tabindex: [0, -1], shown: ['Linux panel, second box.'] });
  assert.is(await page.textContent('#browser-only'), 'Only in the browser.');
  assert.is(await page.textContent('#is-browser'), 'Running in the browser.');
  assert.is(await page.title(), 'Tabs harness | Test');
  assert.is(await page.getAttribute('meta[name="description"]', 'content'), 'Set by Head');
  assert.equal(problems, []);
  await context.close();
});

tabs('should move through the tabs with the arrow keys, Home and End, selecting as focus moves', async () => {
  const context = await state.browser.newContext({ viewport: desktop });
  const { page, problems } = await open(context);
  await box(page, 'os').locator('[aria-selected="true"]').focus();
  await page.keyboard.press('ArrowRight');
  assert.is(await focusedTab(page), 'windows');
  assert.equal(await boxState(page, 'os'), { selected: ['windows'], tabindex: [-1, -1, 0], shown: ['Windows panel, first box.'] });
  await page.keyboard.press('ArrowRight');
  assert.is(await focusedTab(page), 'linux', 'wraps to the first');
  await page.keyboard.press('ArrowLeft');
  assert.is(await focusedTab(page), 'windows', 'wraps to the last');
  await page.keyboard.press('Home');
  assert.equal([await focusedTab(page), (await boxState(page, 'os')).selected], ['linux', ['linux']]);
  await page.keyboard.press('End');
  assert.equal([await focusedTab(page), (await boxState(page, 'os')).selected], ['windows', ['windows']]);
  // Tab leaves the tablist for the panel: one stop per tablist.
  await page.keyboard.press('Tab');
  assert.is(await focusedTab(page), 'tabpanel');
  // Enter and Space select a tab that has focus without being selected.
  await box(page, 'os').locator('[data-value="mac"]').focus();
  await page.keyboard.press('Enter');
  assert.equal((await boxState(page, 'os')).selected, ['mac']);
  await box(page, 'os').locator('[data-value="linux"]').focus();
  await page.keyboard.press('Space');
  assert.equal((await boxState(page, 'os')).selected, ['linux']);
  assert.equal(problems, []);
  await context.close();
});

tabs('should switch every box of a group, remember the choice and apply it after hydration', async () => {
  const context = await state.browser.newContext({ viewport: desktop });
  const { page, problems } = await open(context);
  await box(page, 'os').locator('[data-value="windows"]').click();
  assert.equal((await boxState(page, 'os', 1)).shown, ['Windows panel, second box.']);
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'windows');
  // A value the second box does not have leaves it as it is.
  await box(page, 'os').locator('[data-value="mac"]').click();
  assert.equal((await boxState(page, 'os', 1)).selected, ['windows']);
  await box(page, 'os').locator('[data-value="windows"]').click();
  const { page: again, problems: later } = await open(context);
  assert.equal(await boxState(again, 'os'), { selected: ['windows'], tabindex: [-1, -1, 0], shown: ['Windows panel, first box.'] });
  assert.equal((await boxState(again, 'os', 1)).selected, ['windows']);
  assert.equal([...problems, ...later], []);
  await context.close();
});

tabs('should keep the tab a reader chose where it was on screen while boxes above it change', async () => {
  const context = await state.browser.newContext({ viewport: { width: 1280, height: 400 } });
  const { page } = await open(context);
  const tab = box(page, 'os', 1).locator('[data-value="linux"]');
  await tab.scrollIntoViewIfNeeded();
  const before = await tab.evaluate((el) => el.getBoundingClientRect().top);
  const heightBefore = await box(page, 'os').evaluate((el) => (el as HTMLElement).offsetHeight);
  await tab.click();
  assert.ok((await box(page, 'os').evaluate((el) => (el as HTMLElement).offsetHeight)) !== heightBefore, 'the box above changed height');
  const after = await tab.evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(Math.abs(after - before) <= 1, `${before} -> ${after}`);
  await context.close();
});

tabs('should take the choice from the query string and write it there', async () => {
  const context = await state.browser.newContext({ viewport: desktop });
  const { page, problems } = await open(context, '?pm=yarn&x=1');
  assert.equal((await boxState(page, 'pm')).shown, ['Yarn panel: run yarn add sfp-kit.']);
  await box(page, 'pm').locator('[data-value="npm"]').click();
  assert.is(new URL(page.url()).search, '?pm=npm&x=1');
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.tab.pm')), 'npm');
  assert.equal(problems, []);
  await context.close();
});

/** Presses ArrowDown until a tab of the box has focus. */
async function dpadToTab(page: Page, group: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('ArrowDown');
    if (await page.evaluate((g) => document.activeElement?.closest('[data-sfp="tabs"]')?.getAttribute('data-group') === g && document.activeElement.getAttribute('role') === 'tab', group)) return;
  }
  throw new Error(`the D-pad never reached the ${group} tabs`);
}

async function assertDpadSwitches(page: Page): Promise<void> {
  await dpadToTab(page, 'pm');
  assert.is(await focusedTab(page), 'npm');
  assert.is(await page.textContent('.sfp-softkey-center'), 'Select');
  await page.keyboard.press('ArrowRight');
  assert.is(await focusedTab(page), 'yarn');
  assert.equal((await boxState(page, 'pm')).shown, ['Yarn panel: run yarn add sfp-kit.']);
  assert.is(new URL(page.url()).pathname, '/', 'the page did not turn');
  assert.is(new URL(page.url()).search, '?pm=yarn');
  await page.keyboard.press('ArrowLeft');
  assert.is(await focusedTab(page), 'npm');
  assert.is(new URL(page.url()).pathname, '/');
  // Down leaves the tablist for what follows it, never for a hidden tab.
  await page.keyboard.press('ArrowDown');
  assert.not.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'tab');
  // Away from the tabs, Right still turns the page.
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  await page.keyboard.press('ArrowRight');
  await page.waitForURL(/next\.html$/);
}

tabs('should switch tabs with the D-pad at 240×320 instead of turning the page', async () => {
  const context = await state.browser.newContext({ viewport: phone });
  const { page, problems } = await open(context);
  await page.waitForSelector('.sfp-softkeys');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 240, `${width}px wide`);
  await assertDpadSwitches(page);
  assert.equal(problems, []);
  await context.close();
});

tabs('should switch tabs in the legacy script, where React never runs', async () => {
  const context = await legacyContext();
  const { page, problems } = await open(context, '', { hydrated: false });
  await page.waitForSelector('.sfp-softkeys');
  assert.is(await page.evaluate(() => (window as { __sfpStarted?: boolean }).__sfpStarted), undefined);
  assert.equal((await boxState(page, 'pm')).shown, ['npm install sfp-kit']);
  assert.is(await page.textContent('#browser-only'), 'Waiting for the browser.');
  await assertDpadSwitches(page);
  await page.goBack();
  // The group, the memory and Home/End, as in React.
  await box(page, 'os').locator('[data-value="windows"]').click();
  assert.equal((await boxState(page, 'os', 1)).shown, ['Windows panel, second box.']);
  assert.is(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'windows');
  await page.keyboard.press('Home');
  assert.equal([await focusedTab(page), (await boxState(page, 'os')).shown], ['linux', ['Linux panel, first box.']]);
  const { page: again } = await open(context, '?pm=yarn', { hydrated: false });
  await again.waitForSelector('.sfp-softkeys');
  assert.equal(await boxState(again, 'os'), { selected: ['linux'], tabindex: [0, -1, -1], shown: ['Linux panel, first box.'] });
  assert.equal((await boxState(again, 'pm')).shown, ['Yarn panel: run yarn add sfp-kit.']);
  assert.equal(problems, []);
  await context.close();
});

tabs('should have no axe-core violations, at desktop and phone widths', async () => {
  for (const viewport of [desktop, phone]) {
    const context = await state.browser.newContext({ viewport });
    const { page } = await open(context);
    await page.evaluate(axeSource);
    // The softkey bar is the phone script's own (runtime/phone/softkeys.js), on every page: not this harness's to judge.
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (c: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
      return (await axe.run({ exclude: ['.sfp-softkeys'] })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    assert.equal(violations, [], `${viewport.width} px`);
    await context.close();
  }
});

tabs.run();
