import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build, type BuildResult } from '../../compiler/build.ts';
import { bundleCacheDir } from '../../compiler/cache/build-cache.ts';
import { basicSite, snapshotDir, withSite, writeFiles } from '../helpers/fixture-site.ts';

/** basicSite with link problems reported as warnings, so a rename does not fail the build. */
const site: Record<string, string> = {
  ...basicSite,
  'site.config.ts': basicSite['site.config.ts']!.replace('redirects:', "onBrokenLinks: 'warn',\n  onBrokenMarkdownLinks: 'warn',\n  redirects:"),
};
const markdownFiles = Object.keys(site).filter((f) => f.endsWith('.md')).length;

async function buildInto(dir: string, out: string): Promise<BuildResult & { cache: NonNullable<BuildResult['cache']> }> {
  const result = await build({ siteDir: dir, outDir: path.join(dir, out) });
  assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('\n'));
  assert.ok(result.cache, 'the result reports cache use');
  return result as BuildResult & { cache: NonNullable<BuildResult['cache']> };
}

function assertSameOutput(a: string, b: string): void {
  const left = snapshotDir(a);
  const right = snapshotDir(b);
  assert.equal([...left.keys()].sort(), [...right.keys()].sort());
  for (const [file, bytes] of left) assert.ok(right.get(file) === bytes, `${file} differs`);
}

const cache = suite('build cache');

cache('should reuse every entry on a second build and give byte-identical output', async () => {
  await withSite(site, async (dir) => {
    const first = await buildInto(dir, 'a');
    assert.is(first.cache.dir, path.join(dir, '.cache', 'sfpdocs'));
    // Compressed copies are entries of the pack, not files: the folder of each copy earlier
    // versions kept goes.
    assert.ok(fs.readdirSync(path.join(dir, 'a'), { recursive: true, encoding: 'utf8' }).some((f) => f.endsWith('.br')), 'the output has compressed copies');
    assert.equal(fs.readdirSync(first.cache.dir!).filter((f) => !/^p-.*\.(pack|idx)$/.test(f)), []);
    writeFiles(first.cache.dir!, { 'precompressed/0123-b6g6.br': 'old copy' });
    assert.is(first.cache.compile.misses, markdownFiles);
    assert.is(first.cache.compile.hits, 0);
    assert.is(first.cache.render.misses, first.pages);
    const second = await buildInto(dir, 'b');
    assert.not.ok(fs.existsSync(path.join(first.cache.dir!, 'precompressed')), 'the copies of earlier versions are gone');
    assert.equal(second.cache.compile, { hits: markdownFiles, misses: 0, corrupt: 0 });
    assert.equal(second.cache.render, { hits: first.pages, misses: 0, corrupt: 0 });
    assert.equal(second.cache.search, { hits: 1, misses: 0, corrupt: 0 });
    // Every compressed copy from the cache: none made again.
    assert.ok(first.cache.compress.misses > 0 && second.cache.compress.hits >= first.cache.compress.misses, JSON.stringify([first.cache.compress, second.cache.compress]));
    assert.equal({ ...second.cache.compress, hits: 0 }, { hits: 0, misses: 0, corrupt: 0 });
    assertSameOutput(path.join(dir, 'a'), path.join(dir, 'b'));
    // And both equal a build that never saw a cache.
    const uncached = await build({ siteDir: dir, outDir: path.join(dir, 'c'), cache: false });
    assert.is(uncached.cache?.dir, null);
    assertSameOutput(path.join(dir, 'a'), path.join(dir, 'c'));
  });
});

cache('should store nothing anywhere when the cache is off', async () => {
  await withSite(site, async (dir) => {
    // Everything sfpdocs keeps beside itself: its bundle cache's folder and what lies around it.
    const shared = path.dirname(bundleCacheDir());
    const packs = () => (fs.existsSync(shared) ? (fs.readdirSync(shared, { recursive: true }) as string[]).filter((name) => !name.startsWith('pages')).sort() : []);
    const before = packs();
    const result = await build({ siteDir: dir, outDir: path.join(dir, 'out'), cache: false });
    assert.ok(result.ok);
    assert.not.ok(fs.existsSync(path.join(dir, '.cache')), 'no site cache');
    assert.equal(packs(), before, "no new entries in sfpdocs' bundle cache");
  });
});

cache('should re-render every page, and recompile none, when the config changes', async () => {
  await withSite(site, async (dir) => {
    const first = await buildInto(dir, 'build');
    writeFiles(dir, { 'site.config.ts': site['site.config.ts']!.replace("title: 'Fixture Docs'", "title: 'Renamed Docs'") });
    const second = await buildInto(dir, 'build');
    assert.is(second.cache.compile.misses, 0);
    assert.is(second.cache.render.misses, first.pages);
    assert.match(fs.readFileSync(path.join(dir, 'build/docs/guide/start/index.html'), 'utf8'), 'Renamed Docs');
  });
});

cache('should recompile only an edited page and re-render only the pages that show it', async () => {
  await withSite(site, async (dir) => {
    await buildInto(dir, 'build');
    writeFiles(dir, { 'content/2.5/guide/next.md': site['content/2.5/guide/next.md']!.replace('Back to', 'Go back to') });
    const second = await buildInto(dir, 'build');
    assert.is(second.cache.compile.misses, 1);
    // The page itself and its folder's generated index, which lists the page's description.
    assert.is(second.cache.render.misses, 2);
    assert.match(fs.readFileSync(path.join(dir, 'build/docs/guide/next/index.html'), 'utf8'), 'Go back to');
  });
});

cache('should update inbound links and sidebars when a page is renamed', async () => {
  await withSite(site, async (dir) => {
    const first = await buildInto(dir, 'build');
    assert.is(first.diagnostics.length, 0);
    fs.renameSync(path.join(dir, 'content/2.5/guide/start.md'), path.join(dir, 'content/2.5/guide/begin.md'));
    const second = await buildInto(dir, 'build');
    // Only the renamed file compiles again: links are resolved after the cache, on every build.
    assert.is(second.cache.compile.misses, 1);
    const inbound = second.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`);
    assert.ok(inbound.includes('content/2.5/index.md:6 broken markdown link `./guide/start.md`: content/2.5/guide/start.md does not exist'), inbound.join('\n'));
    assert.ok(inbound.some((d) => d.startsWith('content/2.5/guide/next.md:')), inbound.join('\n'));
    assert.ok(inbound.some((d) => d.startsWith('content/3.0/guide/start.md:')), inbound.join('\n'));
    // An unchanged page of the same version shows the new sidebar; the other version is untouched.
    const next = fs.readFileSync(path.join(dir, 'build/docs/guide/next/index.html'), 'utf8');
    assert.match(next, 'href="/docs/guide/begin"');
    assert.not.match(next, 'href="/docs/guide/start"');
    const sidebar = fs.readdirSync(path.join(dir, 'build/assets')).find((f) => f.startsWith('sidebar-2.5.'))!;
    assert.match(fs.readFileSync(path.join(dir, 'build/assets', sidebar), 'utf8'), '/docs/guide/begin');
    assert.ok(second.cache.render.hits > 0, 'pages of the other version come from the cache');
  });
});

cache('should ignore corrupted entries and rewrite them', async () => {
  await withSite(site, async (dir) => {
    const first = await buildInto(dir, 'a');
    const cacheDir = path.join(dir, '.cache', 'sfpdocs');
    const pack = fs.readdirSync(cacheDir).find((f) => f.endsWith('.pack'))!;
    const bytes = fs.readFileSync(path.join(cacheDir, pack));
    // Garbage over the middle of one record, and the end of the pack cut off.
    bytes.fill('X', Math.floor(bytes.length / 3), Math.floor(bytes.length / 3) + 16);
    fs.writeFileSync(path.join(cacheDir, pack), bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const second = await buildInto(dir, 'b');
    const corrupt = second.cache.compile.corrupt + second.cache.render.corrupt + second.cache.search.corrupt + second.cache.compress.corrupt;
    assert.ok(corrupt >= 2, `corrupt entries seen: ${corrupt}`);
    assert.ok(second.cache.compile.hits + second.cache.render.hits > 0, 'the intact entries are still used');
    assertSameOutput(path.join(dir, 'a'), path.join(dir, 'b'));
    const third = await buildInto(dir, 'c');
    assert.is(third.cache.compile.misses + third.cache.render.misses + third.cache.compress.misses, 0, 'corrupted entries were rewritten');
    // An unreadable index only costs the entries it lists.
    for (const idx of fs.readdirSync(cacheDir).filter((f) => f.endsWith('.idx'))) fs.writeFileSync(path.join(cacheDir, idx), '[["garbage');
    const fourth = await buildInto(dir, 'd');
    assert.is(fourth.cache.render.misses, first.pages);
    assertSameOutput(path.join(dir, 'a'), path.join(dir, 'd'));
  });
});

cache('should keep large page texts in the cache, and recompile a page whose text there is damaged', async () => {
  await withSite(site, async (dir) => {
    await buildInto(dir, 'a');
    const cacheDir = path.join(dir, '.cache', 'sfpdocs');
    const pack = fs.readdirSync(cacheDir).find((f) => f.endsWith('.pack'))!;
    const bytes = fs.readFileSync(path.join(cacheDir, pack));
    // The article HTML of a page with highlighted code is long enough to be stored on its own.
    const header = /sfp1 compile\/\w+\/html \d+ \d+\n/.exec(bytes.toString('latin1'));
    assert.ok(header, 'an article is stored as a part of its own');
    const at = header.index + header[0].length + 10;
    bytes[at] = bytes[at]! ^ 1;
    fs.writeFileSync(path.join(cacheDir, pack), bytes);
    const second = await buildInto(dir, 'b');
    assert.is(second.cache.compile.misses, 1, 'the page with the damaged part is compiled again');
    assertSameOutput(path.join(dir, 'a'), path.join(dir, 'b'));
  });
});

cache('should keep the cache sound when two builds share it at once', async () => {
  await withSite(site, async (dir) => {
    const [a, b] = await Promise.all([buildInto(dir, 'a'), buildInto(dir, 'b')]);
    assert.ok(a.ok && b.ok);
    assertSameOutput(path.join(dir, 'a'), path.join(dir, 'b'));
    const third = await buildInto(dir, 'c');
    assert.is(third.cache.compile.misses + third.cache.render.misses, 0);
    assert.is(third.cache.compile.corrupt + third.cache.render.corrupt, 0);
    assertSameOutput(path.join(dir, 'a'), path.join(dir, 'c'));
  });
});

cache.run();
