// What an MDX page with components imports and uses, checked at its lines: imports that leave the
// site's folders, and every component it uses without defining.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/content/check-mdx-module.ts';
import { createMarkdownCompiler, type MarkdownOptions } from '../../../compiler/content/compile-markdown.ts';

const siteDir = path.join(os.tmpdir(), 'sfpdocs-mdx-module-site');
const compile = async (body: string, options: MarkdownOptions = {}, file = 'content/1.0/guide/page.mdx') => (await createMarkdownCompiler({ siteDir, ...options }))(file, `---\ntitle: T\n---\n\n${body}\n`);
const found = (page: { diagnostics: Array<{ line: number; column: number; severity: string; message: string }> }) => page.diagnostics.map((d) => [d.line, d.column, d.severity, d.message]);

const module = suite('check-mdx-module');

module('should expose the check', () => {
  assert.equal(Object.keys(api).sort(), ['checkMdxModule']);
});

module('names every component the page neither imports nor exports, at its own line', async () => {
  const page = await compile(['import Tabs from \'@theme/Tabs\';', 'export const Local = () => null;', '', '<Tabs>x</Tabs> <Local />', '', '<Foo />', '', 'Text <Bar.Baz>inline</Bar.Baz> and <Foo /> again.', '', '<Details><summary>s</summary>d</Details> <props.Thing />'].join('\n'));
  assert.equal(found(page), [
    [10, 1, 'error', '`<Foo>` is not defined: the page does not import it, and the theme has no component of that name'],
    [12, 6, 'error', '`<Bar>` is not defined: the page does not import it, and the theme has no component of that name'],
  ]);
  assert.equal(page.diagnostics.map((d) => d.hint), ["import it at the top of the page (`import Foo from '@site/src/components/Foo';`), or remove the tag", "import it at the top of the page (`import Bar from '@site/src/components/Bar';`), or remove the tag"]);
  // Each stands in as a component that shows its children, so the page still renders.
  assert.match(page.component!, 'export const Foo = props => props.children ?? null;');
  assert.match(page.component!, /export const Bar = Object\.assign\(props => props\.children \?\? null, \{\s*"Baz": props => props\.children \?\? null\s*\}\);/);
});

module('rejects an import that leaves the site\'s folders, at its line, and takes it out', async () => {
  const page = await compile(['import Tabs from \'@theme/Tabs\';', "import secret from '../../../../../x.txt';", "import up from '@site/../y.json';", "export { z } from '../../../../z.js';", "import inside from '../../src/data.json';", '', '<Tabs>{secret}{up}{inside}</Tabs>'].join('\n'));
  assert.equal(found(page), [
    [6, 1, 'error', "`../../../../../x.txt` is outside the site's folders: a page cannot import it"],
    [7, 1, 'error', "`@site/../y.json` is outside the site's folders: a page cannot import it"],
    [8, 1, 'error', "`../../../../z.js` is outside the site's folders: a page cannot import it"],
  ]);
  assert.not.match(page.component!, /x\.txt|y\.json|z\.js/);
  assert.match(page.component!, '../../src/data.json');
});

module('should let a page import from its content folder outside the site folder (a Docusaurus site\'s ../docs)', async () => {
  const page = await compile(["import Note from './_note.mdx';", '', '<Note title="x" />'].join('\n'), { outsideDirs: ['../docs'] }, '../docs/intro.mdx');
  assert.equal(page.diagnostics, []);
  const outside = await compile(["import Note from '../other/_note.mdx';", '', '<Note title="x" />'].join('\n'), { outsideDirs: ['../docs'] }, '../docs/intro.mdx');
  assert.equal(found(outside).map((d) => d[3]), ["`../other/_note.mdx` is outside the site's folders: a page cannot import it"]);
});

module('should not read a partial outside the site\'s folders', async () => {
  const outsideDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-outside-'));
  try {
    fs.writeFileSync(path.join(outsideDir, 'secret.md'), 'The secret words.\n');
    const relative = path.relative(path.join(siteDir, 'content/1.0/guide'), path.join(outsideDir, 'secret.md')).split(path.sep).join('/');
    const page = await compile([`import Secret from '${relative}';`, '', '<Secret />'].join('\n'));
    assert.equal(found(page).map((d) => d[3]), [`\`${relative}\` is outside the site's folders: a page cannot import it`]);
    assert.not.match(page.component ?? page.html, 'secret words');
    assert.equal(page.dependencies, undefined);
  } finally {
    fs.rmSync(outsideDir, { recursive: true, force: true });
  }
});

module('rejects an import through a symbolic link in the site that points out of it', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-linked-site-'));
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-outside-'));
  try {
    fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret\n');
    fs.mkdirSync(path.join(site, 'content'));
    fs.symlinkSync(outside, path.join(site, 'content', 'linked'));
    const page = await (await createMarkdownCompiler({ siteDir: site }))('content/page.mdx', "import secret from './linked/secret.txt';\n\n<p>{secret}</p>\n");
    assert.equal(found(page), [[1, 1, 'error', "`./linked/secret.txt` is outside the site's folders: a page cannot import it"]]);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

module.run();
