import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Heading from '../../../runtime/docusaurus/Heading.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const heading = suite('Heading');

heading('should expose the public api', () => {
  assert.type(Heading, 'function');
});

heading('renders the heading with the # link markdown headings get', () => {
  assert.is(renderInPage(h(Heading, { as: 'h3', id: 'setup', className: 'x' }, 'Setup')), '<h3 class="x" id="setup">Setup<a class="hash-link" aria-hidden="true" tabindex="-1" href="#setup">#</a></h3>');
});

heading('gives h1 and headings without an id no link', () => {
  assert.is(renderInPage(h(Heading, { as: 'h1', id: 'top' }, 'Top')), '<h1 id="top">Top</h1>');
  assert.is(renderInPage(h(Heading, { as: 'h2' }, 'Plain')), '<h2>Plain</h2>');
});

heading.run();
