import { createContext, useContext } from 'react';
import type { PageData, SidebarItem } from '../../shared/contract.ts';

/** The page being shown and its version's sidebar, for components inside a page (runtime/docusaurus). */
export interface PageContextValue {
  page: PageData;
  sidebar: SidebarItem[] | null;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('PageContext is missing; this is a bug in sfpdocs');
  return value;
}
