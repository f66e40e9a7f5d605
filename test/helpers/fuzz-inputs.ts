// Seeded generator of hostile markdown files for fuzzing the compiler: mutated real pages,
// broken YAML, deep nesting, huge tables, unclosed fences and directives, odd Unicode, very long
// lines and NUL bytes. Sizes stay moderate so 10 000 inputs run in minutes; very large pages
// are bench/pathological-sites.mjs's job. The same seed always gives the same inputs, so a failure can be replayed.

export interface FuzzInput {
  name: string;
  text: string;
}

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const tokens = [
  '```', '```js title="a.js"', '~~~', ':::', ':::note', ':::warning[Careful', ':::danger[x]', '::leaf', ':text[x]{#id}',
  '---', '# ', '## ', '### {#}', '{#a b}', '{#x}', '[link](', '](#', '](./x.md#', '](/docs/', '![img](', '<!-- truncate -->',
  '<!--', '-->', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '|', '| --- |',
  // Issue 28: a forged marker, mutation XSS, a page style, sfpdocs' own elements.
  '<script data-sfp-markdown src="/evil.js"></script>', '<p data-sfp-markdown="">', '<sfp-code-block data-index="99"></sfp-code-block>', '<sfp-truncate></sfp-truncate>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)><script src="/evil.js"></script></style></mglyph></table></mtext></math>',
  '<noscript><style></noscript><img src=x onerror=alert(1)><script src="/evil.js"></script></style></noscript>', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math>', '<svg>', '<noscript>', '<template>', '<style>', '</style>', '<textarea>', '<xmp>', '<style>body{display:none}</style>',
  '> ', '- ', '1. ', '* ', '[^1]', '[^1]: note', '\\', '`', '**', '_', '~~', '&amp;', '&#0;', '&#x110000;',
  '\0', '\uFEFF', '\u202E', '\u200D', '\uD800', 'e\u0301\u0301\u0301', '👩‍👩‍👧‍👦', '\r', '\r\n', '\t', '    ', '\n\n',
];

const yamlBreakers = [
  'title: "unclosed',
  "title: 'a'b'",
  'title: [1, 2',
  'title:\n  - nested: [',
  'sidebar_position: first',
  'sidebar_position: 1e999',
  'tags: notalist',
  'draft: maybe',
  '\ttitle: tabbed',
  'a: &a [1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
  'title: !!binary aGVsbG8=',
  '? complex key\n: value',
  'title: x\ntitle: y',
  '%YAML 1.2\n---',
  'title: \0',
];

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function mutate(random: () => number, text: string): string {
  let out = text;
  const edits = 1 + Math.floor(random() * 6);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * (out.length + 1));
    const kind = Math.floor(random() * 6);
    if (kind === 0) out = out.slice(0, at) + pick(random, tokens) + out.slice(at);
    else if (kind === 1) out = out.slice(0, at) + out.slice(Math.min(out.length, at + Math.floor(random() * 200)));
    else if (kind === 2) out = out.slice(0, at);
    else if (kind === 3) {
      const len = Math.floor(random() * 300);
      out = out.slice(0, at) + out.slice(at, at + len).repeat(1 + Math.floor(random() * 4)) + out.slice(at);
    } else if (kind === 4) out = out.slice(0, at) + '\n' + pick(random, tokens) + pick(random, tokens) + '\n' + out.slice(at);
    else out = out.split('\n').reverse().join('\n');
  }
  return out;
}

const shapes: Array<(random: () => number, corpus: string[]) => string> = [
  (r, corpus) => mutate(r, pick(r, corpus)),
  (r, corpus) => mutate(r, mutate(r, pick(r, corpus))),
  (r) => `---\n${pick(r, yamlBreakers)}\n---\n\nBody ${pick(r, tokens)}\n`,
  (r) => `---\ntitle: Unclosed\n${'x: y\n'.repeat(Math.floor(r() * 5))}\nno closing line\n`,
  (r) => `---\ntitle: Deep\n---\n\n${'> '.repeat(20 + Math.floor(r() * 300))}deep quote\n`,
  (r) => `---\ntitle: Lists\n---\n\n${Array.from({ length: 20 + Math.floor(r() * 100) }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n')}\n`,
  (r) => `---\ntitle: Emphasis\n---\n\n${'*_'.repeat(100 + Math.floor(r() * 900))}\n`,
  (r) => `---\ntitle: Brackets\n---\n\n${'['.repeat(500 + Math.floor(r() * 2000))}x${']('.repeat(500)}\n`,
  (r) => {
    const cols = 1 + Math.floor(r() * 30);
    const rows = Math.floor(r() * 300);
    const row = (c: string) => `| ${Array.from({ length: cols }, () => c).join(' | ')} |`;
    return `---\ntitle: Table\n---\n\n${row('h')}\n${row('---')}\n${Array.from({ length: rows }, () => row(pick(r, tokens).replace(/\n/g, ' '))).join('\n')}\n`;
  },
  (r) => `---\ntitle: Fence\n---\n\n\`\`\`${pick(r, ['js', 'lua', 'nope', 'js title="unclosed', ''])}\n${'let x = 1;\n'.repeat(Math.floor(r() * 300))}`,
  (r) => `---\ntitle: Directives\n---\n\n${':::note\n'.repeat(1 + Math.floor(r() * 100))}text\n`,
  (r) => `---\ntitle: Long line\n---\n\n${'word '.repeat(2000 + Math.floor(r() * 20000))}\n`,
  (r) => `---\ntitle: Unicode ${pick(r, tokens)}\n---\n\n${Array.from({ length: 2000 }, () => String.fromCodePoint(Math.floor(r() * 0x2ffff))).join('')}\n`,
  (r) => `---\ntitle: NUL\n---\n\n${'a\0b\0'.repeat(1 + Math.floor(r() * 1000))}\n## \0 heading {#\0}\n[x](#\0)\n`,
  (r) => `---\ntitle: Headings\n---\n\n${Array.from({ length: 50 + Math.floor(r() * 500) }, (_, i) => `## Same heading ${i % 3 ? '' : pick(r, tokens)}\n`).join('\n')}`,
  (r) => `---\ntitle: Links\n---\n\n${Array.from({ length: 100 + Math.floor(r() * 1000) }, (_, i) => `[l${i}](${pick(r, ['./a.md', '../x.md#y', '/docs/x', '#h', 'https://e.test/', '%E0%A4%A', '%2e%2e/%2e%2e/etc', 'mailto:x', ''])})`).join(' ')}\n`,
  (r) => Array.from({ length: 100 + Math.floor(r() * 1000) }, () => pick(r, tokens)).join(pick(r, ['', ' ', '\n'])),
  // Issue 28: keys named like an object's members, thousands of keys, old Mac line endings,
  // nesting past the parser's stack, paths and slugs that climb out of the site.
  (r) => `---\n${pick(r, ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])}: ${pick(r, ['x', '{ a: 1 }', '[1]'])}\ntitle: Proto\nlast_update: { __proto__: { date: 1 } }\n---\n\nBody\n`,
  (r) => `---\ntitle: Keys\n${Array.from({ length: 500 + Math.floor(r() * 3000) }, (_, i) => `key${i}: ${i}`).join('\n')}\n${pick(r, ['', 'key3: again\n'])}---\n\nBody\n`,
  (r, corpus) => pick(r, corpus).replace(/\r?\n/g, '\r'),
  (r) => `---\ntitle: Deep markers\n---\n\n${pick(r, ['- ', '> ', '1. ', '* ', '- > ']).repeat(90 + Math.floor(r() * 3000))}x\n`,
  (r) => `---\ntitle: Escape\nslug: ${pick(r, ['/../../../esc', '../../x', '/a/../../b'])}\n---\n\n![x](${pick(r, ['../../../../../../etc/passwd', '/../../etc/passwd', '..%2f..%2fetc/passwd'])}) <img src="../../../../etc/hostname"> <video src="../../../../etc/passwd"></video>\n`,
];

/** `count` inputs from `seed`; `corpus` is real page texts to mutate. */
export function* fuzzInputs(seed: number, count: number, corpus: string[]): Generator<FuzzInput> {
  const random = seededRandom(seed);
  for (let i = 0; i < count; i++) {
    const shape = Math.floor(random() * shapes.length);
    yield { name: `fuzz-${seed}-${i}-shape${shape}.md`, text: shapes[shape]!(random, corpus) };
  }
}
