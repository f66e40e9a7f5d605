// The postings of a search index as they travel, and as a query reads them. In the file each field's
// postings are one string, term after term in the order of `terms`, separated by ";", each term's
// list "gap,code,gap,code…". As nested arrays of numbers they were most of a cold index's load
// (JSON.parse of the 2.5 index: 17 ms in Node, 3.7 ms with them as strings; a phone is slower
// still): a string parses at copy speed, and a query decodes only the terms it reads.
// Written by hand: no library packs integer lists this way and stays ES5-safe for the phone script.
import type { LoadedIndex } from './load-index.ts';

var termSeparator = ';';
var valueSeparator = ',';

/** [field][term] -> [record gap, weight code, …] as one string per field. */
export function encodePostings(postings: number[][][]): string[] {
  var fields: string[] = [];
  for (var f = 0; f < postings.length; f++) {
    var lists: string[] = [];
    for (var t = 0; t < postings[f]!.length; t++) lists.push(postings[f]![t]!.join(valueSeparator));
    fields.push(lists.join(termSeparator));
  }
  return fields;
}

/** The field's [record gap, weight code, …] for term, decoded once and kept with the index. */
export function postingList(index: LoadedIndex, field: number, term: number): number[] {
  var decoded = index.postingLists[field] || (index.postingLists[field] = []);
  var list = decoded[term];
  if (list) return list;
  // The engine's own split finds the terms' boundaries: a loop of indexOf calls took ten times
  // as long (9 against 1 ms for the 2.5 index's six fields) while the worker's code is still
  // cold, as it is for the first query.
  var texts = index.postingTexts[field] || (index.postingTexts[field] = index.file.postings[field]!.split(termSeparator));
  var values = texts[term] ? texts[term]!.split(valueSeparator) : [];
  list = [];
  for (var i = 0; i < values.length; i++) list.push(+values[i]!);
  decoded[term] = list;
  return list;
}
