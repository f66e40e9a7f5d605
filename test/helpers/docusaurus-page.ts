// Renders runtime/docusaurus components to HTML as a page would: inside the site's config and the
// current page's context.
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { toClientConfig } from '../../compiler/emit/client-config.ts';
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { ClientConfig, PageData, SidebarItem } from '../../shared/contract.ts';
import { PageContext } from '../../runtime/theme/PageContext.ts';
import { SiteContext } from '../../runtime/theme/SiteContext.ts';
import { configOf } from './page-graph.ts';

export function clientConfigOf(config: SiteConfig = {}): ClientConfig {
  return toClientConfig(configOf(config), []);
}

export function pageOf(page: Partial<PageData> = {}): PageData {
  return {
    route: '/docs/guide/',
    kind: 'doc',
    title: 'Guide',
    description: '',
    html: '',
    toc: [],
    version: null,
    breadcrumbs: [],
    prev: null,
    next: null,
    lastUpdated: null,
    editUrl: null,
    otherVersions: {},
    ...page,
  };
}

export interface RenderOptions {
  config?: SiteConfig;
  page?: Partial<PageData>;
  sidebar?: SidebarItem[] | null;
}

/** The server's HTML of `node` on a page. */
export function renderInPage(node: ReactNode, { config, page, sidebar = null }: RenderOptions = {}): string {
  const value = { page: pageOf(page), sidebar };
  return renderToString(createElement(SiteContext.Provider, { value: clientConfigOf(config) }, createElement(PageContext.Provider, { value }, node)));
}
