// Browser entry. The flow is route table → path → page chunk → render: load the route table
// and the current route's chunk, hydrate only then (spec §2.6), and let the router take over.
import { hydrateRoot } from 'react-dom/client';
import { startAnalytics } from './analytics/gtag.ts';
import { reportBaseUrlIssue } from './router/base-url-issue.ts';
import { readBootData } from './router/boot.ts';
import { loadChunk, loadChunkAndSidebar, loadRoute, type LoadedRoute } from './router/load-route.ts';
import { Router, canonicalUrl } from './router/Router.tsx';
import { loadRouteTable } from './router/route-table.ts';
import { startScrollTracking } from './router/scroll.ts';
import './theme/styles.css';
import './loading/loading.css';
import './chatbot/chatbot.css';
// Last, so the phone layout (≤ 320 px) overrides the theme at equal specificity.
import './phone/phone.css';
import { loadPhoneSupport } from './phone/load-phone.ts';

// Tells the home page's base-URL check (templates/base-url-check.js) that the runtime loaded.
window.__sfpStarted = true;
const boot = readBootData();

async function loadFirstPage(): Promise<LoadedRoute> {
  try {
    return await loadChunkAndSidebar(boot.chunk);
  } catch {
    // The HTML may be older than the deploy that removed its chunk: go through the route table.
    return loadRoute(new URL(location.href));
  }
}

async function start() {
  let table;
  let initial: LoadedRoute;
  try {
    // The chunk does not need the table, so both load at once; loadFirstPage reuses the import.
    void loadChunk(boot.chunk).catch(() => undefined);
    table = await loadRouteTable(boot.routeTable);
    initial = await loadFirstPage();
  } catch (error) {
    // The prerendered page stays readable and its links still work as plain links.
    console.warn('sfpdocs: the page could not start; it stays as the server rendered it.', error);
    reportBaseUrlIssue();
    return;
  }
  const url = new URL(location.href);
  const shown = canonicalUrl(url, initial.page.route, table.config.baseUrl);
  if (shown.href !== url.href) history.replaceState(history.state, '', shown.href);
  const initialScroll = startScrollTracking();
  if (table.config.analytics) startAnalytics(table.config.analytics.trackingId);
  hydrateRoot(document.getElementById('__sfp')!, <Router config={table.config} initial={initial} initialScroll={initialScroll} />, {
    onRecoverableError: (error) => console.warn('sfpdocs: hydration mismatch', error),
  });
  // Lets tests and tools know the page is interactive.
  requestAnimationFrame(() => (document.documentElement.dataset.hydrated = 'true'));
  // Offline support is not needed for the first paint: it loads after hydration (runtime/offline).
  void import('./offline/register-service-worker.ts').then((offline) => offline.registerServiceWorker(table.config));
}

void start();
// Phone support works on the server-rendered DOM too, so it does not wait for hydration.
loadPhoneSupport();
