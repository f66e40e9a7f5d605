import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Details from '../../../runtime/docusaurus/Details.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const details = suite('Details');

details('should expose the public api', () => {
  assert.type(Details, 'function');
});

details('renders a native details element with the summary prop', () => {
  assert.is(renderInPage(h(Details, { summary: 'More' }, h('p', null, 'Hidden text'))), '<details class="details"><summary>More</summary><div class="details-body"><p>Hidden text</p></div></details>');
});

details('uses a <summary> among the children, as MDX <details> blocks have', () => {
  assert.is(
    renderInPage(h(Details, { open: true, className: 'x' }, h('summary', null, 'Toggle me'), h('p', null, 'Body'))),
    '<details open="" class="details x"><summary>Toggle me</summary><div class="details-body"><p>Body</p></div></details>',
  );
});

details('says "Details" without a summary', () => {
  assert.match(renderInPage(h(Details, null, 'x')), '<summary>Details</summary>');
});

details.run();
