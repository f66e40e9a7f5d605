import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import useIsBrowser from '../../../runtime/docusaurus/useIsBrowser.ts';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const isBrowser = suite('useIsBrowser');

isBrowser('should expose the public api', () => {
  assert.type(useIsBrowser, 'function');
});

isBrowser('is false on the server', () => {
  const Show = () => h('p', null, String(useIsBrowser()));
  assert.is(renderInPage(h(Show)), '<p>false</p>');
});

isBrowser.run();
