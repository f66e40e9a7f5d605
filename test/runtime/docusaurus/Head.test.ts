import { createElement as h, Fragment } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Head, { applyHeadTags, headTags } from '../../../runtime/docusaurus/Head.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const head = suite('Head');

head('should expose the public api', () => {
  assert.type(Head, 'function');
  assert.type(headTags, 'function');
  assert.type(applyHeadTags, 'function');
});

head('renders nothing on the server', () => {
  assert.is(renderInPage(h(Head, null, h('title', null, 'Custom'), h('meta', { name: 'description', content: 'About' }))), '');
});

head('finds title, meta and link tags, inside fragments and <head> wrappers, with HTML attribute names', () => {
  const tags = headTags(
    h(
      Fragment,
      null,
      h('head', null, h('title', null, 'Guide ', 3), h('meta', { property: 'og:title', content: 'Guide' })),
      h('meta', { httpEquiv: 'refresh', content: '5' }),
      h('link', { rel: 'canonical', href: 'https://example.com/a', hrefLang: 'en' }),
      h('script', { src: '/x.js' }),
    ),
  );
  assert.equal(tags, [
    { name: 'title', attributes: {}, text: 'Guide 3' },
    { name: 'meta', attributes: { property: 'og:title', content: 'Guide' }, text: '' },
    { name: 'meta', attributes: { 'http-equiv': 'refresh', content: '5' }, text: '' },
    { name: 'link', attributes: { rel: 'canonical', href: 'https://example.com/a', hreflang: 'en' }, text: '' },
  ]);
});

head.run();
