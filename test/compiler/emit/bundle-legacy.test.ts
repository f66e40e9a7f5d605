// The legacy script must parse as ES5 (the SFP 2.5 browser is Gecko 48 without modules) and stay
// within its budget, both as written and as emitted.
import fs from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleLegacy, legacySearchSource, legacySource } from '../../../compiler/emit/bundle-legacy.ts';
import { localeSearchLanguage } from '../../../compiler/emit/locale-search-language.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

/** Issue 10's budget for the script of a doc page on the phone. */
const legacyBudgetBytes = 15 * 1024;

const legacy = suite('bundleLegacy');

legacy('should expose the public api', () => {
  assert.type(bundleLegacy, 'function');
  assert.is(legacySource, path.join('runtime', 'phone', 'phone.js'));
});

/** Syntax newer than ES5 found in a module's code, import and export aside. */
function newerThanEs5(code: string): string[] {
  const found: string[] = [];
  const later = new Set(['ArrowFunctionExpression', 'TemplateLiteral', 'ClassDeclaration', 'ClassExpression', 'SpreadElement', 'RestElement', 'ObjectPattern', 'ArrayPattern', 'AssignmentPattern', 'ForOfStatement']);
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const { type, kind } = node as { type?: string; kind?: string };
    if (type && later.has(type)) found.push(type);
    if (type === 'VariableDeclaration' && kind !== 'var') found.push(`${kind} declaration`);
    for (const value of Object.values(node)) walk(value);
  };
  walk(acorn.parse(code, { ecmaVersion: 2015, sourceType: 'module' }));
  return found;
}

legacy('should keep the hand-written modules ES5, but for import and export', () => {
  const dir = path.join(repoRoot, path.dirname(legacySource));
  const modules = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
  assert.ok(modules.length > 5, 'the phone script is split into modules');
  for (const name of modules) assert.equal(newerThanEs5(fs.readFileSync(path.join(dir, name), 'utf8')), [], name);
});

legacy('should find syntax newer than ES5', () => {
  assert.equal(newerThanEs5('export const a = () => `x`;'), ['const declaration', 'ArrowFunctionExpression', 'TemplateLiteral']);
});

legacy('should emit minified ES5 under hashed names, the doc pages\' script within 15 KB', async () => {
  const { phone, search } = await bundleLegacy();
  assert.match(phone.file, /^assets\/legacy\.[0-9a-f]{10}\.js$/);
  assert.match(search.file, /^assets\/legacy-search\.[0-9a-f]{10}\.js$/);
  for (const { code } of [phone, search]) {
    assert.not.throws(() => acorn.parse(code, { ecmaVersion: 5, sourceType: 'script' }));
    // Under the page's CSP: no eval, no Function constructor, no inline handlers.
    assert.not.match(code, /\beval\(|new Function\(|setAttribute\("on/);
  }
  assert.ok(Buffer.byteLength(phone.code) <= legacyBudgetBytes, `${Buffer.byteLength(phone.code)} bytes`);
  // The stemmer's letter classes: the search code stays in the search page's script.
  assert.not.match(phone.code, /aeiouwxy/);
  assert.match(search.code, /aeiouwxy/);
  assert.is(path.basename(legacySearchSource), 'search-page.js');
});

legacy("should make the search script in the locale's language, as the search worker is", async () => {
  const [english, en, french, japanese] = await Promise.all([bundleLegacy(), bundleLegacy(localeSearchLanguage('en-GB')), bundleLegacy(localeSearchLanguage('fr-FR')), bundleLegacy(localeSearchLanguage('ja'))]);
  assert.is(en.search.file, english.search.file, "English is the default pipeline's");
  // lunr-languages' French trimmer, stop words and stemmer (with its stop words `fussiez fussions`).
  assert.match(french.search.code, /fussiez fussions/);
  assert.not.match(english.search.code, /fussiez/);
  assert.is.not(japanese.search.file, english.search.file);
  for (const { search, phone } of [french, japanese]) {
    assert.not.throws(() => acorn.parse(search.code, { ecmaVersion: 5, sourceType: 'script' }));
    assert.not.match(search.code, /\beval\(|new Function\(/);
    // The doc pages' script is the same in every language.
    assert.is(phone.file, english.phone.file);
  }
});

legacy.run();
