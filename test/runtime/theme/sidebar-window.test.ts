// A page's prerendered sidebar holds a bounded window of a long list, so HTML size does not grow
// with the size of the folder the page sits in.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ClientConfig, SidebarItem } from '../../../shared/contract.ts';
import { Sidebar } from '../../../runtime/theme/Sidebar.tsx';
import { SiteContext } from '../../../runtime/theme/SiteContext.ts';

const sidebar = suite('sidebar window');
const config = { baseUrl: '/base/' } as ClientConfig;
const links = (n: number, folder: string): SidebarItem[] => Array.from({ length: n }, (_, i) => ({ type: 'link', label: `Page ${i}`, href: `${folder}/p${i}` }));
const render = (items: SidebarItem[], route: string) =>
  renderToStaticMarkup(createElement(SiteContext.Provider, { value: config }, createElement(Sidebar, { items, route, label: 'Docs', toggleLabel: 'Browse', versionHref: '/docs/' })));

sidebar('renders a short list whole', () => {
  const html = render(links(10, '/docs'), '/docs/p3');
  assert.is(html.match(/<li/g)!.length, 10);
  assert.not.match(html, 'more…');
});

sidebar('renders a window around the current page of a long list, with links to the rest', () => {
  const small = render(links(1000, '/docs'), '/docs/p500');
  const large = render(links(10000, '/docs'), '/docs/p5000');
  assert.match(small, 'aria-current="page"');
  assert.match(small, '>Page 500<');
  assert.ok(Math.abs(large.length - small.length) < 200, `${small.length} vs ${large.length} bytes`);
  assert.match(large, /<a href="\/base\/docs\/">4980 more…<\/a>/);
  assert.match(large, /4980 more…|4981 more…/);
});

sidebar('windows the open category on the path to the current page', () => {
  const items: SidebarItem[] = [{ type: 'category', label: 'Big', href: '/docs/big', items: links(500, '/docs/big') }, ...links(3, '/docs')];
  const html = render(items, '/docs/big/p499');
  assert.match(html, '>Page 499<');
  assert.match(html, /<a href="\/base\/docs\/big">460 more…<\/a>/);
  assert.ok(html.match(/<li/g)!.length < 50);
});

sidebar.run();
