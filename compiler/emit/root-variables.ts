// The custom properties a stylesheet sets on the root element (`:root { --ifm-color-primary: … }`,
// `html[data-theme='dark'] { … }`), and their values in light and dark mode once the theme's and
// the site's stylesheets cascade. The build reads them to check that a site's Infima colours keep
// the theme's text readable (readable-site-colours.ts). Parsed with postcss; selectors with
// postcss-selector-parser, values with postcss-value-parser.
//
// Only rules that apply to the root element itself are read (compounds of `html`, `:root`, `*`,
// `[data-theme=…]`, `:not(…)`, `:where(…)`, `:is(…)`), outside any at-rule but @layer: the theme's
// tokens are custom properties of the root element, which is all this needs. Rules under @media
// still apply in the browser; they are not checked.
import fs from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type Container, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import valueParser from 'postcss-value-parser';

export type ColorMode = 'light' | 'dark';
export const colorModes: ColorMode[] = ['light', 'dark'];

/** One `--name: value` of a rule that applies to the root element. */
export interface RootDeclaration {
  name: string;
  value: string;
  modes: ColorMode[];
  /** [ids, classes/attributes/pseudo-classes, types] */
  specificity: [number, number, number];
  important: boolean;
  /** Position in the cascade: later wins at equal specificity. */
  order: number;
  /** Where it is written (site-relative file), for diagnostics. */
  file: string;
  line: number;
  column: number;
  /** Set by the site, not by sfpdocs' theme. */
  fromSite: boolean;
}

/** A stylesheet to read: its text and the name diagnostics give it. */
export interface Stylesheet {
  file: string;
  css: string;
  fromSite: boolean;
}

/**
 * A site stylesheet and the local files it @imports, in cascade order (an import's rules come
 * before the importing file's). Packages' stylesheets (`@import '~pkg/x.css'`, bare names) and
 * URLs are not followed; a file that cannot be read is skipped (the bundler reports it).
 */
export function readStylesheets(siteDir: string, files: string[]): Stylesheet[] {
  const out: Stylesheet[] = [];
  const seen = new Set<string>();
  const visit = (absolute: string) => {
    if (seen.has(absolute)) return;
    seen.add(absolute);
    let css: string;
    try {
      css = fs.readFileSync(absolute, 'utf8');
    } catch {
      return;
    }
    let root: postcss.Root;
    try {
      root = postcss.parse(css, { from: absolute });
    } catch {
      return; // The bundler reports the syntax error at its line.
    }
    root.walkAtRules('import', (rule) => {
      const [first] = valueParser(rule.params).nodes;
      const target = first?.type === 'string' ? first.value : first?.type === 'function' && first.value === 'url' ? first.nodes[0]?.value : undefined;
      if (target && /^\.{1,2}\//.test(target)) visit(path.resolve(path.dirname(absolute), target));
    });
    out.push({ file: path.relative(siteDir, absolute).split(path.sep).join('/'), css, fromSite: true });
  };
  for (const file of files) visit(path.resolve(siteDir, file));
  return out;
}

/** Every root-element custom property the stylesheets set, in cascade order. */
export function readRootDeclarations(sheets: Stylesheet[]): RootDeclaration[] {
  const out: RootDeclaration[] = [];
  for (const sheet of sheets) {
    let root: postcss.Root;
    try {
      root = postcss.parse(sheet.css, { from: sheet.file });
    } catch {
      continue;
    }
    const walk = (container: Container) => {
      for (const node of container.nodes ?? []) {
        if (node.type === 'atrule' && (node as AtRule).name === 'layer') walk(node as AtRule);
        if (node.type !== 'rule') continue;
        const targets = rootTargets((node as Rule).selector);
        if (!targets.length) continue;
        (node as Rule).each((decl) => {
          if (decl.type !== 'decl' || !decl.prop.startsWith('--')) return;
          for (const target of targets) {
            out.push({ name: decl.prop, value: decl.value.trim(), modes: target.modes, specificity: target.specificity, important: Boolean(decl.important), order: out.length, file: sheet.file, line: decl.source?.start?.line ?? 1, column: decl.source?.start?.column ?? 1, fromSite: sheet.fromSite });
          }
        });
      }
    };
    walk(root);
  }
  return out;
}

interface RootTarget {
  modes: ColorMode[];
  specificity: [number, number, number];
}

/** The selectors of a rule's list that match the root element, each with its modes and specificity. */
function rootTargets(selector: string): RootTarget[] {
  let list: selectorParser.Root;
  try {
    list = selectorParser().astSync(selector);
  } catch {
    return [];
  }
  return list.nodes.map(matchRoot).filter((t): t is RootTarget => t !== null);
}

/** How one complex selector matches the root element: in which modes, at what specificity; null if it cannot. */
function matchRoot(selector: selectorParser.Selector): RootTarget | null {
  let modes = new Set<ColorMode>(colorModes);
  const specificity: [number, number, number] = [0, 0, 0];
  for (const node of selector.nodes) {
    if (node.type === 'comment') continue;
    if (node.type === 'tag' && node.value.toLowerCase() === 'html') specificity[2]++;
    else if (node.type === 'universal') continue;
    else if (node.type === 'pseudo' && node.value === ':root') specificity[1]++;
    else if (node.type === 'attribute' && node.attribute === 'data-theme' && node.operator === '=' && (node.value === 'light' || node.value === 'dark')) {
      specificity[1]++;
      modes = new Set([...modes].filter((m) => m === node.value));
    } else if (node.type === 'pseudo' && [':not', ':where', ':is'].includes(node.value)) {
      const inner = node.nodes.map(matchRoot);
      if (node.value === ':not') {
        // :not(X) keeps the modes in which no argument matches; an argument that never matches the root leaves all.
        for (const arg of inner) if (arg) modes = new Set([...modes].filter((m) => !arg.modes.includes(m)));
      } else {
        const matching = inner.filter((arg): arg is RootTarget => arg !== null);
        if (!matching.length) return null;
        modes = new Set([...modes].filter((m) => matching.some((arg) => arg.modes.includes(m))));
      }
      if (node.value !== ':where') {
        // :is() and :not() count as their most specific argument.
        const most = inner.filter((arg): arg is RootTarget => arg !== null).map((arg) => arg.specificity).sort(compareSpecificity).pop() ?? [0, 1, 0];
        for (let i = 0; i < 3; i++) specificity[i]! += most[i]!;
      }
    } else return null; // A combinator, a class, an id, another element: not the root element.
  }
  return modes.size ? { modes: colorModes.filter((m) => modes.has(m)), specificity } : null;
}

export function compareSpecificity(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** What a name resolves to in one mode: its value with every var() resolved, and the site declarations it came from. */
export interface ResolvedVariable {
  value: string;
  from: RootDeclaration[];
}

/** The root element's custom properties in `mode`, each the cascade's winner, var() references resolved on demand. */
export function rootVariables(declarations: RootDeclaration[], mode: ColorMode): (name: string) => ResolvedVariable | null {
  const winners = new Map<string, RootDeclaration>();
  for (const decl of declarations) {
    if (!decl.modes.includes(mode)) continue;
    const current = winners.get(decl.name);
    // Declarations come in cascade order: a later one wins unless the current one is important or more specific.
    const wins = !current || (decl.important !== current.important ? decl.important : compareSpecificity(decl.specificity, current.specificity) >= 0);
    if (wins) winners.set(decl.name, decl);
  }
  const cache = new Map<string, ResolvedVariable | null>();
  const resolve = (name: string, depth: number): ResolvedVariable | null => {
    if (cache.has(name)) return cache.get(name)!;
    const decl = winners.get(name);
    // A reference cycle makes every property in it invalid, as in the browser.
    if (!decl || depth > 32) return null;
    const from = decl.fromSite ? [decl] : [];
    const value = substitute(decl.value, (ref) => {
      const found = resolve(ref, depth + 1);
      if (found) from.push(...found.from);
      return found?.value ?? null;
    });
    const result = value === null ? null : { value, from };
    cache.set(name, result);
    return result;
  };
  return (name) => resolve(name, 0);
}

/** `value` with each `var(--x, fallback)` replaced; null when a reference has neither a value nor a fallback. */
function substitute(value: string, lookup: (name: string) => string | null): string | null {
  const parsed = valueParser(value);
  let invalid = false;
  const visit = (nodes: valueParser.Node[]) => {
    for (const node of nodes) {
      if (node.type !== 'function') continue;
      if (node.value !== 'var') {
        visit(node.nodes);
        continue;
      }
      const comma = node.nodes.findIndex((n) => n.type === 'div' && n.value === ',');
      const name = valueParser.stringify(comma < 0 ? node.nodes : node.nodes.slice(0, comma)).trim();
      const fallback = comma < 0 ? null : substitute(valueParser.stringify(node.nodes.slice(comma + 1)).trim(), lookup);
      const found = lookup(name) ?? fallback;
      if (found === null) invalid = true;
      // Replace the function by a word holding the resolved text.
      Object.assign(node, { type: 'word', value: found ?? '', nodes: undefined });
    }
  };
  visit(parsed.nodes);
  return invalid ? null : parsed.toString().trim();
}
