// Ranks the pages of one index for a query: each page answers through its own record, one of its
// sections (with the page's title as context) or its sections together, whichever holds more of
// the query and scores better. Pure and ES5-safe (no let/const, classes, destructuring or
// for-of), like every module the Gecko 48 phone script may bundle (query-index.ts).
import { isMigrationRoute, type LoadedIndex } from './load-index.ts';
import { wordsKey, type ParsedQuery } from './parse-query.ts';
import { searchTerm, splitWords } from './search-words.ts';
import { scoreConcepts, type Collection } from './score-records.ts';

/** A section's own matches: a page about the query beats a section of a page about something else. */
var sectionWeight = 0.8;
/** How much of its page's own record (the title) a section borrows: "freeSpace return value". */
var pageContext = 0.5;
/** A page whose sections together, but none alone, hold the query. */
var spreadWeight = 0.6;
/** A page or section whose title is the query, word for word. */
var exactTitleBoost = 1.5;
/**
 * A page whose title the query names whole, in more words ("bluetooth device name shows up blank":
 * `BluetoothDevice.name`): the query is about that page's subject, and its other words say what
 * about it, words such a page need not hold ("blank", where the page says "empty") while another
 * page holds them by chance ("shows up" in an example). Titles of two terms or more: one word
 * ("Bluetooth") names a subject too broad to say the query is about it.
 */
var namedSubjectBoost = 1.5;
var namedSubjectTerms = 2;
/** Reference pages come before their migration mirrors unless the query says migrate… */
var mirrorFactor = 0.5;
/** …and migration pages come first when it does. */
var migrationBoost = 1.5;
/**
 * How much a page's share of the query (its concepts weighed by rarity: coverage) counts: its
 * score is multiplied by coverage to this power, so a page missing a rare word of the query falls
 * well behind one that holds it, and one missing only "show" or "app" hardly at all.
 */
var coveragePower = 2;
/**
 * How much more a record counts whose own title or heading holds the query's words: its score is
 * multiplied by 1 + headingBoost × (the share of the query its title holds, squared). The words
 * together in a heading say it answers better than the same words apart in its text ("which icon
 * to put on the centre softkey": "Example: an icon on the centre softkey", not the softkeys page
 * whose text says "put"); squared, so one word of the query in a title adds little (a page titled
 * with a common word does not come first for it) and all of them about what an exact title adds.
 */
var headingBoost = 0.5;
/**
 * An event's page (a handler, `WifiManager.ondisabled`, or an event interface,
 * `BluetoothDeviceEvent`) when the query asks when something happens: "know when the user turns
 * Wi-Fi off" is answered by `ondisabled`, not by the page of the state (`enabled`) or of a method
 * whose example shares the words.
 */
var eventBoost = 1.3;
// Case matters: a handler is lower case (`ondisabled`) and an event interface ends in `Event`, so
// neither a guide titled "… to prevent" nor one called "Onboarding" is taken for an event's page.
var eventTitleRe = /(?:^|\.)on[a-z]+$|[a-z]Event$|\b[Hh]andler$/;
/** The preferred version first among results of about the same score. */
var preferredVersionBoost = 1.25;

export interface PageMatch {
  index: LoadedIndex;
  page: number;
  /** The share of the query the page holds (its concepts weighed by rarity: 1 holds them all). */
  held: number;
  /** What results are sorted by: the match's score with its share of the query counted in. */
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
  /** The concept scores summed, before the share of the query is counted in. */
  raw: number;
}

/**
 * A way of answering from one page: its concept scores summed, and the share of the query it
 * holds, each concept counting by its rarity (`given`: concepts held whatever the scores,
 * "migrate" on a migration page).
 */
function candidate(values: number[], record: number, given: boolean[], rarities: number[], titled: boolean[]): Candidate {
  var score = 0;
  var held = 0;
  var total = 0;
  var named = 0;
  for (var i = 0; i < values.length; i++) {
    score += values[i]!;
    total += rarities[i]!;
    if (values[i]! > 0 || given[i]) held += rarities[i]!;
    if (titled[i] && values[i]! > 0) named += rarities[i]!;
  }
  var share = total > 0 ? held / total : 1;
  var nameShare = total > 0 ? named / total : 0;
  score *= 1 + headingBoost * nameShare * nameShare;
  return { held: share, score: score * Math.pow(share, coveragePower), record: record, raw: score };
}

/** The better of two ways of answering: their scores, the share of the query counted in. */
function better(a: Candidate, b: Candidate): boolean {
  return a.score > b.score;
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

/** The distinct terms of a page's title, remembered per index (namedSubjectBoost). */
function titleTerms(index: LoadedIndex, page: number): string[] {
  var terms = index.titleTerms[page];
  if (terms === undefined) {
    terms = [];
    var words = splitWords(index.file.pages[page]!.title);
    for (var i = 0; i < words.length; i++) {
      var term = searchTerm(words[i]!.toLowerCase());
      if (term && terms.indexOf(term) < 0) terms.push(term);
    }
    index.titleTerms[page] = terms;
  }
  return terms;
}

/**
 * Whether the query holds every term of the page's title (of namedSubjectTerms or more), or the
 * title is one name the query writes a member of ("clients.openWindow not available": `Clients`,
 * whose members table says so, not `Clients.openApp()`, whose notes share "available"): it names
 * the page's subject.
 */
function namesSubject(index: LoadedIndex, page: number, parsed: ParsedQuery): boolean {
  var terms = titleTerms(index, page);
  var queryTerms = parsed.marked;
  if (terms.length === 1 && parsed.owners[terms[0]!] === true) return true;
  if (terms.length < namedSubjectTerms) return false;
  for (var i = 0; i < terms.length; i++) if (queryTerms[terms[i]!] !== true) return false;
  return true;
}

/** `rarities`: each concept's weight in a page's share of the query (conceptRarities, once per query). */
export function rankPages(collection: Collection, index: LoadedIndex, parsed: ParsedQuery, rarities: number[], preferVersion: string | null): PageMatch[] {
  var concepts = parsed.concepts;
  var scored = scoreConcepts(collection, index, concepts);
  var scores = scored.scores;
  var named = scored.named;
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
  var none: boolean[] = [];
  var migrating: boolean[] = [];
  for (var m = 0; m < concepts.length; m++) {
    none.push(false);
    migrating.push(concepts[m]!.migration);
  }
  var out: PageMatch[] = [];
  for (var p = 0; p < pages.length; p++) {
    var pageNumber = pages[p]!;
    var own = index.pageRecords[pageNumber]!;
    var route = index.file.pages[pageNumber]!.route;
    // A page in a migration folder holds "migrate" whatever its words.
    var moved = parsed.migration && isMigrationRoute(route);
    var given = moved ? migrating : none;
    var found = byPage[pageNumber]!;
    var sections: Array<{ record: number; score: number }> = [];
    var alone: number[] = [];
    var ownTitled: boolean[] = [];
    for (var x = 0; x < concepts.length; x++) {
      alone.push(scores[x]![own]!);
      ownTitled.push(named[x]![own] === 1);
    }
    var top = candidate(alone, own, given, rarities, ownTitled);
    var together = top.held;
    for (var s = 0; s < found.records.length; s++) {
      var section = found.records[s]!;
      if (section === own) continue;
      var values: number[] = [];
      var sectionTitled: boolean[] = [];
      var itself = 0;
      for (var y = 0; y < concepts.length; y++) {
        itself += scores[y]![section]!;
        values.push(Math.max(sectionWeight * scores[y]![section]!, pageContext * scores[y]![own]!));
        // Its own heading only: the page's title is context the section borrows at a discount.
        sectionTitled.push(named[y]![section] === 1);
      }
      sections.push({ record: section, score: itself });
      var next = candidate(values, section, given, rarities, sectionTitled);
      if (next.held > together) together = next.held;
      if (better(next, top)) top = next;
    }
    sections.sort((a, b) => b.score - a.score || a.record - b.record);
    var spread: number[] = [];
    for (var z = 0; z < concepts.length; z++) spread.push(spreadWeight * found.spread[z]!);
    var whole = candidate(spread, sections.length ? sections[0]!.record : own, given, rarities, ownTitled);
    // Its sections together add their scores, but hold no more of the query than its best record
    // (a section with its title) holds: words found only apart are weak evidence (proximity).
    // "find out which app owns a data store": "find" in one section's example and "out" in
    // another's notes do not hold the query as the page whose summary says it holds its words.
    if (whole.held > together) whole = { held: together, score: whole.raw * Math.pow(together, coveragePower), record: whole.record, raw: whole.raw };
    if (better(whole, top)) top = whole;
    if (parsed.key === recordKey(index, own)) {
      top = { held: top.held, score: top.score * exactTitleBoost, record: own, raw: top.raw };
    } else if (parsed.key === recordKey(index, top.record)) {
      top = { held: top.held, score: top.score * exactTitleBoost, record: top.record, raw: top.raw };
    } else if (namesSubject(index, pageNumber, parsed)) {
      top = { held: top.held, score: top.score * namedSubjectBoost, record: top.record, raw: top.raw };
    }
    if (parsed.event && eventTitleRe.test(index.file.pages[pageNumber]!.title)) top = { held: top.held, score: top.score * eventBoost, record: top.record, raw: top.raw };
    var mirror = parsed.migration ? (moved ? migrationBoost : 1) : index.mirrors[pageNumber] ? mirrorFactor : 1;
    out.push({ index: index, page: pageNumber, held: top.held, score: top.score * factor * mirror, record: top.record, sections: sections });
  }
  return out;
}
