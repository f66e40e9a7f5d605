// A Docusaurus site's configuration, as sfpdocs' own (shared/config-schema.ts): every docs plugin
// instance's versions become sfpdocs versions (grouped by instance, at Docusaurus's routes), the
// blog and pages folders, static folders, custom CSS, navbar, footer, colour mode, hosted search
// and analytics. What has no counterpart is one warning naming it and what happens instead.
// Each version's sidebars (its sidebars file, or the generated default) are the model's sidebar
// data (model/sidebar-spec.ts), given beside the config.
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { SidebarSpec } from '../model/sidebar-spec.ts';
import type { TranslationPaths } from '../model/site-model.ts';
import { footerLogo, headFields } from './head-fields.ts';
import { siteMarkdownPlugins } from './markdown-plugin-entries.ts';
import { findString, locateKeyPath, positionAt } from './source-position.ts';
import type { DocusaurusPolicy, DocusaurusSite, NavbarItem } from './docusaurus-site.ts';

type NavbarItemInput = NonNullable<SiteConfig['navbar']>[number];
type NavbarEntryInput = NonNullable<NavbarItemInput['items']>[number];
type FooterItemInput = NonNullable<NonNullable<NonNullable<SiteConfig['footer']>['columns']>[number]['items']>[number];

/** The sfpdocs version id of a Docusaurus version: its name, prefixed by the instance's id beyond the first. */
export function docusaurusVersionId(instance: string, name: string): string {
  return instance === 'default' ? name : `${instance}/${name}`;
}

export interface MappedSite {
  config: SiteConfig;
  /** sfpdocs version id → its sidebars. */
  sidebars: Map<string, SidebarSpec>;
  /** sfpdocs version id → where its translations lie (Docusaurus's i18n layout). */
  translations: Map<string, TranslationPaths>;
  blogTranslations: TranslationPaths;
  pagesTranslations: TranslationPaths;
  diagnostics: Diagnostic[];
}

export function docusaurusToSiteConfig(site: DocusaurusSite): MappedSite {
  const diagnostics: Diagnostic[] = [];
  // At the line that writes what it is about: a key path (`['themeConfig', 'prism', 'defaultLanguage']`), or a string the config writes (`'localeDropdown'`).
  const warn = (message: string, hint: string, at: string[] | { text: string }) => {
    const offset = Array.isArray(at) ? -1 : findString(site.configSource, at.text);
    const position = Array.isArray(at) ? locateKeyPath(site.configSource, at) : offset >= 0 ? positionAt(site.configSource, offset) : { line: 1, column: 1 };
    diagnostics.push({ file: site.configFile, ...position, message, hint, ruleId: 'config', severity: 'warning' });
  };
  const base = site.baseUrl.replace(/\/$/, '');
  // Docusaurus's routes include the base URL; sfpdocs' are under it.
  const underBase = (route: string) => {
    const inner = base && route.startsWith(base) ? route.slice(base.length) : route;
    return `${inner.replace(/\/+$/, '')}/`.replace(/^(?!\/)/, '/');
  };
  const internal = (to: string) => (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(to) ? to : `/${to.replace(/^\//, '')}`);

  const versions: NonNullable<SiteConfig['versions']> = [];
  const sidebars = new Map<string, SidebarSpec>();
  const translations = new Map<string, TranslationPaths>();
  /** The version of a docs instance that its navbar items open: the one at the docs root. */
  const lastVersionId = (instance: string) => {
    const docs = site.docs.find((d) => d.id === instance);
    const last = docs?.versions.find((v) => v.isLast) ?? docs?.versions[0];
    return last ? docusaurusVersionId(instance, last.name) : `${instance}/current`;
  };
  const lastVersionLabel = (instance: string) => {
    const docs = site.docs.find((d) => d.id === instance);
    return (docs?.versions.find((v) => v.isLast) ?? docs?.versions[0])?.label ?? '';
  };
  for (const docs of site.docs) {
    if (typeof docs.editUrl === 'function') warn(`the editUrl function of docs \`${docs.id}\` is not called: pages show no "Edit this page" link`, 'give editUrl as a string to keep the links', ['editUrl']);
    if (typeof docs.numberPrefixParser === 'function') warn(`the numberPrefixParser function of docs \`${docs.id}\` is not called: Docusaurus's default parser is used`, 'remove it, or set it to false to keep number prefixes', ['numberPrefixParser']);
    for (const version of docs.versions) {
      const id = docusaurusVersionId(docs.id, version.name);
      const label = site.docs.length > 1 && docs.id !== 'default' ? `${titleOf(docs.id)}${docs.versions.length > 1 ? ` ${version.label}` : ''}` : version.label;
      // Docusaurus's getDocsDirPathLocalized and translations.ts getVersionFileName.
      const plugin = pluginI18nFolder('docusaurus-plugin-content-docs', docs.id);
      translations.set(id, { folder: `${plugin}/${version.name}`, labels: `${plugin}/${version.name === 'current' ? 'current' : `version-${version.name}`}.json` });
      sidebars.set(id, { file: version.sidebars.file, sidebars: version.sidebars.sidebars, categories: { collapsed: docs.sidebarCollapsed, collapsible: docs.sidebarCollapsible } });
      versions.push({
        id,
        label,
        // The version's own label in its instance (`Next`, `1.0`), as Docusaurus's badge, version
        // menus and useDocsData name it; `label` also names the instance where the site has several.
        shortLabel: version.label,
        path: underBase(version.routePath),
        current: docs.id === (site.docs[0]?.id ?? 'default') && version.isLast,
        dir: version.docsDir,
        banner: version.banner ?? 'none',
        badge: version.badge,
        include: docs.include,
        exclude: docs.exclude,
        group: docs.id,
        // Each docs instance's own `breadcrumbs` option.
        breadcrumbs: docs.breadcrumbs ? 'sidebar' : 'none',
      });
    }
  }
  const defaultDocs = site.docs[0];
  const blog = site.blogs[0];
  if (site.blogs.length > 1) warn(`blog instances beyond the first (${site.blogs.slice(1).map((b) => `\`${b.id}\``).join(', ')}) are not built`, 'merge them into one blog', { text: site.blogs[1]?.id ?? '' });
  if (site.pages.length > 1) warn(`pages instances beyond the first are not built (${site.pages.slice(1).map((p) => `\`${p.id}\``).join(', ')})`, 'keep standalone pages in one folder', { text: site.pages[1]?.id ?? '' });
  const theme = site.themeConfig;
  if (theme.prism.defaultLanguage) warn(`\`themeConfig.prism.defaultLanguage\` (${theme.prism.defaultLanguage}) is not applied: a code block without a language is plain text`, 'give the code blocks their language', ['themeConfig', 'prism', 'defaultLanguage']);
  const customComments = theme.prism.magicComments.filter((c) => c.className !== 'theme-code-block-highlighted-line');
  if (customComments.length) warn(`magic comments of your own (${customComments.map((c) => `\`${c.className}\``).join(', ')}) are not applied; \`highlight-next-line\` and \`highlight-start\`/\`-end\` are`, 'use the highlight comments, or {1,3-5} after the language', ['themeConfig', 'prism', 'magicComments']);
  if (site.trailingSlash === false) warn('`trailingSlash: false` is not followed: pages are written as folder/index.html, which every static host serves at /folder and /folder/', 'nothing to do; links without a trailing slash keep working', ['trailingSlash']);

  const navbar: NavbarItemInput[] = [];
  // Dropdowns do not nest (read-navbar-items.ts): their entries are links, docs and sidebars.
  const entries = (list: NavbarItem[]): NavbarEntryInput[] => list.map(navItem).filter((i): i is NavbarItemInput & NavbarEntryInput => !!i && (i.type === 'link' || i.type === 'doc' || i.type === 'sidebar')).map(({ position: _, className: _c, ariaLabel: _a, ...entry }) => entry);
  function navItem(item: NavbarItem): NavbarItemInput | null {
    const position = item.position;
    switch (item.type) {
      case 'link':
        if (!item.to && !item.href) return item.html ? (warn('a navbar item written as HTML is not shown', 'give it a `label` and a `to` or `href`', ['themeConfig', 'navbar', 'items', 'html']), null) : null;
        // An icon link (a `className` the site's CSS draws, an `aria-label` naming it) stays without
        // text, as in Docusaurus; without a class nothing would draw it, so it gets its name as text.
        return {
          type: 'link',
          label: item.label ?? (item.className ? '' : (item.ariaLabel ?? linkName(item.to ?? item.href ?? ''))),
          href: item.to ? internal(item.to) : item.href!,
          position,
          ...(item.className ? { className: item.className } : {}),
          ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
        };
      case 'doc':
        return { type: 'doc', label: item.label ?? item.docId, doc: item.docId, version: lastVersionId(item.docsPluginId), position };
      case 'docSidebar':
        return { type: 'sidebar', label: item.label ?? '', sidebar: item.sidebarId, version: lastVersionId(item.docsPluginId), position };
      case 'docsVersion': {
        const docs = site.docs.find((d) => d.id === item.docsPluginId);
        const last = docs?.versions.find((v) => v.isLast) ?? docs?.versions[0];
        return { type: 'link', label: item.label ?? last?.label ?? 'Docs', href: item.to ? internal(item.to) : last ? underBase(last.routePath) : '/', position };
      }
      case 'dropdown':
        return { type: 'dropdown', label: item.label ?? '', href: item.to ? internal(item.to) : item.href ?? '', items: entries(item.items), position };
      case 'docsVersionDropdown':
        if (item.dropdownItemsBefore.length) warn('`dropdownItemsBefore` of the version menu are listed after the versions', 'list them in `dropdownItemsAfter`', ['themeConfig', 'navbar', 'dropdownItemsBefore']);
        // Docusaurus labels the menu with a version's label (the one being read; elsewhere the last one).
        return { type: 'versions', label: item.label ?? lastVersionLabel(item.docsPluginId), version: lastVersionId(item.docsPluginId), items: [...entries(item.dropdownItemsBefore), ...entries(item.dropdownItemsAfter)], position };
      case 'localeDropdown':
        return { type: 'locale', label: item.label ?? '', items: [...entries(item.dropdownItemsBefore), ...entries(item.dropdownItemsAfter)], position };
      case 'search':
        return { type: 'search', position };
      case 'custom':
        // The site's component, by its type name; it reaches the browser in the client config, so JSON props only.
        return { type: 'custom', label: item.label ?? '', component: item.name, props: jsonFields(item.props, (key) => warn(`prop \`${key}\` of navbar item \`${item.name}\` is not plain data (a function, or a stand-in for a package that is not installed): the component gets null`, 'give the item JSON values', { text: item.name })), position };
      default:
        warn(`navbar items of type \`${item.type}\` are not shown`, 'use links (`to`/`href`), docs, sidebars or drop-downs', { text: item.type });
        return null;
    }
  }
  for (const item of site.themeConfig.navbar.items) {
    const mapped = navItem(item);
    if (mapped) navbar.push(mapped);
  }

  const footer = site.themeConfig.footer;
  const columns = (footer?.columns ?? []).map((column) => ({
    title: column.title ?? '',
    items: column.items.map((link): FooterItemInput => {
      if (link.html !== null) return { type: 'html', html: link.html };
      // A `to` that is a URL after all (`pathname:///…`, `https://…`) is shown as written, as the navbar's.
      const to = link.to !== null ? internal(link.to) : null;
      return to !== null && to.startsWith('/') && !to.startsWith('//') ? { type: 'link', label: link.label, to } : { type: 'link', label: link.label, href: to ?? link.href ?? '' };
    }),
  }));

  const policy = (value: DocusaurusPolicy | unknown): 'ignore' | 'warn' | 'throw' => (value === 'ignore' ? 'ignore' : value === 'throw' ? 'throw' : 'warn');
  const gtagIds = site.gtag?.trackingIDs ?? [];
  if (gtagIds.length > 1) warn(`only the first gtag tracking id (${gtagIds[0]}) receives page views`, 'keep one tracking id', ['trackingID']);
  const logo = site.themeConfig.navbar.logo?.src;
  if (site.themeConfig.navbar.logo?.srcDark) warn('the navbar logo\'s `srcDark` is not used: the logo is the same in both colour modes', 'use an image that reads on both backgrounds', ['themeConfig', 'navbar', 'logo', 'srcDark']);

  const config: SiteConfig = {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    ...(site.favicon ? { favicon: `/${site.favicon.replace(/^\//, '')}` } : {}),
    ...(logo ? { logo: `/${logo.replace(/^\//, '')}` } : {}),
    logoAlt: site.themeConfig.navbar.logo?.alt ?? '',
    navbarTitle: site.themeConfig.navbar.title ?? '',
    ...(defaultDocs && typeof defaultDocs.editUrl === 'string' ? { editUrl: defaultDocs.editUrl } : {}),
    versions,
    // Docusaurus puts no policy on frames: a page may frame any https host, as it did there.
    markdown: { format: site.markdown.format, iframeHosts: ['*'], pageStyles: true, ...siteMarkdownPlugins([...site.docs, ...site.blogs, ...site.pages]) },
    // Docusaurus's i18n block is the model's, as written; settings for a locale it does not list
    // are ignored there too.
    i18n: {
      defaultLocale: site.i18n.defaultLocale,
      locales: site.i18n.locales,
      path: site.i18n.path,
      localeConfigs: Object.fromEntries(Object.entries(site.i18n.localeConfigs).filter(([name]) => site.i18n.locales.includes(name))),
    },
    numberPrefixes: defaultDocs?.numberPrefixParser !== 'disabled',
    folderIndex: 'index-readme-named',
    generatedIndexes: 'when-linked',
    breadcrumbs: defaultDocs?.breadcrumbs === false ? 'none' : 'sidebar',
    versionSwitcher: false,
    apiIndex: false,
    moduleAliases: site.moduleAliases,
    navbar,
    navbarStyle: site.themeConfig.navbar.style ?? 'default',
    announcementBar: theme.announcementBar ? { id: theme.announcementBar.id, content: theme.announcementBar.content, backgroundColor: theme.announcementBar.backgroundColor ?? '', textColor: theme.announcementBar.textColor ?? '', isCloseable: theme.announcementBar.isCloseable } : null,
    footer: { columns, copyright: (footer?.copyright ?? '').replace(/<[^>]*>/g, ''), style: footer?.style ?? 'light', logo: footerLogo(footer?.logo ?? null, warn) },
    ...headFields(site, warn),
    colorMode: { defaultMode: site.themeConfig.colorMode.defaultMode, disableSwitch: site.themeConfig.colorMode.disableSwitch },
    analytics: gtagIds[0] ? { trackingId: gtagIds[0] } : null,
    search: { local: true, hosted: site.themeConfig.algolia ? { appId: site.themeConfig.algolia.appId, apiKey: site.themeConfig.algolia.apiKey, indexName: site.themeConfig.algolia.indexName } : null },
    blog: blog
      ? {
          dir: blog.path,
          routeBasePath: blog.routeBasePath,
          authorsFile: blog.authorsMapPath,
          title: blog.blogTitle,
          description: blog.blogDescription,
          postsPerPage: blog.postsPerPage === 'ALL' ? 100_000 : blog.postsPerPage,
          dateRoutes: true,
          authorsPages: site.blogAuthorsPages,
        }
      : { dir: '' },
    pagesDir: site.pages[0]?.path ?? '',
    staticDirs: site.staticDirectories,
    customCss: site.theme.customCss,
    infima: true,
    customFields: jsonFields(site.customFields, (key) => warn(`\`customFields.${key}\` is not plain data (a function, or a stand-in for a package that is not installed): pages read it as null`, 'give customFields JSON values, or install the package it comes from', ['customFields', key])) as never,
    ...(site.offlineStrategies ? { offline: { activationStrategies: site.offlineStrategies as never } } : {}),
    ...(site.idealImage ? { responsiveImages: site.idealImage } : {}),
    ...(site.sass ? { sass: site.sass } : {}),
    onBrokenLinks: policy(site.onBrokenLinks),
    onBrokenAnchors: policy(site.onBrokenAnchors),
    onBrokenMarkdownLinks: policy(site.markdown.hooks.onBrokenMarkdownLinks),
    onDuplicateRoutes: policy(site.onDuplicateRoutes),
  };
  const blogPlugin = pluginI18nFolder('docusaurus-plugin-content-blog', blog?.id ?? 'default');
  return { config, sidebars, translations, blogTranslations: { folder: blogPlugin, labels: `${blogPlugin}/options.json` }, pagesTranslations: { folder: pluginI18nFolder('docusaurus-plugin-content-pages', site.pages[0]?.id ?? 'default'), labels: null }, diagnostics };
}

/** A plugin instance's folder in a locale's translations: its name, then its id beyond the default (Docusaurus's getPluginI18nPath). */
function pluginI18nFolder(plugin: string, id: string): string {
  return id === 'default' ? plugin : `${plugin}-${id}`;
}

/**
 * customFields as the browser receives them (inside the route table, as JSON): what JSON cannot
 * carry (functions, stand-ins of missing packages) becomes null, each key once reported.
 */
function jsonFields(fields: Record<string, unknown>, report: (key: string) => void): Record<string, unknown> {
  const reported = new Set<string>();
  const clean = (value: unknown, key: string, depth: number): unknown => {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
    if (typeof value === 'object' && depth < 20) {
      if (Array.isArray(value)) return value.map((item) => clean(item, key, depth + 1));
      if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v, key, depth + 1)]));
    }
    if (!reported.has(key)) {
      reported.add(key);
      report(key);
    }
    return null;
  };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, clean(value, key, 0)]));
}

/** A link's name from its URL: the site's name for a host (`GitHub`), else the host or the path. */
function linkName(url: string): string {
  const host = /^[a-z]+:\/\/(?:www\.)?([^/]+)/i.exec(url)?.[1];
  if (!host) return url;
  const known: Record<string, string> = { 'github.com': 'GitHub', 'gitlab.com': 'GitLab', 'twitter.com': 'Twitter', 'x.com': 'X', 'discord.gg': 'Discord', 'discord.com': 'Discord', 'npmjs.com': 'npm', 'stackoverflow.com': 'Stack Overflow' };
  return known[host] ?? host;
}

function titleOf(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}
