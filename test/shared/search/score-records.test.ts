import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSearchIndex, type SearchSource } from '../../../compiler/emit/emit-search-index.ts';
import { loadIndex } from '../../../shared/search/load-index.ts';
import { parseQuery } from '../../../shared/search/parse-query.ts';
import { conceptRarities } from '../../../shared/search/score-records.ts';

const page = (route: string, title: string, text: string): SearchSource => ({ route, title, description: '', names: [], sections: [{ anchor: '', heading: '', text }] });

const rarity = suite('conceptRarities');

rarity('should take the rarity of the word being typed from the whole word when a page holds it', () => {
  // "number" is in most pages; "numb", the start typed on the way to it, in one.
  const pages = Array.from({ length: 12 }, (_, i) => page(`/docs/p${i}`, `Page ${i}`, `The number of items on page ${i}.`));
  const index = loadIndex(buildSearchIndex('2.5', [...pages, page('/docs/numb', 'Numb', 'Fingers go numb in the cold.')]));
  const collection = { indexes: [index], records: index.file.records.length };
  const typing = conceptRarities(collection, parseQuery('phone number', []).concepts);
  const typed = conceptRarities(collection, parseQuery('phone number ', []).concepts);
  assert.ok(typed[1]! > 0);
  assert.is(typing[1], typed[1]);
});

rarity.run();
