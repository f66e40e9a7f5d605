import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import DocCardList from '../../../runtime/docusaurus/DocCardList.tsx';
import type { SidebarItem } from '../../../shared/contract.ts';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/guides/',
    items: [
      { type: 'link', label: 'Install', href: '/docs/guides/install' },
      { type: 'category', label: 'Deploy', href: '/docs/guides/deploy/', items: [{ type: 'link', label: 'One', href: '/docs/guides/deploy/one' }] },
    ],
  },
];

const cards = suite('DocCardList');

cards('should expose the public api', () => {
  assert.type(DocCardList, 'function');
});

cards("lists the current category's items from the sidebar, under the base URL, counting a subcategory's items", () => {
  const html = renderInPage(h(DocCardList), { page: { route: '/docs/guides/' }, sidebar, config: { baseUrl: '/preview/' } });
  assert.is(
    html,
    '<ul class="cards doc-cards"><li class="card"><h2><a href="/preview/docs/guides/install">Install</a></h2></li><li class="card"><h2><a href="/preview/docs/guides/deploy/">Deploy</a></h2><p>1 item</p></li></ul>',
  );
});

cards("prefers the page's index entries, which carry descriptions", () => {
  const html = renderInPage(h(DocCardList), { page: { route: '/docs/guides/', index: [{ label: 'Install', href: '/docs/guides/install', description: 'Get it running.' }] }, sidebar });
  assert.is(html, '<ul class="cards doc-cards"><li class="card"><h2><a href="/docs/guides/install">Install</a></h2><p>Get it running.</p></li></ul>');
});

cards('takes items in the shape of Docusaurus sidebar items, skipping html items', () => {
  const items = [
    { type: 'link', label: 'Outside', href: 'https://example.com/x', description: 'Elsewhere' },
    { type: 'html', value: '<hr>' },
    { type: 'category', label: 'Group', href: '/docs/group', items: [{}, {}] },
  ];
  const html = renderInPage(h(DocCardList, { items, className: 'mine' } as never));
  assert.is(
    html,
    '<ul class="cards doc-cards mine"><li class="card"><h2><a target="_blank" rel="noopener noreferrer" href="https://example.com/x">Outside</a></h2><p>Elsewhere</p></li><li class="card"><h2><a href="/docs/group">Group</a></h2><p>2 items</p></li></ul>',
  );
});

cards('rejects a page that is no category page when no items are given', () => {
  assert.throws(
    () => renderInPage(h(DocCardList), { page: { route: '/docs/guides/install' }, sidebar }),
    (error: Error) => error.message === '<DocCardList /> without items lists the category whose page this is, but /docs/guides/install is not the page of a sidebar category. Give the cards yourself: <DocCardList items={[…]} />.',
  );
});

cards.run();
