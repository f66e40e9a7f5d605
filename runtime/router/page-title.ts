import type { ClientConfig, PageData } from '../contract.ts';

/** The document title, as compiler/emit/render-html.ts writes it into each page's HTML. */
export function pageTitle(config: ClientConfig, page: Pick<PageData, 'kind' | 'title'>): string {
  if (page.kind === 'home') return config.tagline ? `${config.title} | ${config.tagline}` : config.title;
  return `${page.title} | ${config.title}`;
}
