// `@docusaurus/router`, the little of it pages use: useLocation, useHistory and Redirect. The pathname is the
// page's route under the base URL, so the server knows it; the query string and hash exist only in
// the browser, so they read as empty on the server and in the hydrating render, and are filled in
// right after.
import { createElement, useEffect, useMemo, useSyncExternalStore } from 'react';
import { withBase } from '../../shared/base-url.ts';
import { queryReplacedEvent } from '../router/replace-query.ts';
import { usePage } from '../theme/PageContext.ts';
import { useSite } from '../theme/SiteContext.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

const urlEvents = ['popstate', 'hashchange', queryReplacedEvent];

function subscribe(onChange: () => void): () => void {
  for (const name of urlEvents) window.addEventListener(name, onChange);
  return () => urlEvents.forEach((name) => window.removeEventListener(name, onChange));
}

const serverValue = () => '';

export function useLocation(): Location {
  const { baseUrl } = useSite();
  const { page } = usePage();
  const search = useSyncExternalStore(subscribe, () => location.search, serverValue);
  const hash = useSyncExternalStore(subscribe, () => location.hash, serverValue);
  return useMemo(() => ({ pathname: withBase(baseUrl, page.route), search, hash, state: undefined }), [baseUrl, page.route, search, hash]);
}

export interface History {
  location: Location;
  /** Goes to a path of the site (under the base URL) as a click on a link to it would. */
  push(path: string): void;
  /** The same, replacing the current history entry. */
  replace(path: string): void;
  goBack(): void;
}

/** Shows `path`: a new history entry through the router's own link handling, or a replaced one through popstate. */
function go(path: string, replace: boolean): void {
  if (!replace) {
    // The router takes clicks on in-site links, so a click is a navigation exactly like a reader's.
    const link = document.createElement('a');
    link.href = path;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    return;
  }
  history.replaceState(history.state, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

export function useHistory(): History {
  const location = useLocation();
  return useMemo(() => ({ location, push: (path) => go(path, false), replace: (path) => go(path, true), goBack: () => history.back() }), [location]);
}

/**
 * `<Redirect to>`: goes to `to` (under the base URL) once the page runs, replacing the history
 * entry. The page's HTML carries a link to it for readers without scripts.
 */
export function Redirect({ to, push = false }: { to: string; push?: boolean }) {
  const { baseUrl } = useSite();
  const target = withBase(baseUrl, to);
  useEffect(() => go(target, !push), [target, push]);
  return createElement('p', null, 'This page has moved to ', createElement('a', { href: target }, target), '.');
}
