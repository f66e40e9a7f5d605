// Scores each record of an index for each concept of a query, from the BM25 weights the build
// stored term by term (compiler/emit/emit-search-index.ts). A record's score for a concept is its
// best alternative's. Pure and ES5-safe (no let/const, classes, destructuring or for-of), like
// every module the Gecko 48 phone script may bundle (query-index.ts).
import type { LoadedIndex } from './load-index.ts';
import { fieldBoost } from './search-fields.ts';
import { postingList } from './posting-lists.ts';
import type { Alternative, Concept } from './parse-query.ts';

/** A term's weight in its record's other fields, next to its best field's. */
var otherFields = 0.2;
/** The fields whose boost a common word does not get in full: a title or heading, and its API names' parts. */
var subjectFields: Record<string, true> = { title: true, parts: true };
/** The fields that name a record's subject: its title or heading, their API names' parts, its page's API names. */
var nameFields: Record<string, true> = { title: true, parts: true, names: true };
/**
 * How steeply a word's rarity among titles and headings falls: they are few and short, so a word
 * heading twenty of them is common there; one heading a single section names that section's subject.
 */
var titleRarityPower = 4;
/**
 * How much of its rarity a query word that names no page's subject keeps in a page's share of
 * the query (conceptRarities), and how many of the collection's records (a share of them) must
 * hold a word in a title, heading or API name for it to count in full. "check whether the phone is
 * connected to wifi right now": "whether", "right" and "now" head no title on the site, so a page
 * missing them loses less than one missing "wifi" or "connected", which name pages. Such words
 * still count: half their rarity (over the 369 queries of the SFP site's tuned-on sets, 0.5 puts
 * five more answers first than 0.7 did; 0.35 and 0.6 fewer).
 */
var plainWordShare = 0.5;
var namingShare = 1 / 250;
/** Terms a prefix expands to at most (the shortest: the likeliest completions). */
var maxPrefixTerms = 40;

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
  /** Records counted once already (recordFrequency). */
  seen: Uint8Array;
  /** Per record: the current term was found in what names its subject (nameFields). */
  named: Uint8Array;
  /** Per record: the current alternative's terms found so. */
  namedTerms: Int32Array;
}
var scratches: Array<{ index: LoadedIndex; scratch: Scratch }> = [];

function scratchOf(index: LoadedIndex): Scratch {
  for (var i = 0; i < scratches.length; i++) if (scratches[i]!.index === index) return scratches[i]!.scratch;
  var count = index.file.records.length;
  var scratch = { sum: new Float64Array(count), held: new Int32Array(count), term: new Float64Array(count), top: new Float64Array(count), listed: new Uint8Array(count), seen: new Uint8Array(count), named: new Uint8Array(count), namedTerms: new Int32Array(count) };
  // A few indexes at a time (every version): older ones are let go.
  if (scratches.length >= 8) scratches.shift();
  scratches.push({ index: index, scratch: scratch });
  return scratch;
}

/** The indexes searched together: their terms' weights are compared as if they were one index. */
export interface Collection {
  indexes: LoadedIndex[];
  records: number;
}

/** lunr's document frequency, which the stored weights were computed with: a record counts once per field that holds the term. */
function fieldFrequency(index: LoadedIndex, term: number): number {
  var count = 0;
  for (var f = 0; f < index.file.fields.length; f++) count += postingList(index, f, term).length / 2;
  return count;
}

/**
 * How many records hold the term in the fields `only` names (every field when null), each counted
 * once: an API name in a title is also in the record's names and text, and is no commoner for it.
 */
function recordFrequency(index: LoadedIndex, term: number, only: Record<string, true> | null): number {
  var seen = scratchOf(index).seen;
  var marked: number[] = [];
  for (var f = 0; f < index.file.fields.length; f++) {
    if (only && only[index.file.fields[f]!] !== true) continue;
    var list = postingList(index, f, term);
    var record = 0;
    for (var i = 0; i < list.length; i += 2) {
      record += list[i]!;
      if (!seen[record]) {
        seen[record] = 1;
        marked.push(record);
      }
    }
  }
  for (var m = 0; m < marked.length; m++) seen[marked[m]!] = 0;
  return marked.length;
}

/** recordFrequency over every index of the collection, the term found by its text in each. */
function collectionRecords(collection: Collection, text: string, only: Record<string, true> | null): number {
  var holding = 0;
  for (var i = 0; i < collection.indexes.length; i++) {
    var index = collection.indexes[i]!;
    var at = findTerm(index.file.terms, text);
    if (at >= 0) holding += recordFrequency(index, at, only);
  }
  return holding;
}

/** lunr's inverse document frequency (lunr.idf). */
function inverseFrequency(records: number, holding: number): number {
  return Math.log(1 + Math.abs((records - holding + 0.5) / (holding + 0.5)));
}

/** What the query's scoring needs to know of one term across the collection. */
interface TermRarity {
  /**
   * What its stored weights are multiplied by so that several indexes rank as one: they hold the
   * term's rarity in their own version, and a word found in most of the six pages of 2.6
   * ("security") is rare across every version. 1 when one index is searched.
   */
  scale: number;
  /**
   * How much of a title's or heading's boost (and their API names' parts') the term gets, from 0
   * to 1: its rarity over the collection against the rarest a term can be, or its rarity among
   * titles and headings, whichever is higher. A title word found in hundreds of records ("app",
   * "permissions", "example") says little about what the page is about; a rare one
   * ("mediasource") names its subject, and so does one that heads a single section, however
   * common in text ("rejected": promises reject everywhere).
   */
  specific: number;
}

function rarityOf(collection: Collection, index: LoadedIndex, term: number): TermRarity {
  var scale = 1;
  if (collection.indexes.length > 1) {
    var text = index.file.terms[term]!;
    var pairs = 0;
    for (var i = 0; i < collection.indexes.length; i++) {
      var other = collection.indexes[i]!;
      var at = other === index ? term : findTerm(other.file.terms, text);
      if (at >= 0) pairs += fieldFrequency(other, at);
    }
    var local = inverseFrequency(index.file.records.length, fieldFrequency(index, term));
    scale = local > 0 ? inverseFrequency(collection.records, pairs) / local : 1;
  }
  var ceiling = inverseFrequency(collection.records, 1);
  var overall = inverseFrequency(collection.records, collectionRecords(collection, index.file.terms[term]!, null)) / ceiling;
  var titled = Math.pow(inverseFrequency(collection.records, collectionRecords(collection, index.file.terms[term]!, subjectFields)) / ceiling, titleRarityPower);
  return { scale: scale, specific: Math.min(1, Math.max(overall, titled)) };
}

/**
 * Each concept's rarity over the collection (lunr's IDF of the rarest alternative found; 0 when
 * none is found anywhere): how much holding it says a page answers the query. A page that holds
 * "blank" and "bluetooth" answers "bluetooth device name shows up blank" better than one holding
 * "show" and "up" besides.
 */
export function conceptRarities(collection: Collection, concepts: Concept[]): number[] {
  var out: number[] = [];
  for (var c = 0; c < concepts.length; c++) {
    var best = 0;
    var alternatives = concepts[c]!.bonus ? [] : concepts[c]!.alternatives;
    for (var a = 0; a < alternatives.length; a++) {
      var alternative = alternatives[a]!;
      // A start of the word being typed counts only when no whole word of the concept is found:
      // "numb" is rarer than the "number" it starts.
      if (alternative.prefix || (alternative.partial && best > 0)) continue;
      var sum = 0;
      var found = 0;
      for (var t = 0; t < alternative.terms.length; t++) {
        var holding = collectionRecords(collection, alternative.terms[t]!, null);
        if (holding) {
          sum += inverseFrequency(collection.records, holding);
          found++;
        }
      }
      if (found === alternative.terms.length && found) best = Math.max(best, sum / found);
    }
    out.push(best * namingFactor(collection, alternatives));
  }
  return out;
}

/**
 * From plainWordShare to 1: how far a concept's words name pages' subjects, by the records whose
 * title, heading or API names hold them (a phrase's by its least naming word), against
 * namingShare of the collection. A word the reader says the task with ("whether", "now", "many")
 * heads no title; one the pages are about ("wifi", "connection", "storage") heads many.
 */
function namingFactor(collection: Collection, alternatives: Alternative[]): number {
  var most = 0;
  for (var a = 0; a < alternatives.length; a++) {
    var alternative = alternatives[a]!;
    if (alternative.prefix || alternative.partial || !alternative.terms.length) continue;
    var least = Infinity;
    for (var t = 0; t < alternative.terms.length; t++) least = Math.min(least, collectionRecords(collection, alternative.terms[t]!, nameFields));
    most = Math.max(most, least);
  }
  return plainWordShare + (1 - plainWordShare) * Math.min(1, most / (collection.records * namingShare));
}

/** Each record's weight for one term, over its fields, into scratch.term; returns the records. */
function termWeights(collection: Collection, index: LoadedIndex, term: number, scratch: Scratch, namesOnly: boolean): number[] {
  var rarity = rarityOf(collection, index, term);
  var records: number[] = [];
  for (var f = 0; f < index.file.fields.length; f++) {
    if (namesOnly && nameFields[index.file.fields[f]!] !== true) continue;
    var list = postingList(index, f, term);
    // A boosted field's boost applies in full to a specific word only: a common one counts there
    // about as it would in the text.
    var boost = fieldBoost(index.file.fields[f]!);
    var scale = subjectFields[index.file.fields[f]!] === true ? (rarity.scale * (1 + (boost - 1) * rarity.specific)) / boost : rarity.scale;
    var naming = nameFields[index.file.fields[f]!] === true;
    var record = 0;
    for (var i = 0; i < list.length; i += 2) {
      record += list[i]!;
      if (!scratch.listed[record]) {
        scratch.listed[record] = 1;
        records.push(record);
      }
      var weight = weightOf(list[i + 1]!) * scale;
      if (naming) scratch.named[record] = 1;
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
export function scoreConcepts(collection: Collection, index: LoadedIndex, concepts: Concept[]): { scores: Float64Array[]; named: Uint8Array[]; touched: number[] } {
  var count = index.file.records.length;
  var scratch = scratchOf(index);
  var reached = new Uint8Array(count);
  var touched: number[] = [];
  var scores: Float64Array[] = [];
  var named: Uint8Array[] = [];
  for (var c = 0; c < concepts.length; c++) {
    var best = new Float64Array(count);
    var titled = new Uint8Array(count);
    scores.push(best);
    named.push(titled);
    var alternatives = concepts[c]!.alternatives;
    var typedFound = alternativeTerms(index, alternatives[0]!) !== null;
    for (var a = 0; a < alternatives.length; a++) {
      var alternative = alternatives[a]!;
      if (alternative.fallback && typedFound) continue;
      var positions = alternativeTerms(index, alternative);
      if (!positions) continue;
      var local: number[] = [];
      for (var t = 0; t < positions.length; t++) {
        var records = termWeights(collection, index, positions[t]!, scratch, alternative.namesOnly === true);
        for (var r = 0; r < records.length; r++) {
          var record = records[r]!;
          if (!scratch.held[record]) local.push(record);
          // Exact terms add up; a prefix scores its best completion.
          if (alternative.prefix) scratch.sum[record] = Math.max(scratch.sum[record]!, scratch.term[record]!);
          else scratch.sum[record] = scratch.sum[record]! + scratch.term[record]!;
          scratch.held[record] = alternative.prefix ? 1 : scratch.held[record]! + 1;
          if (scratch.named[record]) scratch.namedTerms[record] = alternative.prefix ? 1 : scratch.namedTerms[record]! + 1;
          scratch.named[record] = 0;
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
          if (scratch.namedTerms[hit]! >= needed) titled[hit] = 1;
          if (!reached[hit]) {
            reached[hit] = 1;
            touched.push(hit);
          }
        }
        scratch.sum[hit] = 0;
        scratch.held[hit] = 0;
        scratch.namedTerms[hit] = 0;
      }
    }
  }
  return { scores: scores, named: named, touched: touched };
}
