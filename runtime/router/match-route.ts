// Exact route matching against the route table (spec §2: all routes match exactly, a catch-all
// renders the not-found page). Paths outside the base URL, and files that are not routes
// (feeds, images…), are not ours: the browser loads them itself.
import type { RouteEntry, RouteTable } from '../../shared/contract.ts';
import { BoundedMap } from './bounded-map.ts';

/** Spec §9: route-matching caches capped at 10000 entries. */
export const routeMatchingCacheLimit = 10000;
export const notFoundRouteKey = '/404';

const indexHtmlRe = /\/index\.html$/;
const fileNameRe = /\/[^/]+\.[a-z0-9]+$/i;

export interface RouteMatch {
  /** Route key as the compiler wrote it: no trailing slash, `/` for the root. */
  key: string;
  entry: RouteEntry;
  /** False when the catch-all not-found route answered. */
  found: boolean;
}

let cachedFor: RouteTable | null = null;
let cache = new BoundedMap<string, RouteMatch | null>(routeMatchingCacheLimit);

/** Spec §2.6: a trailing /index.html is removed from a path. */
export function stripIndexHtml(pathname: string): string {
  return pathname.replace(indexHtmlRe, '/');
}

/** The route key of a pathname under baseUrl, or null when the path is outside the base URL. */
export function toRouteKey(pathname: string, baseUrl: string): string | null {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as written and ends on the not-found page.
  }
  path = stripIndexHtml(path);
  if (!path.startsWith(baseUrl) && `${path}/` !== baseUrl) return null;
  const route = `/${path.slice(baseUrl.length)}`;
  return route.length > 1 ? route.replace(/\/+$/, '') || '/' : route;
}

function otherLocaleOwns(table: RouteTable, pathname: string): boolean {
  const { i18n, baseUrl } = table.config;
  if (!i18n) return false;
  return i18n.locales.some((l) => l.id !== i18n.currentLocale && l.baseUrl.length > baseUrl.length && (pathname.startsWith(l.baseUrl) || `${pathname}/` === l.baseUrl));
}

export function matchRoute(table: RouteTable, pathname: string): RouteMatch | null {
  if (cachedFor !== table) {
    cachedFor = table;
    cache = new BoundedMap(routeMatchingCacheLimit);
  }
  if (cache.has(pathname)) return cache.get(pathname)!;
  const match = computeMatch(table, pathname);
  cache.set(pathname, match);
  return match;
}

function computeMatch(table: RouteTable, pathname: string): RouteMatch | null {
  const key = toRouteKey(pathname, table.config.baseUrl);
  if (key === null) return null;
  // Another locale's pages (`/fr/…` under `/`) have a route table of their own: the browser loads them.
  if (otherLocaleOwns(table, pathname)) return null;
  const entry = table.routes[key];
  if (entry) return { key, entry, found: true };
  // A file name that is no route (rss.xml, logo.svg) is a real file for the browser to load.
  if (fileNameRe.test(key) && !indexHtmlRe.test(pathname)) return null;
  const notFound = table.routes[notFoundRouteKey];
  return notFound ? { key, entry: notFound, found: false } : null;
}
