// The content-loss guard: every construct of CommonMark, GFM, directives and raw HTML reaches the
// page or is reported at its position. Structural: every markdown node type the parser makes has a
// handler, a node type without one is reported with its text kept, and a fixture holding every
// construct (each marked with a word wNN) has each word in the HTML or a diagnostic on its line.
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMarkdownCompiler } from '../../../compiler/content/compile-markdown.ts';
import { createHighlighter } from '../../../compiler/content/create-highlighter.ts';
import { createMarkdownHandlers } from '../../../compiler/content/plugins/markdown-handlers.ts';
import { walkTree } from '../../../compiler/content/walk-tree.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const fixture = fs.readFileSync(path.join(repoRoot, 'test', 'fixtures', 'content-guard', 'every-construct.md'), 'utf8');
const markerRe = /\bw\d\d\b/g;

/** The HTML's words, and the alt and title texts, which a reader also gets. */
function visibleText(html: string): string {
  const attributes = [...html.matchAll(/\s(?:alt|title)="([^"]*)"/g)].map((m) => m[1]);
  return `${html.replace(/<[^>]*>/g, ' ')} ${attributes.join(' ')}`;
}

const guard = suite('content guard');

guard('should give every node type of the fixture a handler, and the fixture every handled type', async () => {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(fixture.replace(/^---[\s\S]*?---\n/, '')) as Root;
  const types = new Set<string>();
  walkTree(tree, (node) => void types.add(node.type));
  const { handlers } = createMarkdownHandlers({ highlighter: await createHighlighter(), page: { diagnostics: [], hasRawHtml: false, codeBlocks: null } });
  // Directives the plugins turn into text or admonitions before the page becomes HTML.
  const replacedEarlier = new Set(['textDirective', 'leafDirective']);
  assert.equal([...types].filter((type) => !(type in handlers!) && !replacedEarlier.has(type)), []);
  // Front matter is split off before parsing, and sfpHashLink is made after it.
  const notFromParser = new Set(['yaml', 'toml', 'sfpHashLink']);
  assert.equal(Object.keys(handlers!).filter((type) => !types.has(type) && !notFromParser.has(type)).sort(), []);
});

guard('should put every construct\'s words in the page, or report it on its line', async () => {
  const compile = await createMarkdownCompiler();
  const page = await compile('content/every.md', fixture);
  const text = visibleText(page.html) + ` ${page.title}`;
  // Browsers never show comments: a comment's words are not content to keep.
  const lines = fixture.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' ')).split('\n');
  const missing: string[] = [];
  lines.forEach((line, i) => {
    for (const [marker] of line.matchAll(markerRe)) {
      const reported = page.diagnostics.some((d) => d.line === i + 1);
      if (!new RegExp(`\\b${marker}\\b`).test(text) && !reported) missing.push(`${marker} (line ${i + 1})`);
    }
  });
  assert.equal(missing, []);
  // What is left out is left out on purpose, and said: the comment is a note to writers.
  assert.not.match(page.html, 'w47');
  assert.not.match(page.html, 'w59');
  assert.equal(page.diagnostics.map((d) => [d.line, d.severity, d.message]), [
    [86, 'warning', 'unknown admonition `:::w56unknown`; it is shown as a note'],
    [94, 'error', "`<script>` is not allowed in a page: a page cannot carry scripts, which would run in the browser of every reader"],
  ]);
});

guard('should report a node type that has no handler at its position, and keep its text', async () => {
  const diagnostics: Array<{ line: number; message: string }> = [];
  const tree = { type: 'root', children: [{ type: 'mystery', value: 'w99 words', position: { start: { line: 7, column: 3, offset: 0 }, end: { line: 7, column: 12, offset: 9 } } }] } as unknown as Root;
  const processor = unified().use(remarkRehype, createMarkdownHandlers({ highlighter: await createHighlighter(), page: { diagnostics: diagnostics as never, hasRawHtml: false, codeBlocks: null } })).use(rehypeStringify);
  const html = processor.stringify(processor.runSync(tree) as never);
  assert.is(html, 'w99 words');
  assert.equal(diagnostics, [{ line: 7, column: 3, message: 'sfpdocs has no way to show a `mystery` node; its text is shown as it is', hint: 'this is a bug in sfpdocs: please report it with this file', ruleId: 'internal', severity: 'warning' }]);
});

guard.run();
