// What a code fence's language name means: a shiki grammar (by name or alias, shiki's own or one
// that writers bring from Prism, Docusaurus's highlighter), plain text, or unknown; and how its
// comments are written, for Docusaurus's magic comments (`// highlight-next-line`).
import { languageAliasNames, languageNames } from '@shikijs/langs-precompiled';

/** Fence languages shown as plain text without a warning. */
export const plainLanguages = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'none', 'ansi']);

/** Names writers use (mostly Prism's) that shiki spells differently or not at all. */
const extraAliases: Record<string, string> = {
  objectivec: 'objective-c',
  'c++': 'cpp',
  'c#': 'csharp',
  'f#': 'fsharp',
  dotnet: 'csharp',
  golang: 'go',
  markup: 'html',
  xhtml: 'html',
  svg: 'xml',
  mathml: 'xml',
  rss: 'xml',
  atom: 'xml',
  plist: 'xml',
  xaml: 'xml',
  webmanifest: 'json',
  patch: 'diff',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  gradle: 'groovy',
  'visual-basic': 'vb',
  tex: 'latex',
  javascriptreact: 'jsx',
  typescriptreact: 'tsx',
  python3: 'python',
  env: 'dotenv',
  make: 'makefile',
  // Prism's names for languages shiki has under another name.
  apacheconf: 'apache',
  gawk: 'awk',
  oscript: 'bsl',
  django: 'jinja',
  jinja2: 'jinja',
  gettext: 'po',
  mustache: 'handlebars',
  rest: 'rst',
  sol: 'solidity',
  rq: 'sparql',
  'splunk-spl': 'splunk',
  trig: 'turtle',
  purs: 'purescript',
  rkt: 'racket',
  objectpascal: 'pascal',
  mathematica: 'wolfram',
  nb: 'wolfram',
  pq: 'powerquery',
  mscript: 'powerquery',
  vbnet: 'vb',
  vba: 'vb',
  context: 'tex',
  emacs: 'emacs-lisp',
  autohotkey: 'ahk',
  gni: 'gn',
  fortran: 'fortran-free-form',
  cshtml: 'razor',
  aspnet: 'razor',
  ssml: 'xml',
};

/**
 * Prism's languages that shiki has no grammar for, each with the closest grammar shiki has (a
 * dialect, a superset or the language it is embedded in): their blocks are highlighted with it,
 * and the build warns once per language. The list is Prism's components.json (prismjs 1.30)
 * compared with @shikijs/langs-precompiled; the languages not listed have nothing close.
 */
export const prismApproximations: Record<string, string> = {
  flow: 'tsx',
  clike: 'c',
  arduino: 'cpp',
  ino: 'cpp',
  opencl: 'c',
  cilkc: 'c',
  'cilk-c': 'c',
  cilkcpp: 'cpp',
  'cilk-cpp': 'cpp',
  cilk: 'cpp',
  armasm: 'asm',
  'arm-asm': 'asm',
  asm6502: 'asm',
  asmatmel: 'asm',
  nasm: 'asm',
  basic: 'vb',
  purebasic: 'vb',
  pbfasm: 'vb',
  't4-vb': 'vb',
  't4-cs': 'csharp',
  t4: 'csharp',
  'css-extras': 'css',
  'js-extras': 'javascript',
  'js-templates': 'javascript',
  jsdoc: 'javascript',
  jsonp: 'javascript',
  mongodb: 'javascript',
  n4js: 'typescript',
  n4jsd: 'typescript',
  javadoc: 'java',
  javadoclike: 'java',
  processing: 'java',
  phpdoc: 'php',
  'php-extras': 'php',
  'markup-templating': 'html',
  ejs: 'html',
  eta: 'html',
  'xml-doc': 'xml',
  editorconfig: 'ini',
  n1ql: 'sql',
  git: 'diff',
  livescript: 'coffee',
  moonscript: 'coffee',
  moon: 'coffee',
  reason: 'ocaml',
  sml: 'ocaml',
  smlnj: 'ocaml',
  idris: 'haskell',
  idr: 'haskell',
  agda: 'haskell',
  pascaligo: 'pascal',
  'go-module': 'go',
  'go-mod': 'go',
  'web-idl': 'typescript',
  webidl: 'typescript',
  // Docusaurus writers mean the JSON file (Prism's `tsconfig` is an alias of TypoScript).
  tsconfig: 'jsonc',
};

const grammarNames = new Set<string>([...languageNames, ...languageAliasNames]);

/**
 * The module name of the grammar for a fence's language (`@shikijs/langs-precompiled/NAME`),
 * 'plain' for text, or null when no grammar has that name. Names are case-insensitive.
 */
export function resolveLanguage(lang: string): string | null {
  const lower = lang.toLowerCase();
  if (plainLanguages.has(lower)) return 'plain';
  const name = extraAliases[lower] ?? prismApproximations[lower] ?? lower;
  return grammarNames.has(name) ? name : null;
}

/** The grammar a Prism language shiki lacks is highlighted with, or null when `lang` is not one. */
export function approximatedLanguage(lang: string): string | null {
  const lower = lang.toLowerCase();
  return grammarNames.has(lower) || extraAliases[lower] ? null : (prismApproximations[lower] ?? null);
}

// Magic comments as Docusaurus reads them: a line holding only a comment whose text is the directive.
type CommentStyle = 'slash' | 'jsx' | 'hash' | 'html' | 'dash' | 'percent' | 'semicolon' | 'basic';

const commentStyleRes: Record<CommentStyle, string[]> = {
  slash: ['//\\s*(D)', '/\\*\\s*(D)\\s*\\*/'],
  jsx: ['//\\s*(D)', '/\\*\\s*(D)\\s*\\*/', '\\{\\s*/\\*\\s*(D)\\s*\\*/\\s*\\}'],
  hash: ['#\\s*(D)'],
  html: ['<!--\\s*(D)\\s*-->'],
  dash: ['--\\s*(D)'],
  percent: ['%\\s*(D)'],
  semicolon: [';+\\s*(D)'],
  basic: ["'\\s*(D)", '[Rr][Ee][Mm]\\s+(D)', '::\\s*(D)'],
};

const languageStyles: Array<[CommentStyle[], string]> = [
  [['slash'], 'javascript js cjs mjs typescript ts cts mts java kotlin kt kts c cpp c++ objective-c objc objectivec objective-cpp csharp cs c# fsharp fs f# go golang rust rs swift dart php scala groovy gradle css scss less sass json jsonc json5 glsl hlsl solidity zig proto protobuf d haxe'],
  [['jsx'], 'jsx tsx javascriptreact typescriptreact'],
  [['jsx', 'html'], 'mdx vue svelte astro'],
  [['hash'], 'python py python3 shellscript bash sh shell zsh fish console shellsession shell-session sh-session powershell ps1 ps pwsh yaml yml toml ruby rb r perl dockerfile docker makefile make graphql gql nginx hcl terraform tf dotenv env properties elixir nix cmake coffee julia crystal awk tcl gdscript'],
  [['hash', 'semicolon'], 'ini'],
  [['html'], 'html xml svg markdown md markup xhtml handlebars hbs mathml rss atom plist xaml'],
  [['dash'], 'lua sql haskell hs elm ada plsql vhdl applescript'],
  [['percent'], 'latex tex matlab erlang erl prolog postscript'],
  [['semicolon'], 'wasm lisp clojure clj scheme racket asm common-lisp emacs-lisp elisp'],
  [['basic'], 'vb visual-basic bat batch cmd'],
];
const stylesByLanguage = new Map(languageStyles.flatMap(([styles, names]) => names.split(' ').map((name) => [name, styles] as const)));
const allStyles = Object.keys(commentStyleRes) as CommentStyle[];

export type MagicComment = 'highlight-next-line' | 'highlight-start' | 'highlight-end';
const magicCommentRes = new Map<string, RegExp>();

/** A matcher for lines that hold only a magic comment in `lang`'s comment syntax (every syntax when unknown). */
export function magicCommentRe(lang: string): RegExp {
  const lower = lang.toLowerCase();
  let re = magicCommentRes.get(lower);
  if (!re) {
    const styles = stylesByLanguage.get(lower) ?? allStyles;
    const forms = styles.flatMap((style) => commentStyleRes[style]).map((form) => form.replace('(D)', '(highlight-next-line|highlight-start|highlight-end)'));
    re = new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`);
    magicCommentRes.set(lower, re);
  }
  return re;
}
