// The fields a search record is indexed by and their boosts: the index builder weighs each
// field's words by them (compiler/emit/emit-search-index.ts), and a query scales a boost down for
// a common word (score-records.ts), so both read this one table. ES5-safe, like every module the
// Gecko 48 phone script may bundle (query-index.ts).

/**
 * A page's title (or a section's heading) weighs ten words of text, the parts of the API names in
 * it (identifierParts) six, the API names a reference page documents (its title when that is a
 * name, its `defined_in` interfaces) ten, and the page's description, the writer's one-sentence
 * summary, four, and so do its `keywords` (front matter): the writer's words for what readers call
 * its subject ("smart card" on the secure-element page), which its text need not use.
 * Parts have a field of their own so they do not lengthen the title; the parts of the API names
 * in the text (namePartWords) likewise, so "signal strength" finds `signalStrength` without
 * lengthening the text.
 */
export var searchFields: ReadonlyArray<{ readonly name: string; readonly boost: number }> = [
  { name: 'title', boost: 10 },
  { name: 'parts', boost: 6 },
  { name: 'names', boost: 10 },
  { name: 'description', boost: 4 },
  { name: 'keywords', boost: 4 },
  { name: 'text', boost: 1 },
  { name: 'textParts', boost: 1 },
];

/** A field's boost by name; 1 for a field the table does not know. */
export function fieldBoost(name: string): number {
  for (var i = 0; i < searchFields.length; i++) if (searchFields[i]!.name === name) return searchFields[i]!.boost;
  return 1;
}
