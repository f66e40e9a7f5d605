import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../shared/search/posting-lists.ts';
import { encodePostings, postingList } from '../../../shared/search/posting-lists.ts';
import { loadIndex } from '../../../shared/search/load-index.ts';

const exports = suite('posting-lists');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['encodePostings', 'postingList']);
});
exports.run();

// ---

const lists = suite('encodePostings and postingList');

// Two fields, four terms: empty lists first, last and in between, multi-digit gaps and codes.
const postings = [
  [[], [0, 12, 3, 7], [], [1042, 0]],
  [[5, 99], [], [0, 0, 10, 1, 250, 38], []],
];

lists('should give back every list, in any order of reading, and keep each decoded list', () => {
  const encoded = encodePostings(postings);
  assert.equal(encoded, [';0,12,3,7;;1042,0', '5,99;;0,0,10,1,250,38;']);
  const index = loadIndex({ version: '2.5', fields: ['title', 'text'], terms: ['a', 'b', 'c', 'd'], postings: encoded, pages: [], records: [] });
  for (const [field, term] of [[1, 3], [0, 3], [1, 2], [0, 0], [1, 0], [0, 1], [1, 1], [0, 2]] as const) {
    assert.equal(postingList(index, field, term), postings[field]![term], `field ${field}, term ${term}`);
  }
  assert.is(postingList(index, 1, 2), postingList(index, 1, 2), 'decoded once');
});

lists('should read a field whose only term has an empty list', () => {
  const index = loadIndex({ version: '2.5', fields: ['title'], terms: ['a'], postings: encodePostings([[[]]]), pages: [], records: [] });
  assert.equal(postingList(index, 0, 0), []);
});

lists.run();
