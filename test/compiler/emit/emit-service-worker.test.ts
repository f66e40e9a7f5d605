import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/emit/emit-service-worker.ts';
import { emitServiceWorker } from '../../../compiler/emit/emit-service-worker.ts';
import { writeFiles } from '../../helpers/fixture-site.ts';

type Entry = { url: string; revision: string | null };

const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'docs/guide/start/index.html': '<h1>Start</h1>',
  '404.html': '<h1>Page not found</h1>',
  'assets/runtime.ABCD1234.js': 'console.log(1)',
  'assets/runtime.ABCD1234.css': 'body{}',
  'assets/pages/docs-guide-start.0123456789.js': 'export default {}',
  'assets/routes.abcdef0123.json': '{}',
  'assets/search-2.5.fedcba9876.json': '{}',
  'manifest.webmanifest': '{}',
  'search-records.json': '[]',
  'img/logo.svg': '<svg/>',
  'llms.txt': 'x',
};

/** sw.js names its manifest script; that script holds the entries. */
function manifestOf(files: Map<string, string>): Entry[] {
  const sw = files.get('sw.js')!;
  const script = /"(assets\/precache\.[0-9a-f]{10}\.js)"/.exec(sw);
  assert.ok(script, 'sw.js names the manifest script');
  const code = files.get(script![1]!)!;
  assert.match(code, /^self\.__SFP_PRECACHE=\[/);
  return JSON.parse(code.slice('self.__SFP_PRECACHE='.length).replace(/;\n$/, '')) as Entry[];
}

let dir = '';
const sw = suite('emitServiceWorker');
sw.before.each(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-sw-'));
  writeFiles(dir, files);
});
sw.after.each(() => fs.rmSync(dir, { recursive: true, force: true }));

sw('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['emitServiceWorker', 'serviceWorkerFile']);
});

sw('should precache pages, scripts, styles, the route table, search indexes and the manifest', async () => {
  const { files } = await emitServiceWorker(dir);
  assert.equal([...files.keys()].map((f) => f.replace(/\.[0-9a-f]{10}\./, '.HASH.')), ['sw.js', 'assets/precache.HASH.js']);
  assert.not.ok(files.get('sw.js')!.includes('__SFP_PRECACHE_SCRIPT'), 'the injection point is replaced');
  const entries = manifestOf(files);
  assert.equal(entries.map((e) => e.url), [
    '404.html',
    'assets/pages/docs-guide-start.0123456789.js',
    'assets/routes.abcdef0123.json',
    'assets/runtime.ABCD1234.css',
    'assets/runtime.ABCD1234.js',
    'assets/search-2.5.fedcba9876.json',
    'docs/guide/start/index.html',
    'index.html',
    'manifest.webmanifest',
  ]);
  // Hashed names change with their content: no revision. Other files: a hash of their bytes.
  for (const e of entries) assert.is(e.revision === null, /\.([0-9a-f]{10}|[A-Z0-9]{8})\.\w+$/.test(e.url), e.url);
});

sw('should list a folder of hashed files it is told of as it lists them when it reads them', async () => {
  writeFiles(dir, { 'assets/pages/docs-guide-next.abcdef0123.js': 'export default {"a":1}' });
  const globbed = await emitServiceWorker(dir);
  const chunks = new Map([
    ['assets/pages/docs-guide-start.0123456789.js', 17],
    ['assets/pages/docs-guide-next.abcdef0123.js', 22],
  ]);
  const told = await emitServiceWorker(dir, { folder: 'assets/pages', files: chunks });
  assert.equal([...told.files], [...globbed.files]);
  assert.is(told.count, globbed.count);
  assert.is(told.size, globbed.size);
  // A chunk it is not told of is left out: the folder is the caller's alone.
  const partial = await emitServiceWorker(dir, { folder: 'assets/pages', files: new Map([...chunks].slice(0, 1)) });
  assert.not.ok(manifestOf(partial.files).some((e) => e.url.includes('docs-guide-next')));
  // A file without a content hash in its name needs a revision: refused, not listed without one.
  const refused = await emitServiceWorker(dir, { folder: 'assets/pages', files: new Map([['assets/pages/plain.js', 1]]) }).catch((error: unknown) => error);
  assert.match(String(refused), /not a hashed file/);
});

sw('should give the same sw.js for the same files, and change only the changed entry', async () => {
  const first = (await emitServiceWorker(dir)).files;
  assert.equal([...(await emitServiceWorker(dir)).files], [...first]);
  writeFiles(dir, { 'docs/guide/start/index.html': '<h1>Start, edited</h1>' });
  const second = (await emitServiceWorker(dir)).files;
  assert.is.not(second.get('sw.js'), first.get('sw.js'));
  const before = manifestOf(first);
  const after = manifestOf(second);
  const changed = after.filter((e, i) => e.revision !== before[i]!.revision).map((e) => e.url);
  assert.equal(changed, ['docs/guide/start/index.html']);
});

sw.run();
