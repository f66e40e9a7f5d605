// The client router: intercepts in-site link clicks and back/forward, keeps the current page on
// screen until the next one has loaded (spec §4), then shows it, scrolls and sends a page view.
// A navigation that fails only logs a warning; the new route then renders its own loading state.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ClientConfig } from '../../shared/contract.ts';
import { sendPageView } from '../analytics/gtag.ts';
import { PageLoader } from '../loading/PageLoader.tsx';
import { ProgressBar, progressBarDelay, progressBarSettings } from '../loading/ProgressBar.tsx';
import { App } from '../theme/App.tsx';
import type { SiteTheme } from '../theme/ThemeComponents.ts';
import { applyThemeStylesheets, isRequested, loadRoute, type LoadedRoute } from './load-route.ts';
import { matchRoute } from './match-route.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { startPrefetch } from './prefetch.ts';
import { queryReplacedEvent } from './replace-query.ts';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { readBootData } from './boot.ts';
import { loadRouteTable, routeTable } from './route-table.ts';
import { applyScroll, enterEntry, intentFor, savedPositionOfEntry, stateForNewEntry, type ScrollIntent } from './scroll.ts';
import { basePrefix } from '../../shared/base-url.ts';
import type { RouteLifecycles, RouteLocation } from '../docusaurus/client-lifecycles.ts';

interface RouterState {
  shown: LoadedRoute;
  /** A route whose chunk failed during navigation: its loader shows instead of a page. */
  pending: string | null;
  /** Counts committed navigations; the layout effect scrolls and reports each one once. */
  navigation: number;
  scroll: ScrollIntent | null;
}

type Progress = 'off' | 'on' | 'done';

/** Path and query: what tells two routes apart (a hash alone does not). */
const pageOf = (url: URL | Location) => url.pathname + url.search;

/** A URL (or the window's location) as the location a client module's lifecycle is given. */
export function routeLocation(url: URL | Location): RouteLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: undefined };
}

/** The URL to show: a trailing /index.html becomes the page's own route (spec §2.6). */
export function canonicalUrl(url: URL, route: string | null, baseUrl: string): URL {
  if (!/\/index\.html$/.test(url.pathname)) return url;
  const fixed = new URL(url.href);
  fixed.pathname = route ? basePrefix(baseUrl) + route : url.pathname.replace(/index\.html$/, '');
  return fixed;
}

function routableLink(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !matchRoute(routeTable(), url.pathname)) return null;
  return url;
}

export function Router({ config, initial, initialScroll, theme, lifecycles }: { config: ClientConfig; initial: LoadedRoute; initialScroll: ScrollIntent | null; theme?: SiteTheme | undefined; lifecycles?: RouteLifecycles | undefined }) {
  const [state, setState] = useState<RouterState>({ shown: initial, pending: null, navigation: 0, scroll: initialScroll });
  const [progress, setProgress] = useState<Progress>('off');
  const latest = useRef(0);
  const shownPage = useRef(pageOf(location));
  const prefetcher = useRef<{ watchLinks: () => void } | null>(null);
  // The client modules' lifecycles (a Docusaurus site's; see client-lifecycles.ts): where the page
  // on screen is, and where it was when onRouteDidUpdate last ran (null before the first page's).
  const shownLocation = useRef<RouteLocation>(routeLocation(location));
  const reportedLocation = useRef<RouteLocation | null>(null);

  const navigate = useCallback(
    async (url: URL, push: boolean, scroll: ScrollIntent) => {
      const id = ++latest.current;
      const timer = setTimeout(() => id === latest.current && setProgress('on'), progressBarDelay);
      const routeLoaded = lifecycles?.onRouteUpdate(routeLocation(url), shownLocation.current);
      let loaded: LoadedRoute | null = null;
      try {
        loaded = await loadRoute(url);
      } catch (error) {
        console.warn(`sfpdocs: could not load ${url.pathname}; showing its loading state instead.`, error);
      }
      if (loaded) routeLoaded?.();
      clearTimeout(timer);
      if (id !== latest.current) return;
      setProgress((p) => (p === 'off' ? 'off' : 'done'));
      const shown = canonicalUrl(url, loaded?.page.route ?? null, config.baseUrl);
      if (push) history.pushState(stateForNewEntry(), '', shown.href);
      else if (shown.href !== location.href) history.replaceState(history.state, '', shown.href);
      enterEntry();
      shownPage.current = pageOf(shown);
      setState((s) => ({ shown: loaded ?? s.shown, pending: loaded ? null : shown.href, navigation: s.navigation + 1, scroll }));
    },
    [config.baseUrl, lifecycles],
  );

  const onPendingLoaded = useCallback((loaded: LoadedRoute) => {
    setState((s) => ({ shown: loaded, pending: null, navigation: s.navigation + 1, scroll: intentFor(new URL(location.href)) }));
  }, []);

  // Re-reads the route table and shows the current route's data again in place: no navigation, so
  // the scroll position, focus and page state stay. Writers' mode calls it after an edit
  // (runtime/dev/dev-client.ts), through the window, as the dev client is a bundle of its own.
  useEffect(() => {
    let latestReload = 0;
    window.__sfpReloadRoute = async () => {
      const id = ++latestReload;
      await loadRouteTable(readBootData().routeTable);
      const loaded = await loadRoute(new URL(location.href));
      if (id !== latestReload) return;
      document.title = pageTitle(config, loaded.page);
      setState((s) => ({ ...s, shown: loaded, pending: null }));
    };
    return () => void delete window.__sfpReloadRoute;
  }, [config]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = routableLink(event);
      if (!url) return;
      // Same page with a hash: the browser scrolls and adds the entry itself, no route change.
      if (pageOf(url) === shownPage.current && url.hash) return;
      event.preventDefault();
      // A link to the page already shown only brings the reader back to its top.
      if (pageOf(url) === shownPage.current) return window.scrollTo(0, 0);
      void navigate(url, true, intentFor(url));
    };
    const onPopState = () => {
      const url = new URL(location.href);
      if (pageOf(url) === shownPage.current) {
        // Back/forward between hash entries of one page: the browser leaves scrolling to us.
        applyScroll(savedPositionOfEntry() ?? intentFor(url));
        return enterEntry();
      }
      void navigate(url, false, savedPositionOfEntry() ?? intentFor(url));
    };
    // The page itself changed its query string (replace-query.ts): it is still the page shown.
    const onQueryReplaced = () => (shownPage.current = pageOf(location));
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(queryReplacedEvent, onQueryReplaced);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(queryReplacedEvent, onQueryReplaced);
    };
  }, [navigate]);

  useEffect(() => {
    prefetcher.current = startPrefetch((anchor) => {
      const url = new URL(anchor.href, location.href);
      const match = url.origin === location.origin ? matchRoute(routeTable(), url.pathname) : null;
      if (!match || pageOf(url) === shownPage.current) return [];
      const sidebar = match.entry.v ? routeTable().sidebars[match.entry.v] : undefined;
      return [match.entry.chunk, ...(sidebar ? [sidebar] : [])].filter((asset) => !isRequested(asset));
    });
  }, []);

  useEffect(() => {
    if (progress !== 'done') return;
    const timer = setTimeout(() => setProgress('off'), progressBarSettings.speed * 2);
    return () => clearTimeout(timer);
  }, [progress]);

  // Once per committed navigation (and for the first page): scroll, title, page view.
  useLayoutEffect(() => {
    if (state.scroll) applyScroll(state.scroll);
    if (state.pending) return;
    applyThemeStylesheets(state.shown.page);
    document.title = pageTitle(config, state.shown.page);
    sendPageView(state.shown.page);
    shownLocation.current = routeLocation(location);
    lifecycles?.onRouteDidUpdate(shownLocation.current, reportedLocation.current);
    reportedLocation.current = shownLocation.current;
  }, [state.navigation]);

  useEffect(() => prefetcher.current?.watchLinks(), [state.navigation, state.pending]);

  const pending = state.pending ? <PageLoader key={state.pending} url={state.pending} onLoaded={onPendingLoaded} /> : undefined;
  return (
    <>
      {progress !== 'off' && <ProgressBar done={progress === 'done'} />}
      <App config={config} page={state.shown.page} sidebar={state.shown.sidebar} content={state.shown.content} pending={pending} {...(theme ? { theme } : {})} />
      <RouteAnnouncer navigation={state.navigation} title={state.pending ? 'Loading page' : pageTitle(config, state.shown.page)} />
    </>
  );
}
