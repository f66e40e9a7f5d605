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
  /**
   * A language written without spaces on an engine without Intl.Segmenter (the phone's Gecko 48,
   * Firefox before 125): the language cutting such text into the words of the indexes searched,
   * given their terms (vocabularySegmenter). The index's terms are the words Intl.Segmenter cut
   * the pages into at build time, so a query of the site's words is cut as the segmenter would.
   */
  withIndexWords?: (termLists: string[][]) => SearchLanguage;
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
  var term = function (word: string) {
    return trim(word);
  };
  if (!segmenter) {
    return {
      name: code,
      term: term,
      segment: null,
      withIndexWords: function (termLists) {
        return { name: code, term: term, segment: vocabularySegmenter(termLists) };
      },
    };
  }
  return {
    name: code,
    term: term,
    segment: function (text) {
      var words: string[] = [];
      var iterator = (segmenter as Segmenter).segment(text)[Symbol.iterator]();
      for (var step = iterator.next(); !step.done; step = iterator.next()) if (step.value.isWordLike !== false) words.push(step.value.segment);
      return words;
    },
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

/**
 * The words of a run of text without spaces, cut at each place at the longest index term that
 * starts there, else after one character (forward maximum matching); a run of ASCII (a name in
 * Latin letters, a number) stays whole. Only terms with letters beyond ASCII are looked at.
 * Written here: a dozen lines, which must be ES5 for the phone.
 */
export function vocabularySegmenter(termLists: string[][]): (text: string) => string[] {
  var words: Record<string, true> = Object.create(null);
  var longest = 1;
  for (var l = 0; l < termLists.length; l++) {
    var terms = termLists[l]!;
    for (var t = 0; t < terms.length; t++) {
      var term = terms[t]!;
      if (!/[^\x00-\x7f]/.test(term)) continue;
      words[term] = true;
      if (term.length > longest) longest = term.length;
    }
  }
  return function (text) {
    // Terms are lower-cased; a text whose lower case has another length is matched as written.
    var lower = text.toLowerCase();
    if (lower.length !== text.length) lower = text;
    var out: string[] = [];
    var at = 0;
    while (at < text.length) {
      var size = 1;
      // A run of ASCII (a name in Latin letters, a number) is a word of its own, as the segmenter cuts it.
      if (text.charCodeAt(at) < 128) while (at + size < text.length && text.charCodeAt(at + size) < 128) size++;
      else {
        size = Math.min(longest, text.length - at);
        while (size > 1 && words[lower.slice(at, at + size)] !== true) size--;
      }
      out.push(text.slice(at, at + size));
      at += size;
    }
    return out;
  };
}
