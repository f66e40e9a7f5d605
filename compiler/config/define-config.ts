// The public face of site.config.ts: `import { defineConfig } from 'sfpdocs'`.
// Field meanings and defaults live in config-schema.ts; this file only types them.
import type { FooterColumn, NavLink } from '../../runtime/contract.ts';

export type LinkPolicy = 'ignore' | 'warn' | 'throw';
export type OfflineStrategy = 'appInstalled' | 'queryString' | 'mobile';

export interface VersionOptions {
  id: string;
  label: string;
  path: string;
  description?: string;
  current?: boolean;
}

export interface SiteConfig {
  title?: string;
  tagline?: string;
  url?: string;
  baseUrl?: string;
  favicon?: string;
  logo?: string;
  repoUrl?: string;
  editUrl?: string;
  versions?: VersionOptions[];
  navbar?: NavLink[];
  footer?: { columns?: FooterColumn[]; copyright?: string };
  colorMode?: { defaultMode?: 'light' | 'dark'; disableSwitch?: boolean };
  analytics?: { trackingId: string } | null;
  search?: { local?: boolean; hosted?: { appId: string; apiKey: string; indexName: string } | null; synonyms?: string[][] };
  offline?: { activationStrategies?: OfflineStrategy[]; debug?: boolean };
  chatbot?: { url: string; title?: string } | null;
  blog?: { title?: string; description?: string; postsPerPage?: number };
  redirects?: Array<{ from: string; to: string }>;
  onBrokenLinks?: LinkPolicy;
  onBrokenMarkdownLinks?: LinkPolicy;
  onDuplicateRoutes?: LinkPolicy;
}

/** Identity function that gives site.config.ts type checking and completion. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
