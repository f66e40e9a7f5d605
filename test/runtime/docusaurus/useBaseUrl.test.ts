import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import useBaseUrl, { addBaseUrl, useBaseUrlUtils } from '../../../runtime/docusaurus/useBaseUrl.ts';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const site = { url: 'https://example.com', baseUrl: '/preview/' };

const baseUrl = suite('useBaseUrl');

baseUrl('should expose the public api', () => {
  assert.type(useBaseUrl, 'function');
  assert.type(useBaseUrlUtils, 'function');
  assert.type(addBaseUrl, 'function');
});

baseUrl('puts paths with or without a leading slash under the base URL', () => {
  assert.is(addBaseUrl(site, '/img/logo.svg'), '/preview/img/logo.svg');
  assert.is(addBaseUrl(site, 'img/logo.svg'), '/preview/img/logo.svg');
  assert.is(addBaseUrl(site, '/preview'), '/preview/');
});

baseUrl('leaves paths already under the base, absolute URLs, anchors and empty strings alone', () => {
  assert.is(addBaseUrl(site, '/preview/img/a.png'), '/preview/img/a.png');
  assert.is(addBaseUrl(site, 'https://cdn.example.com/a.png'), 'https://cdn.example.com/a.png');
  assert.is(addBaseUrl(site, '//cdn.example.com/a.png'), '//cdn.example.com/a.png');
  assert.is(addBaseUrl(site, 'mailto:a@example.com'), 'mailto:a@example.com');
  assert.is(addBaseUrl(site, '#top'), '#top');
  assert.is(addBaseUrl(site, ''), '');
});

baseUrl('honours forcePrependBaseUrl and absolute', () => {
  assert.is(addBaseUrl(site, '/preview/a', { forcePrependBaseUrl: true }), '/preview/preview/a');
  assert.is(addBaseUrl(site, 'a', { absolute: true }), 'https://example.com/preview/a');
  assert.is(addBaseUrl({ url: 'https://example.com/', baseUrl: '/' }, '/a', { absolute: true }), 'https://example.com/a');
});

baseUrl('reads the base URL from the site config', () => {
  const Show = () => {
    const { withBaseUrl } = useBaseUrlUtils();
    return h('p', null, `${useBaseUrl('img/a.png')} ${withBaseUrl('/b')}`);
  };
  assert.is(renderInPage(h(Show), { config: { baseUrl: '/sfp/' } }), '<p>/sfp/img/a.png /sfp/b</p>');
});

baseUrl.run();
