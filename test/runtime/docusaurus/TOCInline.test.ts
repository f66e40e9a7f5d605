import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import TOCInline, { filterToc, nestToc, type TocEntry } from '../../../runtime/docusaurus/TOCInline.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const toc: TocEntry[] = [
  { value: 'Install', id: 'install', level: 2 },
  { value: 'With <code>npm</code>', id: 'npm', level: 3 },
  { value: 'Deep', id: 'deep', level: 4 },
  { value: 'Use', id: 'use', level: 2 },
  { value: 'Orphan', id: 'orphan', level: 4 },
];

const tocInline = suite('TOCInline');

tocInline('should expose the public api', () => {
  assert.type(TOCInline, 'function');
  assert.type(nestToc, 'function');
  assert.type(filterToc, 'function');
});

tocInline("renders Docusaurus's toc as nested lists of h2 and h3, values as HTML", () => {
  assert.is(
    renderInPage(h(TOCInline, { toc })),
    '<div class="toc-inline"><ul><li><a href="#install">Install</a><ul><li><a href="#npm">With <code>npm</code></a></li></ul></li><li><a href="#use">Use</a></li></ul></div>',
  );
});

tocInline('filters by minHeadingLevel and maxHeadingLevel, lifting the children of a heading left out', () => {
  assert.is(
    renderInPage(h(TOCInline, { toc, minHeadingLevel: 3, maxHeadingLevel: 4, className: 'mine' })),
    '<div class="toc-inline mine"><ul><li><a href="#npm">With <code>npm</code></a><ul><li><a href="#deep">Deep</a></li></ul></li><li><a href="#orphan">Orphan</a></li></ul></div>',
  );
  assert.is(renderInPage(h(TOCInline, { toc, maxHeadingLevel: 2 })), '<div class="toc-inline"><ul><li><a href="#install">Install</a></li><li><a href="#use">Use</a></li></ul></div>');
});

tocInline('takes a slice of the toc, as pages write toc.slice(1)', () => {
  assert.match(renderInPage(h(TOCInline, { toc: toc.slice(1) })), '<ul><li><a href="#npm">');
});

tocInline("falls back to the page's own headings, as text", () => {
  const html = renderInPage(h(TOCInline), { page: { toc: [{ depth: 2, id: 'a', text: 'A <b>' }, { depth: 3, id: 'b', text: 'B' }] } });
  assert.is(html, '<div class="toc-inline"><ul><li><a href="#a">A &lt;b&gt;</a><ul><li><a href="#b">B</a></li></ul></li></ul></div>');
});

tocInline('renders nothing when no heading is left', () => {
  assert.is(renderInPage(h(TOCInline, { toc: [] })), '');
  assert.is(renderInPage(h(TOCInline, { toc, minHeadingLevel: 5 })), '');
});

tocInline.run();

// ---

const nest = suite('nestToc');

nest('nests each heading under the closest earlier heading of a higher rank', () => {
  const tree = nestToc([
    { value: 'a', id: 'a', level: 3 },
    { value: 'b', id: 'b', level: 2 },
    { value: 'c', id: 'c', level: 4 },
    { value: 'd', id: 'd', level: 3 },
    { value: 'e', id: 'e', level: 4 },
  ]);
  const shape = (nodes: typeof tree): unknown => nodes.map((n) => (n.children.length ? [n.id, shape(n.children)] : n.id));
  assert.equal(shape(tree), ['a', ['b', ['c', ['d', ['e']]]]]);
});

nest.run();
