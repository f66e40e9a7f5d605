// Turns a version's SearchIndexFile back into a queryable lunr index. The build leaves out lunr's
// inverted index (see CompactSearchIndex); its postings are derived from the field vectors here,
// only for the terms a query reaches, and terms are found in a sorted list instead of lunr's
// token set: building those up front (lunr.Index.load) was most of a cold first search.
import lunr from 'lunr';
import type { SearchDoc, SearchIndexFile } from '../../shared/contract.ts';

export interface LoadedIndex {
  version: string;
  index: lunr.Index;
  docs: SearchDoc[];
  separator: RegExp;
}

/** No metadata is stored (no positions): every posting shares one empty, frozen object. */
const noMetadata = Object.freeze({});

interface TermNode {
  final: boolean;
  edges: Record<string, TermNode>;
}

/** A query term as lunr encodes it (a chain of characters, `*` as a trailing self-loop), or null for other shapes. */
function readTerm(set: TermNode): { text: string; prefix: boolean } | null {
  let text = '';
  for (let node = set; ; ) {
    const keys = Object.keys(node.edges);
    if (!keys.length) return node.final ? { text, prefix: false } : null;
    if (keys.length > 1) return null;
    const key = keys[0]!;
    if (key === '*') return node.edges[key] === node && node.final ? { text, prefix: true } : null;
    text += key;
    node = node.edges[key]!;
  }
}

/**
 * Stands in for lunr's token set (an automaton whose construction cost more than everything else
 * in loading an index): exact terms and trailing wildcards, the only terms our queries make, are
 * looked up in the sorted term list; any other shape (fuzzy, leading wildcards) gets lunr's own.
 */
class SortedTerms {
  private automaton: { intersect(other: unknown): { toArray(): string[] } } | null = null;
  constructor(private readonly sorted: string[]) {}

  intersect(query: TermNode): { toArray(): string[] } {
    const term = readTerm(query);
    if (!term) {
      this.automaton ??= (lunr.TokenSet as unknown as { fromArray(words: string[]): SortedTerms['automaton'] }).fromArray(this.sorted);
      return this.automaton!.intersect(query);
    }
    const start = this.lowerBound(term.text);
    const found: string[] = [];
    for (let i = start; i < this.sorted.length && (term.prefix ? this.sorted[i]!.startsWith(term.text) : this.sorted[i] === term.text); i++) found.push(this.sorted[i]!);
    return { toArray: () => found };
  }

  private lowerBound(text: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.sorted[mid]! < text) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

export function loadIndex(file: SearchIndexFile): LoadedIndex {
  const { terms, vectors, fields, pipeline } = file.index;
  const fieldNumber = new Map(fields.map((field, i) => [field, i]));
  // For each term: [field number, document ref, field number, document ref, …].
  const occurrences: number[][] = terms.map(() => []);
  const fieldVectors: Record<string, lunr.Vector> = {};
  for (const [fieldRef, values] of vectors) {
    fieldVectors[fieldRef] = new lunr.Vector(values);
    const slash = fieldRef.indexOf('/');
    const field = fieldNumber.get(fieldRef.slice(0, slash))!;
    const ref = Number(fieldRef.slice(slash + 1));
    for (let i = 0; i < values.length; i += 2) occurrences[values[i]!]!.push(field, ref);
  }
  const termNumber = new Map(terms.map((term, i) => [term, i]));
  const postings = new Map<string, Record<string, unknown>>();
  const posting = (term: string) => {
    const i = termNumber.get(term);
    if (i === undefined) return undefined;
    const built: Record<string, unknown> = { _index: i };
    for (const field of fields) built[field] = {};
    const list = occurrences[i]!;
    for (let k = 0; k < list.length; k += 2) (built[fields[list[k]!]!] as Record<number, object>)[list[k + 1]!] = noMetadata;
    postings.set(term, built);
    return built;
  };
  // lunr reads `invertedIndex[term]` only for terms of its token set, one query at a time.
  const invertedIndex = new Proxy(
    {},
    { get: (_, term) => (typeof term === 'string' ? (postings.get(term) ?? posting(term)) : undefined) },
  );
  const attributes = { invertedIndex, fieldVectors, tokenSet: new SortedTerms([...terms].sort()), fields, pipeline: lunr.Pipeline.load(pipeline) };
  const index = new lunr.Index(attributes as unknown as lunr.Index.Attributes);
  return { version: file.version, index, docs: file.docs, separator: new RegExp(file.separator) };
}
