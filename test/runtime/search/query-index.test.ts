import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSearchIndex } from '../../../compiler/emit/emit-search-index.ts';
import { loadIndex } from '../../../runtime/search/load-index.ts';
import * as api from '../../../runtime/search/query-index.ts';
import { findMarks, queryTokens, searchIndexes } from '../../../runtime/search/query-index.ts';

const v25 = loadIndex(
  buildSearchIndex('2.5', [
    { route: '/docs/guide/battery', title: 'Battery status', headings: 'Charging events', text: `${'Intro words. '.repeat(30)}The chargingchange event fires when the charger is plugged in.` },
    { route: '/docs/guide/softkeys', title: 'Softkeys', headings: '', text: 'Softkeys sit under the screen; the battery icon sits above.' },
    { route: '/docs/api/alarm/add', title: 'Alarm.add()', headings: 'Syntax', text: 'Call navigator.mozAlarms.add(date).' },
  ]),
);
const v30 = loadIndex(buildSearchIndex('3.0', [{ route: '/docs/v3/guide/battery', title: 'Battery on 3.0', headings: '', text: 'The battery manager moved.' }]));

const exports = suite('query-index');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['findMarks', 'queryTokens', 'searchIndexes']);
});
exports.run();

// ---

const search = suite('searchIndexes');

search('should rank a title match first and find unfinished words by prefix', () => {
  const hits = searchIndexes([v25], 'batt', 10);
  assert.equal(hits.map((h) => h.route), ['/docs/guide/battery', '/docs/guide/softkeys']);
  assert.equal(hits[0]!.titleMarks, [[0, 7]]);
});

search('should cut the snippet around the first match and mark whole words', () => {
  const [hit] = searchIndexes([v25], 'chargingchange', 10);
  assert.ok(hit!.snippet.startsWith('…'), hit!.snippet);
  const marked = hit!.snippetMarks.map(([s, e]) => hit!.snippet.slice(s, e));
  assert.equal(marked, ['chargingchange']);
});

search('should put pages that contain every word first', () => {
  const hits = searchIndexes([v25], 'battery screen', 10);
  assert.is(hits[0]!.route, '/docs/guide/softkeys');
});

search('should search every index given and say which version each hit is from', () => {
  const hits = searchIndexes([v25, v30], 'battery', 10);
  assert.equal(hits.map((h) => h.version).sort(), ['2.5', '2.5', '3.0']);
});

search('should answer nothing, and not throw, for punctuation and markup', () => {
  assert.equal(searchIndexes([v25], '  ...  ', 10), []);
  assert.not.throws(() => searchIndexes([v25], '<img src=x onerror=alert(1)>', 10));
  assert.equal(searchIndexes([v25], '*', 10), []);
});

search('should find dotted API names by their parts', () => {
  assert.equal(searchIndexes([v25], 'mozAlarms', 10).map((h) => h.route), ['/docs/api/alarm/add']);
});

search.run();

// ---

const tokens = suite('queryTokens and findMarks');

tokens('should split like the build, lower-case and drop repeats', () => {
  assert.equal(queryTokens('Navigator.mozAlarms  navigator', v25.separator), ['navigator', 'mozalarms']);
});

tokens('should mark words that start with a query word only', () => {
  const re = /(?:charg)[\p{L}\p{N}_]*/giu;
  assert.equal(findMarks('recharge charging Charger', re), [[9, 17], [18, 25]]);
});

tokens.run();
