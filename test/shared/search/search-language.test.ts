// Search terms in a locale's language (issue 33): lunr-languages' French pipeline, words of
// Japanese cut by Intl.Segmenter, plain words for a language without a stemmer, English unchanged.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { searchLanguageOf } from '../../../shared/search/search-language.ts';
import { searchTerm, setSearchLanguage, splitWords } from '../../../shared/search/search-words.ts';
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

test.run();
