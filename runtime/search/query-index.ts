// Runs a reader's query against loaded lunr indexes and cuts a snippet around the first match.
// Pure functions: the search worker calls them, and the unit tests and the bench call them directly.
import lunr from 'lunr';
import type { LoadedIndex } from './load-index.ts';

/** [start, end) of a highlighted word in a string. */
export type Mark = [number, number];

export interface SearchHit {
  route: string;
  title: string;
  version: string;
  score: number;
  titleMarks: Mark[];
  snippet: string;
  snippetMarks: Mark[];
}

const snippetLength = 180;
const snippetLead = 50;
const wordCharRe = /[\p{L}\p{N}_]/u;

/** The query's words, lower-cased, split the way the build split the text. */
export function queryTokens(query: string, separator: RegExp): string[] {
  const tokens = query.toLowerCase().split(separator).filter(Boolean);
  return [...new Set(tokens)].slice(0, 12);
}

export function searchIndexes(indexes: LoadedIndex[], query: string, limit: number): SearchHit[] {
  const found: Array<{ loaded: LoadedIndex; ref: string; score: number; coverage: number; marker: RegExp }> = [];
  for (const loaded of indexes) {
    const tokens = queryTokens(query, loaded.separator);
    // Stop words alone match nearly every page; they only count when nothing else is asked.
    const meaningful = tokens.filter((t) => lunr.stopWordFilter(t as unknown as lunr.Token));
    const terms = meaningful.length ? meaningful : tokens;
    if (!terms.length) continue;
    const results = loaded.index.query((q) => {
      for (const term of terms) {
        q.term(term, { boost: 10 });
        // While typing, the last word is unfinished: a trailing wildcard finds it by prefix.
        if (term.length > 1) q.term(term, { wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false, boost: 1 });
      }
    });
    const marker = markRe(terms);
    for (const result of results) {
      const matched = Object.keys(result.matchData.metadata);
      const coverage = terms.filter((t) => matched.some((m) => m.startsWith(t) || t.startsWith(m))).length;
      found.push({ loaded, ref: result.ref, score: result.score, coverage, marker });
    }
  }
  // Pages that contain every word of the query come first, then lunr's relevance. Snippets are
  // cut for the results shown only.
  found.sort((a, b) => b.coverage - a.coverage || b.score - a.score);
  const hits: SearchHit[] = [];
  for (const { loaded, ref, score, marker } of found) {
    if (hits.length === limit) break;
    const doc = loaded.docs[Number(ref)];
    if (!doc) continue;
    hits.push({ route: doc.route, title: doc.title, version: loaded.version, score, titleMarks: findMarks(doc.title, marker), ...cutSnippet(doc.text, marker) });
  }
  return hits;
}

function markRe(terms: string[]): RegExp {
  const escaped = terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  return new RegExp(`(?:${escaped.join('|')})[\\p{L}\\p{N}_]*`, 'giu');
}

/** Whole words that start with a query word. */
export function findMarks(text: string, re: RegExp): Mark[] {
  const marks: Mark[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (!m[0]) {
      re.lastIndex++;
      continue;
    }
    if (m.index > 0 && wordCharRe.test(text[m.index - 1]!)) continue;
    marks.push([m.index, m.index + m[0].length]);
  }
  return marks;
}

function cutSnippet(text: string, re: RegExp): { snippet: string; snippetMarks: Mark[] } {
  const first = findMarks(text, re)[0];
  let start = first ? Math.max(0, first[0] - snippetLead) : 0;
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first![0] ? space + 1 : start;
  }
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + snippetLength / 2) end = space;
  }
  const snippet = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length && !text.endsWith('…', end) ? '…' : ''}`;
  return { snippet, snippetMarks: findMarks(snippet, re) };
}
