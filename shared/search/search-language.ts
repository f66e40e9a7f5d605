// The language a locale's search terms are made in (issue 33). English, every site's language
// until a locale says otherwise, is search-words.ts's own pipeline (lunr's trimmer, stop words and
// Porter stemmer). Another language with a stemmer in lunr-languages gets that language's
// trimmer, stop words and stemmer; Chinese, Japanese, Korean and Thai, written without spaces
// between words, are cut into words by Intl.Segmenter and kept as they are; any other language
// keeps its words as they are, lower-cased and trimmed. The same language makes the terms at
// build time and at query time. Pure and ES5-safe (the phone script bundles search-words.ts).

export interface SearchLanguage {
  /** The language's code (`fr`, `ja`). */
  name: string;
  /** The index term of a lower-cased word, or null for a stop word or nothing. */
  term: (word: string) => string | null;
  /** The words of a run of text without spaces (null: the text is cut at spaces and punctuation only). */
  segment: ((text: string) => string[]) | null;
}

/** The languages of lunr-languages 1.x with a stemmer (`du` is its older name of `nl`). */
var stemmed: Record<string, true> = Object.create(null);
'ar da de el es fi fr he hi hu hy it kn nl no pl pt ro ru sa sv ta te tr vi'.split(' ').forEach(function (code) {
  stemmed[code] = true;
});
var segmented: Record<string, true> = { zh: true, ja: true, ko: true, th: true };
/** Language subtags that lunr-languages names otherwise. */
var aliases: Record<string, string> = { nb: 'no', nn: 'no', iw: 'he', jp: 'ja' };

export type SearchLanguageKind = { code: string; kind: 'stemmed' | 'segmented' | 'plain' };

/** How a locale's `htmlLang` is searched; null for English (the default pipeline). */
export function searchLanguageOf(htmlLang: string): SearchLanguageKind | null {
  var primary = htmlLang.split(/[-_]/)[0]!.toLowerCase();
  var code = aliases[primary] || primary;
  if (code === 'en') return null;
  if (stemmed[code] === true) return { code: code, kind: 'stemmed' };
  if (segmented[code] === true) return { code: code, kind: 'segmented' };
  return { code: code, kind: 'plain' };
}

/** A trimmer that keeps letters and digits of every script at a word's ends (lunr's trims accented letters). */
function unicodeTrimmer(): (word: string) => string {
  try {
    var ends = new RegExp('^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}]+$', 'gu');
    return function (word) {
      return word.replace(ends, '');
    };
  } catch (e) {
    // An engine without Unicode property escapes: the word as it is.
    return function (word) {
      return word;
    };
  }
}

/** A language whose words are kept as they are: lower-cased by the caller, trimmed here. */
export function plainLanguage(code: string): SearchLanguage {
  var trim = unicodeTrimmer();
  return {
    name: code,
    term: function (word) {
      return trim(word);
    },
    segment: null,
  };
}

interface WordSegment {
  segment: string;
  isWordLike?: boolean;
}
type Segmenter = { segment(text: string): Iterable<WordSegment> };
type SegmenterClass = new (locale: string, options: { granularity: 'word' }) => Segmenter;

/** A language written without spaces: Intl.Segmenter cuts its text into words (where the engine has it). */
export function segmentedLanguage(code: string): SearchLanguage {
  var trim = unicodeTrimmer();
  var Intl_ = (typeof Intl !== 'undefined' ? Intl : {}) as { Segmenter?: SegmenterClass };
  var segmenter = Intl_.Segmenter ? new Intl_.Segmenter(code, { granularity: 'word' }) : null;
  return {
    name: code,
    term: function (word) {
      return trim(word);
    },
    segment: segmenter
      ? function (text) {
          var words: string[] = [];
          var iterator = (segmenter as Segmenter).segment(text)[Symbol.iterator]();
          for (var step = iterator.next(); !step.done; step = iterator.next()) if (step.value.isWordLike !== false) words.push(step.value.segment);
          return words;
        }
      : null,
  };
}

/** lunr as lunr-languages extends it: only what making a language's terms needs. */
export interface LunrWithLanguages {
  Pipeline: new () => { _stack: Array<(token: unknown, i: number, tokens: unknown[]) => unknown> };
  Token: new (text: string, metadata: object) => { toString(): string };
  [code: string]: unknown;
}

/**
 * A lunr-languages language (its plugin already applied to `lunr`): its index pipeline (trimmer,
 * stop words, accent folding where it has one, stemmer), run on one word.
 */
export function stemmedLanguage(lunr: LunrWithLanguages, code: string): SearchLanguage {
  var plugin = lunr[code] as (this: object) => void;
  var builder = { pipeline: new lunr.Pipeline(), searchPipeline: new lunr.Pipeline() };
  plugin.call(builder);
  var stack = builder.pipeline._stack;
  return {
    name: code,
    term: function (word) {
      var token: unknown = new lunr.Token(word, {});
      for (var i = 0; i < stack.length && token; i++) {
        token = stack[i]!(token, 0, [token]);
        if (Array.isArray(token)) token = token[0];
      }
      return token ? String(token) : null;
    },
    segment: null,
  };
}
