// A reader's query as the concepts it asks for: each word (stop words left out) or phrase of the
// site's synonym table (matched with its stop words), with the alternatives that count as it (synonyms, an API name's parts, the
// completions of the word being typed). Pure and ES5-safe (no let/const, classes, destructuring
// or for-of), like every module the Gecko 48 phone script may bundle (query-index.ts).
import { asksWhen, expandContractions, nameParts, searchTerm, splitWords } from './search-words.ts';

/** The member of a dotted name (`add` in navigator.mozAlarms.add) is what the query asks about. */
var memberWeight = 2;
var dottedNameRe = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g;
/**
 * A file's name ("manifest.webmanifest", "app.js") is dotted too, but its last part is its type,
 * not a member the query asks about: the extensions of the files an app is made of.
 */
var fileNameRe = /\.(?:js|mjs|json|html?|css|webapp|webmanifest|png|svg|jpe?g|gif|md|txt|xml|zip)$/i;
/** A synonym that was not typed counts a little less than the words typed. */
var synonymWeight = 0.8;
/** An API name found only by its parts (`getDeviceStorages` -> device, storages). */
var partsWeight = 0.5;
/** The last word while it is typed, found as the start of a longer term. */
var prefixWeight = 0.4;
var migrationTermRe = /^migrat/;
/** A version number as readers write it ("2.5", "3.0"). */
var versionNumberRe = /\b\d+\.\d+\b/g;
/** A possessive's "s" ("the user's location"): split off at the apostrophe it would be a word of its own. */
var possessiveRe = /(\w)['\u2019]s\b/g;
/** Words of a query read at most: its first twelve that are terms (stop words, such as a contraction's, do not count). */
var maxWords = 12;
/** Words run together at most (joined names), and what such a name counts for. */
var maxJoined = 3;
var joinedWeight = 0.25;

/**
 * British and American spellings of one word ("centre key", "center key"; colour, behaviour,
 * recognise, dialogue, analyse): the pages mix them and readers type either, and the stemmer
 * keeps them apart. Each rule turns a word into its other spelling. The -ise and -yse rules fit
 * words of either kind (promise -> promize), which costs nothing: a spelling no page holds finds
 * nothing. The others list their words, as most words ending in -or or -er have no -our or -re form.
 */
var spellings: Array<[RegExp, string]> = [
  [/^(cent|met|lit|fib|theat|calib|sab|spect)re(s)?$/, '$1er$2'],
  [/^(cent|met|lit|fib|theat|calib|sab|spect)red$/, '$1ered'],
  [/^(cent|met|lit|fib|theat|calib|sab|spect)er(s)?$/, '$1re$2'],
  [/^(cent|met|lit|fib|theat|calib|sab|spect)ered$/, '$1red'],
  [/^(arm|behavi|col|endeav|fav|flav|harb|hon|hum|lab|neighb|od|rum|sav|splend|vap|vig)our(s|ed|ing|ite|ites|able|ful)?$/, '$1or$2'],
  [/^(arm|behavi|col|endeav|fav|flav|harb|hon|hum|lab|neighb|od|rum|sav|splend|vap|vig)or(s|ed|ing|ite|ites|able|ful)?$/, '$1our$2'],
  [/^(.{3,})is(e|es|ed|ing|ation|ations)$/, '$1iz$2'],
  [/^(.{3,})iz(e|es|ed|ing|ation|ations)$/, '$1is$2'],
  [/^(.{2,})ys(e|es|ed|ing)$/, '$1yz$2'],
  [/^(.{2,})yz(e|es|ed|ing)$/, '$1ys$2'],
  [/^(dial|catal|anal|monol|prol|epil)ogue(s)?$/, '$1og$2'],
  [/^(dial|catal|anal|monol|prol|epil)og(s)?$/, '$1ogue$2'],
];

/** The terms of a word's other spellings (spellings), without its own. */
function otherSpellings(lower: string, term: string): string[] {
  var out: string[] = [];
  for (var i = 0; i < spellings.length; i++) {
    if (!spellings[i]![0].test(lower)) continue;
    var other = searchTerm(lower.replace(spellings[i]![0], spellings[i]![1]));
    if (other && other !== term && out.indexOf(other) < 0) out.push(other);
  }
  return out;
}

/**
 * The other form of an -ify verb or its -ification noun, which Porter's stemmer leaves apart
 * (notify -> notifi, notification -> notif; certified, certification): a reader asks to be
 * notified, the page is about notifications. A form no page holds finds nothing.
 */
function otherForm(term: string): string | null {
  if (term.length >= 5 && /ifi$/.test(term)) return term.slice(0, -1);
  if (term.length >= 5 && /if$/.test(term)) return term + 'i';
  return null;
}

export interface Alternative {
  /** Exact terms, all of which a record must hold; empty for a prefix. */
  terms: string[];
  /** A lower-cased start of terms, or ''. */
  prefix: string;
  weight: number;
  /** Used only when the concept's typed term is in no record of the index. */
  fallback: boolean;
  /** A start of the word being typed, taken as a term ("securit" for "secur"): it says nothing of the word's rarity. */
  partial?: boolean;
  /** Found only in what names a record's subject: its title or heading, their API names' parts, the page's API names. */
  namesOnly?: boolean;
}

export interface Concept {
  alternatives: Alternative[];
  weight: number;
  /** The concept is "migrate": a page in a migration folder holds it whatever its words. */
  migration: boolean;
  /**
   * Words of the query run together ("bluetooth device" -> bluetoothdevice): it adds to the
   * score of the page of that API name, not to the share of the query a page holds.
   */
  bonus?: boolean;
}

export interface ParsedQuery {
  concepts: Concept[];
  /** Terms whose words are marked in titles and snippets. */
  marked: Record<string, true>;
  /** Lower-cased starts of words that are marked too. */
  prefixes: string[];
  /** The start every word of a marked term begins with (stemStart). */
  starts: Record<string, true>;
  /** The query asks about migrating: mirrors are not put after reference pages. */
  migration: boolean;
  /** The query asks when something happens (asksWhen): event pages come first. */
  event: boolean;
  /** The query's words, lower-cased, one space apart: a title that reads the same is an exact match. */
  key: string;
  /** Terms of the interfaces the query's dotted names are members of: `client` for clients.openWindow. */
  owners: Record<string, true>;
  /** find-marks.ts's patterns for this query, made on first use. */
  finder?: { words: RegExp; prefix: RegExp | null };
}

/**
 * A phrase of the synonym table: its words as the query's are compared with it (`tokens`: each
 * word's term, or a stop word as written, marked), and the terms it is found by in the index.
 */
interface Phrase {
  tokens: string[];
  terms: string[];
}

/** The synonym table as phrases, parsed once per table. */
var parsedTable: string[][] | undefined;
var parsedGroups: Phrase[][] = [];

/** What a word is compared by in a phrase: its term, or a stop word itself (marked so no term equals it). */
function tokenOf(lower: string, term: string | null): string {
  return term === null ? '\u0000' + lower : term;
}

function phraseOf(text: string): Phrase {
  var words = splitWords(text);
  var phrase: Phrase = { tokens: [], terms: [] };
  for (var i = 0; i < words.length; i++) {
    var lower = words[i]!.toLowerCase();
    var term = searchTerm(lower);
    phrase.tokens.push(tokenOf(lower, term));
    if (term) phrase.terms.push(term);
  }
  return phrase;
}

/** A text's terms (stop words left out), as the index holds them. */
function termsOf(text: string): string[] {
  return phraseOf(text).terms;
}

/** A group needs two phrases, one of them found by terms: a phrase of stop words alone ("how many") is a reader's, found through the others. */
function synonymGroups(table: string[][]): Phrase[][] {
  if (parsedTable === table) return parsedGroups;
  parsedTable = table;
  parsedGroups = [];
  for (var g = 0; g < table.length; g++) {
    var group: Phrase[] = [];
    var found = false;
    for (var p = 0; p < table[g]!.length; p++) {
      var phrase = phraseOf(table[g]![p]!);
      if (!phrase.tokens.length) continue;
      group.push(phrase);
      if (phrase.terms.length) found = true;
    }
    if (group.length > 1 && found) parsedGroups.push(group);
  }
  return parsedGroups;
}

/**
 * The letters every word with this stem begins with: Porter's steps change at most the last two
 * letters of what they leave, so a stem of five letters or more keeps its word's first three, a
 * shorter one its first two (a test checks this on the site's vocabulary). find-marks.ts stems
 * only the words that begin so.
 */
export function stemStart(term: string): string {
  return term.slice(0, term.length >= 5 ? 3 : 2);
}

/**
 * A text's terms, one space apart: `DataStore.sync()` -> "datastor sync". Stop words are left
 * out and words stemmed, so a heading reads like the query however either puts it ("new in 3.0"
 * and "What is new in 3.0"); a text of stop words alone keeps its words, lower-cased.
 */
export function wordsKey(text: string): string {
  var terms = termsOf(text);
  return terms.length ? terms.join(' ') : splitWords(text).join(' ').toLowerCase();
}

function sameTerms(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The query's concepts: its words (stop words left out), with phrases of the synonym table as one. */
export function parseQuery(query: string, synonyms: string[][]): ParsedQuery {
  var words = splitWords(expandContractions(query).replace(possessiveRe, '$1'));
  // The last word may be unfinished, unless a space follows it.
  var typing = !/\s$/.test(query);
  // Every word, stop words too (`tokens`: what phrases of the synonym table are compared with),
  // and the words that are terms (`content`), each with its place among all of them.
  var tokens: string[] = [];
  var content: Array<{ word: string; lower: string; term: string; last: boolean; at: number }> = [];
  for (var i = 0; i < words.length; i++) {
    var lower = words[i]!.toLowerCase();
    var term = searchTerm(lower);
    tokens.push(tokenOf(lower, term));
    if (!term) continue;
    // The query ends at its maxWords-th term.
    if (content.length === maxWords - 1) words = words.slice(0, i + 1);
    content.push({ word: words[i]!, lower: lower, term: term, last: i === words.length - 1, at: i });
  }
  // Only stop words ("how to"): the last one is taken as the start of a word.
  if (!content.length && words.length && typing) {
    var only = words[words.length - 1]!.toLowerCase();
    if (only.length > 1) content.push({ word: only, lower: only, term: only, last: true, at: words.length - 1 });
  }
  var groups = synonymGroups(synonyms);
  var parsed: ParsedQuery = { concepts: [], marked: Object.create(null), prefixes: [], starts: Object.create(null), migration: false, event: asksWhen(words), key: wordsKey(query), owners: Object.create(null) };
  var members: Record<string, true> = Object.create(null);
  // A query naming two versions ("my 2.5 GPS code on 3.0") asks about going from one to the
  // other, wherever the numbers stand: the synonym table's "2.5 to 3.0" finds them side by side
  // only. The numbers are read from the query as typed (splitWords cuts "2.5" in two).
  var versions = query.match(versionNumberRe) || [];
  for (var n = 1; n < versions.length; n++) if (versions[n] !== versions[0]) parsed.migration = true;
  var dotted = query.match(dottedNameRe) || [];
  for (var d = 0; d < dotted.length; d++) {
    // `response.json()` is a call all the same.
    if (fileNameRe.test(dotted[d]!) && query.indexOf(dotted[d]! + '(') < 0) continue;
    var lastDot = dotted[d]!.lastIndexOf('.');
    members[dotted[d]!.slice(lastDot + 1).toLowerCase()] = true;
    var owner = searchTerm(dotted[d]!.slice(dotted[d]!.lastIndexOf('.', lastDot - 1) + 1, lastDot).toLowerCase());
    if (owner) parsed.owners[owner] = true;
  }
  var add = function (alternative: Alternative) {
    for (var t = 0; t < alternative.terms.length; t++) {
      parsed.marked[alternative.terms[t]!] = true;
      parsed.starts[stemStart(alternative.terms[t]!)] = true;
    }
    if (alternative.prefix) parsed.prefixes.push(alternative.prefix);
    return alternative;
  };
  // `next`: the first content word not yet read; `word`: the place among all words reading starts at.
  for (var next = 0, word = 0; word < words.length; ) {
    // The longest phrase of the synonym table that starts here (`end`: the place after it). A
    // phrase is compared with the words as typed, stop words included, since they can be its
    // meaning ("how many", "turn on"); one of two terms or more also with the query's terms alone,
    // as a page's words are indexed ("2.5 to 3.0" in "between 2.5 and 3.0").
    var best: { group: Phrase[]; phrase: Phrase; end: number; read: number } | null = null;
    for (var g = 0; g < groups.length; g++) {
      for (var p = 0; p < groups[g]!.length; p++) {
        var phrase = groups[g]![p]!;
        var span = phrase.tokens.length;
        if (word + span <= words.length && (!best || best.end < word + span) && sameTerms(tokens.slice(word, word + span), phrase.tokens)) {
          var read = next;
          while (read < content.length && content[read]!.at < word + span) read++;
          best = { group: groups[g]!, phrase: phrase, end: word + span, read: read };
        }
        var count = phrase.terms.length;
        if (count < 2 || next + count > content.length || content[next]!.at !== word) continue;
        var typed: string[] = [];
        for (var k = 0; k < count; k++) typed.push(content[next + k]!.term);
        var end = content[next + count - 1]!.at + 1;
        if ((!best || best.end < end) && sameTerms(typed, phrase.terms)) best = { group: groups[g]!, phrase: phrase, end: end, read: next + count };
      }
    }
    var alternatives: Alternative[] = [];
    if (best) {
      // A phrase the table makes a synonym of "migrate" ("upgrading to 3.0") asks about migrating.
      var migrating = false;
      for (var q = 0; q < best.group.length; q++) {
        var terms = best.group[q]!.terms;
        // A phrase of stop words alone is found by its synonyms only, and they count as typed:
        // they are the only way the reader's words can be searched.
        if (terms.length) alternatives.push(add({ terms: terms, prefix: '', weight: best.group[q] === best.phrase || !best.phrase.terms.length ? 1 : synonymWeight, fallback: false }));
        if (terms.length === 1 && migrationTermRe.test(terms[0]!)) migrating = true;
      }
      var typedForm = best.phrase.terms.length === 1 ? otherForm(best.phrase.terms[0]!) : null;
      if (typedForm) alternatives.push(add({ terms: [typedForm], prefix: '', weight: 1, fallback: false }));
      if (migrating) parsed.migration = true;
      parsed.concepts.push({ alternatives: alternatives, weight: 1, migration: migrating });
      word = best.end;
      next = best.read;
      continue;
    }
    if (next >= content.length || content[next]!.at !== word) {
      word++;
      continue;
    }
    var entry = content[next]!;
    alternatives.push(add({ terms: [entry.term], prefix: '', weight: 1, fallback: false }));
    var others = otherSpellings(entry.lower, entry.term);
    var form = otherForm(entry.term);
    if (form && others.indexOf(form) < 0) others.push(form);
    for (var o = 0; o < others.length; o++) alternatives.push(add({ terms: [others[o]!], prefix: '', weight: 1, fallback: false }));
    var parts = nameParts(entry.word);
    if (parts.length) {
      var partTerms = termsOf(parts.join(' '));
      if (partTerms.length) alternatives.push(add({ terms: partTerms, prefix: '', weight: partsWeight, fallback: true }));
    }
    if (entry.last && typing) {
      alternatives.push(add({ terms: [], prefix: entry.lower, weight: prefixWeight, fallback: false }));
      // Stems are often shorter than the word being typed: "securit" is on its way to "secur".
      for (var cut = entry.lower.length - 1; cut >= Math.max(3, entry.lower.length - 3); cut--) {
        alternatives.push({ terms: [entry.lower.slice(0, cut)], prefix: '', weight: prefixWeight, fallback: false, partial: true });
      }
    }
    var migration = migrationTermRe.test(entry.term);
    if (migration) parsed.migration = true;
    parsed.concepts.push({ alternatives: alternatives, weight: members[entry.lower] === true ? memberWeight : 1, migration: migration });
    next++;
    word++;
  }
  // Neighbouring words run together, as an API name writes them: "bluetooth device" finds
  // `BluetoothDevice`, "gatt server" `BluetoothGattServer`'s `gattserver`, whole.
  for (var j = 0; j + 1 < content.length; j++) {
    var joined = content[j]!.lower;
    for (var n = j + 1; n < content.length && n <= j + maxJoined - 1; n++) {
      joined += content[n]!.lower;
      var joinedTerm = searchTerm(joined);
      if (joinedTerm) parsed.concepts.push({ alternatives: [add({ terms: [joinedTerm], prefix: '', weight: joinedWeight, fallback: false, namesOnly: true })], weight: 1, migration: false, bonus: true });
    }
  }
  return parsed;
}
