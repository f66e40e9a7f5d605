import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openBuildCache } from '../../../compiler/cache/build-cache.ts';
import * as api from '../../../compiler/emit/infima-classes.ts';

const exports = suite('infima-classes');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['codeUsesInfima', 'fileUsesInfima', 'htmlUsesInfima', 'infimaStylesheet', 'makeInfimaStylesheet']);
});
exports('should hash the minified stylesheet and know its classes, less the theme\'s own', () => {
  const sheet = api.infimaStylesheet();
  assert.match(sheet.file, /^assets\/infima\.[0-9a-f]{10}\.css$/);
  assert.ok(sheet.contents.includes('.col--4{'));
  for (const name of ['container', 'row', 'col', 'col--4', 'hero--primary', 'hero__title', 'button--secondary', 'button--lg', 'card__body', 'badge--success', 'alert--info', 'text--center', 'margin-vert--lg', 'padding-top--md', 'shadow--md', 'pagination-nav', 'avatar__photo']) assert.ok(sheet.classes.has(name), name);
  for (const name of ['hero', 'button', 'card', 'badge']) assert.not.ok(sheet.classes.has(name), name);
});
exports('should keep the stylesheet in sfpdocs\' bundle cache and give the same sheet from it', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-infima-cache-'));
  try {
    const fresh = api.makeInfimaStylesheet();
    const first = openBuildCache(dir);
    assert.equal(api.makeInfimaStylesheet(first), fresh);
    assert.equal(first.counts.bundle, { hits: 0, misses: 1, corrupt: 0 });
    first.close({ compact: true });
    const second = openBuildCache(dir);
    assert.equal(api.makeInfimaStylesheet(second), fresh);
    assert.equal(second.counts.bundle, { hits: 1, misses: 0, corrupt: 0 });
    second.close({ compact: true });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
exports.run();

// ---

const uses = suite('uses Infima');

uses('should find the classes in HTML class attributes, not in text or the theme\'s own classes', () => {
  assert.ok(api.htmlUsesInfima('<p>x</p><div class="card shadow--md">y</div>'));
  assert.ok(api.htmlUsesInfima('<div class="row"><div class="col">a</div></div>'));
  assert.not.ok(api.htmlUsesInfima('<section class="hero"><a class="button button-primary">Go</a></section>'));
  assert.not.ok(api.htmlUsesInfima('<p>a row of columns, col--4 in the text</p>'));
});

uses('should find the classes in a module\'s strings and templates', () => {
  assert.ok(api.codeUsesInfima('import clsx from "clsx"; export default () => jsx("div", { className: clsx("col", "col--4") });'));
  assert.ok(api.codeUsesInfima('const c = `container ${styles.wide}`; export default c;'));
  assert.not.ok(api.codeUsesInfima('export default () => jsx("button", { className: "button" });'));
  assert.not.ok(api.codeUsesInfima('this is not javascript ('));
});

uses('should read strings as the parser does: escapes cooked, not comments, names or regular expressions, nothing in code that does not parse', () => {
  assert.ok(api.codeUsesInfima('export const a = "\\x72ow";'), 'an escaped class name');
  assert.ok(api.codeUsesInfima('export const a = `co\\x6c ${1}`;'), 'a template part, cooked');
  assert.ok(api.codeUsesInfima('const b = 4; export const a = b / 2 / 1 + "col--4";'), 'a string after divisions');
  assert.not.ok(api.codeUsesInfima('// row\n/* col */ const row = /col--4/; export default row;'));
  assert.not.ok(api.codeUsesInfima('const = "row";'), 'strings of code that does not parse');
});
uses.run();
