// axe-core in Chromium on every page kind of a fixture site, in light and in dark mode, after
// hydration (so Copy buttons, menus and lazy parts are there): no serious or critical violation.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useBrowserSite } from '../helpers/browser.ts';
import { themeSite } from '../helpers/theme-site.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const pages: Record<string, string> = {
  home: '/',
  guide: '/docs/guide/long',
  'API page': '/docs/api/web-apis/alarm/mozAlarms',
  'API index': '/apis/',
  'non-current version': '/docs/sfp-3.0/guide/start',
  'blog post': '/blog/hello',
  search: '/search?q=alarm',
  'not found': '/docs/nope',
};

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

const a11y = suite('accessibility (axe-core)');

const site = useBrowserSite(a11y, themeSite);

const runs = [
  { mode: 'light', width: 1280, pages },
  { mode: 'dark', width: 1280, pages },
  // Narrow: the folded navbar and sidebar, tables and code that scroll sideways.
  { mode: 'light', width: 360, pages: { home: pages.home!, guide: pages.guide!, 'API index': pages['API index']! } },
] as const;

for (const { mode, width, pages: run } of runs) {
  a11y(`should have no serious or critical violations in ${mode} mode at ${width} px`, async () => {
    // bypassCSP lets axe run inside pages whose CSP allows only the site's own scripts.
    const context = await site.browser.newContext({ bypassCSP: true, viewport: { width, height: 800 } });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const found: string[] = [];
    for (const [name, route] of Object.entries(run)) {
      const page = await context.newPage();
      await page.goto(site.server.url + route);
      await page.waitForSelector('html[data-hydrated="true"]');
      assert.is(await page.getAttribute('html', 'data-theme'), mode);
      await page.evaluate(axeSource);
      const violations = (await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
        return (await axe.run(document, { resultTypes: ['violations'] })).violations;
      })) as Violation[];
      for (const v of violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          found.push(`${name} (${route}): ${v.id} [${v.impact}] ${v.help}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
      await page.close();
    }
    await context.close();
    assert.equal(found, []);
  });
}

a11y.run();
