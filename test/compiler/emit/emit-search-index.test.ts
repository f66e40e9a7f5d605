import lunr from 'lunr';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/emit/emit-search-index.ts';
import { buildSearchIndex, searchFields, storedTextLength, toSearchSource, weightCode, type SearchSource } from '../../../compiler/emit/emit-search-index.ts';
import { createMarkdownCompiler } from '../../../compiler/content/compile-markdown.ts';
import { newPage } from '../../../compiler/graph/page-graph.ts';
import { indexWords, namePartWords, partWords } from '../../../shared/search/search-words.ts';
import { loadIndex } from '../../../shared/search/load-index.ts';
import { encodePostings, postingList } from '../../../shared/search/posting-lists.ts';

const sources: SearchSource[] = [
  {
    route: '/docs/api/alarm/add',
    title: 'MozAlarmsManager.add()',
    description: 'Schedules an alarm.',
    keywords: ['wake-up timer', 'reminder'],
    names: ['MozAlarmsManager.add()', 'AlarmsManager'],
    sections: [
      { anchor: '', heading: '', text: 'Adds an alarm with navigator.mozAlarms.add(date, "honorTimezone").' },
      { anchor: 'syntax', heading: 'Syntax', text: 'const request = navigator.mozAlarms.add(date, "ignoreTimezone");' },
      { anchor: 'return-value', heading: 'Return value', text: 'A DOMRequest whose result is the id of the new alarm.' },
    ],
  },
  { route: '/docs/guide/battery', title: 'Battery status', description: 'Read the battery level.', keywords: [], names: [], sections: [{ anchor: '', heading: '', text: 'The chargingchange event fires when the charger is plugged in.' }] },
  { route: '/docs/guide/softkeys', title: 'Softkeys', description: '', keywords: [], names: [], sections: [{ anchor: '', heading: '', text: `Softkeys sit under the screen. ${'Long text. '.repeat(400)}` }] },
];

/** The words of each field of a record, as emit-search-index gives them to the builder. */
function fieldWords(source: SearchSource, i: number): Record<string, string[]> {
  const section = source.sections[i]!;
  const text = { text: indexWords(section.text), textParts: namePartWords(section.text) };
  if (section.anchor) return { title: indexWords(section.heading), parts: partWords(section.heading), names: [], description: [], keywords: [], ...text };
  const parts = partWords(source.title);
  for (const part of partWords(source.names.join(' '))) if (!parts.includes(part)) parts.push(part);
  return { title: indexWords(source.title), parts, names: indexWords(source.names.join(' ')), description: indexWords(source.description), keywords: indexWords((source.keywords ?? []).join(' ')), ...text };
}

/**
 * The weights lunr itself computes for the records (its own add, pipeline and BM25), with the same
 * words per field and the same averaging of field lengths over the records that have the field,
 * turned term by term as the index file holds them.
 */
function lunrOwnPostings(pages: SearchSource[]): { terms: string[]; postings: number[][][] } {
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.ref('id');
  for (const field of searchFields) builder.field(field.name, { boost: field.boost });
  // The field "values" are the words already split: the tokenizer only wraps them.
  builder.tokenizer = ((words: string[]) => words.map((word) => new lunr.Token(word, {}))) as unknown as typeof lunr.tokenizer;
  let count = 0;
  for (const source of pages) source.sections.forEach((_, i) => builder.add({ id: String(count++), ...fieldWords(source, i) }));
  const state = builder as unknown as { calculateAverageFieldLengths(): void; createFieldVectors(): void; fieldLengths: Record<string, number>; averageFieldLength: Record<string, number>; fieldVectors: Record<string, { elements: number[] }>; invertedIndex: Record<string, { _index: number }> };
  state.calculateAverageFieldLengths();
  for (const field of searchFields) {
    const lengths = Object.entries(state.fieldLengths).filter(([key, length]) => key.startsWith(`${field.name}/`) && length > 0).map(([, length]) => length);
    if (lengths.length) state.averageFieldLength[field.name] = lengths.reduce((a, c) => a + c, 0) / lengths.length;
  }
  state.createFieldVectors();
  const termsByIndex: string[] = [];
  for (const [term, posting] of Object.entries(state.invertedIndex)) termsByIndex[posting._index] = term;
  const terms = [...termsByIndex].sort();
  const postings = searchFields.map(() => terms.map(() => [] as number[]));
  const last = searchFields.map(() => terms.map(() => 0));
  for (let ref = 0; ref < count; ref++) {
    searchFields.forEach((field, f) => {
      const values = state.fieldVectors[`${field.name}/${ref}`]!.elements;
      for (let i = 0; i < values.length; i += 2) {
        const at = terms.indexOf(termsByIndex[values[i]!]!);
        postings[f]![at]!.push(ref - last[f]![at]!, weightCode(values[i + 1]!));
        last[f]![at] = ref;
      }
    });
  }
  return { terms, postings };
}

const exports = suite('emit-search-index');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['buildIndexHere', 'buildSearchIndex', 'searchFields', 'searchSources', 'storedTextLength', 'toSearchSource', 'weightCode']);
});
exports.run();

// ---

const sections = suite('toSearchSource');

sections('should give a page its own record and one per h2/h3 section, with the heading ids', async () => {
  const compile = await createMarkdownCompiler();
  const compiled = await compile('content/2.5/api/freespace.md', '---\ntitle: DeviceStorage.freeSpace()\ndescription: Free bytes on the volume.\n---\n\nReports the room left.\n\n## Syntax\n\n```js\nstorage.freeSpace();\n```\n\n## Return value {#result}\n\nA DOMRequest.\n\n### Errors\n\nSecurityError.\n\n#### Deeper\n\nStays in Errors.\n');
  const page = newPage({ route: '/docs/api/freespace', kind: 'doc', title: 'DeviceStorage.freeSpace()', version: '2.5', description: 'Free bytes on the volume.', compiled });
  assert.equal(toSearchSource(page), {
    route: '/docs/api/freespace',
    title: 'DeviceStorage.freeSpace()',
    description: 'Free bytes on the volume.',
    names: ['DeviceStorage.freeSpace()'],
    sections: [
      { anchor: '', heading: '', text: 'Reports the room left.' },
      { anchor: 'syntax', heading: 'Syntax', text: 'storage.freeSpace();' },
      { anchor: 'result', heading: 'Return value', text: 'A DOMRequest.' },
      { anchor: 'errors', heading: 'Errors', text: 'SecurityError. Deeper Stays in Errors.' },
    ],
  });
});

sections("should carry the page's front matter keywords (readers' words for its subject)", async () => {
  const compile = await createMarkdownCompiler();
  const compiled = await compile('content/2.5/api/se.md', '---\ntitle: Secure Element\nkeywords: [smart card, SIM applet]\n---\n\nText.\n');
  const source = toSearchSource(newPage({ route: '/docs/api/se', kind: 'doc', title: 'Secure Element', version: '2.5', compiled }))!;
  assert.equal(source.keywords, ['smart card', 'SIM applet']);
});

sections('should index a generated index by its description, and skip pages outside the versions', () => {
  const index = newPage({ route: '/docs/api/battery', kind: 'generated-index', title: 'Battery', version: '2.5', description: 'Battery pages.' });
  assert.equal(toSearchSource(index), { route: '/docs/api/battery', title: 'Battery', description: 'Battery pages.', names: [], sections: [{ anchor: '', heading: '', text: '' }] });
  assert.is(toSearchSource(newPage({ route: '/blog/x', kind: 'blog-post', title: 'X' })), null);
});

sections('should name the APIs a reference page documents: its title when that is one, and its defined_in interfaces', async () => {
  const compile = await createMarkdownCompiler();
  const source = async (title: string, definedIn = '') => {
    const compiled = await compile('content/2.5/api/x.md', `---\ntitle: ${title}\n${definedIn}---\n\nText.\n`);
    return toSearchSource(newPage({ route: '/docs/api/x', kind: 'doc', title, version: '2.5', compiled }))!.names;
  };
  assert.equal(await source('MozAlarmsManager.add()'), ['MozAlarmsManager.add()']);
  assert.equal(await source('MediaSource'), ['MediaSource'], 'one name with a capital inside');
  assert.equal(await source('navigator.b2g.getDeviceStorage()'), ['navigator.b2g.getDeviceStorage()']);
  assert.equal(await source('Softkeys'), [], 'a plain word is no API name');
  assert.equal(await source('Contacts (daemon API)', 'defined_in:\n  - interface: ContactsManager\n    file: contacts.sidl\n    source: api-daemon\n'), ['ContactsManager']);
});

sections.run();

// ---

const build = suite('buildSearchIndex');

build('should hold one record per section, under its page, with its anchor and a cut of its text', () => {
  const file = buildSearchIndex('2.5', sources);
  assert.is(file.version, '2.5');
  assert.equal(file.fields, ['title', 'parts', 'names', 'description', 'keywords', 'text', 'textParts']);
  assert.equal(file.pages, sources.map((s) => ({ route: s.route, title: s.title })));
  assert.equal(file.records.map((r) => [r.page, r.anchor, r.heading]), [[0, '', ''], [0, 'syntax', 'Syntax'], [0, 'return-value', 'Return value'], [1, '', ''], [2, '', '']]);
  assert.is(file.records[0]!.text, 'Schedules an alarm. Adds an alarm with navigator.mozAlarms.add(date, "honorTimezone").', 'the description leads the page record');
  assert.ok(file.records[4]!.text.length <= storedTextLength + 1);
  assert.ok(file.records[4]!.text.endsWith('…'));
});

build('should keep the terms sorted and find a title word, an API-name part and a body word', () => {
  const file = buildSearchIndex('2.5', sources);
  assert.equal(file.terms, [...file.terms].sort());
  const index = loadIndex(file);
  const recordsOf = (term: string, field: string) => {
    const list = postingList(index, file.fields.indexOf(field), file.terms.indexOf(term));
    const records: number[] = [];
    for (let i = 0, r = 0; i < list.length; i += 2) records.push((r += list[i]!));
    return records;
  };
  assert.equal(recordsOf('mozalarmsmanag', 'title'), [0]);
  assert.equal(recordsOf('alarm', 'parts'), [0], 'MozAlarmsManager is found by its part "alarms"');
  assert.equal(recordsOf('mozalarm', 'parts'), [0], '…and by its first two parts');
  assert.equal(recordsOf('syntax', 'title'), [1], 'a heading is its section record’s title');
  assert.equal(recordsOf('domrequest', 'text'), [2]);
  assert.equal(recordsOf('level', 'description'), [3]);
  assert.equal(recordsOf('remind', 'keywords'), [0], "front matter keywords are the page's own record's");
  assert.is(file.terms.indexOf('remind') >= 0 && recordsOf('remind', 'text').length, 0, '…and lengthen no text');
  assert.equal(recordsOf('add', 'names'), [0], "a page's API names are its own record's");
  assert.equal(recordsOf('alarmsmanag', 'names'), [0], '…its defined_in interfaces too');
  assert.equal(recordsOf('honor', 'textParts'), [0], 'the parts of an API name in the text ("honorTimezone")');
  assert.equal(recordsOf('timezon', 'textParts'), [0, 1]);
});

build('should give byte-identical output for the same pages', () => {
  assert.is(JSON.stringify(buildSearchIndex('2.5', sources)), JSON.stringify(buildSearchIndex('2.5', sources)));
});

build("should store exactly the weights of lunr's own builder, pipeline and BM25", () => {
  // Enough records that BM25 weights spread over many codes, and some words in nearly all of them.
  const many: SearchSource[] = Array.from({ length: 40 }, (_, i) => ({
    route: `/docs/p${i}`,
    title: `Page${i % 7 ? 'Manager' : ''}.method${i}()`,
    names: i % 2 ? [`Page${i % 7 ? 'Manager' : ''}.method${i}()`, 'PageFactory'] : [],
    description: i % 3 ? `Describes part ${i % 5} of the platform.` : '',
    keywords: i % 4 ? [] : ['platform part', `part ${i % 3}`],
    sections: [{ anchor: '', heading: '', text: 'The app and the phoneBook. '.repeat(1 + (i % 4)) }, { anchor: `s${i}`, heading: i % 2 ? 'Return value' : 'Syntax', text: `Call method${i}() on the manager ${'again '.repeat(i % 9)}` }],
  }));
  const ownMany = lunrOwnPostings(many);
  const fileMany = buildSearchIndex('2.5', many);
  assert.equal(fileMany.terms, ownMany.terms);
  assert.equal(fileMany.postings, encodePostings(ownMany.postings));

  // Stop words, words that trim to nothing (a dash lunr does not split on), object keys, case,
  // non-ASCII and repeated words: everything the remembered pipeline must answer as lunr does.
  const tricky: SearchSource[] = [
    ...sources,
    { route: '/a', title: 'The constructor – toString', description: 'hasOwnProperty', names: ['toString', '__proto__'], sections: [{ anchor: '', heading: '', text: 'a an the __proto__ hasOwnProperty valueOf — … «quoted» naïve café 2.5 v3.0 ok.' }, { anchor: 'x', heading: 'Running runs RUNNER', text: 'relational conditional' }] },
    { route: '/b', title: 'Generalization', description: '', names: [], sections: [{ anchor: '', heading: '', text: 'The the THE running ran caresses ponies ties caress cats feed agreed plastered motoring sing.' }] },
  ];
  const own = lunrOwnPostings(tricky);
  // Twice: the second build answers from the remembered terms.
  for (let i = 0; i < 2; i++) {
    const file = buildSearchIndex('2.5', tricky);
    assert.equal(file.terms, own.terms);
    assert.equal(file.postings, encodePostings(own.postings));
  }
});

build('should code weights by their logarithm, keeping every occurrence', () => {
  assert.is(weightCode(0.1), 0);
  assert.is(weightCode(0.0001), 0);
  assert.is(weightCode(1), 24);
  assert.ok(Math.abs(1.1 ** weightCode(37.5) / 10 / 37.5 - 1) < 0.05);
});

build.run();
