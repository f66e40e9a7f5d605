import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../../compiler/config/validate-config.ts';

const validate = suite('validateConfig');
const ctx = { file: 'site.config.ts', source: "export default {\n  title: 'x',\n  colorMode: { defaultMode: 'blue' },\n}\n" };

validate('should fill in the documented defaults', () => {
  const { value, diagnostics } = validateConfig({}, ctx);
  assert.equal(diagnostics, []);
  assert.is(value.onBrokenLinks, 'throw');
  assert.is(value.onBrokenMarkdownLinks, 'warn');
  assert.is(value.onDuplicateRoutes, 'warn');
  assert.equal(value.colorMode, { defaultMode: 'light', disableSwitch: false });
  assert.equal(value.offline, { activationStrategies: ['appInstalled', 'queryString'], debug: true });
});

validate('rejects a wrong type naming the key, the expected type and the line', () => {
  const { diagnostics } = validateConfig({ title: 'x', colorMode: { defaultMode: 'blue' } }, ctx);
  assert.is(diagnostics.length, 1);
  const [d] = diagnostics;
  assert.is(d!.message, "`colorMode.defaultMode` must be 'light' | 'dark', got string \"blue\"");
  assert.is(d!.line, 3);
});

validate('rejects a nested unknown key with a suggestion', () => {
  const { diagnostics } = validateConfig({ search: { locale: true } }, ctx);
  assert.is(diagnostics[0]!.message, 'unknown key `search.locale`');
  assert.is(diagnostics[0]!.hint, 'did you mean `search.local`?');
});

validate('accepts a synonym table and rejects one that is not a list of lists of words', () => {
  assert.equal(validateConfig({ search: { synonyms: [['wifi', 'wi-fi']] } }, ctx).value.search, { local: true, hosted: null, synonyms: [['wifi', 'wi-fi']] });
  const { diagnostics } = validateConfig({ search: { synonyms: ['wifi', 'wi-fi'] } }, ctx);
  assert.equal(diagnostics.map((d) => d.message), ['`search.synonyms[0]` must be string[], got string "wifi"', '`search.synonyms[1]` must be string[], got string "wi-fi"']);
  assert.is(diagnostics[0]!.hint, 'set `search.synonyms[0]` to string[] in site.config.ts');
});

validate('rejects a missing required field of a present object', () => {
  const { diagnostics } = validateConfig({ analytics: {} }, ctx);
  assert.is(diagnostics[0]!.message, '`analytics.trackingId` is required');
});
validate.run();
