// A real fixture build: what offline mode and search need is in the output, and the service
// worker's precache manifest is identical across two builds of the same content and changes
// when one page does.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import type { RouteTable, SearchIndexFile } from '../../shared/contract.ts';
import { makeSite, removeSite, writeFiles } from '../helpers/fixture-site.ts';
import { searchSite, withConfig } from '../helpers/search-site.ts';

const site = withConfig(searchSite, "  search: { local: true, hosted: { appId: 'APP', apiKey: 'key', indexName: 'docs' }, synonyms: [['softkey', 'soft key']] },");

let dir = '';
const read = (out: string, file: string) => fs.readFileSync(path.join(dir, out, file));
/** The entries of the manifest script that sw.js names. */
function precache(out: string): Array<{ url: string; revision: string | null }> {
  const script = /"(assets\/precache\.[0-9a-f]{10}\.js)"/.exec(read(out, 'sw.js').toString())![1]!;
  return JSON.parse(read(out, script).toString().replace(/^self\.__SFP_PRECACHE=/, '').replace(/;\n$/, '')) as Array<{ url: string; revision: string | null }>;
}

async function buildInto(out: string): Promise<void> {
  const result = await build({ siteDir: dir, outDir: path.join(dir, out) });
  assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('\n'));
}

const output = suite('offline and search output');
output.before(async () => {
  dir = makeSite(site);
  await buildInto('a');
  await buildInto('b');
});
output.after(() => removeSite(dir));

output('should list a hashed search index per version and the search worker in the route table', () => {
  const html = read('a', 'index.html').toString();
  const tableUrl = /"routeTable":"([^"]+)"/.exec(html)![1]!;
  const table = JSON.parse(read('a', tableUrl.slice(1)).toString()) as RouteTable;
  assert.equal(Object.keys(table.searchIndexes).sort(), ['2.5', '3.0']);
  for (const url of Object.values(table.searchIndexes)) assert.match(url, /^\/assets\/search-[\d.]+\.[0-9a-f]{10}\.json$/);
  const index = JSON.parse(read('a', table.searchIndexes['2.5']!.slice(1)).toString()) as SearchIndexFile;
  assert.equal(index.records.filter((r) => index.pages[r.page]!.route === '/docs/guide/battery').map((r) => r.anchor), ['', 'charging'], 'a record per section besides the page’s own');
  assert.match(table.searchWorker!, /^\/assets\/search-worker\.[A-Z0-9]{8}\.js$/);
  assert.ok(fs.existsSync(path.join(dir, 'a', table.searchWorker!)));
  assert.match(read('a', 'search/index.html').toString(), `<link rel="preload" href="${table.searchIndexes['2.5']}" as="fetch" crossorigin>`, '/search asks for the current version\'s index with the page');
  assert.not.match(html, 'rel="preload" href="/assets/search-', 'other pages do not');
});

output('should write an installable web app manifest with icons made from the logo', () => {
  const html = read('a', 'docs/guide/start/index.html').toString();
  assert.ok(html.includes('<link rel="manifest" href="/manifest.webmanifest">'));
  assert.ok(html.includes('<meta name="theme-color" content="#0b5cad">'));
  const manifest = JSON.parse(read('a', 'manifest.webmanifest').toString()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
  assert.is(manifest.name, 'Fixture Docs');
  assert.is(manifest.start_url, '/');
  assert.is(manifest.display, 'standalone');
  assert.equal(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`), ['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = read('a', icon.src.slice(1));
    assert.equal([...png.subarray(1, 4)], [0x50, 0x4e, 0x47], `${icon.src} is a PNG`);
    assert.is(png.readUInt32BE(16), Number(icon.sizes.split('x')[0]));
  }
});

output('should write the hosted service records, a section per record in DocSearch’s hierarchy, when search.hosted is set', () => {
  type Record = { objectID: string; url: string; anchor: string | null; type: string; content: string | null; version: string; hierarchy: { lvl0: string; lvl1: string; lvl2: string | null }; weight: { pageRank: number; level: number; position: number } };
  const records = JSON.parse(read('a', 'search-records.json').toString()) as Record[];
  const battery = records.filter((r) => r.url.startsWith('https://docs.example.test/docs/guide/battery'));
  assert.equal(
    battery.map((r) => [r.type, r.anchor, r.hierarchy.lvl2, r.content]),
    [
      ['lvl1', null, null, null],
      ['content', null, null, 'Read the battery level with navigator.getBattery().'],
      ['lvl2', 'charging', 'Charging events', null],
      ['content', 'charging', 'Charging events', 'The chargingchange event fires when the charger is plugged in.'],
    ],
  );
  assert.is(battery[2]!.url, 'https://docs.example.test/docs/guide/battery#charging');
  assert.equal(battery.map((r) => r.weight.position), [0, 1, 2, 3]);
  assert.equal(new Set(records.map((r) => r.objectID)).size, records.length, 'every objectID is unique');
  assert.ok(battery.every((r) => r.version === '2.5' && r.hierarchy.lvl0 === 'Fixture 2.5' && r.hierarchy.lvl1 === 'Battery status'));
  assert.ok(records.some((r) => r.version === '3.0'), 'the version is a facet to filter on');
  assert.not.ok(precache('a').some((e) => e.url === 'search-records.json'), 'the records are not precached');
});

output('should give the browser the synonym table of the config', () => {
  const tableUrl = /"routeTable":"([^"]+)"/.exec(read('a', 'index.html').toString())![1]!;
  const table = JSON.parse(read('a', tableUrl.slice(1)).toString()) as RouteTable;
  assert.equal(table.config.search.synonyms, [['softkey', 'soft key']]);
});

output('should give an identical sw.js for the same content', () => {
  assert.ok(read('a', 'sw.js').equals(read('b', 'sw.js')));
  const urls = precache('a').map((e) => e.url);
  for (const must of ['index.html', 'docs/guide/softkeys/index.html', '404.html', 'manifest.webmanifest']) assert.ok(urls.includes(must), must);
  assert.ok(urls.some((u) => /^assets\/search-2\.5\./.test(u)) && urls.some((u) => /^assets\/routes\./.test(u)) && urls.some((u) => /^assets\/runtime\..*\.js$/.test(u)));
});

output("should precache every route's chunk, without a revision", () => {
  const tableUrl = /"routeTable":"([^"]+)"/.exec(read('a', 'index.html').toString())![1]!;
  const table = JSON.parse(read('a', tableUrl.slice(1)).toString()) as RouteTable;
  const entries = new Map(precache('a').map((e) => [e.url, e.revision]));
  const chunks = Object.values(table.routes).map((r) => r.chunk.slice(1));
  assert.ok(chunks.length > 5);
  for (const chunk of chunks) assert.is(entries.get(chunk), null, chunk);
  // Nothing else is in the chunks' folder, so nothing there goes unlisted.
  // Beside each chunk, its compressed copies (.br, .gz), which are not precached: the browser
  // gets the same bytes through Content-Encoding.
  assert.equal(fs.readdirSync(path.join(dir, 'a', 'assets/pages')).filter((f) => !/\.(br|gz)$/.test(f)).sort(), chunks.map((c) => c.slice('assets/pages/'.length)).sort());
});

output('should change the precache manifest when one page changes', async () => {
  writeFiles(dir, { 'content/2.5/guide/softkeys.md': '---\ntitle: Softkeys\n---\n\nEdited text.\n' });
  await buildInto('c');
  assert.not.ok(read('a', 'sw.js').equals(read('c', 'sw.js')));
  const before = new Map(precache('a').map((e) => [e.url, e.revision]));
  const after = new Map(precache('c').map((e) => [e.url, e.revision]));
  assert.is.not(after.get('docs/guide/softkeys/index.html'), before.get('docs/guide/softkeys/index.html'));
  const chunks = (m: Map<string, unknown>) => [...m.keys()].filter((u) => u.startsWith('assets/pages/docs-guide-softkeys.'));
  assert.is.not(chunks(after)[0], chunks(before)[0]);
});

output.run();
