// `@docusaurus/useDocusaurusContext`: the parts of Docusaurus's context a site's components read,
// made from the client config (site title, tagline, url, baseUrl, favicon, customFields, the
// locales and the locale's code translations). There is no theme config. Plugin data is what the
// site's plugins gave setGlobalData.
import { useMemo } from 'react';
import type { ClientConfig } from '../../shared/contract.ts';
import { useSite } from '../theme/SiteContext.ts';

export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    favicon: string;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
  };
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    path: string;
    localeConfigs: Record<string, { label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string }>;
  };
  codeTranslations: Record<string, string>;
}

export function docusaurusContext(config: ClientConfig): DocusaurusContext {
  return {
    siteConfig: {
      title: config.title,
      tagline: config.tagline,
      url: config.url,
      baseUrl: config.baseUrl,
      favicon: config.favicon,
      customFields: config.customFields,
      themeConfig: {},
    },
    // The Docusaurus version whose components these stand in for.
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: config.globalData ?? {},
    i18n: config.i18n
      ? {
          defaultLocale: config.i18n.defaultLocale,
          locales: config.i18n.locales.map((l) => l.id),
          currentLocale: config.i18n.currentLocale,
          path: 'i18n',
          localeConfigs: Object.fromEntries(config.i18n.locales.map((l) => [l.id, { label: l.label, direction: l.direction, htmlLang: l.htmlLang, calendar: l.calendar, path: l.id }])),
        }
      : {
          defaultLocale: 'en',
          locales: ['en'],
          currentLocale: 'en',
          path: 'i18n',
          localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } },
        },
    codeTranslations: config.i18n?.messages ?? {},
  };
}

export default function useDocusaurusContext(): DocusaurusContext {
  const config = useSite();
  return useMemo(() => docusaurusContext(config), [config]);
}
