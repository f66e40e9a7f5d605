import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { codePagesLine } from '../../bin/code-pages-line.ts';

const line = suite('code-pages-line');

line('should count the pages that run code, by kind', () => {
  assert.is(codePagesLine({ mdx: 12, react: 0 }), '12 pages run code (MDX): see docs/security.md');
  assert.is(codePagesLine({ mdx: 1, react: 0 }), '1 page runs code (MDX): see docs/security.md');
  assert.is(codePagesLine({ mdx: 0, react: 3 }), '3 pages run code (React): see docs/security.md');
  assert.is(codePagesLine({ mdx: 10, react: 2 }), '12 pages run code (10 MDX, 2 React): see docs/security.md');
});

line.run();
