// Infima's custom properties and base link style for sites written for Docusaurus (`infima: true`):
// their CSS and components read `var(--ifm-color-content-inverse)`, `var(--ifm-hover-overlay)`,
// `var(--ifm-color-emphasis-100)` … which Docusaurus's theme defines on the root element. The values
// come from the `infima` package itself (its `:root` and `html[data-theme='dark']` rules), so they
// are Docusaurus's own; the base rules are runtime/theme/infima-base.css, and the look of doc pages
// under Docusaurus's theme (heading sizes, code blocks, sidebar, table of contents) infima-look.css.
//
// The theme's tokens read some of these variables (`--accent: var(--ifm-color-primary, #0b5cad)`)
// and keep their own values until the site sets one. So a variable the theme reads is given the
// theme's value instead of Infima's: the fallback the token writes (`--ifm-color-primary: #0b5cad`,
// `--ifm-link-color: var(--accent)`), which keeps a site's value flowing through as before. Where
// that would still change a token (a fallback naming another Infima variable with a different
// default, as `--ifm-container-width` in `--content-width`), the variable is pinned to the token's
// own value. Everything is written under `:where()` (no specificity) but Infima's dark rule, which
// keeps Infima's selector, so a site's rules win as they do over Infima.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import postcss, { type Rule } from 'postcss';
import valueParser from 'postcss-value-parser';
import { packageRoot } from '../package-root.ts';
import { colorModes, compareSpecificity, readRootDeclarations, rootVariables, type ColorMode, type RootDeclaration, type Stylesheet } from './root-variables.ts';

const ifmRe = /^--ifm-/;

/** Per mode, Infima's root variables: name → value as written. */
type ModeValues = Record<ColorMode, Map<string, string>>;

let made: string | undefined;

/** The stylesheet (minified): Infima's variables, its base link rules, then the doc pages' look (infima-look.css). Made once per process. */
export function infimaVariablesCss(): string {
  const theme = (name: string) => fs.readFileSync(path.join(packageRoot(), 'runtime', 'theme', name), 'utf8');
  made ??= esbuild.transformSync(`${infimaRootCss(readTheme())}\n${theme('infima-base.css')}\n${theme('infima-look.css')}`, { loader: 'css', minify: true, target: 'chrome100' }).code;
  return made;
}

function readTheme(): Stylesheet {
  return { file: 'runtime/theme/styles.css', css: fs.readFileSync(path.join(packageRoot(), 'runtime', 'theme', 'styles.css'), 'utf8'), fromSite: false };
}

/** Infima's root variables for a site under `theme` (sfpdocs' stylesheet), unminified. */
export function infimaRootCss(theme: Stylesheet): string {
  const infima = readInfima();
  const themeDeclarations = readRootDeclarations([theme]);
  // Every Infima variable the theme reads or sets on the root element keeps the theme's meaning.
  const themeReads = new Set<string>();
  for (const decl of themeDeclarations) {
    if (ifmRe.test(decl.name)) themeReads.add(decl.name);
    valueParser(decl.value).walk((node) => {
      if (node.type === 'function' && node.value === 'var' && ifmRe.test(node.nodes[0]?.value ?? '')) themeReads.add(node.nodes[0]!.value);
    });
  }
  const defaults: ModeValues = { light: themeDefaults(themeDeclarations, 'light', infima), dark: themeDefaults(themeDeclarations, 'dark', infima) };
  const tokens = [...new Set(themeDeclarations.filter((d) => !ifmRe.test(d.name)).map((d) => d.name))];
  const sheet = () => rootRules(infima, defaults, themeReads);
  // Pin a variable wherever its default would still move a token from the theme's own value.
  for (const mode of colorModes) {
    const own = rootVariables(themeDeclarations, mode);
    for (let round = 0; round < 8; round++) {
      const withInfima = rootVariables(readRootDeclarations([theme, { file: 'infima', css: sheet(), fromSite: false }]), mode);
      const moved = tokens.filter((token) => own(token)?.value !== withInfima(token)?.value);
      if (!moved.length) break;
      for (const token of moved) {
        const outer = outermostIfm(winner(themeDeclarations, token, mode)?.value ?? '');
        if (outer && own(token)) defaults[mode].set(outer, own(token)!.value);
      }
    }
  }
  return sheet();
}

/** Infima's variables, light (`:root`) and dark (`html[data-theme='dark']`): top-level rules only. */
function readInfima(): ModeValues {
  const file = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');
  const values: ModeValues = { light: new Map(), dark: new Map() };
  postcss.parse(fs.readFileSync(file, 'utf8')).each((node) => {
    if (node.type !== 'rule') return;
    const selectors = (node as Rule).selectors.map((s) => s.replace(/\s+/g, '').replace(/"/g, "'"));
    const modes: ColorMode[] = [...(selectors.includes(':root') ? ['light' as const] : []), ...(selectors.includes("html[data-theme='dark']") ? ['dark' as const] : [])];
    (node as Rule).each((decl) => {
      if (decl.type === 'decl' && decl.prop.startsWith('--')) for (const mode of modes) values[mode].set(decl.prop, decl.value.replace(/\s+/g, ' ').trim());
    });
  });
  return values;
}

/**
 * What each Infima variable the theme's tokens read defaults to in `mode`: the fallback the token
 * writes for it; one named inside another's fallback takes Infima's value, as the two relate there.
 */
function themeDefaults(declarations: RootDeclaration[], mode: ColorMode, infima: ModeValues): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (nodes: valueParser.Node[], outer: boolean) => {
    for (const node of nodes) {
      if (node.type !== 'function') continue;
      const name = node.nodes[0]?.value ?? '';
      const comma = node.nodes.findIndex((n) => n.type === 'div' && n.value === ',');
      if (node.value !== 'var' || !ifmRe.test(name) || comma < 0) {
        visit(node.nodes, outer);
        continue;
      }
      const fallback = valueParser.stringify(node.nodes.slice(comma + 1)).trim();
      if (!out.has(name)) out.set(name, outer ? fallback : (infima[mode].get(name) ?? infima.light.get(name) ?? fallback));
      visit(node.nodes.slice(comma + 1), false);
    }
  };
  for (const name of new Set(declarations.map((d) => d.name))) {
    if (ifmRe.test(name)) continue;
    const decl = winner(declarations, name, mode);
    if (decl) visit(valueParser(decl.value).nodes, true);
  }
  return out;
}

/** The declaration of `name` the cascade picks in `mode` (declarations in cascade order). */
function winner(declarations: RootDeclaration[], name: string, mode: ColorMode): RootDeclaration | undefined {
  let found: RootDeclaration | undefined;
  for (const decl of declarations) {
    if (decl.name !== name || !decl.modes.includes(mode)) continue;
    // Later wins unless less specific, as rootVariables() decides.
    if (!found || compareSpecificity(decl.specificity, found.specificity) >= 0) found = decl;
  }
  return found;
}

/** The Infima variable a value reads first (`var(--ifm-x, …)`), if it starts with one. */
function outermostIfm(value: string): string | null {
  const [first] = valueParser(value).nodes;
  return first?.type === 'function' && first.value === 'var' && ifmRe.test(first.nodes[0]?.value ?? '') ? first.nodes[0]!.value : null;
}

function rootRules(infima: ModeValues, defaults: ModeValues, themeReads: Set<string>): string {
  const block = (selector: string, entries: Iterable<[string, string]>) => `${selector} {\n${[...entries].map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}`;
  const light = [...[...infima.light].filter(([name]) => !themeReads.has(name)), ...[...defaults.light].filter(([name]) => themeReads.has(name))];
  const dark = [...infima.dark].filter(([name]) => !themeReads.has(name));
  const darkDefaults = [...defaults.dark].filter(([name, value]) => themeReads.has(name) && defaults.light.get(name) !== value);
  return [block(':where(:root)', light), block("html[data-theme='dark']", dark), block(":where([data-theme='dark'])", darkDefaults)].join('\n');
}
