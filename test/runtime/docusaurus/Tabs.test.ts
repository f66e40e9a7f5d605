import { createElement as h } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Tabs, { tabQueryKey } from '../../../runtime/docusaurus/Tabs.tsx';
import TabItem from '../../../runtime/docusaurus/TabItem.tsx';
import { renderInPage } from '../../helpers/docusaurus-page.ts';

const render = (props: Record<string, unknown>, ...items: unknown[]) => renderInPage(h(Tabs, props, ...(items as [])));
const item = (value: string, props: Record<string, unknown> = {}, text = `${value} text`) => h(TabItem, { value, ...props }, text);

/** Tabs, tablist and panels of the HTML, in order: [tag, attributes] with React's ids made stable. */
function parts(html: string): string[] {
  const ids = new Map<string, string>();
  const id = (raw: string) => (ids.has(raw) || ids.set(raw, `id${ids.size}`), ids.get(raw)!);
  return [...html.matchAll(/<(button|div)([^>]*)>/g)].map(([, tag, attrs]) => `${tag}${attrs!.replace(/"(_R_[^"-]*_)(-[a-z]+-\d+)"/g, (_, raw: string, rest: string) => `"${id(raw)}${rest}"`)}`);
}

const tabs = suite('Tabs');

tabs('should expose the public api', () => {
  assert.type(Tabs, 'function');
  assert.type(TabItem, 'function');
  assert.type(tabQueryKey, 'function');
});

tabs('renders a WAI-ARIA tablist and every panel, the first selected, each panel under its label', () => {
  const html = render({}, item('npm', { label: 'npm' }), '\n', item('yarn', { label: 'Yarn' }));
  assert.equal(parts(html), [
    'div class="tabs" data-sfp="tabs"',
    'div role="tablist" aria-orientation="horizontal" class="tabs-list"',
    'button type="button" role="tab" id="id0-tab-0" class="tabs-tab" aria-selected="true" aria-controls="id0-panel-0" tabindex="0" data-value="npm"',
    'button type="button" role="tab" id="id0-tab-1" class="tabs-tab" aria-selected="false" aria-controls="id0-panel-1" tabindex="-1" data-value="yarn"',
    'div role="tabpanel" id="id0-panel-0" aria-labelledby="id0-tab-0" class="tabs-panel" tabindex="0"',
    'div role="tabpanel" id="id0-panel-1" aria-labelledby="id0-tab-1" class="tabs-panel" hidden="" tabindex="0"',
  ]);
  assert.match(html, '<p class="tabs-panel-label">npm</p>npm text</div>');
  assert.match(html, '<p class="tabs-panel-label">Yarn</p>yarn text</div>');
  assert.match(html, '>Yarn</button>');
});

tabs('labels a tab with its value when it has no label', () => {
  assert.match(render({}, item('linux')), '>linux</button>');
});

tabs('selects the `default` item, else defaultValue, else the first', () => {
  const selected = (html: string) => /aria-selected="true"[^>]*data-value="([^"]+)"/.exec(html)![1];
  assert.is(selected(render({}, item('a'), item('b', { default: true }))), 'b');
  assert.is(selected(render({ defaultValue: 'c' }, item('a'), item('b', { default: true }), item('c'))), 'c');
  assert.is(selected(render({}, item('a'), item('b'))), 'a');
});

tabs('hides every panel with defaultValue={null}, keeping the first tab reachable', () => {
  const html = render({ defaultValue: null }, item('a'), item('b'));
  assert.not.match(html, 'aria-selected="true"');
  assert.is(html.match(/hidden=""/g)!.length, 2);
  assert.match(html, /tabindex="0" data-value="a"/);
});

tabs('takes labels and attributes from `values`, matching children by value', () => {
  const values = [
    { label: 'TypeScript', value: 'ts' },
    { label: 'JavaScript', value: 'js', attributes: { className: 'red', 'data-kind': 'plain' } },
  ];
  const html = render({ values, defaultValue: 'js' }, item('js', {}, 'JS code'), item('ts', {}, 'TS code'));
  assert.match(html, /class="tabs-tab red"[^>]*data-value="js"/);
  assert.match(html, 'data-kind="plain"');
  // Panels follow the tabs' order, so the tablist and the panels line up.
  assert.ok(html.indexOf('TS code') < html.indexOf('JS code'));
  assert.match(html, '<p class="tabs-panel-label">JavaScript</p>JS code');
});

tabs('puts groupId, the query key, className and block on the box', () => {
  const html = render({ groupId: 'os', queryString: true, className: 'extra', block: true }, item('a'));
  assert.match(html, '<div class="tabs tabs-block extra" data-sfp="tabs" data-group="os" data-query="os">');
  assert.match(render({ queryString: 'lang' }, item('a')), 'data-query="lang"');
});

tabs('puts a TabItem className on its panel', () => {
  assert.match(render({}, item('a', { className: 'wide' })), 'class="tabs-panel wide"');
});

tabs('renders only the selected panel with lazy, leaving the others empty', () => {
  const html = render({ lazy: true }, item('a'), item('b'));
  assert.match(html, 'a text');
  assert.not.match(html, 'b text');
  assert.match(html, /aria-labelledby="[^"]+-tab-1" class="tabs-panel" hidden="" tabindex="0"><\/div>/);
});

tabs('renders the same HTML twice: nothing depends on the browser', () => {
  const make = () => render({ groupId: 'g', queryString: true }, item('a'), item('b'));
  assert.is(make(), make());
});

tabs.run();

// ---

const errors = suite('Tabs: bad input');

errors('rejects a child that is not a TabItem', () => {
  assert.throws(
    () => render({}, item('a'), h('p', null, 'stray')),
    (error: Error) => error.message === '<Tabs> has a child that is not a <TabItem>: <p>. Every child of <Tabs> must be a <TabItem> with its own `value`, or give the tabs as <Tabs values={[…]}>.',
  );
});

errors('rejects a value used twice', () => {
  assert.throws(() => render({}, item('a'), item('b'), item('a')), (error: Error) => error.message === "<Tabs> has the value 'a' more than once. Every <TabItem> needs a value of its own.");
});

errors('rejects a defaultValue no item has', () => {
  assert.throws(
    () => render({ defaultValue: 'c' }, item('a'), item('b')),
    (error: Error) => error.message === '<Tabs> has defaultValue "c", but no <TabItem> has that value; the values are: a, b. Use defaultValue={null} to show no tab at first.',
  );
});

errors('rejects Tabs without items', () => {
  assert.throws(() => render({}), (error: Error) => error.message === '<Tabs> needs at least one <TabItem>.');
});

errors('rejects queryString without a groupId to name the parameter', () => {
  assert.throws(() => render({ queryString: true }, item('a')), (error: Error) => error.message === '<Tabs queryString> needs a groupId, which names the query parameter; or name the parameter yourself: queryString="my-param".');
});

errors.run();

// ---

const queryKey = suite('tabQueryKey');

queryKey('names the parameter after the group, or as given, or not at all', () => {
  assert.is(tabQueryKey(true, 'os'), 'os');
  assert.is(tabQueryKey('lang', 'os'), 'lang');
  assert.is(tabQueryKey('lang', undefined), 'lang');
  assert.is(tabQueryKey(false, 'os'), null);
  assert.is(tabQueryKey(undefined, 'os'), null);
});

queryKey.run();
