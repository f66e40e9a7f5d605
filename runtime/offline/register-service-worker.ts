// Service-worker registration and the offline-mode flows (spec §4, §7), loaded lazily after
// hydration: `/sw.js?params={offlineMode, debug}`, the update flow, and the install events.
// Written on the bare API (not workbox-window): every reader loads it, so it is kept to ~1 KB.
import type { ClientConfig } from '../../shared/contract.ts';
import { appInstalledKey, serviceWorkerRegistration } from '../../shared/offline.ts';
import { isOfflineModeOn, readInstalledFlag } from './offline-mode.ts';

export async function registerServiceWorker(config: ClientConfig): Promise<void> {
  const { debug, activationStrategies } = config.offline;
  const log = (...args: unknown[]) => debug && console.log('[sfpdocs offline]', ...args);
  if (!('serviceWorker' in navigator)) {
    console.log('sfpdocs: this browser has no service-worker support, so offline reading is unavailable.');
    return;
  }
  listenForInstallEvents(log);
  const offlineMode = isOfflineModeOn(activationStrategies);
  const { url, scope } = serviceWorkerRegistration(config.baseUrl, { offlineMode, debug });
  const handled = new WeakSet<ServiceWorker>();
  const onWaiting = (worker: ServiceWorker) => {
    if (handled.has(worker)) return;
    handled.add(worker);
    const skipWaiting = () => worker.postMessage({ type: 'SKIP_WAITING' });
    if (!offlineMode) {
      // Nothing is served from a cache: the new worker can take over at once, unseen.
      log('new worker waiting: skipping waiting');
      skipWaiting();
      return;
    }
    log('new worker waiting: asking the reader');
    void import('./ReloadPrompt.tsx').then(({ showReloadPrompt }) =>
      showReloadPrompt(() => {
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
        skipWaiting();
      }),
    );
  };
  // Installed while another worker controls the page: that is a waiting worker.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => worker.state === 'installed' && navigator.serviceWorker.controller && onWaiting(worker);
    check();
    worker.addEventListener('statechange', check);
  };
  try {
    const registration = await navigator.serviceWorker.register(url, { scope });
    log('registered', { offlineMode, scope: registration.scope });
    watch(registration.waiting);
    watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
  } catch (error) {
    // Offline with no worker yet, or blocked by the browser: the site works without it.
    console.warn('sfpdocs: the service worker could not be registered', error);
  }
}

/**
 * Installed as an app: offline mode is on from now (appInstalled strategy); the workers
 * registered without it go, and the reload registers one with it. An install prompt while the
 * flag is set means the app was uninstalled: the flag goes the same way.
 */
function listenForInstallEvents(log: (...args: unknown[]) => void): void {
  window.addEventListener('appinstalled', () => {
    log('appinstalled');
    try {
      localStorage.setItem(appInstalledKey, 'true');
    } catch {
      // Storage blocked: offline mode cannot persist, the reload still refreshes the worker.
    }
    void unregisterAndReload();
  });
  window.addEventListener('beforeinstallprompt', () => {
    if (readInstalledFlag() === null) return;
    log('beforeinstallprompt with the installed flag set: clearing it');
    localStorage.removeItem(appInstalledKey);
    void unregisterAndReload();
  });
}

async function unregisterAndReload(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
  location.reload();
}
