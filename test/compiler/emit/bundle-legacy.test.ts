// The legacy script must parse as ES5 (the SFP 2.5 browser is Gecko 48 without modules) and stay
// within its budget, both as written and as emitted.
import fs from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleLegacy, legacySource } from '../../../compiler/emit/bundle-legacy.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

/** Issue 10's budget for the script of a doc page on the phone. */
const legacyBudgetBytes = 15 * 1024;

const legacy = suite('bundleLegacy');

legacy('should expose the public api', () => {
  assert.type(bundleLegacy, 'function');
  assert.is(legacySource, path.join('runtime', 'phone', 'phone.js'));
});

legacy('should keep the hand-written source ES5', () => {
  const source = fs.readFileSync(path.join(repoRoot, legacySource), 'utf8');
  assert.not.throws(() => acorn.parse(source, { ecmaVersion: 5, sourceType: 'script' }));
});

legacy('should emit minified ES5 under a hashed name, within 15 KB', async () => {
  const { file, code } = await bundleLegacy();
  assert.match(file, /^assets\/legacy\.[0-9a-f]{10}\.js$/);
  assert.not.throws(() => acorn.parse(code, { ecmaVersion: 5, sourceType: 'script' }));
  assert.ok(Buffer.byteLength(code) <= legacyBudgetBytes, `${Buffer.byteLength(code)} bytes`);
  // Under the page's CSP: no eval, no Function constructor, no inline handlers.
  assert.not.match(code, /\beval\(|new Function\(|setAttribute\("on/);
});

legacy.run();
