// runtime/router/match-route.ts and bounded-map.ts are plain TypeScript: tested in Node.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteTable } from '../../../shared/contract.ts';
import { BoundedMap } from '../../../runtime/router/bounded-map.ts';
import * as api from '../../../runtime/router/match-route.ts';

const { matchRoute, routeMatchingCacheLimit, stripIndexHtml, toRouteKey } = api;

function table(baseUrl: string): RouteTable {
  const chunk = (name: string) => ({ chunk: `${baseUrl}assets/pages/${name}.0123456789.js` });
  return {
    config: { baseUrl } as RouteTable['config'],
    routes: { '/': chunk('index'), '/docs': { ...chunk('docs'), v: '2.5' }, '/docs/guide/start': { ...chunk('start'), v: '2.5' }, '/404': chunk('404') },
    sidebars: {},
    searchIndexes: {},
    css: '',
  };
}

const exports_ = suite('match-route');

exports_('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['matchRoute', 'notFoundRouteKey', 'routeMatchingCacheLimit', 'stripIndexHtml', 'toRouteKey']);
  assert.is(routeMatchingCacheLimit, 10000);
});

exports_.run();

// ---

const keys = suite('toRouteKey');

keys('should drop trailing slashes and a trailing /index.html', () => {
  assert.is(toRouteKey('/docs/guide/start/', '/'), '/docs/guide/start');
  assert.is(toRouteKey('/docs/guide/start/index.html', '/'), '/docs/guide/start');
  assert.is(toRouteKey('/index.html', '/'), '/');
  assert.is(toRouteKey('/', '/'), '/');
  assert.is(stripIndexHtml('/docs/index.html'), '/docs/');
});

keys('should remove the base URL and reject paths outside it', () => {
  assert.is(toRouteKey('/site/docs/', '/site/'), '/docs');
  assert.is(toRouteKey('/site', '/site/'), '/');
  assert.is(toRouteKey('/other/docs', '/site/'), null);
});

keys('should decode escapes and keep a malformed one as written', () => {
  assert.is(toRouteKey('/docs/caf%C3%A9', '/'), '/docs/café');
  assert.is(toRouteKey('/docs/%E0%A4%A', '/'), '/docs/%E0%A4%A');
});

keys.run();

// ---

const matching = suite('matchRoute');

matching('should match routes exactly', () => {
  const routes = table('/');
  assert.equal(matchRoute(routes, '/docs/guide/start'), { key: '/docs/guide/start', entry: routes.routes['/docs/guide/start']!, found: true });
  assert.is(matchRoute(routes, '/docs/')!.entry, routes.routes['/docs']);
  assert.is(matchRoute(routes, '/docs/guide/start/index.html')!.found, true);
});

matching('should answer the not-found route for unknown pages (the catch-all)', () => {
  const routes = table('/');
  const match = matchRoute(routes, '/docs/guide/star')!;
  assert.is(match.found, false);
  assert.is(match.entry, routes.routes['/404']);
  assert.is(matchRoute(routes, '/docs/guide')!.found, false, 'a prefix is not a match');
});

matching('should leave files that are not routes, and paths outside the base URL, to the browser', () => {
  assert.is(matchRoute(table('/'), '/blog/rss.xml'), null);
  assert.is(matchRoute(table('/'), '/img/logo.svg'), null);
  assert.is(matchRoute(table('/site/'), '/docs/guide/start'), null);
  assert.is(matchRoute(table('/site/'), '/site/docs/guide/start')!.found, true);
});

matching.run();

// ---

const bounded = suite('BoundedMap');

bounded('should forget the oldest entry past its limit', () => {
  const map = new BoundedMap<string, number>(3);
  for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) map.set(key, i);
  assert.equal([...map.keys()], ['b', 'c', 'd']);
  map.set('b', 9);
  assert.equal([...map.entries()], [['b', 9], ['c', 2], ['d', 3]], 'updating a key evicts nothing');
});

bounded('should keep the route-matching cache at 10000 entries', () => {
  const map = new BoundedMap<number, number>(routeMatchingCacheLimit);
  for (let i = 0; i < 25_000; i++) map.set(i, i);
  assert.is(map.size, 10000);
  assert.ok(map.has(24_999) && !map.has(14_999));
});

bounded.run();
