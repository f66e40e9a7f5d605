// Every JavaScript sample in the SFP site's content/ parses as the engine of the phone it is
// written for, so a reader who copies one gets a program, not a syntax error. 2.5 phones run
// Gecko 48 (config/milestone.txt 48.0a2 in roytam1/gecko-kaios): all of ES2015's syntax, but
// not `**` (JS_HAS_EXPONENTIATION is defined only for nightly builds, js/src/jsversion.h, and
// an a2 milestone is not one: build/moz.configure/init.configure), not async functions and
// not trailing commas in parameter lists (ES2017), nothing later; acorn's ecmaVersion 2015 is
// exactly that. 3.0 phones run Gecko 84, which parses ES2021 (logical assignment, numeric
// separators) but not top-level await or private class members, so 3.0 samples are read as
// ES2021, as a classic script or else as a module. One ES2015 form Gecko 48 still refuses is a
// `const` in a for-in/for-of head (js/src/frontend/Parser.cpp:4919-4938, "missing = in const
// declaration"; jit-test parser/letContextualKeyword.js expects the error; fixed in Firefox 51),
// which acorn accepts, so that rule is checked on the parsed tree.
// A fence that is not a program (a signature such as `add(date, respectTimezone[, data])`, an
// excerpt) says so with the `fragment` meta word (docs/content-format.md#code-samples).
import fs from 'node:fs';
import path from 'node:path';
import { parse, type AnyNode, type ForInStatement, type ForOfStatement, type Options, type VariableDeclaration } from 'acorn';
import { simple } from 'acorn-walk';
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { walkTree } from '../../compiler/content/walk-tree.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

type Engine = 'gecko48' | 'gecko84';

const languages = new Set(['js', 'javascript']);
const fragmentRe = /(?:^|\s)fragment(?=\s|$)/;

const engines: Record<Engine, Pick<Options, 'ecmaVersion'>> = {
  gecko48: { ecmaVersion: 2015 },
  gecko84: { ecmaVersion: 2021 },
};

/**
 * The engine a fence's code runs on: a 3.0 page's own samples run on 3.0 phones, except a
 * "before" block captioned as 2.5 code (`title="app.js (2.5)"`); everything else (2.5, the 2.6
 * bulletins, blog posts and standalone pages) is held to the older engine, which every phone has.
 */
function engineOf(file: string, meta: string): Engine {
  if (!file.startsWith('3.0/')) return 'gecko48';
  return /title=["']?[^"']*\(2\.5\)/.test(meta) ? 'gecko48' : 'gecko84';
}

/** The first `for (const … in/of …)` head in a parsed program, which Gecko 48 rejects. */
function constLoopHead(program: AnyNode): VariableDeclaration | null {
  const heads: VariableDeclaration[] = [];
  const check = (loop: ForInStatement | ForOfStatement) => {
    if (loop.left.type === 'VariableDeclaration' && loop.left.kind === 'const') heads.push(loop.left);
  };
  simple(program, { ForInStatement: check, ForOfStatement: check });
  // acorn-walk calls back after a node's children: the earliest head is the one to report.
  return heads.reduce<VariableDeclaration | null>((first, head) => (first && first.start < head.start ? first : head), null);
}

/** Acorn's complaint about the code as `engine` reads it, or null when it parses. */
function parseError(code: string, engine: Engine): { line: number; message: string } | null {
  const attempt = (sourceType: 'script' | 'module') => {
    try {
      const program = parse(code, { ...engines[engine], sourceType, locations: true });
      const head = engine === 'gecko48' ? constLoopHead(program) : null;
      if (head) return { line: head.loc?.start.line ?? 1, pos: head.start, message: 'Gecko 48 rejects `const` in a for-in/for-of head (missing = in const declaration): use `let`' };
      return null;
    } catch (error) {
      const e = error as SyntaxError & { loc?: { line: number }; pos?: number };
      return { line: e.loc?.line ?? 1, pos: e.pos ?? 0, message: e.message };
    }
  };
  const script = attempt('script');
  // Gecko 48 has no module scripts (type="module" came in Firefox 60); Gecko 84 has them.
  if (!script || engine === 'gecko48') return script;
  const module = attempt('module');
  if (!module) return null;
  // Both failed: the reading that got further is the one the writer meant.
  return module.pos > script.pos ? module : script;
}

export interface SampleFailure {
  /** file:line of the offending line, the file relative to content/. */
  at: string;
  engine: Engine;
  message: string;
}

/** The JavaScript fences of one markdown file that do not parse. */
export function checkSamples(file: string, markdown: string): SampleFailure[] {
  // Front matter becomes blank lines, so the parser's line numbers stay the file's.
  const body = markdown.replace(/^---\n[\s\S]*?\n---\n/, (block) => block.replace(/[^\n]/g, ''));
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).parse(body) as Root;
  const failures: SampleFailure[] = [];
  walkTree(tree, (node) => {
    if (node.type !== 'code') return;
    const { lang, meta, value, position } = node as Code;
    if (!languages.has((lang ?? '').toLowerCase()) || fragmentRe.test(meta ?? '')) return;
    const engine = engineOf(file, meta ?? '');
    const error = parseError(value, engine);
    // The code's first line is the line after the opening fence.
    if (error) failures.push({ at: `${file}:${(position?.start.line ?? 0) + error.line}`, engine, message: error.message });
  });
  return failures;
}

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

const samples = suite('code samples');

samples('should hold a 2.5 sample to Gecko 48 and a 3.0 one to Gecko 84', () => {
  const fence = (meta: string, code: string) => `---\ntitle: t\n---\n\nText.\n\n\`\`\`js${meta}\n${code}\n\`\`\`\n`;
  const newer = 'async function f() { await 1; }';
  assert.equal(checkSamples('2.5/a.md', fence('', newer)).map((f) => f.at), ['2.5/a.md:8']);
  assert.equal(checkSamples('3.0/a.md', fence('', newer)), []);
  assert.equal(checkSamples('3.0/a.md', fence(' title="app.js (2.5)"', newer)).map((f) => f.engine), ['gecko48']);
  assert.equal(checkSamples('blog/x.md', fence('', 'const x = 2 ** 3;')).length, 1);
  assert.equal(checkSamples('2.5/a.md', fence('', 'f(a,\n  b,\n);')).map((f) => f.at), ['2.5/a.md:10']);
  // ES2015 syntax Gecko 48 has: classes, destructuring with defaults, template literals, arrows.
  assert.equal(checkSamples('2.5/a.md', fence('', 'class A { m({ a = 1 } = {}) { return `${a}`; } }\n[1].map((x) => x);')), []);
  // Gecko 48 refuses a const loop head, nested anywhere; let, and a const in a plain for, are fine.
  assert.equal(checkSamples('2.5/a.md', fence('', 'function f(o) {\n  if (o) { for (const k in o) {} }\n}')).map((f) => f.at), ['2.5/a.md:9']);
  assert.equal(checkSamples('2.5/a.md', fence('', 'for (const [a] of [[1]]) {}')).length, 1);
  assert.equal(checkSamples('2.5/a.md', fence('', 'for (let x of [1]) {}\nfor (const i = 0; false;) {}')), []);
  assert.equal(checkSamples('3.0/a.md', fence('', 'for (const x of [1]) {}')), []);
  // 3.0: a module sample parses; what Gecko 84 lacks does not.
  assert.equal(checkSamples('3.0/a.md', fence('', "import { x } from './x.js';\nx?.y ?? 1;")), []);
  assert.equal(checkSamples('3.0/a.md', fence('', 'class A { #p = 1; }')).length, 1);
});

samples('should skip a fragment and other languages, and find fences inside lists and admonitions', () => {
  assert.equal(checkSamples('2.5/a.md', '```js fragment\nadd(date, respectTimezone[, data])\n```\n\n```json\n{ "a": 1, }\n```\n'), []);
  const nested = 'Intro.\n\n:::note\n\n1. Step:\n\n   ```javascript\n   let = ;\n   ```\n\n:::\n';
  assert.equal(checkSamples('2.5/a.md', nested).map((f) => f.at), ['2.5/a.md:8']);
});

samples('should find every js fence of content/ parsing as its phone runs it', () => {
  const content = path.join(repoRoot, 'content');
  const files = markdownFiles(content);
  assert.ok(files.length > 300, `content/ holds ${files.length} markdown files; expected the SFP site`);
  const failures = files.flatMap((file) => checkSamples(file, fs.readFileSync(path.join(content, file), 'utf8')));
  const report = failures.map((f) => `content/${f.at} (${f.engine}): ${f.message}`).join('\n');
  assert.ok(failures.length === 0, `${failures.length} code samples do not parse; rewrite them as code the phone runs, or mark a block that is not a program with \`fragment\` (docs/content-format.md):\n${report}`);
});

samples.run();
