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

/** Each concept as its alternatives: terms joined by +, a prefix with *, the weight after @ (words run together: ! after it). */
const concepts = (query: string, synonyms: string[][] = []) =>
  parseQuery(query, synonyms).concepts.map((c) => [c.weight, ...c.alternatives.map((a) => `${a.prefix ? `${a.prefix}*` : a.terms.join('+')}@${a.weight}${a.fallback ? '?' : ''}${c.bonus && a.namesOnly ? '!' : ''}`)]);

const parse = suite('parseQuery');

parse('should make a concept of each word, stemmed, without stop words, the last one also as typed so far', () => {
  assert.equal(concepts('how to scan networks'), [
    [1, 'scan@1'],
    [1, 'network@1', 'networks*@0.4', 'network@0.4', 'networ@0.4', 'netwo@0.4'],
    [1, 'scannetwork@0.25!'],
  ]);
  assert.equal(concepts('scan networks '), [[1, 'scan@1'], [1, 'network@1'], [1, 'scannetwork@0.25!']], 'a space ends the last word');
});

parse('should make one concept of a phrase of the synonym table, the words typed first', () => {
  const table = [['sd card', 'sdcard', 'device storage'], ['wifi', 'wi-fi']];
  assert.equal(concepts('free space on sd card ', table).slice(0, 3), [[1, 'free@1'], [1, 'space@1'], [1, 'sd+card@1', 'sdcard@0.8', 'devic+storag@0.8']]);
  assert.equal(concepts('wi-fi ', table).slice(0, 1), [[1, 'wifi@0.8', 'wi+fi@1']]);
});

parse('should match a phrase of the synonym table with its stop words, as typed', () => {
  const table = [['how often', 'interval', 'rate'], ['turn on', 'enable']];
  // "how often" is stop words alone: found through its synonyms, which count as typed.
  assert.equal(concepts('how often is data recorded ', table).slice(0, 2), [[1, 'interv@1', 'rate@1'], [1, 'data@1']]);
  // "turn on" is "turn" and its stop word: the typed word first, its synonym a little less.
  assert.equal(concepts('turn on wifi ', table).slice(0, 2), [[1, 'turn@1', 'enabl@0.8'], [1, 'wifi@1']]);
});

parse('should not match a phrase of one word and stop words by its word alone', () => {
  const table = [['turn on', 'enable'], ['switch off', 'disable']];
  assert.equal(concepts('turn the page ', table).slice(0, 2), [[1, 'turn@1'], [1, 'page@1']], '"turn" is not "turn on"');
  assert.equal(concepts('switch it off ', table).slice(0, 1), [[1, 'switch@1']], 'the words of the phrase are apart');
  assert.equal(concepts('switch off ', table).slice(0, 1), [[1, 'switch@1', 'disabl@0.8']]);
});

parse('should weigh the member of a dotted name double and keep API-name parts as a fallback', () => {
  assert.equal(concepts('navigator.mozAlarms.add ').slice(0, 3), [[1, 'navig@1'], [1, 'mozalarm@1', 'moz+alarm@0.5?'], [2, 'add@1']]);
});

parse('should not take the type of a file name for a member, unless the name is called', () => {
  // "manifest.webmanifest" is a file: its words weigh as the query's others do.
  assert.equal(concepts('packaged app with manifest.webmanifest ').slice(0, 4), [[1, 'packag@1'], [1, 'app@1'], [1, 'manifest@1'], [1, 'webmanifest@1']]);
  assert.equal(concepts('edit app.js ').slice(0, 3), [[1, 'edit@1'], [1, 'app@1'], [1, 'js@1']]);
  assert.equal(concepts('response.json() ').slice(0, 2), [[1, 'respons@1'], [2, 'json@1']], 'a call is a member');
});

parse('should run up to three neighbouring words together as an API name writes them, adding to the score only', () => {
  const parsed = parseQuery('bluetooth gatt server ', []);
  assert.equal(concepts('bluetooth gatt server ').slice(3), [[1, 'bluetoothgatt@0.25!'], [1, 'bluetoothgattserv@0.25!'], [1, 'gattserv@0.25!']]);
  assert.equal(parsed.concepts.map((c) => c.bonus === true), [false, false, false, true, true, true]);
  assert.equal(concepts('battery ').length, 1, 'one word runs with nothing');
});

parse('should see migrate in any of its forms', () => {
  assert.ok(parseQuery('migrating storage', []).migration);
  assert.ok(parseQuery('migration', []).migration);
  assert.not.ok(parseQuery('storage', []).migration);
});

parse('should take a phrase the synonym table gives "migrate" as a synonym as asking about migrating', () => {
  const table = [['migrate', 'upgrade', '2.5 to 3.0']];
  assert.ok(parseQuery('camera after upgrading ', table).migration);
  assert.ok(parseQuery('bluetooth between 2.5 and 3.0 ', table).migration);
  assert.ok(parseQuery('camera after upgrading ', table).concepts[1]!.migration, 'the concept is the migration one');
  assert.not.ok(parseQuery('camera after upgrading ', []).migration, 'not without the table');
  assert.ok(parseQuery('port my GPS code from a 2.5 app to 3.0', []).migration, 'two versions apart in the query');
  assert.not.ok(parseQuery('geolocation on 3.0 and 3.0 apps', []).migration, 'one version, named twice');
  assert.not.ok(parseQuery('geolocation 3.0', []).migration, 'one version');
  assert.not.ok(parseQuery('bluetooth 2.5 ', table).migration);
});

parse("should read a possessive's s as part of its word, not as a word of its own", () => {
  const expected = [[1, 'user@1'], [1, 'locat@1'], [1, 'userloc@0.25!']];
  assert.equal(concepts("the user's location "), expected);
  assert.equal(concepts('the user\u2019s location '), expected, 'a typographic apostrophe');
});

parse('should read an English contraction as the stop words it stands for, not as a word and a letter', () => {
  // Split at the apostrophe, "won't" asked for "won" and "t", words rarer than any the answer holds.
  const expected = [[1, 'app@1'], [1, 'instal@1'], [1, 'appinstal@0.25!']];
  assert.equal(concepts("app won't install "), expected);
  assert.equal(concepts('app won\u2019t install '), expected, 'a typographic apostrophe');
  assert.equal(concepts("app doesn't install "), expected);
  assert.equal(concepts("app can't install "), expected);
  assert.equal(concepts("you're offline ").map((c) => c[1]), ['offlin@1']);
  assert.equal(concepts("I've paired it ").map((c) => c[1]), ['pair@1']);
});

parse('should read twelve words that are terms, however many stop words come between them', () => {
  const query = "my app won't install, what does the phone check in manifest.webapp ";
  assert.equal(concepts(query).filter((c) => !String(c[1]).endsWith('!')).map((c) => c[1]), ['app@1', 'instal@1', 'phone@1', 'check@1', 'manifest@1', 'webapp@1']);
  const long = 'one two three four five six seven eight nine ten eleven twelve thirteen ';
  assert.equal(concepts(long).filter((c) => !String(c[1]).endsWith('!')).length, 12);
});

parse('should add the other spelling, British or American, of a word', () => {
  assert.equal(concepts('center key ')[0], [1, 'center@1', 'centr@1']);
  assert.equal(concepts('colour ')[0], [1, 'colour@1', 'color@1']);
  assert.equal(concepts('behavior ')[0], [1, 'behavior@1', 'behaviour@1']);
  assert.equal(concepts('recognise ')[0], [1, 'recognis@1', 'recogn@1']);
  assert.equal(concepts('dialog ')[0], [1, 'dialog@1', 'dialogu@1']);
  assert.equal(concepts('key ')[0], [1, 'key@1'], 'a word no rule fits');
});

parse('should add the other form of an -ify verb or its -ification noun, which the stemmer keeps apart', () => {
  assert.equal(concepts('notify ')[0], [1, 'notifi@1', 'notif@1']);
  assert.equal(concepts('certification ')[0], [1, 'certif@1', 'certifi@1']);
  assert.equal(concepts('notify my app ', [['notified', 'event']])[0], [1, 'notifi@1', 'event@0.8', 'notif@1'], 'a phrase of the synonym table too');
  assert.equal(concepts('wifi ')[0], [1, 'wifi@1'], 'a short stem ending in -ifi is no verb');
});

parse('should take a query of stop words alone as a word being typed', () => {
  assert.equal(concepts('the'), [[1, 'the@1', 'the*@0.4']]);
  assert.equal(concepts('the '), []);
});

parse.run();

// ---

const key = suite('wordsKey');

key('should compare titles term for term, stop words left out', () => {
  assert.is(wordsKey('DataStore.sync()'), wordsKey('datastore sync'));
  assert.is(wordsKey('  Contact   us '), wordsKey('contact us'));
  // A heading reads like the query however either puts it.
  assert.is(wordsKey('What is new in 3.0'), wordsKey('new in 3.0'));
  assert.is(wordsKey('Options menus'), wordsKey('options menu'));
  assert.is.not(wordsKey('Contact'), wordsKey('Contacts manager'));
  // A text of stop words alone keeps them: it does not read like every other such text.
  assert.is(wordsKey('How to'), 'how to');
  assert.is.not(wordsKey('How to'), wordsKey('What is'));
});

key.run();
