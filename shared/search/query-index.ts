// Runs a reader's query against loaded search indexes: the pages that answer, best first, each
// opening at the section that matched, with its other matching sections and the matched words
// marked. One pure function over the index data (no DOM, no lunr), so the search worker, the
// tests, the benchmarks and the Gecko 48 phone script all rank the same way. ES5-safe (no
// let/const, classes, destructuring or for-of), as are the modules it uses: parse-query.ts (the
// query's concepts), score-records.ts (BM25 per record), rank-pages.ts (pages and their best
// section) and find-marks.ts (highlights and snippets).
import { cutSnippet, findMarks, type Mark } from './find-marks.ts';
import type { LoadedIndex } from './load-index.ts';
import { parseQuery, type ParsedQuery } from './parse-query.ts';
import { rankPages, type PageMatch } from './rank-pages.ts';
import { conceptRarities, type Collection } from './score-records.ts';

export type { Mark };

var sectionsShown = 3;

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
  var rarities = conceptRarities(collection, parsed.concepts);
  var matches: PageMatch[] = [];
  for (var i = 0; i < indexes.length; i++) {
    var ranked = rankPages(collection, indexes[i]!, parsed, rarities, indexes.length > 1 ? options.preferVersion || null : null);
    for (var k = 0; k < ranked.length; k++) if (ranked[k]!.score > 0) matches.push(ranked[k]!);
  }
  // Best score first (a page's share of the query is in it); ties keep index order, then route
  // order: the same query always lists the same way.
  matches.sort((a, b) => b.score - a.score || indexes.indexOf(a.index) - indexes.indexOf(b.index) || a.page - b.page);
  var hits: SearchHit[] = [];
  for (var h = 0; h < matches.length && h < options.limit; h++) hits.push(toHit(matches[h]!, parsed));
  return hits;
}
