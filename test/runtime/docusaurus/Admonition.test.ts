import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Admonition from '../../../runtime/docusaurus/Admonition.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const admonition = suite('Admonition');

admonition('should expose the public api', () => {
  assert.type(Admonition, 'function');
});

admonition('renders the aside the markdown syntax makes, titled by its type', () => {
  assert.is(renderInPage(h(Admonition, { type: 'tip' }, h('p', null, 'Use it.'))), '<aside class="admonition admonition-tip"><p class="admonition-title">Tip</p><p>Use it.</p></aside>');
});

admonition('takes a title and a className', () => {
  assert.is(renderInPage(h(Admonition, { type: 'danger', title: 'Careful', className: 'wide' }, 'Text')), '<aside class="admonition admonition-danger wide"><p class="admonition-title">Careful</p>Text</aside>');
});

admonition("draws Docusaurus's other types in the style they map to, under their own name", () => {
  assert.match(renderInPage(h(Admonition, { type: 'caution' }, 'x')), '<aside class="admonition admonition-warning"><p class="admonition-title">Caution</p>');
  assert.match(renderInPage(h(Admonition, { type: 'important' }, 'x')), '<aside class="admonition admonition-info"><p class="admonition-title">Important</p>');
});

admonition('shows an unknown or missing type as info, as Docusaurus does', () => {
  assert.match(renderInPage(h(Admonition, { type: 'shout' }, 'x')), '<aside class="admonition admonition-info"><p class="admonition-title">Info</p>');
  assert.match(renderInPage(h(Admonition, null, 'x')), 'admonition-info');
});

admonition.run();
