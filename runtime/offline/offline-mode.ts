// Offline mode (spec §4, §9): on when any active activation strategy holds.
import type { ClientConfig } from '../../shared/contract.ts';

type Strategy = ClientConfig['offline']['activationStrategies'][number];

/** The installed flag of the appInstalled strategy, kept in localStorage. */
export const appInstalledKey = 'sfpdocs.pwa.appInstalled';
/** Spec §9: the mobile strategy holds on screens 940 px wide or less. */
export const mobileMaxWidth = 940;

const strategies: Record<Strategy, () => boolean> = {
  appInstalled: () => readInstalledFlag() !== null,
  queryString: () => new URLSearchParams(location.search).get('offlineMode') === 'true',
  mobile: () => window.matchMedia(`(max-width: ${mobileMaxWidth}px)`).matches,
};

export function readInstalledFlag(): string | null {
  try {
    return localStorage.getItem(appInstalledKey);
  } catch {
    // Storage blocked (privacy settings): the strategy simply does not hold.
    return null;
  }
}

export function isOfflineModeOn(active: Strategy[]): boolean {
  return active.some((name) => strategies[name]?.());
}
