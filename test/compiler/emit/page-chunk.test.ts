import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PageData } from '../../../shared/contract.ts';
import { chunkCode, chunkFolder, hashedChunkFile, readChunk } from '../../../compiler/emit/page-chunk.ts';

const page: PageData = {
  route: '/docs/guide/start',
  kind: 'doc',
  title: 'Start </script> "here"',
  description: 'Line\u2028separator and emoji 📱',
  html: '<h2 id="a">A<a class="hash-link" href="#a">#</a></h2>',
  toc: [{ depth: 2, id: 'a', text: 'A' }],
  version: '2.5',
  breadcrumbs: [],
  prev: null,
  next: { title: 'Next', href: '/docs/guide/next' },
  lastUpdated: null,
  editUrl: null,
  otherVersions: { '3.0': '/docs/sfp-3.0/guide/start' },
} as PageData;

const chunks = suite('page chunks');

chunks('should expose the public api', () => {
  for (const fn of [chunkCode, hashedChunkFile, readChunk]) assert.type(fn, 'function');
});

chunks('should be a module whose default export is the page data, named by its hash', async () => {
  const code = chunkCode(JSON.stringify(page));
  assert.match(hashedChunkFile(page.route, code), new RegExp(`^${chunkFolder}/docs-guide-start\\.[0-9a-f]{10}\\.js$`));
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: PageData };
  assert.equal(module.default, page);
});

chunks('should give back, read from its code, the data the browser gets', () => {
  assert.equal(readChunk(chunkCode(JSON.stringify(page))), page);
});

chunks('should be named by its code: other data, another name', () => {
  const a = chunkCode(JSON.stringify(page));
  const b = chunkCode(JSON.stringify({ ...page, title: 'Changed' }));
  assert.is.not(hashedChunkFile(page.route, a), hashedChunkFile(page.route, b));
});

chunks('rejects code that is not a page chunk', () => {
  assert.throws(() => readChunk('export default 1;\n'), /not a page chunk of this sfpdocs; this is a bug in sfpdocs/);
});

chunks.run();
