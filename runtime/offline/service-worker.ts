// The service worker (bundled on its own into /sw.js by compiler/emit/emit-service-worker.ts).
// With offline mode on it serves every precached file (the runtime, page chunks, CSS, the route
// table, search indexes and every page's HTML, listed in a manifest script it imports) and
// caches images and fonts as they are used;
// with it off, the network answers everything. `params` in its URL: { offlineMode, debug }.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';

interface ServiceWorkerScope {
  /** Replaced at build time by the URL of the precache manifest script (hashed). */
  __SFP_PRECACHE_SCRIPT: string;
  /** Set by that script: { url, revision } per file of the site. */
  __SFP_PRECACHE: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void;
}

declare const self: ServiceWorkerScope;
declare function importScripts(...urls: string[]): void;

const runtimeCachePrefix = 'sfpdocs-';

function readParams(): { offlineMode: boolean; debug: boolean } {
  try {
    const params = JSON.parse(new URL(self.location.href).searchParams.get('params') ?? '{}') as { offlineMode?: unknown; debug?: unknown };
    return { offlineMode: params.offlineMode === true, debug: params.debug === true };
  } catch {
    return { offlineMode: false, debug: false };
  }
}

const { offlineMode, debug } = readParams();
const log = (...args: unknown[]) => debug && console.log('[sfpdocs sw]', ...args);

const manifestScript = self.__SFP_PRECACHE_SCRIPT;
let files = 0;
if (offlineMode) {
  // Imported while the worker installs, it is stored with the worker and works offline after.
  importScripts(manifestScript);
  files = self.__SFP_PRECACHE.length;
  precacheAndRoute(self.__SFP_PRECACHE, {
    // ?offlineMode=true, ?q=… on /search: the page is the same file whatever the query.
    ignoreURLParametersMatching: [/.*/],
    directoryIndex: 'index.html',
    cleanURLs: false,
    // Routes have no trailing slash; their HTML lives at route/index.html.
    urlManipulation: ({ url }) => (url.pathname.endsWith('/') ? [] : [new URL(`${url.pathname}/index.html`, url.origin)]),
  });
  cleanupOutdatedCaches();
  registerRoute(({ request }) => request.destination === 'image', new StaleWhileRevalidate({ cacheName: `${runtimeCachePrefix}images`, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }));
  registerRoute(({ request }) => request.destination === 'font', new CacheFirst({ cacheName: `${runtimeCachePrefix}fonts`, plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 365 * 24 * 3600 })] }));
  // A page that is not precached (an unknown path) shows the not-found page when offline.
  registerRoute(new NavigationRoute(new NetworkOnly()));
  setCatchHandler(async ({ request }) => ((request as Request).mode === 'navigate' ? ((await matchPrecache('404.html')) ?? Response.error()) : Response.error()));
} else {
  // Offline mode went off: what an earlier worker cached would only go stale, so it goes.
  self.addEventListener('activate', (event) => {
    event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('workbox-precache') || k.startsWith(runtimeCachePrefix)).map((k) => caches.delete(k)))));
  });
}

self.addEventListener('install', () => log('installed', { offlineMode, files, manifest: manifestScript }));
self.addEventListener('activate', () => log('activated'));
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== 'SKIP_WAITING') return;
  log('skipping waiting');
  void self.skipWaiting();
});
// The first visit's page is controlled at once, so it is readable offline without a reload.
clientsClaim();
