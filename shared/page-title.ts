import type { ClientConfig, PageData } from './contract.ts';

/** The document title: the server writes it into each page's HTML and the router sets it on navigation. */
export function pageTitle(config: Pick<ClientConfig, 'title' | 'tagline'>, page: Pick<PageData, 'kind' | 'title' | 'documentTitle'>): string {
  if (page.documentTitle) return page.documentTitle;
  if (page.kind === 'home') return config.tagline ? `${config.title} | ${config.tagline}` : config.title;
  return `${page.title} | ${config.title}`;
}
