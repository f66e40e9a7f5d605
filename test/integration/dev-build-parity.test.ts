// Writers' mode serves what a build writes: one site built both ways, every file compared. Only
// the names of the files that carry a content hash in a build (page chunks, sidebars, search
// indexes, the route table) differ, so files that name them are compared with those names
// replaced by what they stand for; the service worker differs by design (writers' mode caches
// nothing), and writers' mode adds its dev client to each page.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BootData, RouteTable } from '../../shared/contract.ts';
import { bootScriptRe, parseBootData } from '../../shared/boot-data.ts';
import { build } from '../../compiler/build.ts';
import { DevSite } from '../../compiler/watch/dev-site.ts';
import { outsideDocsSite } from '../helpers/docusaurus-fixtures.ts';
import { basicSite, makeSite, removeSite, snapshotDir } from '../helpers/fixture-site.ts';
import { outputMarkerFile } from '../../compiler/output/claim-out-dir.ts';

const parity = suite('writers mode and build');

const site = {
  ...basicSite,
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  'content/2.5/guide/pictured.md': '---\ntitle: Pictured\n---\n\n![A chart](./chart.png)\n\n[Logo](/img/logo.svg)\n',
  'content/2.5/guide/chart.png': 'not really a png, but bytes all the same',
};

/** A dev URL as the dev server takes it: path (base URL removed) and query. */
async function devGet(dev: DevSite, url: string): Promise<string | Uint8Array | null> {
  const [pathname, query = ''] = url.split('?') as [string, string?];
  return (await dev.output.get(pathname, new URLSearchParams(query)))?.body ?? null;
}

const text = (body: string | Uint8Array | null) => (body === null ? null : typeof body === 'string' ? body : Buffer.from(body).toString('utf8'));

/** Builds the site in `dir` both ways and compares every file; returns the build's files. */
async function compareBothWays(dir: string): Promise<Map<string, string>> {
  const out = path.join(dir, 'build');
  {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    const dev = await DevSite.load(dir);
    const files = snapshotDir(out);
    const read = (file: string) => Buffer.from(files.get(file)!, 'base64').toString('utf8');
    const tableUrl = bootOf(read('index.html')).routeTable;
    const built = JSON.parse(read(tableUrl.slice(1))) as RouteTable;
    const served = JSON.parse(text(await devGet(dev, '/__sfpdocs/routes.json'))!) as RouteTable;

    // What each hashed URL of the build stands for, and the dev URL of the same thing.
    const meaning = new Map<string, string>();
    const devUrl = new Map<string, string>();
    const name = (url: string, what: string, servedUrl: string) => {
      meaning.set(url, what);
      devUrl.set(url, servedUrl);
    };
    assert.equal(Object.keys(served.routes), Object.keys(built.routes));
    for (const [route, entry] of Object.entries(built.routes)) name(entry.chunk, `chunk:${route}`, served.routes[route]!.chunk);
    for (const [version, url] of Object.entries(built.sidebars)) name(url, `sidebar:${version}`, served.sidebars[version]!);
    for (const [version, url] of Object.entries(built.searchIndexes)) name(url, `search:${version}`, served.searchIndexes[version]!);
    name(tableUrl, 'routes', '/__sfpdocs/routes.json');
    for (const [url, devAt] of [...devUrl]) meaning.set(devAt, meaning.get(url)!);
    const canonical = (body: string) => body.replace(/\/__sfpdocs\/[^"'\s]+|\/assets\/[^"'\s]+/g, (url) => meaning.get(url) ?? url);

    assert.equal(canonical(JSON.stringify(served)), canonical(JSON.stringify(built)), 'the route tables differ in more than hashed names');
    let compared = 0;
    for (const file of files.keys()) {
      const url = `/${file}`;
      if (file === 'sw.js' || /^assets\/precache\.[0-9a-f]{10}\.js$/.test(file)) continue; // by design, checked below
      if (/\.(br|gz)$/.test(file) && files.has(file.slice(0, -3))) continue; // a build's compressed copy of a file compared here
      if (url === tableUrl) continue; // compared above, names replaced
      if (file === outputMarkerFile) continue; // says the folder is a build's: no file of the site
      const builtText = read(file);
      if (file.endsWith('.html') && bootScriptRe.test(builtText)) {
        const servedHtml = text(await devGet(dev, bootOf(builtText).route));
        assert.ok(servedHtml, `writers' mode has no page for ${file}`);
        const withoutDevClient = servedHtml!.replace(/\n<script type="module" src="\/__sfpdocs\/client\.js"><\/script>/, '');
        assert.is(canonical(withoutDevClient), canonical(builtText), `${file} differs`);
      } else if (meaning.has(url)) {
        assert.is(text(await devGet(dev, devUrl.get(url)!)), builtText, `${file} (${meaning.get(url)}) differs`);
      } else {
        assert.is(text(await devGet(dev, url)), builtText, `${file} differs`);
      }
      compared++;
    }
    assert.ok(compared > 20, `compared only ${compared} files`);
    assert.match(text(await devGet(dev, '/sw.js'))!, "writers' mode: no offline caching");
    return files;
  }
}

parity('should serve in writers mode every file a build writes, with the same bytes', async () => {
  const dir = makeSite(site);
  try {
    const files = await compareBothWays(dir);
    assert.ok(files.size > 40, `built only ${files.size} files`);
    assert.ok([...files.keys()].some((file) => /^assets\/media\/chart\.[0-9a-f]{10}\.png$/.test(file)), 'the image next to a page is in the build');
    assert.ok(files.has('img/logo.svg'), 'static/ is in the build');
  } finally {
    removeSite(dir);
  }
});

parity('should serve a Docusaurus site (docs outside its folder, versions, blog, React page, custom CSS) as its build writes it', async () => {
  const dir = makeSite(outsideDocsSite);
  try {
    const files = await compareBothWays(path.join(dir, 'website'));
    for (const file of ['docs/next/guide/index.html', 'docs/intro/index.html', 'blog/2024/01/02/hello/index.html', 'hello/index.html', 'blog/feed.json', 'img/logo.svg']) assert.ok(files.has(file), `the build has ${file}`);
    assert.ok([...files.keys()].some((file) => /^assets\/site\.[0-9a-f]{10}\.css$/.test(file)), 'the custom CSS is in the build');
  } finally {
    removeSite(dir);
  }
});

function bootOf(html: string): BootData {
  const match = bootScriptRe.exec(html);
  assert.ok(match, 'the page has boot data');
  return parseBootData(match![1]!);
}

parity.run();
