import { createHighlighterCore } from '@shikijs/core';
import { createJavaScriptRawEngine } from '@shikijs/engine-javascript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rememberLines } from '../../../compiler/content/create-highlighter.ts';

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
