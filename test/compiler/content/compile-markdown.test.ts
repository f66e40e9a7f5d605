// Markdown features from fixture folders: input.md next to its expected output.html and
// result.json. Run with UPDATE=1 to regenerate the expected files after a deliberate change.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/content/compile-markdown.ts';
import { maxNestingDepth } from '../../../compiler/content/nesting-depth.ts';
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
    const result = await compile(`content/${name}.md`, input);
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
  const result = await compile('x.md', '---\ntitle: T\n---\n\n\n[x](./y.md)\n');
  assert.equal(result.links, [{ url: './y.md', line: 6, column: 1, image: false }]);
});
positions('should warn about an unknown admonition type naming the known ones, and show it as a note', async () => {
  const compile = await api.createMarkdownCompiler();
  const result = await compile('x.md', '---\ntitle: T\n---\n\n:::tldr\nHi\n:::\n');
  assert.equal(result.diagnostics, [{
    file: 'x.md', line: 5, column: 1, ruleId: 'markdown', severity: 'warning',
    message: 'unknown admonition `:::tldr`; it is shown as a note',
    hint: 'use one of :::note, :::tip, :::info, :::warning, :::danger, :::caution, :::important, :::secondary, :::success, or add `tldr` to `markdown.admonitions` in site.config.ts',
  }]);
  assert.match(result.html, '<aside class="admonition admonition-note"><p class="admonition-title">Tldr</p><p>Hi</p></aside>');
});
positions('should give links in raw HTML their own positions, after those of markdown links', async () => {
  const compile = await api.createMarkdownCompiler();
  const result = await compile('x.md', '---\ntitle: T\n---\n\n[md](./a.md)\n\n<p>\n  Two <a href="./b.md">b</a> and <img src="/img/c.png">\n</p>\n');
  assert.equal(result.links, [
    { url: './a.md', line: 5, column: 1, image: false },
    { url: './b.md', line: 8, column: 7, image: false },
    { url: '/img/c.png', line: 8, column: 34, image: true },
  ]);
  assert.match(result.html, '<a href="sfp:1">b</a> and <img src="sfp:2">');
});
positions('should list the ids of raw HTML elements as anchors, for links to them', async () => {
  const compile = await api.createMarkdownCompiler();
  const result = await compile('x.md', '---\ntitle: T\n---\n\n## Heading\n\n<a id="old-name"></a> <a name="legacy">x</a> <span id="note-1">y</span>\n');
  assert.equal(result.anchors, ['old-name', 'legacy', 'note-1']);
  assert.equal(result.headings.map((h) => h.id), ['heading']);
});
positions('should report a footnote nothing refers to, whose text would not be shown', async () => {
  const compile = await api.createMarkdownCompiler();
  const result = await compile('x.md', '---\ntitle: T\n---\n\nText.\n\n[^gone]: Lost words.\n');
  assert.equal(result.diagnostics.map((d) => [d.line, d.severity, d.message]), [[7, 'warning', 'footnote `[^gone]` is never referenced, so its text is not shown']]);
});
positions.run();

// ---

const options = suite('compile options');

options('should allow iframes from the configured hosts only', async () => {
  const compile = await api.createMarkdownCompiler({ iframeHosts: ['www.youtube-nocookie.com'] });
  const result = await compile('x.md', '---\ntitle: T\n---\n\n<iframe src="https://www.youtube-nocookie.com/embed/a"></iframe>\n\n<iframe src="https://evil.example/x"></iframe>\n\n<iframe src="http://www.youtube-nocookie.com/embed/a"></iframe>\n');
  assert.match(result.html, '<iframe src="https://www.youtube-nocookie.com/embed/a"></iframe>');
  assert.not.match(result.html, 'evil.example');
  assert.equal(result.diagnostics.map((d) => [d.line, d.message, d.hint]), [
    [7, '`<iframe>` from `evil.example` is not allowed: the allowed hosts are www.youtube-nocookie.com', 'add `evil.example` to `markdown.iframeHosts` in site.config.ts, or link to the page instead'],
    [9, '`<iframe>` needs an https:// `src` from an allowed host (the allowed hosts are www.youtube-nocookie.com)', 'give it an absolute https:// URL, or link to the page instead'],
  ]);
});

options('should make a type of the site\'s Admonition/Types an <Admonition> element, and keep it a note with a warning on a markdown page with raw HTML', async () => {
  const compile = await api.createMarkdownCompiler({ siteAdmonitionTypes: true });
  const plain = await compile('plain.md', '# P\n\n:::note\nN.\n:::\n\n:::my-type[Heads up]\nMine.\n:::\n');
  assert.equal(plain.diagnostics, []);
  assert.ok(plain.component, 'a markdown page with the site\'s type renders with components');
  assert.match(plain.component!, /"Admonition"/);
  assert.match(plain.component!, /type: "my-type",\s*title: "Heads up"/);
  const raw = await compile('raw.md', '# R\n\n<div>HTML.</div>\n\n:::my-type\nMine.\n:::\n');
  assert.is(raw.component, undefined, 'raw HTML keeps the page plain HTML, checked as such');
  assert.match(raw.html, '<aside class="admonition admonition-note"><p class="admonition-title">My-type</p><p>Mine.</p></aside>');
  assert.equal(raw.diagnostics.map((d) => `${d.line}:${d.column} ${d.message} (${d.hint})`), [
    "5:1 admonition `:::my-type` is shown as a note, not with the site's component for it (src/theme/Admonition/Types): this page holds raw HTML, which sfpdocs cannot render beside components (rename the page to .mdx (its HTML tags become JSX), or write the HTML as markdown)",
  ]);
  // Without the site's table, an unknown type is what it was.
  const none = await (await api.createMarkdownCompiler({})).call(null, 'x.md', ':::my-type\nMine.\n:::\n');
  assert.match(none.diagnostics[0]!.message, 'unknown admonition `:::my-type`');
});

options('should add the site\'s own admonition types, with a title and the style of a built-in one', async () => {
  const compile = await api.createMarkdownCompiler({ admonitions: { security: { title: 'Security notice', style: 'danger' }, faq: {} } });
  const result = await compile('x.md', '---\ntitle: T\n---\n\n:::security\nPatch.\n:::\n\n:::faq\nQ.\n:::\n');
  assert.equal(result.diagnostics, []);
  assert.match(result.html, '<aside class="admonition admonition-danger"><p class="admonition-title">Security notice</p><p>Patch.</p></aside>');
  assert.match(result.html, '<aside class="admonition admonition-note"><p class="admonition-title">Faq</p><p>Q.</p></aside>');
});

options('rejects an admonition style that does not exist', async () => {
  const error = await api.createMarkdownCompiler({ admonitions: { x: { style: 'purple' as never } } }).then(() => null, (e: Error) => e);
  assert.is(error?.message, 'admonition type `x` has style `purple`; use one of note, tip, info, warning, danger');
});

options.run();

const limits = suite('markdown limits');

limits('refuses a page too large to parse with a diagnostic that names the file, not an out-of-memory crash', async () => {
  const compile = await api.createMarkdownCompiler();
  const page = await compile('content/2.5/huge.md', `---\ntitle: Huge\n---\n\n${'word '.repeat(api.maxPageLength / 5 + 10)}`);
  assert.is(page.diagnostics.length, 1);
  const [d] = page.diagnostics;
  assert.is(d!.file, 'content/2.5/huge.md');
  assert.is(d!.severity, 'error');
  assert.match(d!.message, /the page is 6\.0 MB; pages over 6 MB are not compiled/);
  assert.match(d!.hint!, 'split it');
});

limits('refuses lists and quotes nested past the limit at the line, instead of overflowing the stack', async () => {
  const compile = await api.createMarkdownCompiler();
  const intro = '---\ntitle: Deep\n---\n\nIntro.\n\n';
  const indented = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');
  for (const [body, line] of [[`${'- '.repeat(1000)}x`, 7], [`${'1. '.repeat(1000)}x`, 7], [`${'> '.repeat(5000)}x`, 7], [`Text.\n\n${'* '.repeat(101)}x`, 9]] as const) {
    const page = await compile('content/2.5/deep.md', intro + body);
    assert.equal(page.diagnostics.map((d) => [d.line, d.column, d.ruleId, d.severity, d.message]), [[line, 1, 'markdown', 'error', `lists or quotes nest too deeply here to compile (more than ${maxNestingDepth} levels)`]]);
  }
  // Nesting by indentation compiles as long as the stack holds, and is the same error past it.
  const page = await compile('content/2.5/deep.md', intro + indented);
  assert.ok(page.diagnostics.every((d) => d.ruleId === 'markdown' && d.line === 7 + maxNestingDepth), JSON.stringify(page.diagnostics));
  assert.equal((await compile('content/2.5/ok.md', `${intro}${'- '.repeat(maxNestingDepth)}x`)).diagnostics, []);
});

limits.run();

// ---

const sections = suite('sections');

sections('should mark where each h1-h3 section lies in the text, by heading id, deeper headings inside', async () => {
  const compile = await api.createMarkdownCompiler();
  const page = await compile('x.md', '---\ntitle: T\n---\n\nIntro   text.\n\n## First {#one}\n\nBody one.\n\n### Sub\n\n| a | b |\n|---|---|\n| c | d |\n\n#### Deep\n\nStill sub.\n\n## Empty\n\n## Last\n\n```js\nlast();\n```\n');
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

sections('should take an MDX heading id from a comment, {/* #id */}, as Docusaurus 3 does', async () => {
  const compile = await api.createMarkdownCompiler();
  const page = await compile('x.mdx', '---\ntitle: T\n---\n\n## toHaveText {/* #locator-to-have-text */}\n\nBody.\n\n## Plain {/* not an id */}\n\n## Two {/* #a */ /* #b */}\n\n[self](#locator-to-have-text)\n');
  assert.equal(page.headings.map((h) => [h.id, h.text]), [['locator-to-have-text', 'toHaveText'], ['plain', 'Plain'], ['two', 'Two']]);
  assert.match(page.html, '<h2 id="locator-to-have-text">toHaveText<a');
  assert.equal(page.diagnostics, []);
});

sections('should give a page without headings one section holding all its text', async () => {
  const compile = await api.createMarkdownCompiler();
  const page = await compile('x.md', 'Just text.\n');
  assert.equal(page.sections, [{ id: '', heading: '', depth: 0, start: 0, end: 10 }]);
});

sections.run();
