// Markdown features from fixture folders: input.md next to its expected output.html and
// result.json. Run with UPDATE=1 to regenerate the expected files after a deliberate change.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/content/compile-markdown.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const exports = suite('compile-markdown');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['createMarkdownCompiler', 'maxPageLength']);
});
exports.run();

// ---

const fixtures = suite('markdown fixtures');
const root = path.join(repoRoot, 'test', 'fixtures', 'markdown');
for (const name of fs.readdirSync(root).sort()) {
  fixtures(`should compile ${name}`, async () => {
    const compile = await api.createMarkdownCompiler();
    const input = fs.readFileSync(path.join(root, name, 'input.md'), 'utf8');
    const result = compile(`content/${name}.md`, input);
    const summary = JSON.stringify({ title: result.title, headings: result.headings, links: result.links, diagnostics: result.diagnostics }, null, 2) + '\n';
    const htmlFile = path.join(root, name, 'output.html');
    const jsonFile = path.join(root, name, 'result.json');
    if (process.env.UPDATE || !fs.existsSync(htmlFile)) {
      fs.writeFileSync(htmlFile, result.html);
      fs.writeFileSync(jsonFile, summary);
    }
    assert.fixture(result.html, fs.readFileSync(htmlFile, 'utf8'));
    assert.fixture(summary, fs.readFileSync(jsonFile, 'utf8'));
  });
}
fixtures.run();

// ---

const positions = suite('positions');
positions('should keep source lines when front matter is present', async () => {
  const compile = await api.createMarkdownCompiler();
  const result = compile('x.md', '---\ntitle: T\n---\n\n\n[x](./y.md)\n');
  assert.equal(result.links, [{ url: './y.md', line: 6, column: 1, image: false }]);
});
positions('rejects an unknown admonition type naming the fix', async () => {
  const compile = await api.createMarkdownCompiler();
  const result = compile('x.md', ':::caution\nHi\n:::\n');
  assert.is(result.diagnostics[0]!.message, 'unknown admonition `:::caution`');
  assert.is(result.diagnostics[0]!.hint, 'use one of :::note, :::tip, :::info, :::warning, :::danger');
});
positions.run();

const limits = suite('markdown limits');

limits('refuses a page too large to parse with a diagnostic that names the file, not an out-of-memory crash', async () => {
  const compile = await api.createMarkdownCompiler();
  const page = compile('content/2.5/huge.md', `---\ntitle: Huge\n---\n\n${'word '.repeat(api.maxPageLength / 5 + 10)}`);
  assert.is(page.diagnostics.length, 1);
  const [d] = page.diagnostics;
  assert.is(d!.file, 'content/2.5/huge.md');
  assert.is(d!.severity, 'error');
  assert.match(d!.message, /the page is 6\.0 MB; pages over 6 MB are not compiled/);
  assert.match(d!.hint!, 'split it');
});

limits.run();

// ---

const sections = suite('sections');

sections('should mark where each h1-h3 section lies in the text, by heading id, deeper headings inside', async () => {
  const compile = await api.createMarkdownCompiler();
  const page = compile('x.md', '---\ntitle: T\n---\n\nIntro   text.\n\n## First {#one}\n\nBody one.\n\n### Sub\n\n| a | b |\n|---|---|\n| c | d |\n\n#### Deep\n\nStill sub.\n\n## Empty\n\n## Last\n\n```js\nlast();\n```\n');
  assert.is(page.text, 'Intro text. First Body one. Sub a b c d Deep Still sub. Empty Last last();');
  const slices = page.sections.map((s) => [s.id, s.heading, s.depth, page.text.slice(s.start, s.end).trim()]);
  assert.equal(slices, [
    ['', '', 0, 'Intro text.'],
    ['one', 'First', 2, 'Body one.'],
    ['sub', 'Sub', 3, 'a b c d Deep Still sub.'],
    ['empty', 'Empty', 2, ''],
    ['last', 'Last', 2, 'last();'],
  ]);
});

sections('should give a page without headings one section holding all its text', async () => {
  const compile = await api.createMarkdownCompiler();
  const page = compile('x.md', 'Just text.\n');
  assert.equal(page.sections, [{ id: '', heading: '', depth: 0, start: 0, end: 10 }]);
});

sections.run();
