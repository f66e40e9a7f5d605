import type { ClientConfig, ClientI18n } from '../../shared/contract.ts';
import { clientKeys } from '../../shared/config-schema.ts';
import type { ResolvedConfig, ResolvedVersion } from '../model/site-model.ts';

/**
 * The part of the config the browser needs (the fields the schema marks `client`); secrets and
 * build-only settings stay behind. `versions` are the site's versions as discovered (a site with
 * no `versions` in its config has one per folder of content/), and `blogLinks` the blog's own
 * links (add-blog-pages.ts).
 */
export function toClientConfig(config: ResolvedConfig, versions: ResolvedVersion[], blogLinks: ClientConfig['blogLinks'] = null): ClientConfig {
  const client = Object.fromEntries(clientKeys.map((key) => [key, config[key]])) as unknown as ClientConfig;
  // What the browser needs of a version: the schema's fields, not how its sidebars are made.
  // A version's own breadcrumbs only where it has them (a Docusaurus docs instance's): a version
  // that follows the site's is sent as before.
  client.versions = versions.map(({ sidebars: _s, translations: _t, labels: _l, breadcrumbs, ...version }) => (breadcrumbs ? { ...version, breadcrumbs } : version) as ClientConfig['versions'][number]);
  client.blogLinks = blogLinks;
  // Emitted once, inside the route table, for every page to share: never in a page's own data.
  if (Object.keys(config.plugins.globalData).length) client.globalData = config.plugins.globalData;
  const i18n = clientI18n(config);
  if (i18n) client.i18n = i18n;
  return client;
}

/**
 * What the browser needs of the site's languages; nothing for a site in one locale whose pages
 * are English, left to right, with no messages of its own (the theme's words are English already).
 */
function clientI18n({ locales, locale, messages }: ResolvedConfig): ClientI18n | null {
  if (locales.length === 1 && locale.htmlLang === 'en' && locale.direction === 'ltr' && !Object.keys(messages).length) return null;
  return {
    currentLocale: locale.id,
    defaultLocale: locales[0]!.id,
    locales: locales.map(({ id, label, htmlLang, direction, calendar, baseUrl, url }) => ({ id, label, htmlLang, direction, calendar, baseUrl, url })),
    messages,
  };
}
