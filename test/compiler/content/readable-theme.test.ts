// Every colour highlighted code can have, in both themes, against every background it is shown on
// in the site's stylesheet: 4.5:1 or more (WCAG 2.x SC 1.4.3). Computed over the whole theme,
// rule by rule, not only over the tokens of one page.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readableThemes } from '../../../compiler/content/create-highlighter.ts';
import * as api from '../../../compiler/content/readable-theme.ts';
import { readRootDeclarations, rootVariables } from '../../../compiler/emit/root-variables.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const css = fs.readFileSync(path.join(repoRoot, 'runtime', 'theme', 'styles.css'), 'utf8');
/** A token's value in light or dark mode, as the theme's stylesheet alone cascades it. */
function cssVariable(mode: 'light' | 'dark', name: string): string {
  const value = rootVariables(readRootDeclarations([{ file: 'styles.css', css, fromSite: false }]), mode)(`--${name}`)!.value;
  return /^#[0-9a-f]{6}$/i.exec(value)![0].toLowerCase();
}

const exports = suite('readable-theme');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['codeBackgrounds', 'contrastRatio', 'minContrast', 'readableOn', 'readableTheme']);
});
exports('should compute WCAG contrast ratios', () => {
  assert.is(api.contrastRatio('#000000', '#ffffff'), 21);
  assert.is(api.contrastRatio('#ffffff', '#ffffff'), 1);
  assert.is(api.contrastRatio('#767676', '#ffffff').toFixed(2), '4.54');
});
exports.run();

// ---

const contrast = suite('code colour contrast');

contrast('should use the code backgrounds the stylesheet sets', () => {
  for (const mode of ['light', 'dark'] as const) {
    assert.is(api.codeBackgrounds[mode].block, cssVariable(mode, 'code-block-bg'), `${mode} --code-block-bg`);
    assert.is(api.codeBackgrounds[mode].highlightedLine, cssVariable(mode, 'code-line-highlight-bg'), `${mode} --code-line-highlight-bg`);
  }
});

contrast('should give line numbers and plain code 4.5:1 on both code backgrounds', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const background of Object.values(api.codeBackgrounds[mode])) {
      for (const name of ['fg', 'fg-soft']) assert.ok(api.contrastRatio(cssVariable(mode, name), background) >= api.minContrast, `${mode} --${name} on ${background}`);
    }
  }
});

contrast('should give every token colour of both themes 4.5:1 on every background it is shown on', async () => {
  const themes = await readableThemes();
  const failures: string[] = [];
  themes.forEach((theme, i) => {
    const mode = i === 0 ? 'light' : 'dark';
    const pageBackgrounds = Object.values(api.codeBackgrounds[mode]);
    const check = (what: string, colour: string, backgrounds: string[]) => {
      for (const background of backgrounds) {
        const ratio = api.contrastRatio(colour, background);
        if (ratio < api.minContrast) failures.push(`${theme.name} ${what}: ${colour} on ${background} is ${ratio.toFixed(2)}:1`);
      }
    };
    check('editor.foreground', theme.colors!['editor.foreground']!, pageBackgrounds);
    for (const rule of theme.tokenColors ?? []) {
      const { foreground, background } = rule.settings;
      if (foreground) check(String(rule.scope), foreground, background ? [background] : pageBackgrounds);
    }
  });
  assert.equal(failures, []);
});

contrast('should change only the colours that fall short', async () => {
  const [light, dark] = await readableThemes();
  const originals = await Promise.all([import('@shikijs/themes/github-light'), import('@shikijs/themes/github-dark')]);
  const changed = [light, dark].map((theme, i) => (theme.tokenColors ?? []).filter((rule, j) => JSON.stringify(rule.settings) !== JSON.stringify(originals[i]!.default.tokenColors![j]!.settings)).length);
  // github-light: comments, keywords, variables, tags, regexp escapes, quotes, list marks, diff
  // changes and insertions, carriage returns; github-dark: comments, diff changes.
  assert.equal(changed, [11, 2]);
});

contrast.run();
