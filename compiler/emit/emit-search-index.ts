// Local search: one index per documentation version, built at compile time and emitted once per
// version as hashed JSON (a SearchIndexFile). The browser loads it lazily in a Web Worker.
//
// A version's records are its pages' sections: one record for each page (its title, description
// and the text before the first heading) and one for each h1-h3 section (its heading and text),
// so a result can open the page at the section that answers. lunr's builder weighs every term of
// every record (BM25, the title field boosted); the file holds those weights inverted, term by
// term, which is what a query reads, so the worker needs neither lunr nor a load step.
import lunr from 'lunr';
import type { SearchIndexFile, SearchIndexRecord } from '../../runtime/contract.ts';
import { indexWords, partWords, searchTerm } from '../../runtime/search/search-words.ts';
import type { Page, PageGraph } from '../graph/page-graph.ts';
import { contentHash } from '../output/content-hash.ts';

/**
 * The indexed fields and their lunr boosts: a page's title (or a section's heading) weighs ten
 * words of text, the parts of the API names in it (identifierParts) six, and the page's
 * description, the writer's one-sentence summary, four. Parts have a field of their own so they
 * do not lengthen the title.
 */
export const searchFields = [
  { name: 'title', boost: 10 },
  { name: 'parts', boost: 6 },
  { name: 'description', boost: 4 },
  { name: 'text', boost: 1 },
] as const;

/**
 * BM25's length normalisation compares a field's length with the average length of that field.
 * lunr averages over every record, counting those where the field is empty (most records have no
 * API-name parts, and no section has a page title) as 0, which would make a title of three words
 * count as a very long one. The average here is over the records that have the field.
 */
function averageOverFilledFields(builder: BuilderState & Builder): void {
  for (const field of searchFields) {
    let total = 0;
    let filled = 0;
    for (const fieldRef in builder.fieldLengths) {
      if (!fieldRef.startsWith(`${field.name}/`) || !builder.fieldLengths[fieldRef]) continue;
      total += builder.fieldLengths[fieldRef]!;
      filled++;
    }
    if (filled) builder.averageFieldLength[field.name] = total / filled;
  }
}

/**
 * Characters of a record's text kept for its snippet (a match further down shows the start of
 * the section instead). The bound keeps a version's index within its 250 KB gzip budget.
 */
export const storedTextLength = 240;

export interface SearchSection {
  /** Heading id; '' for the page's own record. */
  anchor: string;
  heading: string;
  text: string;
}

export interface SearchSource {
  route: string;
  title: string;
  description: string;
  /** The text before the first heading first (anchor ''), then one per section. */
  sections: SearchSection[];
}

/** The searchable records of one page, or null for pages search skips. */
export function toSearchSource(page: Page): SearchSource | null {
  if (!page.version || (page.kind !== 'doc' && page.kind !== 'generated-index')) return null;
  const compiled = page.compiled;
  const text = compiled?.text ?? '';
  const parts = compiled?.sections ?? [];
  const slice = (i: number) => text.slice(parts[i]!.start, parts[i]!.end).trim();
  const intro = parts.length ? slice(0) : text;
  // A description taken from the first sentence (assign-routes) is not indexed twice.
  const sections: SearchSection[] = [{ anchor: '', heading: '', text: intro.startsWith(page.description) ? intro.slice(page.description.length).trim() : intro }];
  for (let i = 1; i < parts.length; i++) sections.push({ anchor: parts[i]!.id, heading: parts[i]!.heading, text: slice(i) });
  return { route: page.route, title: page.title, description: page.description, sections };
}

/** The words of each field of a record, in searchFields order: a section's title is its heading. */
function recordFields(source: SearchSource, section: SearchSection): string[][] {
  const title = section.anchor ? section.heading : source.title;
  return [indexWords(title), partWords(title), section.anchor ? [] : indexWords(source.description), indexWords(section.text)];
}

/** What a record's snippet is cut from: a page's description leads its own record. */
function storedText(source: SearchSource, section: SearchSection): string {
  return cutText(section.anchor ? section.text : `${source.description} ${section.text}`.trim(), storedTextLength);
}

/** Builds one version's index from its pages' search sources. */
export function buildSearchIndex(version: string, sources: SearchSource[]): SearchIndexFile {
  const builder = new lunr.Builder() as unknown as BuilderState & Builder;
  builder.ref('id');
  for (const field of searchFields) builder.field(field.name, { boost: field.boost });
  const records: SearchIndexRecord[] = [];
  sources.forEach((source, page) => {
    for (const section of source.sections) {
      addDocument(builder, String(records.length), recordFields(source, section));
      records.push({ page, anchor: section.anchor, heading: section.heading, text: storedText(source, section) });
    }
  });
  // The weights only: lunr's token set and inverted index would be built here for nothing.
  builder.calculateAverageFieldLengths();
  averageOverFilledFields(builder);
  builder.createFieldVectors();
  const termsByIndex: string[] = [];
  for (const term in builder.invertedIndex) termsByIndex[builder.invertedIndex[term]!._index as number] = term;
  const { terms, postings } = invertVectors(builder.fieldVectors, termsByIndex, records.length);
  return { version, fields: searchFields.map((f) => f.name), terms, postings, pages: sources.map((s) => ({ route: s.route, title: s.title })), records };
}

/**
 * lunr's field vectors (`field/ref` -> [term number, weight, …]) turned term by term: the terms in
 * code-unit order, and per field and term [record gap, weight code, …] (see weightCode).
 */
export function invertVectors(fieldVectors: Record<string, { elements: number[] }>, termsByIndex: string[], recordCount: number): { terms: string[]; postings: number[][][] } {
  const order = termsByIndex.map((term, i) => [term, i] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const position = new Array<number>(termsByIndex.length);
  order.forEach(([, i], at) => (position[i] = at));
  const postings = searchFields.map(() => order.map(() => [] as number[]));
  const last = searchFields.map(() => order.map(() => 0));
  for (let ref = 0; ref < recordCount; ref++) {
    searchFields.forEach((field, f) => {
      const values = fieldVectors[`${field.name}/${ref}`]?.elements ?? [];
      for (let i = 0; i < values.length; i += 2) {
        const at = position[values[i]!]!;
        postings[f]![at]!.push(ref - last[f]![at]!, weightCode(values[i + 1]!));
        last[f]![at] = ref;
      }
    });
  }
  return { terms: order.map(([term]) => term), postings };
}

/**
 * A weight as a small whole number: its logarithm in steps of 10 % from 0.1 (weight =
 * 1.1^code / 10, runtime/search/query-index.ts). Ranking needs the ratios, not the digits, and
 * the codes take a sixth less room than weights in tenths once compressed; weights under 0.1
 * (words in nearly every record) are kept at 0.1, so every occurrence still counts.
 */
export function weightCode(weight: number): number {
  return Math.max(0, Math.round(Math.log(weight * 10) / Math.log(1.1)));
}

// Adding a record the way lunr.Builder#add does costs more than the rest of building an index:
// its pipeline (trimmer, stop words, Porter stemmer) reworks every word of every page, and it
// updates the index once per word, not once per distinct word. Here the pipeline's answer is
// remembered per word (search-words.ts; the same words recur across thousands of pages), and each
// distinct term is counted, then entered once. The builder ends in the state lunr's own add
// would leave it in with the same tokenizer (a test compares the indexes).

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

/** lunr.Builder's steps of `build` that compute the weights. */
interface Builder {
  ref(name: string): void;
  averageFieldLength: Record<string, number>;
  field(name: string, attributes: { boost: number }): void;
  calculateAverageFieldLengths(): void;
  createFieldVectors(): void;
  fieldVectors: Record<string, { elements: number[] }>;
}

/** lunr.Builder#add for a record of fields given as their words, in field order, keeping no metadata. */
function addDocument(builder: BuilderState, ref: string, values: string[][]): void {
  const fields = Object.keys(builder._fields);
  builder._documents[ref] = {};
  builder.documentCount += 1;
  fields.forEach((field, i) => {
    // Terms in the order they first occur, as lunr numbers them.
    const counts = new Map<string, number>();
    let length = 0;
    for (const word of values[i] ?? []) {
      const term = searchTerm(word);
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

export interface SearchFiles {
  /** Output path -> JSON. */
  files: Map<string, string>;
  /** version id -> URL of its index, for the route table's `searchIndexes`. */
  urls: Record<string, string>;
}

/** Builds one version's index and returns its JSON: here, or on a worker thread. */
export type IndexBuilder = (version: string, sources: SearchSource[]) => Promise<string>;

export const buildIndexHere: IndexBuilder = async (version, sources) => JSON.stringify(buildSearchIndex(version, sources));

/** The hashed index files of every version (none when `search.local` is off), built concurrently. */
export async function emitSearchFiles(graph: PageGraph, buildIndex: IndexBuilder = buildIndexHere, sources?: Map<string, SearchSource[]>): Promise<SearchFiles> {
  const base = graph.config.baseUrl.replace(/\/$/, '');
  const files = new Map<string, string>();
  const urls: Record<string, string> = {};
  if (!graph.config.search.local) return { files, urls };
  const built = await Promise.all([...(sources ?? searchSources(graph))].map(async ([version, sources]) => [version, await buildIndex(version, sources)] as const));
  for (const [version, json] of built) {
    const hash = contentHash(json);
    const file = `assets/search-${version.replace(/[^\w.-]/g, '_')}.${hash}.json`;
    files.set(file, json);
    urls[version] = `${base}/${file}`;
  }
  return { files, urls };
}

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

function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > max * 0.8 ? cut : max)}…`;
}
