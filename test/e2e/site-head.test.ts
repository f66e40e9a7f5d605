// The scripts and stylesheets a config adds, in a real browser under the pages'
// Content-Security-Policy: a script from another origin runs and can talk to its own host, an
// inline head script runs (allowed by its hash), a stylesheet from another origin applies; a
// script the config does not list is still refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndServe, launchBrowser, type BuiltSite } from '../helpers/browser.ts';
import { basicSite, removeSite } from '../helpers/fixture-site.ts';
import type { Browser } from 'playwright-core';

const head = suite('site scripts and stylesheets in chromium');
let other: http.Server;
let origin = '';
let site: BuiltSite;
let browser: Browser;

head.before(async () => {
  // Another origin (another port), as a CDN would be.
  other = http.createServer((request, response) => {
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (request.url === '/widget.js') response.writeHead(200, { ...headers, 'content-type': 'text/javascript' }).end(`window.widgetRan = true; fetch('${origin}/ping').then((r) => r.text()).then((t) => { window.widgetPinged = t; });`);
    else if (request.url === '/ping') response.writeHead(200, { ...headers, 'content-type': 'text/plain' }).end('pong');
    else if (request.url === '/theme.css') response.writeHead(200, { ...headers, 'content-type': 'text/css' }).end('body { outline: 3px solid rgb(1, 2, 3); }');
    else if (request.url === '/unlisted.js') response.writeHead(200, { ...headers, 'content-type': 'text/javascript' }).end('window.unlistedRan = true;');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  const config = basicSite['site.config.ts']!.replace(
    '  redirects:',
    `  scripts: [{ src: '${origin}/widget.js' }],
  stylesheets: [{ href: '${origin}/theme.css' }],
  headTags: [{ tagName: 'script', innerHTML: 'window.inlineRan = true;' }],
  redirects:`,
  );
  site = await buildAndServe({ ...basicSite, 'site.config.ts': config });
  browser = await launchBrowser();
});

head.after(async () => {
  await browser?.close();
  await site?.server.close();
  if (site) removeSite(site.dir);
  await new Promise((resolve) => other?.close(resolve));
});

head('should run the listed external and inline scripts and apply the external stylesheet, with no CSP violation', async () => {
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(`${site.server.url}/docs/guide/start`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.waitForFunction(() => (window as unknown as { widgetPinged?: string }).widgetPinged === 'pong');
  assert.ok(await page.evaluate(() => (window as unknown as { widgetRan?: boolean; inlineRan?: boolean }).widgetRan && (window as unknown as { inlineRan?: boolean }).inlineRan));
  assert.is(await page.evaluate(() => getComputedStyle(document.body).outlineColor), 'rgb(1, 2, 3)');
  assert.equal(violations, []);
  // A script the config does not list, from the same host, is still refused.
  const outcome = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => resolve('ran');
        script.onerror = () => resolve('refused');
        document.head.append(script);
      }),
    `${origin.replace('127.0.0.1', 'localhost')}/unlisted.js`,
  );
  assert.is(outcome, 'refused', 'a script from a host the config does not list runs');
  await page.close();
});

head.run();
