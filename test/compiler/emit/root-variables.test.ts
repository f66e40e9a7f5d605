import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/emit/root-variables.ts';

const exports = suite('root-variables');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['colorModes', 'compareSpecificity', 'readRootDeclarations', 'readStylesheets', 'rootVariables']);
});
exports.run();

// ---

const read = suite('readRootDeclarations');
const sheet = (css: string, fromSite = true): api.Stylesheet => ({ file: fromSite ? 'src/css/custom.css' : 'styles.css', css, fromSite });

read('should read the custom properties of rules on the root element, with their modes, specificity and line', () => {
  const found = api.readRootDeclarations([sheet(":root {\n  --a: 1;\n  color: red;\n}\nhtml[data-theme='dark'] { --b: 2; }\n[data-theme=light] { --c: 3; }\n:root:not([data-theme='dark']) { --d: 4; }\n:where(html) { --e: 5; }\n")]);
  assert.equal(found.map(({ name, modes, specificity, line }) => ({ name, modes, specificity, line })), [
    { name: '--a', modes: ['light', 'dark'], specificity: [0, 1, 0], line: 2 },
    { name: '--b', modes: ['dark'], specificity: [0, 1, 1], line: 5 },
    { name: '--c', modes: ['light'], specificity: [0, 1, 0], line: 6 },
    { name: '--d', modes: ['light'], specificity: [0, 2, 0], line: 7 },
    { name: '--e', modes: ['light', 'dark'], specificity: [0, 0, 0], line: 8 },
  ]);
});

read('should leave out rules on other elements and under @media, and read those under @layer', () => {
  const found = api.readRootDeclarations([sheet('.navbar { --x: 1; }\nhtml body { --y: 1; }\n@media (min-width: 900px) { :root { --z: 1; } }\n@layer base { :root { --w: 1; } }\n')]);
  assert.equal(found.map((d) => d.name), ['--w']);
});
read.run();

// ---

const cascade = suite('rootVariables');

cascade('should give each mode the cascade winner and resolve var() references with their fallbacks', () => {
  const decls = api.readRootDeclarations([
    sheet(':root { --bg: var(--ifm-background-color, #fff); --accent: var(--ifm-color-primary, #0b5cad); }\nhtml[data-theme="dark"] { --ifm-background-color: #16181d; }', false),
    sheet(':root { --ifm-background-color: #fafafa; --ifm-color-primary: var(--brand); --brand: #764abc; }'),
  ]);
  const light = api.rootVariables(decls, 'light');
  const dark = api.rootVariables(decls, 'dark');
  assert.is(light('--bg')!.value, '#fafafa');
  // The theme's html[data-theme="dark"] outranks the site's :root, as Infima's does under Docusaurus.
  assert.is(dark('--bg')!.value, '#16181d');
  assert.is(dark('--accent')!.value, '#764abc');
  assert.equal(dark('--accent')!.from.map((d) => d.name), ['--ifm-color-primary', '--brand']);
  assert.equal(light('--bg')!.from.map((d) => d.name), ['--ifm-background-color']);
  assert.equal(dark('--bg')!.from, [], 'the theme\'s own value comes from no site declaration');
});

cascade('should let an important declaration win and treat a reference cycle as no value', () => {
  const decls = api.readRootDeclarations([sheet(':root { --a: red !important; --b: var(--c); --c: var(--b); }\nhtml:root { --a: blue; }')]);
  const light = api.rootVariables(decls, 'light');
  assert.is(light('--a')!.value, 'red');
  assert.is(light('--b'), null);
});
cascade.run();
