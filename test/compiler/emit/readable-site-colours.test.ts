import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/emit/readable-site-colours.ts';
import { contrastRatio } from '../../../compiler/content/readable-theme.ts';
import { colorModes, readRootDeclarations, rootVariables } from '../../../compiler/emit/root-variables.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const theme = { file: 'runtime/theme/styles.css', css: fs.readFileSync(path.join(repoRoot, 'runtime', 'theme', 'styles.css'), 'utf8'), fromSite: false };
const site = (css: string) => [{ file: 'src/css/custom.css', css, fromSite: true }];

const exports = suite('readable-site-colours');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['readableSiteColours']);
});
exports('should add nothing for a site without Infima colours, or whose colours read', () => {
  assert.equal(api.readableSiteColours(theme, []), { css: '', diagnostics: [] });
  assert.equal(api.readableSiteColours(theme, site(':root { --ifm-color-primary: #764abc; }\n[data-theme="dark"] { --ifm-color-primary: #b39ddb; }')), { css: '', diagnostics: [] });
});
exports.run();

// ---

const fix = suite('colours under 4.5:1');

fix('should show links in the nearest of the site\'s shades that reads, and warn once at the line', () => {
  const { css, diagnostics } = api.readableSiteColours(theme, site(':root {\n  --ifm-color-primary: #10910e;\n  --ifm-color-primary-dark: #0e830d;\n  --ifm-color-primary-darker: #0e7b0c;\n}\n[data-theme="dark"] { --ifm-color-primary: #4fd14d; }'));
  assert.is(css, ':root:not([data-theme="dark"]){--accent:#0e830d}');
  assert.equal(diagnostics, [{
    file: 'src/css/custom.css',
    line: 2,
    column: 3,
    message: '`--ifm-color-primary` (#10910e) reads at 4.1:1 on the page background (#ffffff) in light mode, under the 4.5:1 text needs: sfpdocs shows links and accents in #0e830d (`--ifm-color-primary-dark`) instead',
    hint: 'set a colour that reads at 4.5:1 or more on it to show your own',
    ruleId: 'config',
    severity: 'warning',
  }]);
});

fix('should mix a colour without shades towards white on the dark background, and give buttons text that reads on it', () => {
  const { css, diagnostics } = api.readableSiteColours(theme, site(':root { --ifm-color-primary: #764abc; }'));
  const accent = /--accent:(#[0-9a-f]{6})/.exec(css)![1]!;
  assert.ok(css.startsWith(':root[data-theme="dark"]{'), css);
  assert.ok(contrastRatio(accent, '#16181d') >= 4.5);
  assert.ok(contrastRatio(accent, '#1f2229') >= 4.5, 'also on the sidebar background');
  assert.is(diagnostics.length, 1);
  assert.match(diagnostics[0]!.message, /^`--ifm-color-primary` \(#764abc\) reads at 2\.\d:1 on the page background \(#16181d\) in dark mode, under the 4\.5:1 text needs: sfpdocs shows links and accents in #[0-9a-f]{6} instead$/);
});

fix('should give the theme\'s text on a site\'s dark navbar the dark mode\'s colour', () => {
  const { css, diagnostics } = api.readableSiteColours(theme, site(':root { --ifm-navbar-background-color: #20232a; }'));
  assert.is(css, ':root:not([data-theme="dark"]){--navbar-fg:#e6e8eb}');
  assert.is(diagnostics[0]!.message, "`--ifm-navbar-background-color` (#20232a) under the theme's navbar links (#1c1e21) reads at 1.1:1 in light mode, under the 4.5:1 text needs: sfpdocs shows navbar links in #e6e8eb instead");
  assert.is(diagnostics[0]!.hint, 'set a text colour that reads on it (`--ifm-navbar-link-color`) to show your own');
});

fix('should keep a primary navbar\'s links readable on the primary colour, only when the navbar is primary', () => {
  const css = ':root { --ifm-color-primary: #25c2a0; --ifm-color-primary-darkest: #1a8870; }';
  assert.not.match(api.readableSiteColours(theme, site(css)).css, '--navbar-primary');
  const { css: fixed, diagnostics } = api.readableSiteColours(theme, site(css), 'primary');
  const fg = /--navbar-primary-fg:(#[0-9a-f]{6})/.exec(fixed)![1]!;
  assert.ok(contrastRatio(fg, '#25c2a0') >= 4.5, fg);
  assert.is(diagnostics.length, 1, 'one warning for the declaration, whatever it makes sfpdocs change');
  assert.match(diagnostics[0]!.message, `, and the primary navbar's links in ${fg}, and the primary navbar's current link in `);
  // Light grey stays light where white reads (Docusaurus's template green, 4.6:1).
  assert.match(api.readableSiteColours(theme, site(':root { --ifm-color-primary: #2e8555; }'), 'primary').css, '--navbar-primary-fg:#ffffff');
});

fix('should give the theme\'s own styled navbars text that reads on them, in both modes', () => {
  const declarations = readRootDeclarations([theme]);
  for (const mode of colorModes) {
    const vars = rootVariables(declarations, mode);
    for (const [text, band] of [['--navbar-primary-fg', '--navbar-primary-bg'], ['--navbar-primary-active', '--navbar-primary-bg'], ['--navbar-dark-fg', '--navbar-dark-bg'], ['--navbar-dark-active', '--navbar-dark-bg']] as const) {
      assert.ok(contrastRatio(vars(text)!.value, vars(band)!.value) >= 4.5, `${text} on ${band} in ${mode} mode`);
    }
  }
});

fix('should move a translucent inline-code background, not the text of every page', () => {
  const { css, diagnostics } = api.readableSiteColours(theme, site(':root { --ifm-code-background: rgba(0, 0, 0, 0.5); }'));
  assert.match(css, /^:root:not\(\[data-theme="dark"\]\)\{--code-bg:#[0-9a-f]{6}\}$/);
  assert.ok(contrastRatio(/#[0-9a-f]{6}/.exec(css)![0], '#1c1e21') >= 4.5);
  assert.match(diagnostics[0]!.message, /^`--ifm-code-background` \(#808080\) under inline code \(#1c1e21\) reads at 4\.\d:1 in light mode/);
});
fix.run();
