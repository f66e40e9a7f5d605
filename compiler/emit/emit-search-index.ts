// Local search: one lunr index per documentation version, built at compile time and emitted once
// per version as hashed JSON (a SearchIndexFile). The browser loads it lazily in a Web Worker.
import lunr from 'lunr';
import type { CompactSearchIndex, SearchDoc, SearchIndexFile } from '../../shared/contract.ts';
import type { Page, PageGraph } from '../graph/page-graph.ts';

/**
 * Splits on whitespace and punctuation, including dots and slashes, so `navigator.mozAlarms.add`
 * is found by `mozAlarms`. Sent to the worker inside the index file so queries split the same way.
 */
export const searchSeparatorRe = /[\s\-.,;:!?()[\]{}"'`<>/\\=|*+&^%$#@~]+/;

/**
 * Characters of page text kept for snippets (a match further down shows the page's opening
 * instead). The bound keeps a version's index within its 250 KB gzip budget.
 */
export const storedTextLength = 1200;

export interface SearchSource {
  route: string;
  title: string;
  headings: string;
  text: string;
}

/** The searchable fields of one page, or null for pages search skips. */
export function toSearchSource(page: Page): SearchSource | null {
  if (!page.version || (page.kind !== 'doc' && page.kind !== 'generated-index')) return null;
  const headings = page.compiled?.headings.map((h) => h.text).join(' ') ?? '';
  const text = page.compiled?.text ?? page.description;
  return { route: page.route, title: page.title, headings, text };
}

/** Builds one version's index from its pages' search sources. */
export function buildSearchIndex(version: string, sources: SearchSource[]): SearchIndexFile {
  const index = lunr(function () {
    this.ref('id');
    this.field('title', { boost: 10 });
    this.field('headings', { boost: 4 });
    this.field('text');
    // Positions are not stored: snippets are cut from the stored text, which keeps the index small.
    sources.forEach((source, i) => addDocument(this as unknown as BuilderState, String(i), [source.title, source.headings, source.text]));
  });
  const docs: SearchDoc[] = sources.map((s) => ({ route: s.route, title: s.title, text: cutText(s.text, storedTextLength) }));
  return { version, separator: searchSeparatorRe.source, index: compactIndex(index), docs };
}

// Adding a page the way lunr.Builder#add does costs more than the rest of building an index:
// its tokenizer tests every character against the separator with String#match, its pipeline
// (trimmer, stop words, Porter stemmer) reworks every word of every page, and it updates the
// index once per word, not once per distinct word. Here the text is split with one regular
// expression, the pipeline's answer is remembered per word (the same words recur across
// thousands of pages), and each distinct term is counted, then entered once. The builder ends in
// the state lunr's own add would leave it in (a test compares the indexes), and queries still
// run lunr's own search pipeline.

/** The part of lunr.Builder's state that `add` changes (lunr 2.3, whose format is fixed). */
interface BuilderState {
  _fields: Record<string, unknown>;
  _documents: Record<string, object>;
  documentCount: number;
  invertedIndex: Record<string, Record<string, number | Record<string, object>>>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  termIndex: number;
}

/** lunr.Builder#add for a document of string fields, in field order, keeping no metadata. */
function addDocument(builder: BuilderState, ref: string, values: string[]): void {
  const fields = Object.keys(builder._fields);
  builder._documents[ref] = {};
  builder.documentCount += 1;
  fields.forEach((field, i) => {
    // Terms in the order they first occur, as lunr numbers them.
    const counts = new Map<string, number>();
    let length = 0;
    for (const word of (values[i] ?? '').toLowerCase().split(separatorsRe)) {
      if (!word) continue;
      const term = termOf(word);
      if (term === null) continue;
      counts.set(term, (counts.get(term) ?? 0) + 1);
      length++;
    }
    const fieldRef = `${field}/${ref}`;
    const frequencies: Record<string, number> = Object.create(null);
    builder.fieldTermFrequencies[fieldRef] = frequencies;
    builder.fieldLengths[fieldRef] = length;
    for (const [term, count] of counts) {
      frequencies[term] = count;
      let posting = builder.invertedIndex[term];
      if (posting === undefined) {
        posting = Object.create(null) as Record<string, number | Record<string, object>>;
        posting._index = builder.termIndex++;
        for (const name of fields) posting[name] = Object.create(null);
        builder.invertedIndex[term] = posting;
      }
      (posting[field] as Record<string, object>)[ref] = Object.create(null);
    }
  });
}
const separatorsRe = new RegExp(searchSeparatorRe.source, 'g');

/** The term lunr's default pipeline makes of a word, or null for a stop word. */
const terms = new Map<string, string | null>();
const rememberedTerms = 200_000;
function termOf(word: string): string | null {
  let term = terms.get(word);
  if (term === undefined) {
    const trimmed = lunr.trimmer(new lunr.Token(word, {}));
    const kept = lunr.stopWordFilter(trimmed) as lunr.Token | undefined;
    term = kept ? lunr.stemmer(kept).toString() : null;
    if (terms.size >= rememberedTerms) terms.clear();
    terms.set(word, term);
  }
  return term;
}

/** Builds one version's index and returns its JSON: here, or on a worker thread. */
export type IndexBuilder = (version: string, sources: SearchSource[]) => Promise<string>;

export const buildIndexHere: IndexBuilder = async (version, sources) => JSON.stringify(buildSearchIndex(version, sources));

/** The search sources of every version, in version order, each sorted by route (so the same content always gives byte-identical output); versions without searchable pages are left out. */
export function searchSources(graph: PageGraph): Map<string, SearchSource[]> {
  const byVersion = new Map<string, SearchSource[]>();
  for (const page of graph.pages.values()) {
    const source = toSearchSource(page);
    if (!source) continue;
    const list = byVersion.get(page.version!) ?? [];
    list.push(source);
    byVersion.set(page.version!, list);
  }
  const out = new Map<string, SearchSource[]>();
  for (const version of graph.versions) {
    const sources = byVersion.get(version.id);
    if (sources?.length) out.set(version.id, sources.sort((a, b) => (a.route < b.route ? -1 : 1)));
  }
  return out;
}

/** Drops lunr's inverted index (the worker rebuilds it from the vectors) and rounds the weights. */
export function compactIndex(index: lunr.Index): CompactSearchIndex {
  const json = index.toJSON() as unknown as {
    version: string;
    fields: string[];
    pipeline: string[];
    fieldVectors: Array<[string, number[]]>;
    invertedIndex: Array<[string, { _index: number }]>;
  };
  const terms: string[] = [];
  for (const [term, posting] of json.invertedIndex) terms[posting._index] = term;
  const vectors = json.fieldVectors.map(([ref, values]): [string, number[]] => [ref, values.map((x, i) => (i % 2 ? Math.round(x * 10) / 10 : x))]);
  return { lunrVersion: json.version, fields: json.fields, pipeline: json.pipeline, terms, vectors };
}

function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max * 0.8 ? cut : max)}…`;
}
