import type { PageData } from './contract.ts';

/**
 * The key of a page's sidebar in the route table's `sidebars`: its version's, unless the page names
 * another (a Docusaurus version may have several sidebars), or none ('' in the page data).
 */
export function sidebarKeyOf(page: Pick<PageData, 'version' | 'sidebar'>): string | null {
  return page.sidebar === undefined ? page.version : page.sidebar || null;
}
