// Loads what a route needs to render: its page chunk and its version's sidebar. A failed chunk
// is retried once against a fresh route table (a deploy may have changed the hashes) before
// the error reaches the caller.
import type { PageData, SidebarItem } from '../../shared/contract.ts';
import type { PageContent } from '../theme/PageContext.ts';
import { sidebarKeyOf } from '../../shared/sidebar-key.ts';
import { BoundedMap } from './bounded-map.ts';
import { matchRoute, routeMatchingCacheLimit } from './match-route.ts';
import { refreshRouteTable, routeTable } from './route-table.ts';

export interface LoadedRoute {
  page: PageData;
  sidebar: SidebarItem[] | null;
  /** An MDX page's article, loaded with its data (page.component). */
  content?: PageContent;
}

const chunks = new BoundedMap<string, Promise<PageData>>(routeMatchingCacheLimit);
const sidebars = new Map<string, Promise<SidebarItem[]>>();
// A failed import() may stay cached in the browser's module map: later tries use a fresh URL.
const failed = new Map<string, number>();

/** Whether an asset (chunk or sidebar URL) is loaded or loading already, so prefetch skips it. */
export function isRequested(url: string): boolean {
  return chunks.has(url) || sidebars.has(url);
}

/** A page chunk by URL; a failed one is tried again (under a new URL) on the next call. */
export function loadChunk(url: string): Promise<PageData> {
  let pending = chunks.get(url);
  if (pending) return pending;
  const href = new URL(url, location.href);
  const tries = failed.get(url);
  if (tries) href.searchParams.set('retry', String(tries));
  pending = import(href.href).then((mod: { default: PageData }) => mod.default);
  chunks.set(url, pending);
  pending.catch(() => {
    failed.set(url, (failed.get(url) ?? 0) + 1);
    if (chunks.get(url) === pending) chunks.delete(url);
  });
  return pending;
}

function loadSidebar(key: string | null): Promise<SidebarItem[] | null> {
  const url = key ? routeTable().sidebars[key] : undefined;
  if (!url) return Promise.resolve(null);
  let pending = sidebars.get(url);
  if (!pending) {
    pending = fetch(new URL(url, location.href)).then((r) => {
      if (!r.ok) throw new Error(`Could not load the sidebar ${url} (HTTP ${r.status})`);
      return r.json() as Promise<SidebarItem[]>;
    });
    sidebars.set(url, pending);
    pending.catch(() => sidebars.get(url) === pending && sidebars.delete(url));
  }
  return pending;
}

/** A chunk URL (as in the route table or the boot data), the sidebar of its page's version, and its article's components. */
export async function loadChunkAndSidebar(chunk: string): Promise<LoadedRoute> {
  const page = await loadChunk(chunk);
  const [sidebar, content] = await Promise.all([loadSidebar(sidebarKeyOf(page)), page.component ? loadContent(page.component) : undefined, ...(page.css ?? []).map(linkThemeStylesheet)]);
  return content ? { page, sidebar, content } : { page, sidebar };
}

/** An MDX page's bundle and its stylesheets (linked once, before the page shows). */
async function loadContent({ script, css }: NonNullable<PageData['component']>): Promise<PageContent> {
  await Promise.all(css.map(linkStylesheet));
  const mod = (await import(new URL(script, location.href).href)) as { default: PageContent['Content']; components?: PageContent['components'] };
  return { Content: mod.default, components: mod.components };
}

function linkStylesheet(href: string): Promise<void> {
  const url = new URL(href, location.href).href;
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === url)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * A theme stylesheet of a page (PageData.css), linked once, after the runtime's and before the
 * site's own stylesheet, as the server renders it.
 */
function linkThemeStylesheet(href: string): Promise<void> {
  const url = new URL(href, location.href).href;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  if (links.some((link) => link.href === url)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
    link.setAttribute('data-sfp-page-css', '');
    link.onload = link.onerror = () => resolve();
    const runtimeCss = new URL(routeTable().css, location.href).href;
    const after = [...links].reverse().find((l) => l.hasAttribute('data-sfp-page-css')) ?? links.find((l) => l.href === runtimeCss);
    if (after) after.after(link);
    else document.head.append(link);
  });
}

/** Turns off the theme stylesheets the shown page does not use (a landing page's Infima classes would restyle the theme's own). */
export function applyThemeStylesheets(page: PageData): void {
  const wanted = new Set((page.css ?? []).map((href) => new URL(href, location.href).href));
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-sfp-page-css]')) link.disabled = !wanted.has(link.href);
}

export async function loadRoute(url: URL): Promise<LoadedRoute> {
  const match = matchRoute(routeTable(), url.pathname);
  if (!match) throw new Error(`${url.pathname} is not a page of this site`);
  try {
    return await loadChunkAndSidebar(match.entry.chunk);
  } catch (error) {
    const refreshed = await refreshRouteTable(url.href).catch(() => false);
    const fresh = refreshed ? matchRoute(routeTable(), url.pathname) : null;
    if (!fresh) throw error;
    return loadChunkAndSidebar(fresh.entry.chunk);
  }
}
