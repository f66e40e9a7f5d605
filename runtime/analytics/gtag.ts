// Page-view analytics through gtag.js, as the standard snippet sets it up: calls are queued in
// window.dataLayer (the arguments objects themselves, which gtag.js reads) and the tag script
// loads async; when it cannot load (blocked, offline) the queue simply stays unread.
import type { PageData } from '../../shared/contract.ts';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const tagScriptUrl = 'https://www.googletagmanager.com/gtag/js?id=';

/** Sets up gtag once: `config` with the tracking id, page views sent by the router itself. */
export function startAnalytics(trackingId: string): void {
  if (window.gtag) return;
  const dataLayer = (window.dataLayer ??= []);
  window.gtag = function gtag() {
    // gtag.js reads Arguments objects, not arrays: this is the snippet's own line.
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  // send_page_view false: the router sends page_view itself, once per route (none per hash).
  window.gtag('config', trackingId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = tagScriptUrl + encodeURIComponent(trackingId);
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}

/** Spec §7: page title, full location and path, plus the documentation version being read. */
export function sendPageView(page: Pick<PageData, 'version'>): void {
  window.gtag?.('event', 'page_view', {
    page_title: document.title,
    page_location: location.href,
    page_path: location.pathname,
    ...(page.version ? { docs_version: page.version } : {}),
  });
}

/** For the search box and page: one `search` event per submitted term. */
export function sendSearchEvent(searchTerm: string, version?: string | null): void {
  const term = searchTerm.trim();
  if (!term) return;
  window.gtag?.('event', 'search', { search_term: term, ...(version ? { docs_version: version } : {}) });
}
