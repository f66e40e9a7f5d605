import lunr from 'lunr';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/emit/emit-search-index.ts';
import { buildSearchIndex, searchSeparatorRe, storedTextLength, type SearchSource } from '../../../compiler/emit/emit-search-index.ts';
import { loadIndex } from '../../../runtime/search/load-index.ts';

const sources: SearchSource[] = [
  { route: '/docs/api/alarm/add', title: 'Alarm.add()', headings: 'Syntax Parameters', text: 'Adds an alarm with navigator.mozAlarms.add(date, "honorTimezone").' },
  { route: '/docs/guide/battery', title: 'Battery status', headings: 'Charging events', text: 'Read the battery level. The chargingchange event fires when the charger is plugged in.' },
  { route: '/docs/guide/softkeys', title: 'Softkeys', headings: '', text: `Softkeys sit under the screen. ${'Long text. '.repeat(400)}` },
];

/** The index lunr itself builds of the pages (its own tokenizer, pipeline and add), with the same fields. */
function lunrOwnIndex(pages: SearchSource[]): lunr.Index {
  const previous = lunr.tokenizer.separator;
  lunr.tokenizer.separator = searchSeparatorRe;
  try {
    return lunr(function () {
      this.ref('id');
      this.field('title', { boost: 10 });
      this.field('headings', { boost: 4 });
      this.field('text');
      pages.forEach((s, i) => this.add({ id: String(i), title: s.title, headings: s.headings, text: s.text }));
    });
  } finally {
    lunr.tokenizer.separator = previous;
  }
}

const exports = suite('emit-search-index');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['buildIndexHere', 'buildSearchIndex', 'compactIndex', 'searchSeparatorRe', 'searchSources', 'storedTextLength', 'toSearchSource']);
});
exports.run();

// ---

const build = suite('buildSearchIndex');

build('should store each page with its text cut for snippets', () => {
  const file = buildSearchIndex('2.5', sources);
  assert.is(file.version, '2.5');
  assert.is(file.separator, searchSeparatorRe.source);
  assert.equal(file.docs.map((d) => d.route), sources.map((s) => s.route));
  assert.ok(file.docs[2]!.text.length <= storedTextLength + 1);
  assert.ok(file.docs[2]!.text.endsWith('…'));
});

build('should give byte-identical output for the same pages', () => {
  assert.is(JSON.stringify(buildSearchIndex('2.5', sources)), JSON.stringify(buildSearchIndex('2.5', sources)));
});

build('should leave the inverted index out and round the weights', () => {
  const file = buildSearchIndex('2.5', sources);
  assert.not.ok('invertedIndex' in file.index);
  for (const [, values] of file.index.vectors) values.forEach((x, i) => i % 2 && assert.is(Math.round(x * 10) / 10, x));
});

build("should index exactly the terms and weights of lunr's own tokenizer and pipeline", () => {
  // Stop words, words that trim to nothing (a dash lunr does not split on), object keys, case,
  // non-ASCII and repeated words: everything the remembered pipeline must answer as lunr does.
  const tricky: SearchSource[] = [
    ...sources,
    { route: '/a', title: 'The constructor – toString', headings: 'Running runs RUNNER', text: 'a an the __proto__ hasOwnProperty valueOf — … «quoted» naïve café 2.5 v3.0 ok.' },
    { route: '/b', title: 'Generalization', headings: 'relational conditional', text: 'The the THE running ran caresses ponies ties caress cats feed agreed plastered motoring sing.' },
  ];
  const full = lunrOwnIndex(tricky);
  // Twice: the second build answers from the remembered terms.
  for (let i = 0; i < 2; i++) assert.equal(buildSearchIndex('2.5', tricky).index, api.compactIndex(full));
});

build('should load into an index that ranks like the full lunr index', () => {
  const loaded = loadIndex(JSON.parse(JSON.stringify(buildSearchIndex('2.5', sources))));
  const full = lunrOwnIndex(sources);
  // Exact terms and trailing wildcards take the sorted-term path; fuzzy and leading wildcards, lunr's own.
  for (const query of ['battery', 'charg*', 'mozalarms', 'softkeys screen', 'title:alarm', 'batery~1', '*ing', 'ch*ng']) {
    assert.equal(loaded.index.search(query).map((r) => r.ref), full.search(query).map((r) => r.ref), query);
  }
  assert.equal(loaded.index.search('mozalarms').map((r) => r.ref), ['0'], 'dotted names are split into words');
});

build.run();
