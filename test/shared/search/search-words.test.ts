import lunr from 'lunr';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../shared/search/search-words.ts';
import { identifierParts, indexWords, namePartWords, nameParts, partWords, searchSeparatorRe, searchTerm, searchWordRe, splitWords, termOf } from '../../../shared/search/search-words.ts';

const exports = suite('search-words');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['asksWhen', 'expandContractions', 'identifierParts', 'indexWords', 'namePartWords', 'nameParts', 'partWords', 'searchSeparatorRe', 'searchTerm', 'searchWordRe', 'setSearchLanguage', 'splitWords', 'termOf']);
});
exports.run();

// ---

const words = suite('splitWords and indexWords');

words("should split like lunr's tokenizer with the search separator, dots and slashes included", () => {
  const text = 'Call navigator.mozAlarms.add(date) — see /docs/api; Wi-Fi «on» naïve_name x=1';
  const previous = lunr.tokenizer.separator;
  lunr.tokenizer.separator = searchSeparatorRe;
  try {
    assert.equal(indexWords(text), lunr.tokenizer(text).map((t) => t.toString()));
  } finally {
    lunr.tokenizer.separator = previous;
  }
  assert.equal(splitWords('navigator.mozAlarms.add()'), ['navigator', 'mozAlarms', 'add']);
});

words('should find the same words with searchWordRe as splitWords does', () => {
  const text = 'DeviceStorage.freeSpace() returns a DOMRequest; see `usedSpace()`.';
  assert.equal(text.match(new RegExp(searchWordRe.source, 'g')), splitWords(text));
});

words.run();

// ---

const terms = suite('termOf and searchTerm');

terms("should give lunr's pipeline answer: trimmer, stop words and stemmer", () => {
  const pipeline = (word: string) => {
    const kept = lunr.stopWordFilter(lunr.trimmer(new lunr.Token(word, {}))) as lunr.Token | undefined;
    return kept ? lunr.stemmer(kept).toString() : null;
  };
  const cases = ['the', 'get', 'however', 'vulnerabilities', 'caf\u00e9', '\u00abquoted\u00bb', '\u2013', 'constructor', '__proto__', 'hasownproperty', 'running', 'b2g', 'getdevicestorage', '2'];
  for (const word of cases) {
    assert.is(termOf(word), pipeline(word), word);
    assert.is(searchTerm(word), pipeline(word), word);
  }
  assert.is(termOf('the'), null);
});

terms.run();

// ---

const names = suite('identifierParts');

names('should split camelCase, capital runs and snake_case names into their parts', () => {
  assert.equal(nameParts('getDeviceStorage'), ['get', 'device', 'storage']);
  assert.equal(nameParts('mozTCPSocket'), ['moz', 'tcp', 'socket']);
  assert.equal(nameParts('HTMLMediaElement'), ['html', 'media', 'element']);
  assert.equal(nameParts('security_patch'), ['security', 'patch']);
  assert.equal(nameParts('b2g'), [], 'digits stay with their letters');
  assert.equal(nameParts('softkeys'), []);
});

names('should add runs of neighbouring parts of short names, and no lone letters', () => {
  assert.equal(identifierParts('MozAlarmsManager'), ['moz', 'alarms', 'manager', 'mozalarms', 'alarmsmanager']);
  assert.equal(identifierParts('IDs'), ['id']);
  assert.equal(identifierParts('setPowerSavingModeNow').length, 5, 'a long name adds its parts only');
  assert.equal(partWords('WifiManager.getNetworks()'), ['wifi', 'manager', 'get', 'networks']);
});

names('should give the parts of the API names in a text, without runs or lone letters', () => {
  assert.equal(namePartWords('Read e.signalStrength and the IDs, not the ssid.'), ['signal', 'strength', 'id']);
  assert.equal(namePartWords('navigator.mozWifiManager'), ['moz', 'wifi', 'manager'], 'no mozwifi, wifimanager: a text holds many names');
});

names.run();
