// Offline mode (spec §4, §9) in this browser: shared/offline.ts's strategies, read from the page's
// address, its storage and its screen.
import type { OfflineStrategy } from '../../shared/config-schema.ts';
import { appInstalledKey, offlineModeHolds } from '../../shared/offline.ts';

export function readInstalledFlag(): string | null {
  try {
    return localStorage.getItem(appInstalledKey);
  } catch {
    // Storage blocked (privacy settings): the strategy simply does not hold.
    return null;
  }
}

export function isOfflineModeOn(active: OfflineStrategy[]): boolean {
  return offlineModeHolds(active, {
    installedFlag: readInstalledFlag,
    queryParam: (name) => new URLSearchParams(location.search).get(name),
    matches: (query) => window.matchMedia(query).matches,
  });
}
