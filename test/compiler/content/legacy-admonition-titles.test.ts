import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { legacyTitleSource } from '../../../compiler/content/plugins/remark-admonitions.ts';

const titles = suite('legacyTitleSource');

titles('should write `:::tip Title` as a directive label, in quotes and lists too', () => {
  const source = [':::tip Read [this] first', 'Body.', ':::', '', '> :::note In a quote', '> :::', '', '- item', '', '  :::info   Spaced title  ', '  :::'].join('\n');
  assert.is(
    legacyTitleSource(source),
    [':::tip[Read \\[this\\] first]', 'Body.', ':::', '', '> :::note[In a quote]', '> :::', '', '- item', '', '  :::info[Spaced title]', '  :::'].join('\n'),
  );
});

titles('should leave fenced code alone, but not an mdx-code-block fence, which holds markdown', () => {
  const code = ['```md', ':::tip Not a title', '```', '~~~~', '```', ':::note Still code', '~~~~'].join('\n');
  assert.is(legacyTitleSource(code), null);
  assert.is(legacyTitleSource(['````mdx-code-block', ':::tip Inside', ':::', '````'].join('\n')), ['````mdx-code-block', ':::tip[Inside]', ':::', '````'].join('\n'));
});

titles('should leave labels, attributes and bare directives as they are', () => {
  assert.is(legacyTitleSource([':::tip[Title]', ':::', ':::note{.x}', ':::', ':::info', ':::'].join('\n')), null);
});

titles.run();
