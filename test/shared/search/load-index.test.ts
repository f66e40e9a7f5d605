import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../shared/search/load-index.ts';
import { findMirrors, isMigrationRoute, loadIndex } from '../../../shared/search/load-index.ts';

const exports = suite('load-index');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['findMirrors', 'isMigrationRoute', 'loadIndex']);
});
exports.run();

// ---

const mirrors = suite('findMirrors');

mirrors('should call a migration page a mirror only when a reference page of the version has its title', () => {
  const pages = [
    { route: '/docs/v3/api/b2g/getDeviceStorage', title: 'navigator.b2g.getDeviceStorage()' },
    { route: '/docs/v3/migration-from-2.5/b2g/getDeviceStorage', title: 'navigator.b2g.getDeviceStorage()' },
    { route: '/docs/v3/migration-from-2.5/api-change', title: 'Migration: API changes' },
    { route: '/docs/v3/api/api-change', title: 'API changes' },
  ];
  assert.equal(findMirrors(pages), [false, true, false, false]);
  assert.ok(isMigrationRoute('/docs/sfp-3.0/migrating/x'));
  assert.not.ok(isMigrationRoute('/docs/sfp-3.0/api/migration'), 'a page named migration is not in a migration folder');
});

mirrors.run();

// ---

const load = suite('loadIndex');

load("should find each page's own record", () => {
  const loaded = loadIndex({ version: '2.5', fields: [], terms: [], postings: [], pages: [{ route: '/a', title: 'A' }, { route: '/b', title: 'B' }], records: [{ page: 0, anchor: '', heading: '', text: '' }, { page: 0, anchor: 'x', heading: 'X', text: '' }, { page: 1, anchor: '', heading: '', text: '' }] });
  assert.equal(loaded.pageRecords, [0, 2]);
  assert.equal(loaded.mirrors, [false, false]);
});

load.run();
