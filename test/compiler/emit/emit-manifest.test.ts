import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/emit/emit-manifest.ts';
import { emitManifest, manifestFile, themeColor } from '../../../compiler/emit/emit-manifest.ts';
import { openBuildCache } from '../../../compiler/cache/build-cache.ts';
import { listStaticFiles } from '../../../compiler/content/discover-content.ts';
import type { PageGraph } from '../../../compiler/graph/page-graph.ts';
import { makeSite, removeSite } from '../../helpers/fixture-site.ts';
import { logoSvg } from '../../helpers/search-site.ts';

function graphOf(siteDir: string, config: Partial<PageGraph['config']>): PageGraph {
  return { siteDir, staticFiles: listStaticFiles(siteDir), config: { title: 'Smart Feature Phone Developers', tagline: 'Apps for phones', baseUrl: '/sub/', logo: '/img/logo.svg', ...config } } as PageGraph;
}

const manifest = suite('emitManifest');
let dir = '';
manifest.before(() => {
  dir = makeSite({ 'static/img/logo.svg': logoSvg, 'static/img/logo.png': 'not an svg' });
});
manifest.after(() => removeSite(dir));

manifest('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['emitManifest', 'manifestFile', 'themeColor']);
});

manifest('should describe an installable app under the base URL', () => {
  const files = emitManifest(graphOf(dir, {}));
  const json = JSON.parse(files.get(manifestFile)!() as string) as Record<string, unknown>;
  assert.equal(
    { name: json.name, short_name: json.short_name, start_url: json.start_url, scope: json.scope, display: json.display, theme_color: json.theme_color },
    { name: 'Smart Feature Phone Developers', short_name: 'SFPD Docs', start_url: '/sub/', scope: '/sub/', display: 'standalone', theme_color: themeColor },
  );
});

manifest('should rasterise 192, 512 and maskable PNG icons from the SVG logo, named by its hash', () => {
  const files = emitManifest(graphOf(dir, {}));
  const icons = (JSON.parse(files.get(manifestFile)!() as string) as { icons: Array<{ src: string; sizes: string; purpose: string }> }).icons;
  assert.equal(icons.map((i) => [i.sizes, i.purpose]), [['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]);
  for (const icon of icons) {
    assert.match(icon.src, /^\/sub\/assets\/icons\/icon-(maskable-)?\d+\.[0-9a-f]{10}\.png$/);
    const png = Buffer.from(files.get(icon.src.slice('/sub/'.length))!() as Uint8Array);
    assert.is(png.readUInt32BE(16), Number(icon.sizes.split('x')[0]));
  }
  // The maskable icon is not the plain one scaled: the logo is inset on a full-bleed background.
  const any = Buffer.from(files.get(icons[1]!.src.slice(5))!() as Uint8Array);
  const maskable = Buffer.from(files.get(icons[2]!.src.slice(5))!() as Uint8Array);
  assert.is.not(any.toString('base64'), maskable.toString('base64'));
});

manifest('should draw the maskable icon of a logo that opens with a DOCTYPE and a comment (pnpm.io\'s logo)', () => {
  const body = '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180"><rect width="180" height="180" fill="#f9ad00"/></svg>';
  const prologue = '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<!-- made by hand -->\n';
  const site = makeSite({ 'static/img/logo.svg': prologue + body, 'static/img/blank.svg': prologue + body.replace(/<rect[^>]*\/>/, '') });
  try {
    const maskableOf = (logo: string) => {
      const files = emitManifest(graphOf(site, { logo }));
      const icon = (JSON.parse(files.get(manifestFile)!() as string) as { icons: Array<{ src: string; purpose: string }> }).icons.find((i) => i.purpose === 'maskable')!;
      return Buffer.from(files.get(icon.src.slice('/sub/'.length))!() as Uint8Array);
    };
    const drawn = maskableOf('/img/logo.svg');
    assert.is(drawn.readUInt32BE(16), 512);
    assert.is.not(drawn.toString('base64'), maskableOf('/img/blank.svg').toString('base64'), 'the logo is drawn on the background');
  } finally {
    removeSite(site);
  }
});

manifest('should write no icons when the logo is not an SVG', () => {
  const files = emitManifest(graphOf(dir, { logo: '/img/logo.png' }));
  assert.equal([...files.keys()], [manifestFile]);
  assert.equal((JSON.parse(files.get(manifestFile)!() as string) as { icons: unknown[] }).icons, []);
});

manifest('should keep the icons in the build cache, so an unchanged logo is rasterised once', () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-icons-'));
  try {
    const first = openBuildCache(cacheDir);
    const made = [...emitManifest(graphOf(dir, {}), first)].filter(([file]) => file.endsWith('.png')).map(([, make]) => Buffer.from(make() as Uint8Array).toString('base64'));
    assert.is(first.counts.icon.misses, 3);
    first.close({ compact: false });
    const second = openBuildCache(cacheDir);
    const again = [...emitManifest(graphOf(dir, {}), second)].filter(([file]) => file.endsWith('.png')).map(([, make]) => Buffer.from(make() as Uint8Array).toString('base64'));
    assert.equal(again, made);
    assert.is(second.counts.icon.hits, 3);
    second.close({ compact: false });
  } finally {
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
});

manifest.run();
