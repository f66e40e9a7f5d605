import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../shared/search/parse-query.ts';
import { parseQuery, wordsKey } from '../../../shared/search/parse-query.ts';

const exports = suite('parse-query');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['parseQuery', 'stemStart', 'wordsKey']);
});
exports.run();

// ---

/** Each concept as its alternatives: terms joined by +, a prefix with *, the weight after @. */
const concepts = (query: string, synonyms: string[][] = []) =>
  parseQuery(query, synonyms).concepts.map((c) => [c.weight, ...c.alternatives.map((a) => `${a.prefix ? `${a.prefix}*` : a.terms.join('+')}@${a.weight}${a.fallback ? '?' : ''}`)]);

const parse = suite('parseQuery');

parse('should make a concept of each word, stemmed, without stop words, the last one also as typed so far', () => {
  assert.equal(concepts('how to scan networks'), [
    [1, 'scan@1'],
    [1, 'network@1', 'networks*@0.4', 'network@0.4', 'networ@0.4', 'netwo@0.4'],
  ]);
  assert.equal(concepts('scan networks '), [[1, 'scan@1'], [1, 'network@1']], 'a space ends the last word');
});

parse('should make one concept of a phrase of the synonym table, the words typed first', () => {
  const table = [['sd card', 'sdcard', 'device storage'], ['wifi', 'wi-fi']];
  assert.equal(concepts('free space on sd card ', table), [[1, 'free@1'], [1, 'space@1'], [1, 'sd+card@1', 'sdcard@0.8', 'devic+storag@0.8']]);
  assert.equal(concepts('wi-fi ', table), [[1, 'wifi@0.8', 'wi+fi@1']]);
});

parse('should weigh the member of a dotted name double and keep API-name parts as a fallback', () => {
  assert.equal(concepts('navigator.mozAlarms.add '), [[1, 'navig@1'], [1, 'mozalarm@1', 'moz+alarm@0.5?'], [2, 'add@1']]);
});

parse('should see migrate in any of its forms', () => {
  assert.ok(parseQuery('migrating storage', []).migration);
  assert.ok(parseQuery('migration', []).migration);
  assert.not.ok(parseQuery('storage', []).migration);
});

parse('should take a query of stop words alone as a word being typed', () => {
  assert.equal(concepts('the'), [[1, 'the@1', 'the*@0.4']]);
  assert.equal(concepts('the '), []);
});

parse.run();

// ---

const key = suite('wordsKey');

key('should compare titles word for word', () => {
  assert.is(wordsKey('DataStore.sync()'), 'datastore sync');
  assert.is(wordsKey('  Contact   us '), 'contact us');
});

key.run();
