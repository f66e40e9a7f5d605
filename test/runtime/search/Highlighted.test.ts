// Snippets and titles are plain text with ranges to mark: markup in a query or a page's text is
// shown, never parsed.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Highlighted } from '../../../runtime/search/Highlighted.tsx';
import { findMarks } from '../../../shared/search/find-marks.ts';
import { parseQuery } from '../../../shared/search/parse-query.ts';

const highlighted = suite('Highlighted');
const render = (text: string, marks: Array<[number, number]>) => renderToStaticMarkup(createElement(Highlighted, { text, marks }));

highlighted('should wrap the marked words in <mark> and keep the rest as text', () => {
  assert.is(render('Battery level change', [[0, 7], [14, 20]]), '<mark>Battery</mark> level <mark>change</mark>');
});

highlighted('should render markup matched by the query as text', () => {
  const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
  const text = `Use ${attack} never`;
  const html = render(text, findMarks(text, parseQuery(attack, [])));
  assert.not.match(html, '<img');
  assert.not.match(html, '<script');
  assert.match(html, '&lt;<mark>img</mark> <mark>src</mark>=<mark>x</mark>');
});

highlighted('should skip overlapping marks instead of repeating text', () => {
  assert.is(render('abcdef', [[0, 4], [2, 6]]), '<mark>abcd</mark>ef');
});

highlighted.run();
