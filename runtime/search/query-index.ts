// Runs a reader's query against loaded search indexes: finds the records (page and section) that
// match, ranks their pages, and cuts each result's snippet from the section that matched, with
// the matched words marked. One pure function over the index data (no DOM, no lunr), so the
// search worker, the tests, the benchmarks and the Gecko 48 phone script all rank the same way.
// ES5-safe (no let/const, classes, destructuring or for-of): the phone script can bundle it.
import { isMigrationRoute, type LoadedIndex } from './load-index.ts';
import { identifierParts, nameParts, searchTerm, searchWordRe, splitWords } from './search-words.ts';

/** [start, end) of a highlighted word in a string. */
export type Mark = [number, number];

/** A section of a result's page that matched too, linked to its anchor. */
export interface SectionHit {
  anchor: string;
  heading: string;
  headingMarks: Mark[];
  snippet: string;
  snippetMarks: Mark[];
}

/** One page of the results: it opens at `anchor` (the best-matching section, or '' for the top). */
export interface SearchHit {
  route: string;
  title: string;
  version: string;
  score: number;
  titleMarks: Mark[];
  anchor: string;
  /** Heading of the section the result opens at ('' for the top of the page). */
  heading: string;
  headingMarks: Mark[];
  snippet: string;
  snippetMarks: Mark[];
  /** Other sections of the page that matched, best first. */
  sections: SectionHit[];
}

export interface SearchOptions {
  /** Pages returned at most. */
  limit: number;
  /** Groups of words or phrases that mean the same (site.config.ts `search.synonyms`). */
  synonyms?: string[][];
  /** With several indexes, the version ranked first among equals (the current one). */
  preferVersion?: string | null;
}

// Ranking, in one place. A concept is one thing the query asks for: a word, or a phrase of the
// synonym table with its alternatives. A record's score for a concept is its best alternative's
// BM25 weight (titles and headings weigh ten times text, set at build time).
/** The member of a dotted name (`add` in navigator.mozAlarms.add) is what the query asks about. */
var memberWeight = 2;
var dottedNameRe = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+/g;
/** A page or section whose title is the query, word for word. */
var exactTitleBoost = 1.5;
/** A term's weight in its record's other fields, next to its best field's. */
var otherFields = 0.2;
/** A synonym that was not typed counts a little less than the words typed. */
var synonymWeight = 0.8;
/** An API name found only by its parts (`getDeviceStorages` -> device, storages). */
var partsWeight = 0.5;
/** The last word while it is typed, found as the start of a longer term. */
var prefixWeight = 0.4;
/** A section's own matches: a page about the query beats a section of a page about something else. */
var sectionWeight = 0.8;
/** How much of its page's own record (the title) a section borrows: "freeSpace return value". */
var pageContext = 0.5;
/** A page whose sections together, but none alone, hold the query. */
var spreadWeight = 0.6;
/** Reference pages come before their migration mirrors unless the query says migrate. */
var mirrorFactor = 0.5;
/** …and migration pages come first when it does. */
var migrationBoost = 1.5;
var migrationTermRe = /^migrat/;
/** The preferred version first among results of about the same score. */
var preferredVersionBoost = 1.25;
var maxWords = 12;
/** Terms a prefix expands to at most (the shortest: the likeliest completions). */
var maxPrefixTerms = 40;
var sectionsShown = 3;
var snippetLength = 160;
var snippetLead = 40;

interface Alternative {
  /** Exact terms, all of which a record must hold; empty for a prefix. */
  terms: string[];
  /** A lower-cased start of terms, or ''. */
  prefix: string;
  weight: number;
  /** Used only when the concept's typed term is in no record of the index. */
  fallback: boolean;
}

interface Concept {
  alternatives: Alternative[];
  weight: number;
  /** The concept is "migrate": a page in a migration folder holds it whatever its words. */
  migration: boolean;
}

export interface ParsedQuery {
  concepts: Concept[];
  /** Terms whose words are marked in titles and snippets. */
  marked: Record<string, true>;
  /** Lower-cased starts of words that are marked too. */
  prefixes: string[];
  /** The first two letters of each marked term (one for a term of one letter). */
  starts: Record<string, true>;
  /** The query asks about migrating: mirrors are not put after reference pages. */
  migration: boolean;
  /** The query's words, lower-cased, one space apart: a title that reads the same is an exact match. */
  key: string;
}

/** The synonym table as term sequences, parsed once per table. */
var parsedTable: string[][] | undefined;
var parsedGroups: string[][][] = [];

function termsOf(phrase: string): string[] {
  var words = splitWords(phrase);
  var out: string[] = [];
  for (var i = 0; i < words.length; i++) {
    var term = searchTerm(words[i]!.toLowerCase());
    if (term) out.push(term);
  }
  return out;
}

function synonymGroups(table: string[][]): string[][][] {
  if (parsedTable === table) return parsedGroups;
  parsedTable = table;
  parsedGroups = [];
  for (var g = 0; g < table.length; g++) {
    var group: string[][] = [];
    for (var p = 0; p < table[g]!.length; p++) {
      var terms = termsOf(table[g]![p]!);
      if (terms.length) group.push(terms);
    }
    if (group.length > 1) parsedGroups.push(group);
  }
  return parsedGroups;
}

/** A text's words, lower-cased, one space apart: `DataStore.sync()` -> "datastore sync". */
export function wordsKey(text: string): string {
  return splitWords(text).join(' ').toLowerCase();
}

function sameTerms(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The query's concepts: its words (stop words left out), with phrases of the synonym table as one. */
export function parseQuery(query: string, synonyms: string[][]): ParsedQuery {
  var words = splitWords(query).slice(0, maxWords);
  // The last word may be unfinished, unless a space follows it.
  var typing = !/\s$/.test(query);
  var content: Array<{ word: string; lower: string; term: string; last: boolean }> = [];
  for (var i = 0; i < words.length; i++) {
    var lower = words[i]!.toLowerCase();
    var term = searchTerm(lower);
    if (term) content.push({ word: words[i]!, lower: lower, term: term, last: i === words.length - 1 });
  }
  // Only stop words ("how to"): the last one is taken as the start of a word.
  if (!content.length && words.length && typing) {
    var only = words[words.length - 1]!.toLowerCase();
    if (only.length > 1) content.push({ word: only, lower: only, term: only, last: true });
  }
  var groups = synonymGroups(synonyms);
  var parsed: ParsedQuery = { concepts: [], marked: Object.create(null), prefixes: [], starts: Object.create(null), migration: false, key: wordsKey(query) };
  var members: Record<string, true> = Object.create(null);
  var dotted = query.match(dottedNameRe) || [];
  for (var d = 0; d < dotted.length; d++) members[dotted[d]!.slice(dotted[d]!.lastIndexOf('.') + 1).toLowerCase()] = true;
  var add = function (alternative: Alternative) {
    for (var t = 0; t < alternative.terms.length; t++) {
      parsed.marked[alternative.terms[t]!] = true;
      parsed.starts[alternative.terms[t]!.slice(0, 2)] = true;
    }
    if (alternative.prefix) parsed.prefixes.push(alternative.prefix);
    return alternative;
  };
  for (var at = 0; at < content.length; ) {
    // The longest phrase of the synonym table that starts here.
    var best: { group: string[][]; phrase: string[] } | null = null;
    for (var g = 0; g < groups.length; g++) {
      for (var p = 0; p < groups[g]!.length; p++) {
        var phrase = groups[g]![p]!;
        if (at + phrase.length > content.length || (best && best.phrase.length >= phrase.length)) continue;
        var typed: string[] = [];
        for (var k = 0; k < phrase.length; k++) typed.push(content[at + k]!.term);
        if (sameTerms(typed, phrase)) best = { group: groups[g]!, phrase: phrase };
      }
    }
    var alternatives: Alternative[] = [];
    if (best) {
      for (var q = 0; q < best.group.length; q++) {
        alternatives.push(add({ terms: best.group[q]!, prefix: '', weight: best.group[q] === best.phrase ? 1 : synonymWeight, fallback: false }));
      }
      at += best.phrase.length;
      parsed.concepts.push({ alternatives: alternatives, weight: 1, migration: false });
      continue;
    }
    var entry = content[at]!;
    alternatives.push(add({ terms: [entry.term], prefix: '', weight: 1, fallback: false }));
    var parts = nameParts(entry.word);
    if (parts.length) {
      var partTerms = termsOf(parts.join(' '));
      if (partTerms.length) alternatives.push(add({ terms: partTerms, prefix: '', weight: partsWeight, fallback: true }));
    }
    if (entry.last && typing) {
      alternatives.push(add({ terms: [], prefix: entry.lower, weight: prefixWeight, fallback: false }));
      // Stems are often shorter than the word being typed: "securit" is on its way to "secur".
      for (var cut = entry.lower.length - 1; cut >= Math.max(3, entry.lower.length - 3); cut--) {
        alternatives.push({ terms: [entry.lower.slice(0, cut)], prefix: '', weight: prefixWeight, fallback: false });
      }
    }
    var migration = migrationTermRe.test(entry.term);
    if (migration) parsed.migration = true;
    parsed.concepts.push({ alternatives: alternatives, weight: members[entry.lower] === true ? memberWeight : 1, migration: migration });
    at++;
  }
  return parsed;
}

/** Position of term in the sorted terms, or -1. */
function findTerm(terms: string[], term: string): number {
  var low = lowerBound(terms, term);
  return terms[low] === term ? low : -1;
}

function lowerBound(terms: string[], text: string): number {
  var low = 0;
  var high = terms.length;
  while (low < high) {
    var mid = (low + high) >>> 1;
    if (terms[mid]! < text) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Term positions an alternative reads: its exact terms (null if one is missing) or a prefix's completions. */
function alternativeTerms(index: LoadedIndex, alternative: Alternative): number[] | null {
  var terms = index.file.terms;
  var out: number[] = [];
  if (alternative.prefix) {
    for (var i = lowerBound(terms, alternative.prefix); i < terms.length && terms[i]!.lastIndexOf(alternative.prefix, 0) === 0; i++) out.push(i);
    if (out.length > maxPrefixTerms) out = out.sort((a, b) => terms[a]!.length - terms[b]!.length || a - b).slice(0, maxPrefixTerms);
    return out.length ? out : null;
  }
  for (var t = 0; t < alternative.terms.length; t++) {
    var position = findTerm(terms, alternative.terms[t]!);
    if (position < 0) return null;
    out.push(position);
  }
  return out;
}

/** A stored weight code as the weight (compiler/emit/emit-search-index.ts, weightCode). */
var weights: number[] = [];
function weightOf(code: number): number {
  var weight = weights[code];
  if (weight === undefined) weight = weights[code] = Math.pow(1.1, code) / 10;
  return weight;
}

/** Scratch arrays of one index's size, reused by every query. */
interface Scratch {
  sum: Float64Array;
  held: Int32Array;
  term: Float64Array;
  top: Float64Array;
  listed: Uint8Array;
}
var scratches: Array<{ index: LoadedIndex; scratch: Scratch }> = [];

function scratchOf(index: LoadedIndex): Scratch {
  for (var i = 0; i < scratches.length; i++) if (scratches[i]!.index === index) return scratches[i]!.scratch;
  var count = index.file.records.length;
  var scratch = { sum: new Float64Array(count), held: new Int32Array(count), term: new Float64Array(count), top: new Float64Array(count), listed: new Uint8Array(count) };
  // A few indexes at a time (every version): older ones are let go.
  if (scratches.length >= 8) scratches.shift();
  scratches.push({ index: index, scratch: scratch });
  return scratch;
}

/** The indexes searched together: their terms' weights are compared as if they were one index. */
interface Collection {
  indexes: LoadedIndex[];
  records: number;
}

function documentFrequency(index: LoadedIndex, term: number): number {
  var postings = index.file.postings;
  var count = 0;
  for (var f = 0; f < postings.length; f++) count += postings[f]![term]!.length / 2;
  return count;
}

/** lunr's inverse document frequency (lunr.idf): a record counts once per field that holds the term. */
function inverseFrequency(records: number, holding: number): number {
  return Math.log(1 + Math.abs((records - holding + 0.5) / (holding + 0.5)));
}

/**
 * What a term's weights in one index are multiplied by so that several indexes rank as one: the
 * stored weights hold the term's rarity in their own version, and a word found in most of the six
 * pages of 2.6 ("security") is rare across every version. 1 when one index is searched.
 */
function rarityScale(collection: Collection, index: LoadedIndex, term: number): number {
  if (collection.indexes.length < 2) return 1;
  var text = index.file.terms[term]!;
  var holding = 0;
  for (var i = 0; i < collection.indexes.length; i++) {
    var other = collection.indexes[i]!;
    var at = other === index ? term : findTerm(other.file.terms, text);
    if (at >= 0) holding += documentFrequency(other, at);
  }
  var local = inverseFrequency(index.file.records.length, documentFrequency(index, term));
  return local > 0 ? inverseFrequency(collection.records, holding) / local : 1;
}

/** Each record's weight for one term, summed over the fields, into scratch.term; returns the records. */
function termWeights(collection: Collection, index: LoadedIndex, term: number, scratch: Scratch): number[] {
  var postings = index.file.postings;
  var scale = rarityScale(collection, index, term);
  var records: number[] = [];
  for (var f = 0; f < postings.length; f++) {
    var list = postings[f]![term]!;
    var record = 0;
    for (var i = 0; i < list.length; i += 2) {
      record += list[i]!;
      if (!scratch.listed[record]) {
        scratch.listed[record] = 1;
        records.push(record);
      }
      var weight = weightOf(list[i + 1]!) * scale;
      scratch.term[record] = scratch.term[record]! + weight;
      if (weight > scratch.top[record]!) scratch.top[record] = weight;
    }
  }
  // The best field counts in full, the others a little: a word in the title and again in the
  // text is one piece of evidence, not two (a "dismax" over the fields).
  for (var r = 0; r < records.length; r++) {
    var at = records[r]!;
    scratch.term[at] = scratch.top[at]! + otherFields * (scratch.term[at]! - scratch.top[at]!);
    scratch.top[at] = 0;
  }
  return records;
}

/** Each concept's score per record (0: no match), and the records any concept reached. */
function scoreConcepts(collection: Collection, index: LoadedIndex, concepts: Concept[]): { scores: Float64Array[]; touched: number[] } {
  var count = index.file.records.length;
  var scratch = scratchOf(index);
  var reached = new Uint8Array(count);
  var touched: number[] = [];
  var scores: Float64Array[] = [];
  for (var c = 0; c < concepts.length; c++) {
    var best = new Float64Array(count);
    scores.push(best);
    var alternatives = concepts[c]!.alternatives;
    var typedFound = alternativeTerms(index, alternatives[0]!) !== null;
    for (var a = 0; a < alternatives.length; a++) {
      var alternative = alternatives[a]!;
      if (alternative.fallback && typedFound) continue;
      var positions = alternativeTerms(index, alternative);
      if (!positions) continue;
      var local: number[] = [];
      for (var t = 0; t < positions.length; t++) {
        var records = termWeights(collection, index, positions[t]!, scratch);
        for (var r = 0; r < records.length; r++) {
          var record = records[r]!;
          if (!scratch.held[record]) local.push(record);
          // Exact terms add up; a prefix scores its best completion.
          if (alternative.prefix) scratch.sum[record] = Math.max(scratch.sum[record]!, scratch.term[record]!);
          else scratch.sum[record] = scratch.sum[record]! + scratch.term[record]!;
          scratch.held[record] = alternative.prefix ? 1 : scratch.held[record]! + 1;
          scratch.term[record] = 0;
          scratch.listed[record] = 0;
        }
      }
      var needed = alternative.prefix ? 1 : positions.length;
      for (var i = 0; i < local.length; i++) {
        var hit = local[i]!;
        if (scratch.held[hit]! >= needed) {
          // A phrase ("wi fi", "device storage") is one concept: its words' mean, not their sum.
          var score = (concepts[c]!.weight * alternative.weight * scratch.sum[hit]!) / needed;
          if (score > best[hit]!) best[hit] = score;
          if (!reached[hit]) {
            reached[hit] = 1;
            touched.push(hit);
          }
        }
        scratch.sum[hit] = 0;
        scratch.held[hit] = 0;
      }
    }
  }
  return { scores: scores, touched: touched };
}

interface PageMatch {
  index: LoadedIndex;
  page: number;
  /** How many of the query's concepts the page holds: results that hold more come first. */
  held: number;
  score: number;
  /** The record the result opens at (the page's own record for the top). */
  record: number;
  /** Matching section records with their own scores. */
  sections: Array<{ record: number; score: number }>;
}

interface Candidate {
  held: number;
  score: number;
  record: number;
}

/** A way of answering from one page: its concept scores summed, and how many concepts it holds. */
function candidate(values: number[], record: number): Candidate {
  var score = 0;
  var held = 0;
  for (var i = 0; i < values.length; i++) {
    score += values[i]!;
    if (values[i]! > 0) held++;
  }
  return { held: held, score: score, record: record };
}

/** Like a search service's "words" rule: more of the query first, then the better score. */
function better(a: Candidate, b: Candidate): boolean {
  return a.held > b.held || (a.held === b.held && a.score > b.score);
}

/** The concepts a migration page holds: those its record holds, and "migrate" itself. */
function migrationHeld(concepts: Concept[], scores: Float64Array[], record: number): number {
  var held = 0;
  for (var c = 0; c < concepts.length; c++) if (concepts[c]!.migration || scores[c]![record]! > 0) held++;
  return held;
}

/** wordsKey of a record's title (its page's title, or its heading), remembered per index. */
function recordKey(index: LoadedIndex, record: number): string {
  var key = index.recordKeys[record];
  if (key === undefined) {
    var found = index.file.records[record]!;
    key = index.recordKeys[record] = wordsKey(found.anchor ? found.heading : index.file.pages[found.page]!.title);
  }
  return key;
}

function rankPages(collection: Collection, index: LoadedIndex, parsed: ParsedQuery, preferVersion: string | null): PageMatch[] {
  var concepts = parsed.concepts;
  var scored = scoreConcepts(collection, index, concepts);
  var scores = scored.scores;
  var records = index.file.records;
  var byPage: Record<number, { records: number[]; spread: number[] }> = {};
  var pages: number[] = [];
  for (var i = 0; i < scored.touched.length; i++) {
    var record = scored.touched[i]!;
    var page = records[record]!.page;
    var entry = byPage[page];
    if (!entry) {
      entry = byPage[page] = { records: [], spread: [] };
      for (var c = 0; c < concepts.length; c++) entry.spread.push(0);
      pages.push(page);
    }
    entry.records.push(record);
    for (var k = 0; k < concepts.length; k++) entry.spread[k] = Math.max(entry.spread[k]!, scores[k]![record]!);
  }
  var factor = preferVersion && index.version === preferVersion ? preferredVersionBoost : 1;
  var out: PageMatch[] = [];
  for (var p = 0; p < pages.length; p++) {
    var pageNumber = pages[p]!;
    var own = index.pageRecords[pageNumber]!;
    var found = byPage[pageNumber]!;
    var sections: Array<{ record: number; score: number }> = [];
    var alone: number[] = [];
    for (var x = 0; x < concepts.length; x++) alone.push(scores[x]![own]!);
    var top = candidate(alone, own);
    for (var s = 0; s < found.records.length; s++) {
      var section = found.records[s]!;
      if (section === own) continue;
      var values: number[] = [];
      var itself = 0;
      for (var y = 0; y < concepts.length; y++) {
        itself += scores[y]![section]!;
        values.push(Math.max(sectionWeight * scores[y]![section]!, pageContext * scores[y]![own]!));
      }
      sections.push({ record: section, score: itself });
      var next = candidate(values, section);
      if (better(next, top)) top = next;
    }
    sections.sort((a, b) => b.score - a.score || a.record - b.record);
    var spread: number[] = [];
    for (var z = 0; z < concepts.length; z++) spread.push(spreadWeight * found.spread[z]!);
    var whole = candidate(spread, sections.length ? sections[0]!.record : own);
    if (better(whole, top)) top = whole;
    var route = index.file.pages[pageNumber]!.route;
    var moved = parsed.migration && isMigrationRoute(route);
    if (moved) top = { held: Math.max(top.held, migrationHeld(concepts, scores, top.record) ), score: top.score, record: top.record };
    if (parsed.key === recordKey(index, own)) {
      top = { held: top.held, score: top.score * exactTitleBoost, record: own };
    } else if (parsed.key === recordKey(index, top.record)) {
      top = { held: top.held, score: top.score * exactTitleBoost, record: top.record };
    }
    var mirror = parsed.migration ? (moved ? migrationBoost : 1) : index.mirrors[pageNumber] ? mirrorFactor : 1;
    out.push({ index: index, page: pageNumber, held: top.held, score: top.score * factor * mirror, record: top.record, sections: sections });
  }
  return out;
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A word starts like one of the marked terms: a Porter stem keeps its word's first two letters. */
function mayMark(lower: string, parsed: ParsedQuery): boolean {
  return parsed.starts[lower.slice(0, 2)] === true || parsed.starts[lower.charAt(0)] === true;
}

var capitalInsideRe = /[a-z0-9][A-Z]|_/;

/** The words of text that the query matched: by term, by the start being typed, or by an API name's part. */
export function findMarks(text: string, parsed: ParsedQuery): Mark[] {
  var marks: Mark[] = [];
  var wordRe = new RegExp(searchWordRe.source, 'g');
  var prefixRe = parsed.prefixes.length ? new RegExp('^(?:' + parsed.prefixes.map(escapeRe).join('|') + ')') : null;
  for (var m = wordRe.exec(text); m; m = wordRe.exec(text)) {
    var word = m[0];
    var lower = word.toLowerCase();
    // Stemming every word of every snippet would cost more than the search: most words are
    // ruled out by their first letters.
    var hit = (mayMark(lower, parsed) && parsed.marked[searchTerm(lower) as string] === true) || (prefixRe !== null && prefixRe.test(lower));
    if (!hit && capitalInsideRe.test(word)) {
      var parts = identifierParts(word);
      for (var i = 0; i < parts.length && !hit; i++) hit = mayMark(parts[i]!, parsed) && parsed.marked[searchTerm(parts[i]!) as string] === true;
    }
    if (hit) marks.push([m.index, m.index + word.length]);
  }
  return marks;
}

/** About snippetLength characters of text around its first marked word. */
function cutSnippet(text: string, parsed: ParsedQuery): { snippet: string; snippetMarks: Mark[] } {
  var marks = findMarks(text, parsed);
  var first = marks[0];
  var start = first ? Math.max(0, first[0] - snippetLead) : 0;
  if (start > 0) {
    var space = text.indexOf(' ', start);
    start = space >= 0 && space < first![0] ? space + 1 : start;
  }
  var end = Math.min(text.length, start + snippetLength);
  if (end < text.length) {
    var before = text.lastIndexOf(' ', end);
    if (before > start + snippetLength / 2) end = before;
  }
  var lead = start > 0 ? '…' : '';
  var snippet = lead + text.slice(start, end) + (end < text.length && text.charAt(end - 1) !== '…' ? '…' : '');
  // The text's marks that fall inside the cut, moved to the snippet's offsets.
  var snippetMarks: Mark[] = [];
  for (var i = 0; i < marks.length; i++) {
    if (marks[i]![0] >= start && marks[i]![1] <= end) snippetMarks.push([marks[i]![0] - start + lead.length, marks[i]![1] - start + lead.length]);
  }
  return { snippet: snippet, snippetMarks: snippetMarks };
}

function toHit(match: PageMatch, parsed: ParsedQuery): SearchHit {
  var file = match.index.file;
  var page = file.pages[match.page]!;
  var record = file.records[match.record]!;
  var cut = cutSnippet(record.text, parsed);
  var sections: SectionHit[] = [];
  for (var i = 0; i < match.sections.length && sections.length < sectionsShown; i++) {
    if (match.sections[i]!.record === match.record) continue;
    var section = file.records[match.sections[i]!.record]!;
    var sectionCut = cutSnippet(section.text, parsed);
    sections.push({ anchor: section.anchor, heading: section.heading, headingMarks: findMarks(section.heading, parsed), snippet: sectionCut.snippet, snippetMarks: sectionCut.snippetMarks });
  }
  return {
    route: page.route,
    title: page.title,
    version: file.version,
    score: match.score,
    titleMarks: findMarks(page.title, parsed),
    anchor: record.anchor,
    heading: record.heading,
    headingMarks: findMarks(record.heading, parsed),
    snippet: cut.snippet,
    snippetMarks: cut.snippetMarks,
    sections: sections,
  };
}

/** The best pages for the query across the indexes given, each with its sections. */
export function searchIndexes(indexes: LoadedIndex[], query: string, options: SearchOptions): SearchHit[] {
  var parsed = parseQuery(query, options.synonyms || []);
  if (!parsed.concepts.length) return [];
  var collection: Collection = { indexes: indexes, records: 0 };
  for (var c = 0; c < indexes.length; c++) collection.records += indexes[c]!.file.records.length;
  var matches: PageMatch[] = [];
  for (var i = 0; i < indexes.length; i++) {
    var ranked = rankPages(collection, indexes[i]!, parsed, indexes.length > 1 ? options.preferVersion || null : null);
    for (var k = 0; k < ranked.length; k++) if (ranked[k]!.score > 0) matches.push(ranked[k]!);
  }
  // Ties keep index order, then route order: the same query always lists the same way.
  matches.sort((a, b) => b.held - a.held || b.score - a.score || indexes.indexOf(a.index) - indexes.indexOf(b.index) || a.page - b.page);
  var hits: SearchHit[] = [];
  for (var h = 0; h < matches.length && h < options.limit; h++) hits.push(toHit(matches[h]!, parsed));
  return hits;
}
