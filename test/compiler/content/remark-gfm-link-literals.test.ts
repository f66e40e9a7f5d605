import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { remarkGfmLinkLiteralsWhereNeeded } from '../../../compiler/content/plugins/remark-gfm-link-literals.ts';

const page = { source: '' };
const gated = unified().use(remarkParse).use(remarkGfm).use(remarkGfmLinkLiteralsWhereNeeded, page).use(remarkRehype).use(rehypeStringify).freeze();
const plain = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify).freeze();
const html = (markdown: string) => {
  page.source = markdown;
  return String(gated.processSync(markdown));
};

const literals = suite('GFM link literals where needed');

literals('should link exactly what remark-gfm links, page after page', () => {
  const samples = [
    'See www.example.com and https://example.com/a?b=c.',
    'Mail dev@example.com or mailto:dev@example.com, chat xmpp:dev@example.com/phone.',
    'An address spelled with a reference: dev&#64;example.com.',
    'HTTP://EXAMPLE.COM and WWW.EXAMPLE.COM in capitals.',
    'A page with no address at all: `code`, *emphasis* and a [link](./a.md).',
    'Escaped: www\\.example.com and https\\://example.com',
    '| a | b |\n| --- | --- |\n| https://example.com | x@y.io |',
  ];
  // Alternating pages with and without addresses: the gate is per page, never left over.
  for (const markdown of [...samples, ...samples.reverse()]) assert.is(html(markdown), String(plain.processSync(markdown)), markdown);
  assert.match(html('Go to www.example.com.'), '<a href="http://www.example.com">');
  assert.not.match(html('No address here.'), '<a');
});

literals('should refuse to run before remark-gfm', () => {
  assert.throws(() => unified().use(remarkParse).use(remarkGfmLinkLiteralsWhereNeeded, page).freeze(), /remark-gfm must come before/);
});

literals.run();
