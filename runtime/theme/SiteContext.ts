import { createContext, useContext } from 'react';
import type { ClientConfig } from '../../shared/contract.ts';

export const SiteContext = createContext<ClientConfig | null>(null);

/**
 * The messages of the locale being rendered, for `translate()` (a function, not a hook, so it
 * cannot read the context): set by the App as it renders. This module is shared with the MDX
 * pages' bundles (page-modules.ts), so their `translate()` reads the same.
 */
export const codeTranslations: { current: Record<string, string> } = { current: {} };

export function useSite(): ClientConfig {
  const config = useContext(SiteContext);
  if (!config) throw new Error('SiteContext is missing; this is a bug in sfpdocs');
  return config;
}
