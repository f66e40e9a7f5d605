import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applyMagicComments, highlightedLines, parseCodeMeta, parseRanges } from '../../shared/code-meta.ts';

const meta = suite('parseCodeMeta');

meta('should expose the public api', () => {
  assert.type(parseCodeMeta, 'function');
  assert.type(parseRanges, 'function');
  assert.type(applyMagicComments, 'function');
  assert.type(highlightedLines, 'function');
});

meta('reads the title in any quotes', () => {
  assert.is(parseCodeMeta('title="src/app.js"').title, 'src/app.js');
  assert.is(parseCodeMeta("title='a b.js'").title, 'a b.js');
  assert.is(parseCodeMeta('title=app.js {1}').title, 'app.js');
  assert.is(parseCodeMeta('').title, undefined);
  assert.is(parseCodeMeta(undefined).title, undefined);
});

meta('reads showLineNumbers and where numbering starts', () => {
  assert.is(parseCodeMeta('showLineNumbers').lineNumbersFrom, 1);
  assert.is(parseCodeMeta('title="x" showLineNumbers=12').lineNumbersFrom, 12);
  assert.is(parseCodeMeta('title="showLineNumbers"').lineNumbersFrom, null);
  assert.is(parseCodeMeta('').lineNumbersFrom, null);
});

meta('reads highlighted line ranges, not from inside the title', () => {
  assert.equal(parseCodeMeta('{1,3-5} title="a"').highlightLines, [1, 3, 4, 5]);
  assert.equal(parseCodeMeta('title="{9}"').highlightLines, []);
});

meta('leaves words of its own to the site (the SFP site marks non-programs `fragment`)', () => {
  assert.equal(parseCodeMeta('fragment'), { title: undefined, lineNumbersFrom: null, highlightLines: [] });
  assert.equal(parseCodeMeta('fragment title="add()" {2}'), { title: 'add()', lineNumbersFrom: null, highlightLines: [2] });
});

meta.run();

// ---

const ranges = suite('parseRanges');

ranges('expands ranges and skips what is not a line', () => {
  assert.equal(parseRanges('2, 4-6,9'), [2, 4, 5, 6, 9]);
  assert.equal(parseRanges('0,,3-1'), [3]);
});

ranges.run();

// ---

const magic = suite('applyMagicComments');

magic('removes magic comments in every comment syntax and highlights their lines', () => {
  const code = ['a', '// highlight-next-line', 'b', '# highlight-start', 'c', '<!-- highlight-end -->', '{/* highlight-next-line */}', 'd', '/* highlight-next-line */', 'e'].join('\n');
  assert.equal(applyMagicComments(code), { code: 'a\nb\nc\nd\ne', highlightLines: [2, 3, 4, 5] });
});

magic('leaves comments that say more than the directive', () => {
  assert.equal(applyMagicComments('// highlight-next-line please\nx'), { code: '// highlight-next-line please\nx', highlightLines: [] });
});

magic.run();

// ---

const lines = suite('highlightedLines');

lines('lets meta-string lines win, leaving magic comments in the code, as Docusaurus does', () => {
  assert.equal(highlightedLines('// highlight-next-line\na\n', parseCodeMeta('{1}'), 'js'), { code: '// highlight-next-line\na', highlightLines: [1] });
});

lines('applies magic comments only in code of a given language', () => {
  assert.equal(highlightedLines('// highlight-next-line\na', parseCodeMeta(''), 'js'), { code: 'a', highlightLines: [1] });
  assert.equal(highlightedLines('// highlight-next-line\na', parseCodeMeta(''), ''), { code: '// highlight-next-line\na', highlightLines: [] });
});

lines.run();

// ---

const fences = suite('parseCodeMeta as fences use it');

fences('should read a title, line ranges and line numbers in any order', () => {
  assert.equal(parseCodeMeta('{1,3-5} title="app.js" showLineNumbers'), { title: 'app.js', highlightLines: [1, 3, 4, 5], lineNumbersFrom: 1 });
  assert.equal(parseCodeMeta("showLineNumbers=5 title='a b'"), { title: 'a b', highlightLines: [], lineNumbersFrom: 5 });
});

fences('should not read ranges or flags inside the title, and ignore ranges that name no line', () => {
  assert.equal(parseCodeMeta('title="{2} showLineNumbers"'), { title: '{2} showLineNumbers', highlightLines: [], lineNumbersFrom: null });
  assert.equal(parseCodeMeta('{0,2-,,7}').highlightLines, [2, 7]);
  assert.is(parseCodeMeta('noShowLineNumbers').lineNumbersFrom, null);
  assert.is(parseCodeMeta('{1-99999999}').highlightLines.length, 10_001);
});

fences.run();
