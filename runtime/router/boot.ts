import type { BootData } from '../../shared/contract.ts';
import { bootElementId, parseBootData } from '../../shared/boot-data.ts';

/** This page's boot data (see shared/boot-data.ts). */
export function readBootData(): BootData {
  return parseBootData(document.getElementById(bootElementId)!.textContent!);
}

declare global {
  interface Window {
    /** Shows the current route's data again after a change (Router.tsx); called by writers' mode. */
    __sfpReloadRoute?: () => Promise<void>;
  }
}
