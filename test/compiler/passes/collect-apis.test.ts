import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { collectApis } from '../../../compiler/passes/collect-apis.ts';
import { addPage, newPage, type PageGraph } from '../../../compiler/graph/page-graph.ts';

function graphWith(pages: Array<{ version: string; inner: string; title: string; folder?: string }>): PageGraph {
  const versions = [
    { id: '2.5', path: '/docs/' },
    { id: '3.0', path: '/docs/sfp-3.0/' },
  ];
  const config = { apiRenames: [{ '2.5': 'api/web-apis/alarm/mozAlarms', '3.0': 'api/next-new-apis/b2g/alarmManager' }] };
  const graph = { config, versions, pages: new Map(), byFile: new Map(), categories: new Map() } as unknown as PageGraph;
  graph.categories.set('2.5/api/web-apis', { label: 'Web APIs', position: null, file: '' });
  graph.categories.set('2.5/api/web-apis/alarm', { label: 'Alarm', position: null, file: '' });
  graph.categories.set('3.0/api/next-new-apis', { label: 'Next new APIs', position: null, file: '' });
  graph.categories.set('3.0/api/next-new-apis/b2g', { label: 'navigator.b2g', position: null, file: '' });
  for (const p of pages) {
    const root = versions.find((v) => v.id === p.version)!.path;
    const folder = p.folder ?? p.inner.split('/').slice(0, -1).join('/');
    addPage(graph, newPage({ route: root + p.inner, kind: 'doc', title: p.title, version: p.version, folder }));
  }
  return graph;
}

const collect = suite('collectApis');

collect('should join an API the config names as renamed on one row, with the 3.0 name', () => {
  const apis = collectApis(graphWith([
    { version: '2.5', inner: 'api/web-apis/alarm/mozAlarms', title: 'navigator.mozAlarms' },
    { version: '3.0', inner: 'api/next-new-apis/b2g/alarmManager', title: 'navigator.b2g.alarmManager' },
  ]));
  assert.equal(apis, [{
    name: 'navigator.mozAlarms',
    group: 'Web APIs › Alarm',
    routes: { '2.5': '/docs/api/web-apis/alarm/mozAlarms', '3.0': '/docs/sfp-3.0/api/next-new-apis/b2g/alarmManager' },
    names: { '3.0': 'navigator.b2g.alarmManager' },
  }]);
});

collect('should join pages by the same route or the same title, one page per version per row', () => {
  const apis = collectApis(graphWith([
    { version: '2.5', inner: 'api/auth-assistant', title: 'Auth assistant' },
    { version: '3.0', inner: 'api/auth-assistant', title: 'Auth assistant (3.0)' },
    { version: '2.5', inner: 'api/web-apis/bluetooth/adapter', title: 'BluetoothAdapter' },
    { version: '3.0', inner: 'api/next-new-apis/permissionAPIs/BlueTooth/adapter', title: 'BluetoothAdapter' },
    { version: '3.0', inner: 'api/next-new-apis/permissionAPIs/BlueTooth/other', title: 'BluetoothAdapter' },
  ]));
  const byName = (name: string) => apis.filter((a) => a.name === name);
  assert.equal(byName('Auth assistant')[0]!.routes, { '2.5': '/docs/api/auth-assistant', '3.0': '/docs/sfp-3.0/api/auth-assistant' });
  assert.equal(byName('Auth assistant')[0]!.names, { '3.0': 'Auth assistant (3.0)' });
  assert.is(byName('BluetoothAdapter').length, 2, 'a second 3.0 page of the same title gets its own row');
  assert.equal(Object.keys(byName('BluetoothAdapter')[0]!.routes), ['2.5', '3.0']);
});

collect('should leave out pages outside api/ folders and group the current version first', () => {
  const apis = collectApis(graphWith([
    { version: '3.0', inner: 'api/next-new-apis/b2g/fmRadio', title: 'navigator.b2g.fmRadio' },
    { version: '2.5', inner: 'guide/start', title: 'Start' },
    { version: '2.5', inner: 'api/web-apis/alarm/alarm', title: 'Alarm API' },
  ]));
  assert.equal(apis.map((a) => [a.group, a.name]), [
    ['Web APIs › Alarm', 'Alarm API'],
    ['Next new APIs › navigator.b2g', 'navigator.b2g.fmRadio'],
  ]);
});

collect.run();
