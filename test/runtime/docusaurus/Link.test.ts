import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Link from '../../../runtime/docusaurus/Link.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const render = (props: Record<string, unknown>, options = {}) => renderInPage(h(Link, props, 'text'), { config: { baseUrl: '/preview/' }, ...options });

const link = suite('Link');

link('should expose the public api', () => {
  assert.type(Link, 'function');
});

link('puts `to` and `href` paths under the base URL, as plain links the router takes', () => {
  assert.is(render({ to: '/docs/intro' }), '<a href="/preview/docs/intro">text</a>');
  assert.is(render({ href: 'docs/intro', className: 'button' }), '<a href="/preview/docs/intro" class="button">text</a>');
  assert.is(render({ to: '#section' }), '<a href="#section">text</a>');
});

link('opens absolute URLs in a new tab, unless told otherwise', () => {
  assert.is(render({ to: 'https://example.com' }), '<a target="_blank" rel="noopener noreferrer" href="https://example.com">text</a>');
  assert.is(render({ href: 'https://example.com', target: '_self' }), '<a target="_self" rel="noopener noreferrer" href="https://example.com">text</a>');
});

link('drops pathname:// and keeps the base URL; autoAddBaseUrl={false} keeps the path as written', () => {
  assert.is(render({ to: 'pathname:///files/a.pdf' }), '<a href="/preview/files/a.pdf">text</a>');
  assert.is(render({ to: '/raw', autoAddBaseUrl: false }), '<a href="/raw">text</a>');
});

link('marks a nav link to the page shown, or to a page above it without exact', () => {
  const page = { page: { route: '/docs/guide/install' } };
  assert.is(render({ to: '/docs/guide/install', isNavLink: true }, page), '<a href="/preview/docs/guide/install" class="active" aria-current="page">text</a>');
  assert.is(render({ to: '/docs/guide', isNavLink: true, activeClassName: 'on', className: 'nav' }, page), '<a href="/preview/docs/guide" class="nav on" aria-current="page">text</a>');
  assert.is(render({ to: '/docs/guide', isNavLink: true, exact: true }, page), '<a href="/preview/docs/guide">text</a>');
  assert.is(render({ to: '/docs/guid', isNavLink: true }, page), '<a href="/preview/docs/guid">text</a>');
});

link.run();
