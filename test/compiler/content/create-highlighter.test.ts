import { createHighlighterCore } from '@shikijs/core';
import { createJavaScriptRawEngine } from '@shikijs/engine-javascript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Root } from 'hast';
import { rememberBlocks, rememberLines } from '../../../compiler/content/create-highlighter.ts';

// Lines that end inside a comment, a template string or a tag carry state into the next line:
// the same text must be tokenized differently there than at the top of a block.
const samples: Array<[string, string]> = [
  ['js', "const a = 1;\n/* start\nconst a = 1;\n*/\nconst a = 1;\nconst t = `x\nconst a = 1;\n${a}`;\nconst a = 1;"],
  ['js', "window.addEventListener('keydown', (e) => {\n  if (e.key === 'SoftRight') {\n    app.next();\n  }\n});"],
  ['ts', 'interface A {\n  b: string;\n}\nconst a = 1;\n/**\n * const a = 1;\n */'],
  ['html', '<div>\n<script>\nconst a = 1;\n</script>\n<style>\nconst a = 1;\n</style>\nconst a = 1;\n</div>'],
  ['js', "const a = 1;\n\n\nconst s = 'unterminated\nconst a = 1;"],
];

const langs = [import('@shikijs/langs-precompiled/javascript'), import('@shikijs/langs-precompiled/typescript'), import('@shikijs/langs-precompiled/html')];
const core = () => createHighlighterCore({ engine: createJavaScriptRawEngine(), themes: [import('@shikijs/themes/github-light')], langs });

const memo = suite('rememberLines');

memo('should tokenize every line as the grammar alone does, from any start state and in any order', async () => {
  const [plain, remembering] = await Promise.all([core(), core()]);
  for (const lang of ['js', 'ts', 'html']) rememberLines(remembering.getLanguage(lang));
  const render = (highlighter: typeof plain, [lang, code]: [string, string]) => JSON.stringify(highlighter.codeToTokensBase(code, { lang, theme: 'github-light', tokenizeTimeLimit: 0 }));
  const expected = samples.map((sample) => render(plain, sample));
  // Twice forwards and once backwards: the later rounds answer mostly from the remembered lines.
  for (const order of [samples, samples, [...samples].reverse()]) {
    for (const sample of order) assert.is(render(remembering, sample), expected[samples.indexOf(sample)], sample[1]);
  }
});

memo.run();

// ---

const blocks = suite('rememberBlocks');

blocks('should highlight a block once per grammar and code, and give every use a tree of its own', () => {
  const calls: string[] = [];
  const toHast = rememberBlocks((code, lang) => {
    calls.push(`${lang}:${code}`);
    return { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: { dataLang: lang }, children: [{ type: 'text', value: code }] }] };
  });
  const first = toHast('let a = 1;', 'js');
  // The code handler changes the tree it gets (classes, marked lines): the next use must not see it.
  (first.children[0] as { properties: Record<string, unknown> }).properties.className = ['shiki', 'line-numbers'];
  const again = toHast('let a = 1;', 'JS');
  assert.equal(calls, ['js:let a = 1;'], 'the same grammar and code: the same block');
  assert.is((again.children[0] as { properties: Record<string, unknown> }).properties.className, undefined);
  assert.is.not(again, first);
  toHast('let a = 1;', 'ts');
  toHast('let b = 2;', 'js');
  assert.equal(calls, ['js:let a = 1;', 'ts:let a = 1;', 'js:let b = 2;']);
});

blocks('should forget its blocks and start again past its limit', () => {
  let calls = 0;
  const toHast = rememberBlocks((code): Root => (calls++, { type: 'root', children: [{ type: 'text', value: code }] }), 10);
  toHast('123456', 'js');
  toHast('123456', 'js');
  assert.is(calls, 1);
  toHast('abcdef', 'js');
  // 12 characters are past the limit of 10: the first block was forgotten.
  toHast('123456', 'js');
  assert.is(calls, 3);
});

blocks('should give the highlighter\'s own output for a block highlighted before', async () => {
  const { createHighlighter } = await import('../../../compiler/content/create-highlighter.ts');
  const highlighter = await createHighlighter();
  await highlighter.load(['js']);
  const code = "window.addEventListener('keydown', (e) => {\n  if (e.key === 'SoftRight') app.next();\n});";
  const first = JSON.stringify(highlighter.toHast(code, 'js'));
  assert.ok(first.includes('--shiki-dark'), 'highlighted');
  assert.is(JSON.stringify(highlighter.toHast(code, 'js')), first);
});

blocks.run();

// ---

const lazy = suite('createHighlighter');

lazy('should load no grammar at start, and a page\'s languages by name or alias when asked', async () => {
  const { createHighlighter } = await import('../../../compiler/content/create-highlighter.ts');
  const highlighter = await createHighlighter();
  assert.is(highlighter.has('fortran-free-form'), false);
  await highlighter.load(['f90', 'not-a-language', 'text']);
  assert.is(highlighter.has('fortran-free-form'), true);
  assert.is(highlighter.has('f90'), true);
  assert.is(highlighter.has('text'), false);
  assert.is(highlighter.has('not-a-language'), false);
  const pre = highlighter.toHast('program p\nend program p', 'f90').children[0] as { tagName: string };
  assert.is(pre.tagName, 'pre');
});

lazy('should load a language embedded in another with it', async () => {
  const { createHighlighter } = await import('../../../compiler/content/create-highlighter.ts');
  const highlighter = await createHighlighter();
  await highlighter.load(['vue']);
  assert.is(highlighter.has('css'), true);
});

lazy.run();
