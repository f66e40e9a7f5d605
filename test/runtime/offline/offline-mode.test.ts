import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../runtime/offline/offline-mode.ts';
import { isOfflineModeOn } from '../../../runtime/offline/offline-mode.ts';
import { appInstalledKey, mobileMaxWidth, serviceWorkerRegistration } from '../../../shared/offline.ts';

const globals = globalThis as unknown as Record<string, unknown>;
const store = new Map<string, string>();

/** A browser as far as the strategies look at it: address, storage and screen width. */
function browserAt(search: string, width: number): void {
  globals.location = { search };
  globals.localStorage = { getItem: (k: string) => store.get(k) ?? null };
  globals.window = { matchMedia: (q: string) => ({ matches: width <= Number(/max-width: (\d+)px/.exec(q)![1]) }) };
}

const mode = suite('offline-mode');
mode.after.each(() => store.clear());

mode('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['isOfflineModeOn', 'readInstalledFlag']);
  assert.is(mobileMaxWidth, 940);
});

mode('should register the worker as spec §7 says, under the base URL', () => {
  assert.equal(serviceWorkerRegistration('/preview/', { offlineMode: true, debug: false }), {
    url: `/preview/sw.js?params=${encodeURIComponent('{"offlineMode":true,"debug":false}')}`,
    scope: '/preview/',
  });
  assert.is(serviceWorkerRegistration('/', { offlineMode: false, debug: true }).scope, '/');
});

mode('should turn on with offlineMode=true in the address (queryString)', () => {
  browserAt('?offlineMode=true', 1200);
  assert.ok(isOfflineModeOn(['appInstalled', 'queryString']));
  browserAt('?offlineMode=false', 1200);
  assert.not.ok(isOfflineModeOn(['appInstalled', 'queryString']));
});

mode('should turn on once the installed flag is stored (appInstalled)', () => {
  browserAt('', 1200);
  assert.not.ok(isOfflineModeOn(['appInstalled']));
  store.set(appInstalledKey, 'true');
  assert.ok(isOfflineModeOn(['appInstalled']));
});

mode('should only use the mobile strategy when it is listed', () => {
  browserAt('', 940);
  assert.not.ok(isOfflineModeOn(['appInstalled', 'queryString']));
  assert.ok(isOfflineModeOn(['mobile']));
  browserAt('', 941);
  assert.not.ok(isOfflineModeOn(['mobile']));
});

mode('should treat blocked storage as not installed', () => {
  browserAt('', 1200);
  globals.localStorage = { getItem: () => { throw new Error('SecurityError'); } };
  assert.not.ok(isOfflineModeOn(['appInstalled']));
});

mode.run();
