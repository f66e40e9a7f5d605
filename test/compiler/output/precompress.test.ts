import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as precompress from '../../../compiler/output/precompress.ts';
import { precompressOutput } from '../../../compiler/output/precompress.ts';
import { openBuildCache } from '../../../compiler/cache/build-cache.ts';
import { withSite } from '../../helpers/fixture-site.ts';

const text = (n: number) => Array.from({ length: n }, (_, i) => `<p>line ${i} of the page</p>`).join('\n');

const files: Record<string, string> = {
  'index.html': text(200),
  'docs/a/index.html': text(100),
  'assets/runtime.ABCDEFGH.js': `console.log(${JSON.stringify(text(80))});`,
  'assets/style.0123456789.css': text(60).replace(/<p>/g, '.a{color:red}'),
  'assets/routes.0123456789.json': JSON.stringify({ lines: text(60).split('\n') }),
  'sitemap.xml': `<urlset>${text(60)}</urlset>`,
  'llms.txt': text(60),
  'img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text(60).replace(/<\/?p>/g, '')}</svg>`,
  'manifest.webmanifest': JSON.stringify({ name: text(60) }),
  'docs/a.md': text(60),
  'small.html': '<h1>tiny</h1>',
};

const module = suite('precompress');

module('should expose the public api', () => {
  assert.equal(Object.keys(precompress).sort(), ['brotliOptions', 'compressibleRe', 'encodings', 'gzipOptions', 'minCompressBytes', 'precompressOutput']);
});

module('should write a brotli and a gzip copy beside every text file of 1 KB or more', async () => {
  await withSite(files, async (dir) => {
    const result = await precompressOutput(dir);
    const compressed = Object.keys(files).filter((f) => !f.endsWith('.md') && f !== 'small.html');
    assert.is(result.files, compressed.length);
    for (const file of compressed) {
      const original = fs.readFileSync(path.join(dir, file));
      assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))), original, `${file}.br`);
      assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`))), original, `${file}.gz`);
    }
    assert.is(result.bytes, compressed.reduce((sum, f) => sum + Buffer.byteLength(files[f]!), 0));
    assert.ok(result.br < result.gzip && result.gzip < result.bytes / 4, `${result.br} / ${result.gzip} / ${result.bytes}`);
  });
});

module('should leave small files, other kinds of file and compressed copies alone', async () => {
  await withSite(files, async (dir) => {
    await precompressOutput(dir);
    await precompressOutput(dir);
    const names = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
    for (const name of ['small.html.br', 'small.html.gz', 'docs/a.md.br', 'index.html.br.gz', 'index.html.gz.br']) assert.not.ok(names.includes(name), name);
  });
});

module('should not write a copy that is not smaller, nor replace a file the site ships', async () => {
  await withSite({ 'app.js': files['assets/runtime.ABCDEFGH.js']!, 'app.js.gz': 'shipped by the site' }, async (dir) => {
    fs.writeFileSync(path.join(dir, 'noise.js'), crypto.randomBytes(4096));
    const result = await precompressOutput(dir);
    assert.not.ok(fs.existsSync(path.join(dir, 'noise.js.br')));
    assert.not.ok(fs.existsSync(path.join(dir, 'noise.js.gz')));
    assert.is(fs.readFileSync(path.join(dir, 'app.js.gz'), 'utf8'), 'shipped by the site');
    assert.ok(fs.existsSync(path.join(dir, 'app.js.br')));
    assert.is(result.files, 1);
  });
});

module('should write nothing when turned off, and say when it starts otherwise', async () => {
  await withSite(files, async (dir) => {
    let started = 0;
    assert.equal(await precompressOutput(dir, { enabled: false, onStart: () => started++ }), { files: 0, bytes: 0, br: 0, gzip: 0, cached: 0 });
    assert.is(started, 0);
    assert.not.ok(fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((f) => /\.(br|gz)$/.test(f)));
    await precompressOutput(dir, { onStart: () => started++ });
    assert.is(started, 1);
  });
});

module('should take unchanged files\' copies from the build cache and drop the copies no file uses', async () => {
  await withSite(files, async (dir) => {
    const out = path.join(dir, 'out');
    const cacheDir = path.join(dir, 'cache');
    const build = async () => {
      fs.rmSync(out, { recursive: true, force: true });
      fs.cpSync(path.join(dir, 'site'), out, { recursive: true });
      const cache = openBuildCache(cacheDir);
      try {
        return await precompressOutput(out, { cache });
      } finally {
        cache.close({ compact: true });
      }
    };
    fs.mkdirSync(path.join(dir, 'site'));
    for (const name of ['index.html', 'docs', 'assets', 'small.html']) fs.renameSync(path.join(dir, name), path.join(dir, 'site', name));
    const first = await build();
    assert.is(first.cached, 0);
    const snapshot = () => Object.fromEntries(fs.readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(br|gz)$/.test(f)).map((f) => [f, fs.readFileSync(path.join(out, f)).toString('base64')]));
    const cold = snapshot();
    // One pack and its index, whatever the number of copies.
    assert.is(fs.readdirSync(cacheDir).length, 2);
    assert.is(cachedCopies(cacheDir).length, first.files * 2);

    const second = await build();
    assert.is(second.cached, first.files);
    assert.equal({ ...second, cached: 0 }, first);
    assert.equal(snapshot(), cold, 'the same copies');

    fs.writeFileSync(path.join(dir, 'site', 'index.html'), text(300));
    fs.rmSync(path.join(dir, 'site', 'docs'), { recursive: true });
    const third = await build();
    assert.is(third.cached, first.files - 2);
    assert.is(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'index.html.br'))).toString(), text(300));
    // The cache drops unused entries when they outweigh the used ones (build-cache.ts): after a
    // build in which every file changed, only that build's copies are left.
    for (const file of fs.readdirSync(path.join(dir, 'site'), { recursive: true, encoding: 'utf8' })) {
      const source = path.join(dir, 'site', file);
      if (fs.statSync(source).isFile()) fs.appendFileSync(source, ' ');
    }
    const fourth = await build();
    assert.is(fourth.cached, 0);
    assert.is(cachedCopies(cacheDir).length, fourth.files * 2, 'the copies no file uses are gone');
  });
});

module('should compress again instead of shipping a cached copy that is truncated or edited', async () => {
  await withSite(files, async (dir) => {
    const out = path.join(dir, 'out');
    const cacheDir = path.join(dir, 'cache');
    fs.mkdirSync(path.join(dir, 'site'));
    for (const name of ['index.html', 'docs', 'assets', 'small.html']) fs.renameSync(path.join(dir, name), path.join(dir, 'site', name));
    const build = async () => {
      fs.rmSync(out, { recursive: true, force: true });
      fs.cpSync(path.join(dir, 'site'), out, { recursive: true });
      const cache = openBuildCache(cacheDir);
      try {
        return await precompressOutput(out, { cache });
      } finally {
        cache.close({ compact: false });
      }
    };
    const first = await build();
    // Two files' copies go bad in the pack: the first's .br loses its last bytes, the second's .gz
    // has a byte changed.
    const copies = cachedCopies(cacheDir);
    const pack = path.join(cacheDir, fs.readdirSync(cacheDir).find((f) => f.endsWith('.pack'))!);
    const bytes = fs.readFileSync(pack);
    const br = copies.filter(([id]) => id.endsWith('.br'))[0]!;
    const gz = copies.filter(([id]) => id.endsWith('.gz'))[1]!;
    bytes[gz[1] + gz[2] - 3] = bytes[gz[1] + gz[2] - 3]! ^ 0xff;
    bytes.fill(0x20, br[1] + br[2] - 7, br[1] + br[2]);
    fs.writeFileSync(pack, bytes);
    const second = await build();
    assert.is(second.cached, first.files - 2);
    for (const file of fs.readdirSync(out, { recursive: true, encoding: 'utf8' })) {
      const source = path.join(out, file);
      if (file.endsWith('.br')) assert.equal(zlib.brotliDecompressSync(fs.readFileSync(source)), fs.readFileSync(source.slice(0, -3)), file);
      if (file.endsWith('.gz')) assert.equal(zlib.gunzipSync(fs.readFileSync(source)), fs.readFileSync(source.slice(0, -3)), file);
    }
    // The bad copies were written again: a third build takes every copy from the cache.
    assert.is((await build()).cached, first.files);
  });
});

/** The compressed copies listed in the cache's pack indexes: [id, offset, length]. */
function cachedCopies(cacheDir: string): Array<[string, number, number]> {
  return fs
    .readdirSync(cacheDir)
    .filter((f) => f.endsWith('.idx'))
    .flatMap((f) => JSON.parse(fs.readFileSync(path.join(cacheDir, f), 'utf8')) as Array<[string, number, number]>)
    .filter(([id]) => id.startsWith('compress/'));
}

module.run();
