import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/content/parse-front-matter.ts';

const exports = suite('parse-front-matter');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['frontMatterKeys', 'parseFrontMatter']);
});
exports.run();

// ---

const fields = suite('front matter fields');
const parse = (yaml: string) => api.parseFrontMatter(`---\n${yaml}\n---\n\nBody\n`);

fields('should type every Docusaurus field writers use', () => {
  const { data, diagnostics } = parse([
    'id: alarm', 'title: Alarm', 'description: D', 'keywords: [a, b]', 'image: ./card.png', 'slug: /alarm',
    'sidebar_label: Alarms', 'sidebar_position: 2.5', 'sidebar_class_name: api', 'sidebar_custom_props: { badge: new }', 'displayed_sidebar: null',
    'hide_title: true', 'hide_table_of_contents: false', 'toc_min_heading_level: 2', 'toc_max_heading_level: 5',
    'pagination_label: Alarms', 'pagination_next: null', 'pagination_prev: intro', 'parse_number_prefixes: false',
    'custom_edit_url: null', 'last_update: { date: 2025-03-14, author: Jane }', 'tags: [a, { label: B, permalink: /b }]',
    'draft: false', 'unlisted: true', 'authors: jdoe', 'date: 2025-03-14',
  ].join('\n'));
  assert.equal(diagnostics, []);
  assert.equal(data, {
    id: 'alarm', title: 'Alarm', description: 'D', keywords: ['a', 'b'], image: './card.png', slug: '/alarm',
    sidebar_label: 'Alarms', sidebar_position: 2.5, sidebar_class_name: 'api', sidebar_custom_props: { badge: 'new' }, displayed_sidebar: null,
    hide_title: true, hide_table_of_contents: false, toc_min_heading_level: 2, toc_max_heading_level: 5,
    pagination_label: 'Alarms', pagination_next: null, pagination_prev: 'intro', parse_number_prefixes: false,
    custom_edit_url: null, last_update: { date: '2025-03-14', author: 'Jane' }, tags: ['a', 'B'],
    draft: false, unlisted: true, authors: ['jdoe'], date: '2025-03-14',
  });
  assert.ok(api.frontMatterKeys.includes('defined_in'));
});

fields('should type defined_in as a list of { interface, file, source }', () => {
  const { data, diagnostics } = parse('defined_in:\n  - interface: Alarm\n    file: dom/Alarm.webidl\n    source: https://example.com/Alarm.webidl');
  assert.equal(diagnostics, []);
  assert.equal(data.defined_in, [{ interface: 'Alarm', file: 'dom/Alarm.webidl', source: 'https://example.com/Alarm.webidl' }]);
});

fields('rejects a defined_in entry that lacks a field, keeping the others', () => {
  const { data, diagnostics } = parse('defined_in:\n  - interface: A\n    file: a\n  - interface: B\n    file: b\n    source: s');
  assert.equal(data.defined_in, [{ interface: 'B', file: 'b', source: 's' }]);
  assert.equal(diagnostics, [{
    line: 2, column: 1, ruleId: 'front-matter', severity: 'error',
    message: 'front matter `defined_in`: entry 1: `source` is missing',
    hint: 'write a list of { interface, file, source }, e.g. `defined_in: [{ interface: Alarm, file: dom/webidl/Alarm.webidl, source: https://… }]`',
  }]);
});

fields('rejects a wrong type naming the key, the expected type and the line', () => {
  const { data, diagnostics } = parse('title: T\nsidebar_position: first\ntoc_max_heading_level: 7\npagination_next: [a]');
  assert.equal(data, { title: 'T' });
  assert.equal(diagnostics.map((d) => [d.line, d.severity, d.message, d.hint]), [
    [3, 'error', 'front matter `sidebar_position` must be a number, got "first"', 'write a number, e.g. `sidebar_position: 3`'],
    [4, 'error', 'front matter `toc_max_heading_level` must be a heading level from 2 to 6, got 7', 'write a heading level from 2 to 6, e.g. `toc_max_heading_level: 3`'],
    [5, 'error', 'front matter `pagination_next` must be a string or null, got ["a"]', 'write a string or null, e.g. `pagination_next: "…"`'],
  ]);
});

fields('should warn about an unknown key with the closest known one', () => {
  const { data, diagnostics } = parse('title: T\nsidebar_postion: 2\nlayout: wide');
  assert.equal(data, { title: 'T' });
  assert.equal(diagnostics.map((d) => [d.line, d.severity, d.message, d.hint]), [
    [3, 'warning', 'unknown front matter field `sidebar_postion`', 'did you mean `sidebar_position`?'],
    [4, 'warning', 'unknown front matter field `layout`', 'remove it, or see the fields sfpdocs reads in docs/content-format.md'],
  ]);
});

fields('should point at a key\'s own line, not at the same word in a nested map', () => {
  const { diagnostics } = parse('last_update:\n  title: nested\ntitle: [not, text]');
  assert.equal(diagnostics.map((d) => [d.line, d.message]), [
    [2, 'front matter `last_update`: unknown key `title`'],
    [4, 'front matter `title` must be a string, got ["not","text"]'],
  ]);
});

fields('should take keys named like members of an object (`__proto__`, `toString`) for unknown keys', () => {
  const { data, diagnostics, lines } = parse('__proto__: x\nconstructor: y\ntoString: z\nhasOwnProperty: w\ntitle: T\nlast_update: { __proto__: 1, date: 2025-01-02 }');
  assert.equal(data, { title: 'T', last_update: { date: '2025-01-02' } });
  assert.equal(Object.getPrototypeOf(data), Object.prototype);
  assert.equal(diagnostics.map((d) => [d.line, d.severity, d.message]), [
    [2, 'warning', 'unknown front matter field `__proto__`'],
    [3, 'warning', 'unknown front matter field `constructor`'],
    [4, 'warning', 'unknown front matter field `toString`'],
    [5, 'warning', 'unknown front matter field `hasOwnProperty`'],
    [7, 'warning', 'front matter `last_update`: unknown key `__proto__`'],
  ]);
  assert.equal(lines, { title: 6, last_update: 7 });
});

fields('rejects a key given twice, in the block or in a map inside it, at the second one', () => {
  assert.equal(parse('title: A\nslug: /a\ntitle: B').diagnostics.map((d) => [d.line, d.column, d.message]), [[4, 1, 'invalid YAML in front matter: Map keys must be unique (`title` is given twice)']]);
  assert.equal(parse('title: A\nlast_update:\n  date: 2025-01-01\n  date: 2025-01-02').diagnostics.map((d) => [d.line, d.column, d.message]), [[5, 3, 'invalid YAML in front matter: Map keys must be unique (`date` is given twice)']]);
});

fields('should place every key of a large front matter at its own line', () => {
  const count = 5000;
  const { diagnostics } = parse(Array.from({ length: count }, (_, i) => `key${i}: ${i}`).join('\n'));
  assert.is(diagnostics.length, count);
  assert.equal([diagnostics[0]!.line, diagnostics[count - 1]!.line, diagnostics[count - 1]!.message], [2, count + 1, `unknown front matter field \`key${count - 1}\``]);
});

fields.run();
