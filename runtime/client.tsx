// Browser entry. The flow is route table → path → page chunk → render: load the route table
// and the current route's chunk, hydrate only then (spec §2.6), and let the router take over.
// The modules pages' components share with the runtime (shared/page-modules.ts), first.
import './page-modules.ts';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startAnalytics } from './analytics/gtag.ts';
import { reportBaseUrlIssue } from './router/base-url-issue.ts';
import { readBootData } from './router/boot.ts';
import { loadChunk, loadChunkAndSidebar, loadRoute, type LoadedRoute } from './router/load-route.ts';
import { Router, canonicalUrl, routeLocation } from './router/Router.tsx';
import { loadRouteTable } from './router/route-table.ts';
import { startScrollTracking } from './router/scroll.ts';
import type { SiteTheme } from './theme/ThemeComponents.ts';
import type { RouteLifecycles } from './docusaurus/client-lifecycles.ts';
import './theme/styles.css';
import './loading/loading.css';
import './chatbot/chatbot.css';
// Last, so the phone layout (≤ 320 px) overrides the theme at equal specificity.
import './phone/phone.css';
import { loadPhoneSupport } from './phone/load-phone.ts';

/** Marks the page interactive once hydration has committed: tests and tools wait for it. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

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
  // The site's own theme components (a swizzled Footer …) render from the first paint: the server rendered them.
  let theme: SiteTheme | undefined;
  let lifecycles: RouteLifecycles | undefined;
  try {
    const module = table.theme ? ((await import(new URL(table.theme, location.href).href)) as { default: SiteTheme; lifecycles?: RouteLifecycles }) : undefined;
    theme = module?.default;
    lifecycles = module?.lifecycles;
  } catch (error) {
    console.warn('sfpdocs: the site\'s theme components could not load; the page stays as the server rendered it.', error);
    return;
  }
  const url = new URL(location.href);
  const shown = canonicalUrl(url, initial.page.route, table.config.baseUrl);
  if (shown.href !== url.href) history.replaceState(history.state, '', shown.href);
  const initialScroll = startScrollTracking();
  // Docusaurus calls the client modules' onRouteUpdate once for the first page too, in the browser
  // only; that page has loaded already, so what it returns runs at once.
  lifecycles?.onRouteUpdate(routeLocation(location), null)();
  if (table.config.analytics) startAnalytics(table.config.analytics.trackingId);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (on a slow phone, a long task that delays every tap; issue 25).
  // A tap meanwhile makes React hydrate what was tapped first.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('__sfp')!,
      <Hydrated>
        <Router config={table.config} initial={initial} initialScroll={initialScroll} theme={theme} lifecycles={lifecycles} />
      </Hydrated>,
      { onRecoverableError: (error) => console.warn('sfpdocs: hydration mismatch', error) },
    );
  });
  // Offline support is not needed for the first paint: it loads after hydration (runtime/offline).
  void import('./offline/register-service-worker.ts').then((offline) => offline.registerServiceWorker(table.config));
}

void start();
// Phone support works on the server-rendered DOM too, so it does not wait for hydration.
loadPhoneSupport();
