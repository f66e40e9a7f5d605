// Infima's layout and utility classes (runtime/theme/infima-classes.css) for the pages that use
// them: landing pages and MDX written for Docusaurus (`hero hero--primary`, `row`, `col col--4`,
// `button button--secondary`, `margin-vert--lg` …). The stylesheet is one hashed file, emitted
// when a page uses one of its classes and linked by those pages only, so pages without them load
// nothing more. A page uses it when a class of its HTML, or a string of its component code (a
// component page's own module or a site component it imports), names one of the classes.
import fs from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';
import * as esbuild from 'esbuild';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import type { BuildCache } from '../cache/build-cache.ts';
import { hashText } from '../cache/cache-keys.ts';
import { contentHash } from '../output/content-hash.ts';
import { compilerVersion, packageRoot } from '../package-root.ts';

/**
 * Classes of the stylesheet the theme's own components also use (the home page's hero and
 * buttons, doc cards, badges): alone they do not mean a page was written for Infima.
 */
const themeOwnClasses = new Set(['hero', 'button', 'card', 'badge', 'disabled']);

interface InfimaSheet {
  /** Output path, `assets/infima.0123456789.css`. */
  file: string;
  contents: string;
  /** The classes whose use brings the stylesheet in. */
  classes: Set<string>;
}

let sheet: InfimaSheet | undefined;

const minifyOptions: esbuild.TransformOptions = { loader: 'css', minify: true, target: 'chrome100' };

/** The stylesheet, minified, with its hashed output path and the classes it styles; made once per process. */
export function infimaStylesheet(bundles?: BuildCache): InfimaSheet {
  sheet ??= makeInfimaStylesheet(bundles);
  return sheet;
}

/**
 * The stylesheet made, or read from sfpdocs' own bundle cache: reading its classes with postcss
 * and minifying it with esbuild took about 0.13 CPU-s of every build, the same each time.
 */
export function makeInfimaStylesheet(bundles?: BuildCache): InfimaSheet {
  const source = fs.readFileSync(path.join(packageRoot(), 'runtime', 'theme', 'infima-classes.css'), 'utf8');
  // The options and esbuild's version are part of the key, so a change to either makes it anew.
  const key = `infima-${hashText(compilerVersion(), esbuild.version, JSON.stringify(minifyOptions), [...themeOwnClasses].join(' '), source)}`;
  const cached = bundles?.read('bundle', key);
  if (cached !== undefined) {
    const { contents, classes } = JSON.parse(cached) as { contents: string; classes: string[] };
    return { file: `assets/infima.${contentHash(contents)}.css`, contents, classes: new Set(classes) };
  }
  const classes = new Set<string>();
  postcss.parse(source).walkRules((rule) => {
    selectorParser((selectors) => selectors.walkClasses((node) => void classes.add(node.value))).processSync(rule.selector);
  });
  for (const own of themeOwnClasses) classes.delete(own);
  const contents = esbuild.transformSync(source, minifyOptions).code;
  bundles?.write('bundle', key, JSON.stringify({ contents, classes: [...classes] }));
  return { file: `assets/infima.${contentHash(contents)}.css`, contents, classes };
}

const classAttributeRe = /\sclass="([^"]*)"/g;

/** Whether HTML (as sfpdocs serializes it: double-quoted attributes) has an element with one of the classes. */
export function htmlUsesInfima(html: string): boolean {
  const { classes } = infimaStylesheet();
  for (const [, value] of html.matchAll(classAttributeRe)) for (const name of value!.split(/\s+/)) if (classes.has(name)) return true;
  return false;
}

/** Whether a module's strings name one of the classes (`className="row"`, `clsx('col', 'col--4')`). */
export function codeUsesInfima(code: string): boolean {
  const { classes } = infimaStylesheet();
  // Acorn's tokenizer first: the strings and template parts it reads are the string literals and
  // template elements of the parse below, without building and walking the tree, which cost 4 %
  // of a cold build of jest's website (its MDX pages' modules, one each). Most modules name no
  // class; for one that does, the parse decides, as it always has (code that does not parse
  // names none).
  if (!stringTokens(code).some((text) => text.split(/\s+/).some((name) => classes.has(name)))) return false;
  let program: acorn.Node;
  try {
    program = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return false;
  }
  let found = false;
  const visit = (node: unknown): void => {
    if (found || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { type?: string; value?: unknown; cooked?: unknown };
    const text = n.type === 'Literal' && typeof n.value === 'string' ? n.value : n.type === 'TemplateElement' ? (n.value as { cooked?: string })?.cooked : undefined;
    if (text && text.split(/\s+/).some((name) => classes.has(name))) found = true;
    for (const [key, child] of Object.entries(node)) if (key !== 'loc' && child && typeof child === 'object') visit(child);
  };
  visit(program);
  return found;
}

/** The cooked text of every string and template part of `code` (none when it cannot be read). */
function stringTokens(code: string): string[] {
  const texts: string[] = [];
  try {
    for (const token of acorn.tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module' })) {
      // A token's value is in acorn's tokens, not in its types.
      const { value } = token as acorn.Token & { value?: unknown };
      if ((token.type === acorn.tokTypes.string || token.type === acorn.tokTypes.template) && typeof value === 'string') texts.push(value);
    }
  } catch {
    return [];
  }
  return texts;
}

const scanned = new Map<string, { mtimeMs: number; uses: boolean }>();

/** Whether a site source file (a component, `.js`/`.jsx`/`.ts`/`.tsx`) names one of the classes; kept per file until it changes. */
export function fileUsesInfima(file: string): boolean {
  const loader = ({ '.js': 'jsx', '.jsx': 'jsx', '.mjs': 'js', '.cjs': 'js', '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts' } as const)[path.extname(file)];
  if (!loader) return false;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return false;
  }
  const seen = scanned.get(file);
  if (seen && seen.mtimeMs === stat.mtimeMs) return seen.uses;
  let uses = false;
  try {
    uses = codeUsesInfima(esbuild.transformSync(fs.readFileSync(file, 'utf8'), { loader, jsx: 'automatic', format: 'esm' }).code);
  } catch {
    // A file esbuild cannot read fails the page bundle, which reports it.
  }
  scanned.set(file, { mtimeMs: stat.mtimeMs, uses });
  return uses;
}
