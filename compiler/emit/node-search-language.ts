// A locale's search language at build time (shared/search/search-language.ts): lunr-languages'
// stemmer loaded into the compiler's lunr, once per language and process (worker threads too).
import { createRequire } from 'node:module';
import { plainLanguage, searchLanguageOf, segmentedLanguage, stemmedLanguage, type LunrWithLanguages, type SearchLanguage } from '../../shared/search/search-language.ts';

const require = createRequire(import.meta.url);
const loaded = new Map<string, SearchLanguage | null>();

/** The search language of a locale's `htmlLang`; null for English. */
export function nodeSearchLanguage(htmlLang: string): SearchLanguage | null {
  const kind = searchLanguageOf(htmlLang);
  if (!kind) return null;
  let language = loaded.get(kind.code);
  if (language === undefined) {
    language = kind.kind === 'segmented' ? segmentedLanguage(kind.code) : kind.kind === 'plain' ? plainLanguage(kind.code) : stemmed(kind.code);
    loaded.set(kind.code, language);
  }
  return language;
}

function stemmed(code: string): SearchLanguage {
  const lunr = require('lunr') as LunrWithLanguages;
  if (!lunr.stemmerSupport) (require('lunr-languages/lunr.stemmer.support.js') as (l: unknown) => void)(lunr);
  if (!lunr[code]) (require(`lunr-languages/lunr.${code}.js`) as (l: unknown) => void)(lunr);
  return stemmedLanguage(lunr, code);
}
