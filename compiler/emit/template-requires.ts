// A `require()` or `import()` of a template literal in a component
// (``require(`@site/static/img/blog/${name}`)``) is a webpack context module in Docusaurus: every
// file the pattern can name is bundled, and the call picks one when it runs. esbuild globs such
// patterns itself only when they are relative, and resolves the files it finds past the plugins (an
// image would not be its URL, an SVG not a component); so sfpdocs finds the calls here and gives
// each a context module of its own (bundle-pages.ts) that requires every matching file by a plain
// relative path. Written by hand: no library reads a template literal's parts out of a module and
// leaves the rest of the text byte for byte.
import fs from 'node:fs';
import path from 'node:path';

/** One call found in a module's text. */
export interface TemplateCall {
  /** Where `require` or `import` starts and where the call's `)` ends (exclusive). */
  start: number;
  end: number;
  kind: 'require' | 'import';
  /** The template literal as written, backticks included. */
  template: string;
  /** Its text between the expressions: `['@site/static/img/', '.png']` for `` `@site/static/img/${x}.png` ``. */
  parts: string[];
}

const callRe = /\b(require|import)\s*\(\s*`/g;

/** A quick test before the scan: does the text hold such a call at all? */
export function hasTemplateCall(code: string): boolean {
  return /\b(require|import)\s*\(\s*`[^`]*\$\{/.test(code);
}

/** Every `require(`…${…}…`)` and `import(`…${…}…`)` of the text (those with at least one expression). */
export function findTemplateCalls(code: string): TemplateCall[] {
  const calls: TemplateCall[] = [];
  for (const match of code.matchAll(callRe)) {
    const start = match.index;
    // A method of that name (`foo.require(`…`)`) is not the module function.
    if (start > 0 && code[start - 1] === '.') continue;
    const open = start + match[0].length - 1;
    const scanned = scanTemplate(code, open);
    if (!scanned || scanned.parts.length < 2) continue;
    let end = scanned.end;
    while (/\s/.test(code[end] ?? '')) end++;
    if (code[end] !== ')') continue;
    calls.push({ start, end: end + 1, kind: match[1] as 'require' | 'import', template: code.slice(open, scanned.end), parts: scanned.parts });
  }
  return calls;
}

/** The text parts of the template literal whose backtick is at `open`, and the index after its closing backtick. */
function scanTemplate(code: string, open: number): { parts: string[]; end: number } | null {
  const parts: string[] = [];
  let text = '';
  let i = open + 1;
  while (i < code.length) {
    const c = code[i]!;
    if (c === '\\') {
      text += code.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      parts.push(text);
      return { parts, end: i + 1 };
    } else if (c === '$' && code[i + 1] === '{') {
      parts.push(text);
      text = '';
      const after = skipExpression(code, i + 2);
      if (after < 0) return null;
      i = after;
    } else {
      text += c;
      i++;
    }
  }
  return null;
}

/** The index after the `}` that closes the expression starting at `from`, or -1. */
function skipExpression(code: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < code.length) {
    const c = code[i]!;
    if (c === "'" || c === '"') {
      i++;
      while (i < code.length && code[i] !== c) i += code[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '`') {
      const inner = scanTemplate(code, i);
      if (!inner) return -1;
      i = inner.end;
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      if (depth === 0) return i + 1;
      depth--;
      i++;
    } else i++;
  }
  return -1;
}

/** What a context module needs: the folder its files are in, how the call writes that folder, and the pattern of the rest. */
export interface ContextSpec {
  /** The absolute folder of the pattern's fixed start (`<site>/static/img/blog`). */
  dir: string;
  /** That folder as the call writes it, with its trailing slash (`@site/static/img/blog/`). */
  written: string;
  /** A regular expression's source for a file's path below `dir` (`^.*\.png$`). */
  pattern: string;
}

/**
 * The context of a call, or null when its fixed start names no folder sfpdocs can place (a
 * package): `resolveStart` maps the written folder (`./img/`, `@site/static/`) to an absolute one.
 */
export function contextSpec(call: TemplateCall, resolveStart: (written: string) => string | null): ContextSpec | null {
  const first = call.parts[0]!;
  const slash = first.lastIndexOf('/');
  if (slash < 0) return null;
  const written = first.slice(0, slash + 1);
  const dir = resolveStart(written);
  if (!dir) return null;
  const pattern = `^${escapeRegExp(first.slice(slash + 1))}${call.parts.slice(1).map((part) => `.*${escapeRegExp(part)}`).join('')}$`;
  return { dir, written, pattern };
}

/** Files whose name webpack also finds without the extension (resolve.extensions). */
const scriptExtensionRe = /\.(js|jsx|ts|tsx|json|mjs|cjs)$/;

/**
 * The context module's code (CommonJS, like webpack's): a function that requires the file a request
 * names (`@site/static/img/blog/a.png`) and throws webpack's "Cannot find module" for one it does
 * not have, with `keys()`. Its requires are relative to `spec.dir`, the module's resolve folder.
 */
export function contextModuleCode(spec: ContextSpec): string {
  const re = new RegExp(spec.pattern);
  const entries: string[] = [];
  for (const rel of listFiles(spec.dir)) {
    if (!re.test(rel)) continue;
    const load = `function () { return require(${JSON.stringify(`./${rel}`)}); }`;
    entries.push(`${JSON.stringify(spec.written + rel)}: ${load}`);
    if (scriptExtensionRe.test(rel)) entries.push(`${JSON.stringify(spec.written + rel.replace(scriptExtensionRe, ''))}: ${load}`);
  }
  return [
    `var files = {\n${entries.map((entry) => `  ${entry},`).join('\n')}\n};`,
    'function context(request) {',
    '  var load = Object.prototype.hasOwnProperty.call(files, request) ? files[request] : null;',
    '  if (!load) { var error = new Error("Cannot find module \'" + request + "\'"); error.code = "MODULE_NOT_FOUND"; throw error; }',
    '  return load();',
    '}',
    'context.keys = function () { return Object.keys(files); };',
    'module.exports = context;',
    '',
  ].join('\n');
}

/** The files below `dir` (posix paths relative to it), without node_modules and dot folders. */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string, prefix: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      } else if (entry.isFile()) out.push(`${prefix}${entry.name}`);
    }
  };
  walk(dir, '');
  return out;
}

/**
 * The module's text with each call whose context can be placed turned into a call of its context
 * module (`require("sfp-context:…")(`…`)`; an `import()` gets a promise of it), or null when none
 * is. `specifier` names the context module for the bundler.
 */
export function rewriteTemplateCalls(code: string, resolveStart: (written: string) => string | null, specifier: (spec: ContextSpec) => string): string | null {
  let out = '';
  let last = 0;
  for (const call of findTemplateCalls(code)) {
    const spec = contextSpec(call, resolveStart);
    if (!spec) continue;
    const context = `require(${JSON.stringify(specifier(spec))})`;
    out += code.slice(last, call.start) + (call.kind === 'require' ? `${context}(${call.template})` : `Promise.resolve().then(function () { return ${context}(${call.template}); })`);
    last = call.end;
  }
  return last ? out + code.slice(last) : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
