// Search terms in a locale's language (issue 33): lunr-languages' French pipeline, words of
// Japanese cut by Intl.Segmenter, plain words for a language without a stemmer, English unchanged.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { searchLanguageOf, segmentedLanguage, vocabularySegmenter } from '../../../shared/search/search-language.ts';
import { asksWhen, expandContractions, searchTerm, setSearchLanguage, splitWords } from '../../../shared/search/search-words.ts';
import { nodeSearchLanguage } from '../../../compiler/emit/node-search-language.ts';

const test = suite('search languages');

const termsIn = (htmlLang: string, text: string) => {
  setSearchLanguage(nodeSearchLanguage(htmlLang));
  try {
    return splitWords(text).map((word) => searchTerm(word.toLowerCase()));
  } finally {
    setSearchLanguage(null);
  }
};

test('each language is searched its way: English by default, stemmed, cut into words, or plain', () => {
  assert.is(searchLanguageOf('en-GB'), null);
  assert.equal(searchLanguageOf('fr-CA'), { code: 'fr', kind: 'stemmed' });
  assert.equal(searchLanguageOf('nb'), { code: 'no', kind: 'stemmed' });
  assert.equal(searchLanguageOf('zh-Hans'), { code: 'zh', kind: 'segmented' });
  assert.equal(searchLanguageOf('sw'), { code: 'sw', kind: 'plain' });
});

test("English contractions are spelled out in English only: an apostrophe elsewhere is that language's", () => {
  assert.is(expandContractions("it won't pair, I've tried, they're off"), 'it will not pair, I have tried, they are off');
  setSearchLanguage(nodeSearchLanguage('fr'));
  try {
    assert.is(expandContractions("l'application n'est pas installée"), "l'application n'est pas installée");
  } finally {
    setSearchLanguage(null);
  }
});

test('A query asks when something happens by English words only ("when", "event"), whatever their case', () => {
  assert.ok(asksWhen(splitWords('Know WHEN the user turns Wi-Fi off')));
  assert.ok(asksWhen(splitWords('battery overheating event')));
  assert.not.ok(asksWhen(splitWords('turn Wi-Fi off')));
  setSearchLanguage(nodeSearchLanguage('fr'));
  try {
    // A French "event" is not the English cue, and the English list is not read in French.
    assert.not.ok(asksWhen(splitWords('quand le wifi when event')));
  } finally {
    setSearchLanguage(null);
  }
});

test("French words share their stem, French stop words are dropped, accents are kept at a word's end", () => {
  const [installer, installez, installation, les, ete] = termsIn('fr', 'installer installez installation les été');
  assert.is(installer, installez);
  assert.is(installer, installation);
  assert.is(les, null);
  assert.equal(termsIn('fr', 'café'), ['caf']);
  // English, after: its own pipeline again.
  assert.equal(splitWords('installing installs').map((w) => searchTerm(w)), ['instal', 'instal']);
});

test('Japanese is cut into words; a language without a stemmer keeps its words', () => {
  const words = termsIn('ja', '検索エンジンを使う');
  assert.ok(words.length > 1, words.join(' | '));
  assert.ok(words.includes('検索'), words.join(' | '));
  assert.equal(termsIn('sw', 'Habari, dunia!'), ['habari', 'dunia']);
});

test("without Intl.Segmenter (the phone), Japanese is cut into the index's own words", () => {
  // The index's terms, as Intl.Segmenter cut the pages at build time.
  const index = termsIn('ja', '検索エンジンを使う。Jestのテストを書く。インストール');
  const cut = vocabularySegmenter([index.filter((t): t is string => !!t)]);
  assert.equal(cut('検索エンジン'), ['検索', 'エンジン']);
  // A word the site does not have falls apart into characters; a run of ASCII stays whole.
  assert.equal(cut('Jestのテスト猫'), ['Jest', 'の', 'テスト', '猫']);

  const intl = Intl as { Segmenter?: typeof Intl.Segmenter };
  const Segmenter = intl.Segmenter;
  try {
    // The phone's engine has none.
    delete intl.Segmenter;
    const japanese = segmentedLanguage('ja');
    assert.is(japanese.segment, null, 'nothing to cut with');
    const withWords = japanese.withIndexWords!([index.filter((t): t is string => !!t)]);
    setSearchLanguage(withWords);
    assert.equal(splitWords('エンジンを使う').map((w) => searchTerm(w)), ['エンジン', 'を', '使う']);
  } finally {
    intl.Segmenter = Segmenter;
    setSearchLanguage(null);
  }
  // Where the engine has a segmenter, it cuts the words itself.
  assert.is(segmentedLanguage('ja').withIndexWords, undefined);
});

test.run();
