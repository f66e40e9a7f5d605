import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/emit/infima-variables.ts';
import { readRootDeclarations, rootVariables, type ColorMode } from '../../../compiler/emit/root-variables.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const theme = { file: 'runtime/theme/styles.css', css: fs.readFileSync(path.join(repoRoot, 'runtime', 'theme', 'styles.css'), 'utf8'), fromSite: false };
const infima = { file: 'infima', css: api.infimaRootCss(theme), fromSite: false };
const site = (css: string) => ({ file: 'src/css/custom.css', css, fromSite: true });
const parsed = new Map<string, ReturnType<typeof readRootDeclarations>>();
/** A root variable's value in a mode, the stylesheets cascading in order. */
const value = (sheets: (typeof theme)[], mode: ColorMode, name: string) => {
  const key = sheets.map((s) => s.css).join('\n/**/\n');
  if (!parsed.has(key)) parsed.set(key, readRootDeclarations(sheets));
  return rootVariables(parsed.get(key)!, mode)(name)?.value;
};
const tokens = [...new Set(readRootDeclarations([theme]).map((d) => d.name).filter((name) => !name.startsWith('--ifm-')))];

const exports = suite('infima-variables');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['infimaRootCss', 'infimaVariablesCss']);
});
exports.run();

// ---

const values = suite('infima-variables: values');

values('should define the Infima variables the theme does not read with Infima\'s values, light and dark', () => {
  assert.is(value([theme, infima], 'light', '--ifm-menu-color-background-active'), 'rgba(0, 0, 0, 0.05)');
  assert.is(value([theme, infima], 'dark', '--ifm-menu-color-background-active'), 'rgba(255, 255, 255, 0.05)');
  assert.is(value([theme, infima], 'light', '--ifm-color-content-inverse'), '#fff');
  assert.is(value([theme, infima], 'dark', '--ifm-color-content-inverse'), '#000');
  assert.is(value([theme, infima], 'light', '--ifm-link-decoration'), 'none');
  assert.is(value([theme], 'light', '--ifm-color-content-inverse'), undefined);
});

values('should leave every theme token as it is without them, light and dark', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const token of tokens) assert.is(value([theme, infima], mode, token), value([theme], mode, token), `${token} in ${mode} mode`);
  }
  // Infima's own container width would have narrowed the theme's content: it is pinned to the theme's.
  assert.is(value([theme, infima], 'light', '--content-width'), '1440px');
  assert.is(value([theme, infima], 'light', '--ifm-container-width'), '1140px');
});

values('should give a site\'s Infima variables to the theme\'s tokens as before, and to Infima\'s that read them', () => {
  const custom = site(":root { --ifm-color-primary: #764abc; --ifm-color-content: #222222; }\n[data-theme='dark'] { --ifm-color-primary: #b39ddb; }");
  for (const mode of ['light', 'dark'] as const) {
    for (const token of ['--accent', '--link', '--fg', '--navbar-fg']) assert.is(value([theme, infima, custom], mode, token), value([theme, custom], mode, token), `${token} in ${mode} mode`);
  }
  assert.is(value([theme, infima, custom], 'light', '--link'), '#764abc');
  assert.is(value([theme, infima, custom], 'dark', '--ifm-menu-color-active'), '#b39ddb');
  // A variable the theme reads, read by the site without setting it: the theme's value.
  assert.is(value([theme, infima], 'light', '--ifm-color-primary'), '#0b5cad');
  assert.is(value([theme, infima], 'dark', '--ifm-color-primary'), '#7cb7ff');
});

values('should come with Infima\'s base link style, minified', () => {
  const css = api.infimaVariablesCss();
  assert.match(css, 'a{text-decoration:var(--ifm-link-decoration)}a:hover{text-decoration:var(--ifm-link-hover-decoration)}');
  assert.match(css, ':where(:root){');
  assert.not.match(css, '\n  ');
});

values.run();
