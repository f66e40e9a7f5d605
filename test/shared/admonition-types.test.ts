import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { admonitionCss, admonitionStyleNames, admonitionStyles, admonitionType, admonitionTypes, githubAlerts } from '../../shared/admonition-types.ts';

const types = suite('admonitionTypes');

types('should expose the public api', () => {
  assert.type(admonitionType, 'function');
  assert.type(admonitionTypes, 'object');
});

types("knows Docusaurus's types and draws each in one of the five styles", () => {
  assert.equal(Object.keys(admonitionTypes), ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'secondary', 'success']);
  assert.equal(admonitionType('caution'), { style: 'warning', title: 'Caution' });
  assert.equal(admonitionType('important'), { style: 'info', title: 'Important' });
  assert.equal(admonitionType('note'), { style: 'note', title: 'Note' });
});

types('falls back to info for an unknown or missing type, inherited names included', () => {
  assert.equal(admonitionType('toString'), { style: 'info', title: 'Info' });
  assert.equal(admonitionType(undefined), { style: 'info', title: 'Info' });
});

types('draws every type and alert in a style of the table', () => {
  for (const type of [...Object.values(admonitionTypes), ...Object.values(githubAlerts)]) assert.ok(admonitionStyleNames.includes(type.style), type.style);
});

types("gives the theme each style's colours, light and dark, and its rules, from the table alone", () => {
  const css = admonitionCss();
  const [light, dark] = css.split('[data-theme="dark"]');
  for (const name of admonitionStyleNames) {
    const colours = admonitionStyles[name];
    assert.match(light!, `--${name}: ${colours.light.accent};`);
    assert.match(light!, `--${name}-bg: ${colours.light.background};`);
    assert.match(dark!, `--${name}: ${colours.dark.accent};`);
    assert.match(dark!, `--${name}-bg: ${colours.dark.background};`);
  }
  // The first style is an admonition's look without a style class; each other has its rules.
  assert.match(css, '.admonition { border-inline-start: 4px solid var(--note); background: var(--note-bg); }');
  for (const name of admonitionStyleNames.slice(1)) {
    assert.match(css, `.admonition-${name} { border-color: var(--${name}); background: var(--${name}-bg); }`);
    assert.match(css, `.admonition-${name} .admonition-title { color: var(--${name}); }`);
  }
});

types.run();
