import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PageData } from '../../../shared/contract.ts';
import { chunkAgain, chunkFolder, pageChunk } from '../../../compiler/emit/page-chunk.ts';

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

chunks('should be a module whose default export is the page data, named by its hash', async () => {
  const { file, code } = pageChunk(page);
  assert.match(file, new RegExp(`^${chunkFolder}/docs-guide-start\\.[0-9a-f]{10}\\.js$`));
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: PageData };
  assert.equal(module.default, page);
});

chunks('should come out the same from a copy of the data sent to a worker', () => {
  const { file, code } = pageChunk(page);
  assert.is(chunkAgain(structuredClone(page), file), code);
});

chunks('should refuse to write a chunk whose data changed since it was named', () => {
  const { file } = pageChunk(page);
  assert.throws(() => chunkAgain({ ...page, title: 'Changed' }, file), /changed between two passes/);
});

chunks.run();
