// Browser entry: load the route table and the current page's chunk, hydrate, then navigate
// client-side. The flow is route table → path → page chunk → render.
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { BootData, PageData, RouteTable, SidebarItem } from './contract.ts';
import { App } from './theme/App.tsx';
import './theme/styles.css';

const boot = JSON.parse(document.getElementById('__sfp_boot')!.textContent!) as BootData;
const abs = (url: string) => new URL(url, location.href);
const sidebarCache = new Map<string, Promise<SidebarItem[]>>();

function loadSidebar(table: RouteTable, version: string | null): Promise<SidebarItem[] | null> {
  if (!version || !table.sidebars[version]) return Promise.resolve(null);
  let pending = sidebarCache.get(version);
  if (!pending) {
    pending = fetch(abs(table.sidebars[version]!)).then((r) => r.json() as Promise<SidebarItem[]>);
    sidebarCache.set(version, pending);
  }
  return pending;
}

async function loadPage(url: string): Promise<PageData> {
  const mod = (await import(abs(url).href)) as { default: PageData };
  return mod.default;
}

function routeKey(table: RouteTable, pathname: string): string {
  const baseUrl = table.config.baseUrl;
  let route = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  route = route.replace(/\/index\.html$/, '/');
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

interface State {
  page: PageData;
  sidebar: SidebarItem[] | null;
}

function Root({ table, initial }: { table: RouteTable; initial: State }) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const go = async (url: URL, push: boolean) => {
      const entry = table.routes[routeKey(table, url.pathname)] ?? table.routes['/404'];
      if (!entry) return void (location.href = url.href);
      try {
        const page = await loadPage(entry.chunk);
        const sidebar = await loadSidebar(table, page.version);
        if (push) history.pushState(null, '', url.href);
        setState({ page, sidebar });
        document.title = `${page.title} | ${table.config.title}`;
        const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
        if (target) target.scrollIntoView();
        else if (push) window.scrollTo(0, 0);
      } catch (error) {
        console.warn(`sfpdocs: could not load ${url.pathname}`, error);
        location.href = url.href;
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin || /\.(xml|txt|json|md)$/.test(url.pathname)) return;
      if (url.pathname === location.pathname && url.hash) return;
      event.preventDefault();
      void go(url, true);
    };
    const onPop = () => void go(new URL(location.href), false);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [table]);
  return <App config={table.config} page={state.page} sidebar={state.sidebar} />;
}

async function start() {
  const table = (await fetch(abs(boot.routeTable)).then((r) => r.json())) as RouteTable;
  const page = await loadPage(boot.chunk);
  const sidebar = await loadSidebar(table, page.version);
  hydrateRoot(document.getElementById('__sfp')!, <Root table={table} initial={{ page, sidebar }} />, {
    onRecoverableError: (error) => console.warn('sfpdocs: hydration mismatch', error),
  });
  // Lets tests and tools know the page is interactive.
  requestAnimationFrame(() => (document.documentElement.dataset.hydrated = 'true'));
}

void start();
