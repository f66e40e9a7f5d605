// Infima's navbar, drop-down and menu rules, for a site that draws its own navbar in Docusaurus's
// markup (a swizzled `Navbar` or `Navbar/Layout`: `nav.navbar > .navbar__inner > .navbar__items`,
// `.navbar__link`, `.dropdown__menu`, the mobile sidebar's `.navbar-sidebar` and `.menu__list`, and
// the `clean-btn` and `text--truncate` its buttons and title carry).
// They come from the `infima` package Docusaurus's theme loads, so the navbar looks as it does
// under Docusaurus, and go with Infima's variables before the site's CSS (bundle-site-css.ts), as
// Infima comes before a site's custom CSS. Each rule is scoped to a navbar that is not sfpdocs'
// own (`.navbar:not([data-sfp])`), so sfpdocs' navbar and its menus (`.menu`) elsewhere keep their
// look. Left out: the coloured bands (`navbar--primary`, `navbar--dark`: the theme's, whose links
// are held to 4.5:1), the dark mode's variables and print rules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import postcss, { type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { packageRoot } from '../package-root.ts';

/** Classes Docusaurus puts on the navbar's own element: a rule starting with one of them is scoped there. */
const navbarElementClass = /^navbar($|--)|^navbar-sidebar--show$/;
/** The rules taken: those naming Infima's navbar, drop-down and menu classes. */
const takenClass = /^(navbar|dropdown|menu)(__|--|-sidebar|$)|^clean-btn$|^text--truncate$/;
/** The theme draws these itself (styles.css), with readable links. */
const leftOut = new Set(['.navbar--dark, .navbar--primary', '.navbar--dark', '.navbar--primary']);

/** `:not([data-sfp])`: sfpdocs' own navbar carries `data-sfp="navbar"`. */
function notSfpdocs(): selectorParser.Pseudo {
  const not = selectorParser.pseudo({ value: ':not' });
  const inner = selectorParser.selector({ value: '', nodes: [] });
  inner.append(selectorParser.attribute({ attribute: 'data-sfp', value: undefined, raws: {} }));
  not.append(inner);
  return not;
}

let made: string | undefined;

/** The stylesheet, minified; made once per process. */
export function infimaNavbarCss(): string {
  made ??= makeInfimaNavbarCss(fs.readFileSync(createRequire(path.join(packageRoot(), 'package.json')).resolve('infima/dist/css/default/default.css'), 'utf8'));
  return made;
}

export function makeInfimaNavbarCss(infima: string): string {
  const out = postcss.root();
  postcss.parse(infima).walkRules((rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && (parent as postcss.AtRule).name !== 'media') return;
    if (parent?.type === 'atrule' && /print/.test((parent as postcss.AtRule).params)) return;
    const selector = rule.selector.replace(/\s+/g, ' ');
    if (leftOut.has(selector) || !/\.(navbar|dropdown|menu|clean-btn|text--truncate)/.test(selector)) return;
    const scoped = scopeSelector(rule.selector);
    if (!scoped) return;
    const copy = rule.clone({ selector: scoped }) as Rule;
    if (parent?.type === 'atrule') out.append((parent as postcss.AtRule).clone({ nodes: [copy] }));
    else out.append(copy);
  });
  return esbuild.transformSync(out.toString(), { loader: 'css', minify: true, target: 'chrome100' }).code;
}

/** Each selector of the list scoped to a navbar that is not sfpdocs'; null when one cannot be (`html[data-theme…]`). */
function scopeSelector(list: string): string | null {
  let ok = true;
  const result = selectorParser((selectors) => {
    selectors.each((selector) => {
      const first = selector.nodes.findIndex((n) => n.type === 'combinator');
      const compound = selector.nodes.slice(0, first < 0 ? undefined : first);
      if (compound.some((n) => n.type === 'tag' || n.type === 'attribute' || n.type === 'pseudo' && n.value === ':root')) {
        ok = false;
        return;
      }
      const classes = compound.filter((n) => n.type === 'class').map((n) => n.value);
      if (!classes.some((c) => takenClass.test(c))) {
        ok = false;
        return;
      }
      if (classes.some((c) => navbarElementClass.test(c))) {
        // The navbar's own element: the scope joins that compound, before any pseudo-element.
        const before = compound.filter((n) => !(n.type === 'pseudo' && n.value.startsWith('::'))).pop()!;
        selector.insertAfter(before, notSfpdocs());
      } else {
        selector.prepend(selectorParser.combinator({ value: ' ' }));
        selector.prepend(notSfpdocs());
        selector.prepend(selectorParser.className({ value: 'navbar' }));
      }
    });
  }).processSync(list);
  return ok ? result : null;
}
