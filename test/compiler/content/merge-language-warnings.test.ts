import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CompiledPage } from '../../../compiler/content/compile-markdown.ts';
import { mergeLanguageWarnings } from '../../../compiler/content/merge-language-warnings.ts';
import { unknownLanguageMessage } from '../../../compiler/content/plugins/code-block-handler.ts';

const hint = 'name a language shiki knows';
const page = (file: string, langs: string[]): CompiledPage =>
  ({ file, diagnostics: [...langs.map((lang) => ({ file, line: 3, column: 1, message: unknownLanguageMessage(lang), hint, ruleId: 'markdown', severity: 'warning' })), { file, line: 9, column: 1, message: 'other', ruleId: 'markdown', severity: 'warning' }] }) as CompiledPage;

const merge = suite('mergeLanguageWarnings');

merge('should keep one warning per language, on the first page, naming the other files', () => {
  const pages = ['a.md', 'b.md', 'c.md', 'd.md', 'e.md', 'f.md', 'g.md'].map((file, i) => page(file, i === 1 ? ['snack', 'erb'] : ['snack']));
  mergeLanguageWarnings(pages);
  assert.equal(pages[0]!.diagnostics.map((d) => [d.message, d.hint]), [
    ['unknown code language `snack`; its blocks are shown as plain text', 'also in 6 other files: b.md, c.md, d.md, e.md, f.md and 1 more; name a language shiki knows'],
    ['other', undefined],
  ]);
  assert.equal(pages[1]!.diagnostics.map((d) => [d.message, d.hint]), [
    ['unknown code language `erb`; its blocks are shown as plain text', hint],
    ['other', undefined],
  ]);
  for (const later of pages.slice(2)) assert.equal(later.diagnostics.map((d) => d.message), ['other']);
});

merge('should leave a language found on one page as it is', () => {
  const pages = [page('a.md', ['snack'])];
  const before = structuredClone(pages[0]!.diagnostics);
  mergeLanguageWarnings(pages);
  assert.equal(pages[0]!.diagnostics, before);
});

merge.run();
