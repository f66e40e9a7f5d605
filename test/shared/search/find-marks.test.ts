import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../shared/search/find-marks.ts';
import { cutSnippet, findMarks } from '../../../shared/search/find-marks.ts';
import { parseQuery } from '../../../shared/search/parse-query.ts';

const exports = suite('find-marks');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['cutSnippet', 'findMarks']);
});
exports.run();

// ---

const marks = suite('findMarks');

marks('should mark whole words by term, by the start being typed and by an API name’s part', () => {
  const text = 'Storage: getDeviceStorage() stores; storages, restore. Batteries batt';
  const parsed = parseQuery('storage batt', []);
  assert.equal(findMarks(text, parsed).map(([s, e]) => text.slice(s, e)), ['Storage', 'getDeviceStorage', 'storages', 'Batteries', 'batt']);
});

marks('should mark the synonyms the query stands for', () => {
  const text = 'Files on the SD card, in device storage.';
  const parsed = parseQuery('sdcard', [['sd card', 'sdcard', 'device storage']]);
  assert.equal(findMarks(text, parsed).map(([s, e]) => text.slice(s, e)), ['SD', 'card', 'device', 'storage']);
});

marks.run();

// ---

const snippets = suite('cutSnippet');

snippets('should cut around the first marked word and move the marks with it', () => {
  const text = `${'Lead words here. '.repeat(8)}The chargingchange event fires when the charger is plugged in. ${'Tail words. '.repeat(20)}`;
  const { snippet, snippetMarks } = cutSnippet(text, parseQuery('charger', []));
  assert.ok(snippet.startsWith('…') && snippet.endsWith('…'), snippet);
  assert.ok(snippet.length <= 162);
  assert.equal(snippetMarks.map(([s, e]) => snippet.slice(s, e)), ['charger']);
});

snippets('should keep a short text whole, from its start', () => {
  assert.equal(cutSnippet('No match here.', parseQuery('battery', [])), { snippet: 'No match here.', snippetMarks: [] });
});

snippets.run();
