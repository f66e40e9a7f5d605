import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createListItemHandler } from '../../../compiler/content/plugins/list-item-handler.ts';

const html = (markdown: string, handlers?: object) =>
  String(unified().use(remarkParse).use(remarkGfm).use(remarkRehype, handlers ? { handlers } : {}).use(rehypeStringify).processSync(markdown));

const handler = suite('list item handler');

handler('should render every kind of list exactly as the default handler does', () => {
  const samples = [
    '- a\n- b\n- c\n',
    '- a\n\n- b\n- c\n',
    '- a\n- b\n\n  second paragraph of b\n- c\n',
    '1. one\n2. two\n   - nested tight\n   - nested\n\n     loose nested\n3. three\n',
    '- [ ] todo\n- [x] done\n\n- [ ] loose todo\n',
    '- ```js\n  code()\n  ```\n- after code\n',
    '* a\n\n  > quote\n* b\n',
    '- \n- empty item above\n',
    'Text\n\n- [link](./a.md)\n- [link](#b)\n',
  ];
  for (const markdown of samples) assert.is(html(markdown, { listItem: createListItemHandler() }), html(markdown), markdown);
});

handler('should keep a list of 20 000 links tight, as the default handler does', () => {
  const markdown = Array.from({ length: 20_000 }, (_, i) => `- [item ${i}](/docs/p${i})`).join('\n');
  const out = html(markdown, { listItem: createListItemHandler() });
  assert.is(out.split('<li>').length - 1, 20_000);
  assert.not.match(out, '<li><p>');
});

handler.run();
