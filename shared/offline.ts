// Offline mode (spec §4, §7, §9) as the React runtime and the legacy phone script both run it:
// the strategies, the installed flag's key, and the service worker's URL. ES5-safe (var and plain
// functions): bundle-legacy.ts builds the Gecko 48 script from it.
import type { OfflineStrategy } from './config-schema.ts';

/** The installed flag of the appInstalled strategy, in localStorage. */
export var appInstalledKey = 'sfpdocs.pwa.appInstalled';
/** Spec §9: the mobile strategy holds on screens 940 px wide or less. */
export var mobileMaxWidth = 940;

/** What a strategy looks at, read by the caller's own means (the legacy script has no URLSearchParams). */
export interface OfflineProbe {
  /** The installed flag, or null when unset or unreadable. */
  installedFlag(): string | null;
  /** The value of a query parameter of the page's URL, or null. */
  queryParam(name: string): string | null;
  /** Whether a media query matches. */
  matches(query: string): boolean;
}

/** Spec §4: offline mode is on when any active strategy holds. */
export function offlineModeHolds(active: OfflineStrategy[], probe: OfflineProbe): boolean {
  for (var i = 0; i < active.length; i++) {
    var strategy = active[i];
    if (strategy === 'appInstalled' && probe.installedFlag() !== null) return true;
    if (strategy === 'queryString' && probe.queryParam('offlineMode') === 'true') return true;
    if (strategy === 'mobile' && probe.matches('(max-width: ' + mobileMaxWidth + 'px)')) return true;
  }
  return false;
}

/** Spec §7: the service worker's URL (`sw.js?params=`) and scope under the base URL. */
export function serviceWorkerRegistration(baseUrl: string, params: { offlineMode: boolean; debug: boolean }): { url: string; scope: string } {
  var base = baseUrl.replace(/\/$/, '');
  return { url: base + '/sw.js?params=' + encodeURIComponent(JSON.stringify(params)), scope: base + '/' };
}
