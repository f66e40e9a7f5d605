import { createContext, useContext } from 'react';
import type { ClientConfig } from '../../shared/contract.ts';

export const SiteContext = createContext<ClientConfig | null>(null);

export function useSite(): ClientConfig {
  const config = useContext(SiteContext);
  if (!config) throw new Error('SiteContext is missing; this is a bug in sfpdocs');
  return config;
}
