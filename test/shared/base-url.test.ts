import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { basePrefix, isExternalHref, siteRoot, withBase } from '../../shared/base-url.ts';

const baseUrl = suite('base-url');

baseUrl('should expose the public api', () => {
  for (const fn of [basePrefix, isExternalHref, siteRoot, withBase]) assert.type(fn, 'function');
});

baseUrl('should put routes under the base URL and leave external and hash hrefs alone', () => {
  assert.is(withBase('/sfp/', '/docs/'), '/sfp/docs/');
  assert.is(withBase('/', '/docs/'), '/docs/');
  assert.is(withBase('/sfp/', 'https://example.test/x'), 'https://example.test/x');
  assert.is(withBase('/sfp/', '//cdn.test/x'), '//cdn.test/x');
  assert.is(withBase('/sfp/', '#top'), '#top');
});

baseUrl('should give the prefix without a trailing slash and the deployed root', () => {
  assert.is(basePrefix('/'), '');
  assert.is(basePrefix('/preview/'), '/preview');
  assert.is(siteRoot({ url: 'https://example.test/', baseUrl: '/preview/' }), 'https://example.test/preview');
  assert.is(siteRoot({ url: 'https://example.test', baseUrl: '/' }), 'https://example.test');
});

baseUrl.run();
