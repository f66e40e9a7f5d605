// How text becomes search terms, the same at build time (compiler/emit/emit-search-index.ts) and
// at query time (the search worker, the phone script): split into words, lower-cased, trimmed,
// stop words dropped and Porter-stemmed, as lunr's default pipeline does. The API names of
// titles and headings are also indexed by their parts (`getDeviceStorage` -> device, storage,
// getdevice, devicestorage; `get` is a stop word), so "device storage" finds the method. Pure and ES5-safe (no let/const, classes
// or destructuring), so the Gecko 48 phone script can bundle it.
import { stemWord } from './porter-stemmer.ts';
import type { SearchLanguage } from './search-language.ts';

/** The language of the terms (a locale's: search-language.ts); null: English, lunr's default pipeline. */
var language: SearchLanguage | null = null;

/** Makes terms in `next` from now on (null: English), at build time for a locale's index, in the search worker for its queries. */
export function setSearchLanguage(next: SearchLanguage | null): void {
  if (next === language) return;
  language = next;
  termCache = Object.create(null);
  termCacheSize = 0;
}

/**
 * Splits on whitespace and punctuation, including dots and slashes, so `navigator.mozAlarms.add`
 * is found by `mozAlarms`, and on dashes and the ellipsis that ends a cut snippet.
 */
export var searchSeparatorRe = /[\s\-.,;:!?()[\]{}"'`<>/\\=|*+&^%$#@~\u2013\u2014\u2026]+/;
var separatorsRe = new RegExp(searchSeparatorRe.source, 'g');
/** A word: a run of anything the separator does not match. */
export var searchWordRe = new RegExp('[^' + searchSeparatorRe.source.slice(1, -2) + ']+', 'g');

/**
 * English contractions as the words they stand for ("won't" -> "will not", "doesn't" -> "does
 * not", "you're" -> "you are"), which are stop words: split at the apostrophe, "won't install"
 * would ask for "won" and "t", rare words no page that answers holds. Readers type them; the
 * pages' own "don't" is indexed as lunr splits it, which no query needs to match.
 */
var contractionRules: Array<[RegExp, string]> = [
  [/\b(w)on['\u2019]t\b/gi, '$1ill not'],
  [/\b(c)an['\u2019]t\b/gi, '$1an not'],
  [/\b(s)han['\u2019]t\b/gi, '$1hall not'],
  [/(\w)n['\u2019]t\b/gi, '$1 not'],
  [/(\w)['\u2019]re\b/gi, '$1 are'],
  [/(\w)['\u2019]ve\b/gi, '$1 have'],
  [/(\w)['\u2019]ll\b/gi, '$1 will'],
  [/(\w)['\u2019]d\b/gi, '$1 would'],
  [/\b(i)['\u2019]m\b/gi, '$1 am'],
];

/** A reader's text with its English contractions spelled out (contractionRules); as it is in another language. */
export function expandContractions(text: string): string {
  if (language) return text;
  for (var i = 0; i < contractionRules.length; i++) text = text.replace(contractionRules[i]![0], contractionRules[i]![1]);
  return text;
}

/**
 * English words by which a query asks for the moment something happens ("know when the user turns
 * Wi-Fi off", "phone overheating event"): the answer is the page of the event, not the page of the
 * state that changes (rank-pages.ts eventBoost). "when" is a stop word, so the cue is read here.
 */
var eventCues: Record<string, true> = Object.create(null);
'when whenever event events listen listener'.split(' ').forEach(function (word) {
  eventCues[word] = true;
});

/** Whether a query's words (as splitWords gives them) ask when something happens; English only. */
export function asksWhen(words: string[]): boolean {
  if (language) return false;
  for (var i = 0; i < words.length; i++) if (eventCues[words[i]!.toLowerCase()] === true) return true;
  return false;
}

/** lunr 2.3's English stop words: they match nearly every page, so they are not indexed. */
var stopWords: Record<string, true> = Object.create(null);
'a able about across after all almost also am among an and any are as at be because been but by can cannot could dear did do does either else ever every for from get got had has have he her hers him his how however i if in into is it its just least let like likely may me might most must my neither no nor not of off often on only or other our own rather said say says she should since so some than that the their them then there these they this tis to too twas us wants was we were what when where which while who whom why will with would yet you your'
  .split(' ')
  .forEach(function (word) {
    stopWords[word] = true;
  });

/** The words of a text, as written (case kept), in order. */
export function splitWords(text: string): string[] {
  var words = text.split(separatorsRe);
  var out: string[] = [];
  var segment = language && language.segment;
  for (var i = 0; i < words.length; i++) {
    if (!words[i]) continue;
    // A language written without spaces: the run is cut into its words (ASCII runs need no cutting).
    if (segment && /[^\x00-\x7f]/.test(words[i]!)) {
      var parts = segment(words[i]!);
      for (var p = 0; p < parts.length; p++) if (parts[p]) out.push(parts[p]!);
    } else out.push(words[i]!);
  }
  return out;
}

// lunr's trimmer: its \W is ASCII-only, so it also trims accented letters at either end.
var leadingRe = /^\W+/;
var trailingRe = /\W+$/;

/** The index term of a lower-cased word (trimmed, stemmed), or null for a stop word or nothing. */
export function termOf(word: string): string | null {
  if (language) return language.term(word);
  var trimmed = word.replace(leadingRe, '').replace(trailingRe, '');
  if (stopWords[trimmed] === true) return null;
  // lunr keeps an empty token (a word of symbols): it becomes the term "".
  return stemWord(trimmed);
}

var termCache: Record<string, string | null> = Object.create(null);
var termCacheSize = 0;
var termCacheLimit = 200000;

/** termOf, remembered: the same words recur across thousands of pages and every keystroke. */
export function searchTerm(word: string): string | null {
  var term = termCache[word];
  if (term !== undefined) return term;
  if (termCacheSize >= termCacheLimit) {
    termCache = Object.create(null);
    termCacheSize = 0;
  }
  term = termOf(word);
  termCache[word] = term;
  termCacheSize++;
  return term;
}

// A run of capitals before a capitalised word (`HTML`Media, moz`TCP`Socket), a capitalised or
// lower-case word with its digits (b2g stays whole), or a lone capital.
var partRe = /[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z0-9]+|[A-Z]+|[0-9]+/g;

/** The lower-cased parts of a camelCase or snake_case name (two or more), or [] for a plain word. */
export function nameParts(word: string): string[] {
  var parts = word.replace(/_/g, ' ').match(partRe);
  if (!parts || parts.length < 2) return [];
  var lower: string[] = [];
  for (var i = 0; i < parts.length; i++) lower.push(parts[i]!.toLowerCase());
  return lower;
}

/**
 * What a title indexes an API name by besides the name itself: its parts, and every run of two
 * or more neighbouring parts (so `mozAlarms` finds `MozAlarmsManager`); [] for a plain word.
 */
export function identifierParts(word: string): string[] {
  var lower = nameParts(word);
  var out: string[] = [];
  // A lone letter (the s of `IDs`) finds nothing worth finding.
  for (var i = 0; i < lower.length; i++) if (lower[i]!.length > 1) out.push(lower[i]!);
  // Runs of neighbouring parts, short names only: a long name would add many terms for little.
  if (lower.length <= 4) {
    for (var start = 0; start < lower.length; start++) {
      for (var end = start + 2; end <= lower.length; end++) {
        if (end - start < lower.length) out.push(lower.slice(start, end).join(''));
      }
    }
  }
  return out;
}

/**
 * What a text is also indexed by: the parts of the API names in it, without the runs of
 * identifierParts (a text holds many names: their runs would add many terms for little), so
 * "signal strength" finds the page whose text says `signalStrength`.
 */
export function namePartWords(text: string): string[] {
  var words = splitWords(text);
  var out: string[] = [];
  for (var i = 0; i < words.length; i++) {
    var parts = nameParts(words[i]!);
    for (var p = 0; p < parts.length; p++) if (parts[p]!.length > 1) out.push(parts[p]!);
  }
  return out;
}

/** The lower-cased words a field is indexed by: lunr's tokenizer with our separator gives the same. */
export function indexWords(text: string): string[] {
  var words = splitWords(text);
  for (var i = 0; i < words.length; i++) words[i] = words[i]!.toLowerCase();
  return words;
}

/** What a title or heading is also indexed by: the parts of each API name in it (identifierParts). */
export function partWords(text: string): string[] {
  var words = splitWords(text);
  var out: string[] = [];
  for (var i = 0; i < words.length; i++) {
    var parts = identifierParts(words[i]!);
    for (var p = 0; p < parts.length; p++) out.push(parts[p]!);
  }
  return out;
}
