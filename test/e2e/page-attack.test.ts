// The page under attack (issue 11): hostile text through every place a reader's input or a URL
// reaches the DOM (the search box, ?q=, ?version=, the hash, the 404 path) must never run; the
// CSP is tight and the page works under it; external links cannot reach back into the page.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowserSite } from '../helpers/browser.ts';
import { runtimeSite } from '../helpers/runtime-site.ts';
import { searchSite, withConfig } from '../helpers/search-site.ts';

const attack = suite('the page under attack');
const site = useBrowserSite(attack, withConfig({ ...runtimeSite, ...searchSite, 'site.config.ts': runtimeSite['site.config.ts']! }, "  logo: '/img/logo.svg',"));

// Every payload, if it ran, would set window.__xss or open a dialog.
const payloads = [
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload="window.__xss=1">',
  "'><script>window.__xss=1</script>",
  '</script><script>window.__xss=1</script>',
  'javascript:window.__xss=1',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1" id="xss-link">x</a>',
  '{{constructor.constructor("window.__xss=1")()}}',
  '%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E',
  '\u2028<img src=x onerror=window.__xss=1>',
];

interface Watch {
  dialogs: string[];
  violations: string[];
  errors: string[];
}

async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], violations: [], errors: [] };
  page.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && seen.violations.push(m.text()));
  // Analytics and the chatbot are other hosts: answered empty, so nothing waits on the network.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
  return seen;
}

async function assertNothingRan(page: Page, seen: Watch, where: string): Promise<void> {
  await page.waitForTimeout(50);
  const ran = await page.evaluate(() => ({
    flag: (window as unknown as { __xss?: number }).__xss ?? null,
    injected: document.querySelectorAll('main img[src="x"], main svg[onload], main iframe[srcdoc], #xss-link').length,
  }));
  assert.equal({ ...ran, dialogs: seen.dialogs }, { flag: null, injected: 0, dialogs: [] }, where);
}

attack('payloads in ?q=, ?version= and the hash of the search page are shown as text, never run', async () => {
  const page = await site.browser.newPage();
  const seen = await watch(page);
  for (const payload of payloads) {
    const q = encodeURIComponent(payload);
    await page.goto(`${site.server.url}/search?q=${q}&version=${q}#${q}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await assertNothingRan(page, seen, `/search with ${payload}`);
    assert.is(await page.inputValue('main input[type="search"]'), payload, 'the query is echoed as text');
  }
  assert.equal(seen.errors, []);
  await page.close();
});

attack('payloads typed into the navbar search box are shown as text, never run', async () => {
  const page = await site.browser.newPage();
  const seen = await watch(page);
  await page.goto(`${site.server.url}/docs/guide/start`);
  await page.waitForSelector('html[data-hydrated="true"]');
  const box = page.locator('header input[type="search"]');
  for (const payload of payloads) {
    await box.fill(payload);
    await page.waitForTimeout(100);
    await assertNothingRan(page, seen, `search box with ${payload}`);
  }
  await box.fill(payloads[0]!);
  await box.press('Enter');
  await page.waitForTimeout(200);
  await assertNothingRan(page, seen, 'search box submitted');
  assert.equal(seen.errors, []);
  await page.close();
});

attack('payloads in the hash of a doc page and in an unknown path never run', async () => {
  const page = await site.browser.newPage();
  const seen = await watch(page);
  for (const payload of payloads) {
    await page.goto(`${site.server.url}/docs/guide/start#${encodeURIComponent(payload)}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await assertNothingRan(page, seen, `hash ${payload}`);
    const response = await page.goto(`${site.server.url}/docs/${encodeURIComponent(payload)}`);
    assert.is(response?.status(), 404);
    await page.waitForSelector('html[data-hydrated="true"]');
    await assertNothingRan(page, seen, `404 path ${payload}`);
  }
  // A client-side navigation to a hostile path renders the not-found page, also as text.
  await page.evaluate((p) => {
    const a = Object.assign(document.createElement('a'), { href: `/docs/${encodeURIComponent(p)}`, textContent: 'go' });
    document.querySelector('main')!.append(a);
    a.click();
  }, payloads[0]!);
  await page.waitForTimeout(300);
  await assertNothingRan(page, seen, 'client navigation to a hostile path');
  assert.equal(seen.errors, []);
  await page.close();
});

attack('the Content-Security-Policy allows no inline script and the site works under it', async () => {
  const page = await site.browser.newPage();
  const seen = await watch(page);
  for (const route of ['/', '/docs/guide/start', '/search?q=battery', '/apis/', '/nope']) {
    await page.goto(site.server.url + route);
    await page.waitForSelector('html[data-hydrated="true"]');
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    const directives = Object.fromEntries(csp!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    assert.not.ok(directives['script-src'].includes("'unsafe-inline'"), `script-src of ${route}: ${directives['script-src']}`);
    assert.not.ok(directives['script-src'].includes("'unsafe-eval'"));
    assert.equal(directives['object-src'], ["'none'"]);
    assert.equal(directives['base-uri'], ["'self'"]);
    // Every external link opens without a handle on this page; nothing is loaded over http.
    const links = await page.$$eval('a[href]', (as) => as.map((a) => ({ href: (a as HTMLAnchorElement).href, rel: a.getAttribute('rel') ?? '' })));
    for (const link of links.filter((l) => !l.href.startsWith(site.server.url) && /^https?:/.test(l.href))) {
      assert.match(link.rel, 'noopener', `${link.href} on ${route}`);
    }
    // The test server itself is plain http on loopback; any other http: URL would be mixed content.
    const insecure = await page.$$eval('[src], link[href]', (els) =>
      els.map((e) => (e as HTMLLinkElement).href || (e as HTMLImageElement).src || '').filter((u) => u.startsWith('http:') && !u.startsWith(location.origin)),
    );
    assert.equal(insecure, [], `mixed content on ${route}`);
  }
  assert.equal(seen.violations, [], 'the page breaks its own CSP');
  assert.equal(seen.errors, []);
  await page.close();
});

attack.run();
