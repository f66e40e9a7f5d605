import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compileOrder } from '../../../compiler/content/compile-order.ts';
import type { SourceFile } from '../../../compiler/content/discover-content.ts';

const order = suite('compileOrder');

const en: SourceFile[] = [
  { file: 'blog/hello.md', kind: 'blog' },
  { file: 'content/1.0/intro.md', kind: 'doc', version: '1.0', inner: 'intro.md' },
  { file: 'content/1.0/img/a.png', kind: 'asset' },
  { file: 'content/1.0/start.md', kind: 'doc', version: '1.0', inner: 'start.md' },
];
const translated = (locale: string, translations: string[]): SourceFile[] =>
  en.map((f) => (translations.includes(f.file) ? { ...f, file: `content/i18n/${locale}/docusaurus-plugin-content-docs/1.0/${f.inner}`, original: f.file } : f.kind === 'asset' ? f : { ...f, untranslated: true }));

order('should compile each file once, a page\'s translations right after it', () => {
  const fr = translated('fr', ['content/1.0/intro.md', 'content/1.0/start.md']);
  const ja = translated('ja', ['content/1.0/start.md']);
  assert.equal(compileOrder([en, fr, ja]), [
    'blog/hello.md',
    'content/1.0/intro.md',
    'content/i18n/fr/docusaurus-plugin-content-docs/1.0/intro.md',
    'content/1.0/start.md',
    'content/i18n/fr/docusaurus-plugin-content-docs/1.0/start.md',
    'content/i18n/ja/docusaurus-plugin-content-docs/1.0/start.md',
  ]);
});

order('should leave out a default page no locale built shows (sfpdocs build --locale fr)', () => {
  const fr = translated('fr', ['content/1.0/intro.md']);
  assert.equal(compileOrder([fr]), ['blog/hello.md', 'content/i18n/fr/docusaurus-plugin-content-docs/1.0/intro.md', 'content/1.0/start.md']);
});

order.run();
