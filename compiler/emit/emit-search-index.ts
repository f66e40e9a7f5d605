// Local search: one index per documentation version, built at compile time and emitted once per
// version as hashed JSON (a SearchIndexFile). The browser loads it lazily in a Web Worker.
//
// A version's records are its pages' sections: one record for each page (its title, description
// and the text before the first heading) and one for each h1-h3 section (its heading and text),
// so a result can open the page at the section that answers. Every term of every record is
// weighed as lunr's builder weighs it (BM25, per field, the title boosted); the file holds those
// weights term by term, which is what a query reads, so the worker needs neither lunr nor a load
// step.
import type { SearchIndexFile, SearchIndexRecord } from '../../shared/contract.ts';
import { searchFields } from '../../shared/search/search-fields.ts';
import { encodePostings } from '../../shared/search/posting-lists.ts';
import { indexWords, namePartWords, partWords, searchTerm, setSearchLanguage } from '../../shared/search/search-words.ts';
import { nodeSearchLanguage } from './node-search-language.ts';
import type { Page, PageGraph } from '../graph/page-graph.ts';

/** The indexed fields and their boosts, shared with the query side. */
export { searchFields };

/**
 * Characters of a record's text kept for its snippet (a match further down shows the start of
 * the section instead). The bound keeps a version's index within its 250 KB gzip budget.
 */
export const storedTextLength = 220;

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
  /** Front matter `keywords`: readers' words for the page's subject, indexed with its own record. */
  keywords?: string[];
  /** The API names the page documents: its title when that is one, and its `defined_in` interfaces. */
  names: string[];
  /** The text before the first heading first (anchor ''), then one per section. */
  sections: SearchSection[];
}

/** The searchable records of one page, or null for pages search skips. */
export function toSearchSource(page: Page): SearchSource | null {
  if (!page.version || page.unlisted || (page.kind !== 'doc' && page.kind !== 'generated-index')) return null;
  const compiled = page.compiled;
  const text = compiled?.text ?? '';
  const parts = compiled?.sections ?? [];
  const slice = (i: number) => text.slice(parts[i]!.start, parts[i]!.end).trim();
  const intro = parts.length ? slice(0) : text;
  // A description taken from the first sentence (assign-routes) is not indexed twice.
  const sections: SearchSection[] = [{ anchor: '', heading: '', text: intro.startsWith(page.description) ? intro.slice(page.description.length).trim() : intro }];
  for (let i = 1; i < parts.length; i++) sections.push({ anchor: parts[i]!.id, heading: parts[i]!.heading, text: slice(i) });
  const keywords = compiled?.frontMatter.keywords;
  return { route: page.route, title: page.title, description: page.description, ...(keywords?.length ? { keywords } : {}), names: apiNames(page), sections };
}

// `MozAlarmsManager.add()`, `navigator.b2g.getDeviceStorage()`, `MediaSource`: a dotted path,
// a call, or one name with a capital or an underscore inside. "Softkeys" is a word.
const apiTitleRe = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;
const nameShapeRe = /\.|\(\)$|[a-z0-9][A-Z]|_/;

/** The API names a reference page documents (SearchSource.names). */
function apiNames(page: Page): string[] {
  const names = apiTitleRe.test(page.title) && nameShapeRe.test(page.title) ? [page.title] : [];
  for (const definition of page.compiled?.frontMatter.defined_in ?? []) if (!names.includes(definition.interface)) names.push(definition.interface);
  return names;
}

/**
 * The words of each field of a record, in searchFields order: a section's title is its heading;
 * a page's API names are its own record's, their parts with its title's.
 */
function recordFields(source: SearchSource, section: SearchSection): string[][] {
  if (section.anchor) return [indexWords(section.heading), partWords(section.heading), [], [], [], indexWords(section.text), namePartWords(section.text)];
  const names = source.names.join(' ');
  const parts = partWords(source.title);
  for (const part of partWords(names)) if (!parts.includes(part)) parts.push(part);
  return [indexWords(source.title), parts, indexWords(names), indexWords(source.description), indexWords((source.keywords ?? []).join(' ')), indexWords(section.text), namePartWords(section.text)];
}

/** What a record's snippet is cut from: a page's description leads its own record. */
function storedText(source: SearchSource, section: SearchSection): string {
  return cutText(section.anchor ? section.text : `${source.description} ${section.text}`.trim(), storedTextLength);
}

/**
 * Builds one version's index from its pages' search sources, its terms made in the language of
 * `htmlLang` (a locale's: lunr-languages' stemmer where it has one; English by default).
 */
export function buildSearchIndex(version: string, sources: SearchSource[], htmlLang: string | null = null): SearchIndexFile {
  setSearchLanguage(htmlLang ? nodeSearchLanguage(htmlLang) : null);
  try {
    const records: SearchIndexRecord[] = [];
    const counts = new TermCounts();
    sources.forEach((source, page) => {
      for (const section of source.sections) {
        counts.add(records.length, recordFields(source, section));
        records.push({ page, anchor: section.anchor, heading: section.heading, text: storedText(source, section) });
      }
    });
    const { terms, postings } = counts.postings();
    return { version, fields: searchFields.map((f) => f.name), terms, postings: encodePostings(postings), pages: sources.map((s) => ({ route: s.route, title: s.title })), records };
  } finally {
    setSearchLanguage(null);
  }
}

// lunr's builder keeps an object per record and field for its counts, a map per term and field of
// the records holding it, and a vector per record and field: at 11 000 section records a version
// that is most of a build's memory and a third of its emit time. The same BM25 weights are
// computed here from flat lists (a test compares them with lunr's own builder's), and the
// pipeline's answer is remembered per word (search-words.ts), since words recur across pages.

/** lunr's BM25 parameters (lunr.Builder's defaults). */
const k1 = 1.2;
const b = 0.75;

/** Each record's term counts, field by field, and what BM25 needs of them. */
class TermCounts {
  private readonly ids = new Map<string, number>();
  private readonly terms: string[] = [];
  /** Record-field pairs holding each term: lunr.idf's document count. */
  private readonly holding: number[] = [];
  /** One entry per record, field and distinct term, in record order. */
  private readonly entries = { record: [] as number[], field: [] as number[], term: [] as number[], count: [] as number[], length: [] as number[] };
  private readonly lengthTotals = searchFields.map(() => 0);
  private readonly filled = searchFields.map(() => 0);
  private recordCount = 0;

  /** Counts a record's terms; `fields` holds each field's words, in searchFields order. */
  add(record: number, fields: string[][]): void {
    this.recordCount = record + 1;
    fields.forEach((words, field) => {
      const counts = new Map<number, number>();
      let length = 0;
      for (const word of words) {
        const term = searchTerm(word);
        if (term === null) continue;
        let id = this.ids.get(term);
        if (id === undefined) {
          id = this.terms.push(term) - 1;
          this.ids.set(term, id);
          this.holding.push(0);
        }
        counts.set(id, (counts.get(id) ?? 0) + 1);
        length++;
      }
      if (length) {
        this.lengthTotals[field]! += length;
        this.filled[field]!++;
      }
      for (const [id, count] of counts) {
        this.holding[id]!++;
        this.entries.record.push(record);
        this.entries.field.push(field);
        this.entries.term.push(id);
        this.entries.count.push(count);
        this.entries.length.push(length);
      }
    });
  }

  /** The terms in code-unit order, and per field and term [record gap, weight code, …]. */
  postings(): { terms: string[]; postings: number[][][] } {
    const order = this.terms.map((term, id) => [term, id] as const).sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    const position = new Array<number>(order.length);
    order.forEach(([, id], at) => (position[id] = at));
    // lunr averages a field's length over every record, counting those without the field as 0,
    // which would make a title of three words count as a long one; here, over the records that
    // have the field.
    const averages = searchFields.map((_, f) => (this.filled[f] ? this.lengthTotals[f]! / this.filled[f]! : 0));
    const postings = searchFields.map(() => order.map(() => [] as number[]));
    const last = searchFields.map(() => order.map(() => 0));
    const { record, field, term, count, length } = this.entries;
    for (let i = 0; i < record.length; i++) {
      const f = field[i]!;
      const at = position[term[i]!]!;
      const weight = bm25(this.recordCount, this.holding[term[i]!]!, count[i]!, length[i]! / averages[f]!) * searchFields[f]!.boost;
      // Rounded as lunr.Builder#createFieldVectors rounds, so the codes match its weights.
      postings[f]![at]!.push(record[i]! - last[f]![at]!, weightCode(Math.round(weight * 1000) / 1000));
      last[f]![at] = record[i]!;
    }
    return { terms: order.map(([t]) => t), postings };
  }
}

/** lunr's BM25 term weight (lunr.idf and lunr.Builder#createFieldVectors, written the same way). */
function bm25(records: number, holding: number, count: number, relativeLength: number): number {
  const idf = Math.log(1 + Math.abs((records - holding + 0.5) / (holding + 0.5)));
  return (idf * ((k1 + 1) * count)) / (k1 * (1 - b + b * relativeLength) + count);
}

/**
 * A weight as a small whole number: its logarithm in steps of 10 % from 0.1 (weight =
 * 1.1^code / 10, shared/search/score-records.ts). Ranking needs the ratios, not the digits, and
 * the codes take a sixth less room than weights in tenths once compressed; weights under 0.1
 * (words in nearly every record) are kept at 0.1, so every occurrence still counts.
 */
export function weightCode(weight: number): number {
  return Math.max(0, Math.round(Math.log(weight * 10) / Math.log(1.1)));
}

/** Builds one version's index and returns its JSON: here, or on a worker thread. */
export type IndexBuilder = (version: string, sources: SearchSource[]) => Promise<string>;

/** Builds an index on this thread, in the language of `htmlLang` (null: English). */
export const buildIndexHere = async (version: string, sources: SearchSource[], htmlLang: string | null = null): Promise<string> => JSON.stringify(buildSearchIndex(version, sources, htmlLang));

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
