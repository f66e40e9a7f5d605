// The route table: fetched once per visit, and fetched afresh when a deploy changed the hashed
// file names under a page that is still open (STYLE.md §3, after vuejs/vitepress router.ts).
import type { RouteTable } from '../../shared/contract.ts';
import { bootScriptRe, parseBootData } from '../../shared/boot-data.ts';

let current: RouteTable | null = null;
let currentUrl = '';
let refreshing: Promise<boolean> | null = null;

export function routeTable(): RouteTable {
  if (!current) throw new Error('The route table was read before it loaded; this is a bug in sfpdocs');
  return current;
}

export async function loadRouteTable(url: string): Promise<RouteTable> {
  const response = await fetch(new URL(url, location.href));
  if (!response.ok) throw new Error(`Could not load the route table ${url} (HTTP ${response.status})`);
  current = (await response.json()) as RouteTable;
  currentUrl = url;
  return current;
}

/**
 * HTML is never cached for long, so the page's own HTML names the route table of the site as
 * deployed now. Resolves true when that is a different table than the one in use (and loads it).
 */
export function refreshRouteTable(pageUrl: string): Promise<boolean> {
  refreshing ??= fetchFreshTable(pageUrl).finally(() => (refreshing = null));
  return refreshing;
}

async function fetchFreshTable(pageUrl: string): Promise<boolean> {
  const url = new URL(pageUrl, location.href);
  url.hash = '';
  const html = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' }).then((r) => r.text());
  const match = bootScriptRe.exec(html);
  if (!match) return false;
  const boot = parseBootData(match[1]!);
  if (boot.routeTable === currentUrl) return false;
  await loadRouteTable(boot.routeTable);
  return true;
}
