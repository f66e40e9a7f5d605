import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import BrowserOnly from '../../../runtime/docusaurus/BrowserOnly.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const browserOnly = suite('BrowserOnly');

browserOnly('should expose the public api', () => {
  assert.type(BrowserOnly, 'function');
});

browserOnly('renders the fallback on the server, never the children', () => {
  let called = false;
  const children = () => {
    called = true;
    return h('span', null, 'browser');
  };
  assert.is(renderInPage(h(BrowserOnly, { fallback: h('span', null, 'Loading…'), children })), '<span>Loading…</span>');
  assert.is(renderInPage(h(BrowserOnly, { children })), '');
  assert.is(called, false);
});

browserOnly('rejects children that are not a function', () => {
  assert.throws(
    () => renderInPage(h(BrowserOnly, { children: h('span', null, 'x') as never })),
    (error: Error) => error.message === 'The children of <BrowserOnly> must be a function that returns what to render, e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>; here they are a React element.',
  );
  assert.throws(() => renderInPage(h(BrowserOnly, { children: 'text' as never })), (error: Error) => error.message.endsWith('here they are a string.'));
});

browserOnly.run();
