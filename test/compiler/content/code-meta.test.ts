import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/content/code-meta.ts';

const exports = suite('code-meta');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['applyMagicComments']);
});
exports.run();

// ---

// ---

const magic = suite('applyMagicComments');

magic('should highlight the next line and ranges, and remove the comments', () => {
  const result = api.applyMagicComments("a();\n// highlight-next-line\nb();\n// highlight-start\nc();\nd();\n// highlight-end\ne();", 'js');
  assert.equal(result, { code: 'a();\nb();\nc();\nd();\ne();', highlight: new Set([2, 3, 4]), unmatched: [] });
});

magic('should read each language\'s own comment syntax only', () => {
  assert.is(api.applyMagicComments('# highlight-next-line\nx = 1', 'python').code, 'x = 1');
  assert.is(api.applyMagicComments('<!-- highlight-next-line -->\n<p></p>', 'html').code, '<p></p>');
  assert.is(api.applyMagicComments('{/* highlight-next-line */}\n<p />', 'jsx').code, '<p />');
  assert.is(api.applyMagicComments('-- highlight-next-line\nprint(1)', 'lua').code, 'print(1)');
  // In Python `//` is an operator, not a comment: the line stays.
  assert.is(api.applyMagicComments('// highlight-next-line\nx = 1', 'python').code, '// highlight-next-line\nx = 1');
  // An unknown language accepts every syntax.
  assert.is(api.applyMagicComments('# highlight-next-line\nx', 'unknown').code, 'x');
});

magic('should report a start without an end, and an end without a start, by line', () => {
  assert.equal(api.applyMagicComments('// highlight-end\na\n// highlight-start\nb', 'js'), {
    code: 'a\nb',
    highlight: new Set([2]),
    unmatched: [{ line: 0, comment: 'highlight-end' }, { line: 2, comment: 'highlight-start' }],
  });
});

magic('should leave code without magic comments as it is', () => {
  const code = 'const highlight = 1; // highlight-next-line is not alone on its line';
  assert.equal(api.applyMagicComments(code, 'js'), { code, highlight: new Set(), unmatched: [] });
});

magic.run();
