// What a Docusaurus site folder says about itself, read from its docusaurus.config.*, versions
// files and sidebars, with Docusaurus's defaults applied (as of Docusaurus 3.10). Plain data for
// sfpdocs to map onto its own model; nothing here is sfpdocs's model yet.
//
// Paths of files and folders are relative to the site folder with forward slashes, and may start
// with `../` (`path: '../docs'`). Route paths have no trailing slash except `/`.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DocusaurusSidebars } from './docusaurus-sidebars.ts';
import type { PluginRedirects } from '../model/site-plugins.ts';

/** How Docusaurus reacts to a problem it finds: `onBrokenLinks`, `onDuplicateRoutes` … */
export type DocusaurusPolicy = 'ignore' | 'log' | 'warn' | 'throw';

/** A function the config supplies (editUrl, a markdown hook …), kept as loaded. */
export type ConfigFunction = (...args: never[]) => unknown;

export interface DocusaurusSite {
  /** The site folder, absolute. */
  siteDir: string;
  /** `docusaurus.config.js` …, relative to the site folder. */
  configFile: string;
  /** Its source text, to point a diagnostic at the line that writes what it is about. */
  configSource: string;
  /** Every site file the config loaded (the config, versions.json, local modules), for caches and watching. */
  configInputs: string[];
  /** Major version of `@docusaurus/core` in the site's package.json (2 compiles .md as MDX 1), null when not listed. */
  docusaurusMajor: number | null;
  /** Whether the site's Docusaurus makes the blog's authors pages (3.5 and later; assumed when it is not installed). */
  blogAuthorsPages: boolean;
  title: string;
  tagline: string;
  /** Without a trailing slash. */
  url: string;
  /** With a leading and a trailing slash. */
  baseUrl: string;
  favicon: string | null;
  /** null: Docusaurus's legacy behaviour (no trailing slash added or removed). */
  trailingSlash: boolean | null;
  titleDelimiter: string;
  noIndex: boolean;
  onBrokenLinks: DocusaurusPolicy;
  onBrokenAnchors: DocusaurusPolicy;
  onDuplicateRoutes: DocusaurusPolicy;
  markdown: {
    format: 'mdx' | 'md' | 'detect';
    mermaid: boolean;
    emoji: boolean;
    hooks: {
      /** The deprecated top-level `onBrokenMarkdownLinks` wins when set, as in Docusaurus 3.9+. */
      onBrokenMarkdownLinks: DocusaurusPolicy | ConfigFunction;
      onBrokenMarkdownImages: DocusaurusPolicy | ConfigFunction;
    };
    /** Keep the case of heading ids (`## Foo` → `#Foo`). */
    anchorsMaintainCase: boolean;
    /** Rewrites each file's text before it is parsed. */
    preprocessor: ConfigFunction | null;
    /** Replaces Docusaurus's front matter parser. */
    parseFrontMatter: ConfigFunction | null;
  };
  /** The `i18n` block as written (Docusaurus's defaults: `path: 'i18n'`; a locale's settings are inferred where absent). */
  i18n: {
    defaultLocale: string;
    locales: string[];
    path: string;
    localeConfigs: Record<string, DocusaurusLocaleConfig>;
  };
  /** Folders copied to the output root (default `static`). */
  staticDirectories: string[];
  customFields: Record<string, unknown>;
  /** `headTags`, `scripts`, `stylesheets` and `clientModules` as written: what the site adds to every page. */
  headTags: unknown[];
  scripts: unknown[];
  stylesheets: unknown[];
  clientModules: string[];
  /** Every `@docusaurus/plugin-content-docs` instance, the preset's first. */
  docs: DocusaurusDocs[];
  /** Every blog instance; empty when the preset's blog is off (`blog: false`) and none is listed. */
  blogs: DocusaurusBlog[];
  /** Every pages instance (`src/pages` by default). */
  pages: DocusaurusPages[];
  /** Import aliases of docusaurus-plugin-module-alias: name → path relative to the site folder. */
  moduleAliases: Record<string, string>;
  theme: {
    /** Stylesheets of `theme.customCss`, in order. */
    customCss: string[];
  };
  themeConfig: DocusaurusThemeConfig;
  /** Google Analytics 4 through gtag, from the preset's `gtag`, the plugin, or the old `themeConfig.gtag`. */
  gtag: { trackingIDs: string[]; anonymizeIP: boolean } | null;
  /** Every plugin, theme and preset the config lists or the classic preset adds. */
  plugins: DocusaurusPlugin[];
  /** The redirects of each `@docusaurus/plugin-client-redirects` instance (official-plugins.ts). */
  redirects: PluginRedirects[];
  /** `offlineModeActivationStrategies` of `@docusaurus/plugin-pwa` that sfpdocs knows; null: not set. */
  offlineStrategies: string[] | null;
  /** The image widths and quality of `@docusaurus/plugin-ideal-image` (official-plugins.ts); null: the plugin is not used. */
  idealImage: { sizes: number[]; quality: number } | null;
  /** The sass-loader options of `docusaurus-plugin-sass` that sfpdocs applies (official-plugins.ts sassOptions); null: the plugin is not used. */
  sass: { loadPaths: string[]; additionalData: string } | null;
  /** Packages the config asked for that are not installed. */
  missingPackages: string[];
  /** The config object as it loaded: plugins receive it as `siteConfig`. */
  rawConfig: Record<string, unknown>;
  /** The config loaded afresh, as Docusaurus loads it for each locale it builds: its inline plugins and module state are new. */
  loadConfigAgain: () => Promise<Record<string, unknown>>;
}

/** One entry of `i18n.localeConfigs`: only what the config writes. */
export interface DocusaurusLocaleConfig {
  label?: string;
  htmlLang?: string;
  direction?: 'ltr' | 'rtl';
  calendar?: string;
  path?: string;
  translate?: boolean;
  url?: string;
  baseUrl?: string;
}

/** A remark or rehype plugin of a content plugin's options, as the config loaded it. */
export interface MarkdownPluginEntry {
  /** The plugin function (a stand-in when its package is not installed: see `stubbed`). */
  plugin: unknown;
  /** Its options (the second element of `[plugin, options]`), undefined when none. */
  options: unknown;
  /** The function's name; for a stand-in the export it stands for (`linkDocblocks`) or its package; null when anonymous. */
  name: string | null;
  /** The package this entry stands in for, when it is not installed; null for a real plugin. */
  stubbed: string | null;
}

export interface MarkdownPluginOptions {
  remarkPlugins: MarkdownPluginEntry[];
  rehypePlugins: MarkdownPluginEntry[];
  beforeDefaultRemarkPlugins: MarkdownPluginEntry[];
  beforeDefaultRehypePlugins: MarkdownPluginEntry[];
}

export interface DocusaurusDocs extends MarkdownPluginOptions {
  /** Plugin id: `default` for the preset's instance. */
  id: string;
  /** Where it is configured: `presets[0].docs`, `plugins[3]`. */
  declaredAt: string;
  /** The docs folder of the current version (`docs`, `../docs`). */
  path: string;
  /** URL segment, with a leading slash (`/docs`, `/`). */
  routeBasePath: string;
  tagsBasePath: string;
  /** The current version's sidebars file; false: no sidebars; null: generated from the docs folder. */
  sidebarPath: string | false | null;
  editUrl: string | ConfigFunction | null;
  editCurrentVersion: boolean;
  editLocalizedFiles: boolean;
  include: string[];
  exclude: string[];
  /** `default` strips `01-` style prefixes from ids and paths, `disabled` keeps them; or the site's own parser. */
  numberPrefixParser: 'default' | 'disabled' | ConfigFunction;
  /** Version names as written in the options (`current` included when set). */
  lastVersion: string | null;
  includeCurrentVersion: boolean;
  onlyIncludeVersions: string[] | null;
  disableVersioning: boolean;
  sidebarCollapsible: boolean;
  sidebarCollapsed: boolean;
  breadcrumbs: boolean;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  /** `true`, `false`, or `{ keywords, extendDefaults }`. */
  admonitions: unknown;
  /** Tags file (`tags.yml`), null for none, false when tags must not be declared. */
  tags: string | false | null;
  /** What to do with a tag not declared in the tags file. */
  onInlineTags: DocusaurusPolicy;
  /** A custom generator for autogenerated sidebar items, called with Docusaurus's default; null for the default. */
  sidebarItemsGenerator: ConfigFunction | null;
  /** The versions that are built, in Docusaurus's order (`current` first, then versions.json). */
  versions: DocusaurusVersion[];
}

export interface DocusaurusVersion {
  /** `current` for the docs folder, else the name in versions.json. */
  name: string;
  label: string;
  /** The path segment after routeBasePath: '' for the last version, `next` for current, else the name. */
  pathPart: string;
  /** baseUrl + routeBasePath + pathPart (`/docs`, `/docs/next`, `/docs/2.0`). */
  routePath: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  /** The version served at the docs root (lastVersion). */
  isLast: boolean;
  /** `docs`, `../docs`, `versioned_docs/version-2.0`, `community_versioned_docs/version-1.0`. */
  docsDir: string;
  /** Its sidebars file; false for none (a versioned sidebars file may be absent); null: generated. */
  sidebarsFile: string | false | null;
  /** The sidebars, normalized; the generated default when sidebarsFile is null, none when false. */
  sidebars: DocusaurusSidebars;
}

export interface DocusaurusBlog extends MarkdownPluginOptions {
  id: string;
  declaredAt: string;
  path: string;
  routeBasePath: string;
  tagsBasePath: string;
  archiveBasePath: string | null;
  pageBasePath: string;
  authorsBasePath: string;
  include: string[];
  exclude: string[];
  /** Relative to the blog folder, as Docusaurus reads it. */
  authorsMapPath: string;
  postsPerPage: number | 'ALL';
  blogTitle: string;
  blogDescription: string;
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
  showReadingTime: boolean;
  editUrl: string | ConfigFunction | null;
  sortPosts: 'descending' | 'ascending';
  feedOptions: {
    /** Empty: no feed (`type: null`). */
    type: Array<'rss' | 'atom' | 'json'>;
    title: string | null;
    description: string | null;
    copyright: string;
    language: string | null;
    limit: number | false | null;
  };
  onInlineTags: DocusaurusPolicy;
  onInlineAuthors: DocusaurusPolicy;
  onUntruncatedBlogPosts: DocusaurusPolicy;
  tags: string | false | null;
}

export interface DocusaurusPages extends MarkdownPluginOptions {
  id: string;
  declaredAt: string;
  path: string;
  routeBasePath: string;
  include: string[];
  exclude: string[];
  editUrl: string | ConfigFunction | null;
}

export interface DocusaurusThemeConfig {
  navbar: {
    title: string | null;
    logo: DocusaurusLogo | null;
    hideOnScroll: boolean;
    style: 'dark' | 'primary' | null;
    items: NavbarItem[];
  };
  footer: {
    style: 'dark' | 'light';
    logo: DocusaurusLogo | null;
    copyright: string | null;
    /** Multi-column footers have columns; simple ones have one column with a null title. */
    columns: Array<{ title: string | null; items: FooterLink[] }>;
  } | null;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  prism: {
    /** Lower-cased, as Docusaurus normalizes them. */
    additionalLanguages: string[];
    defaultLanguage: string | null;
    /** Comments that highlight lines (`// highlight-next-line`); Docusaurus's one entry by default. */
    magicComments: Array<{ className: string; line: string | null; block: { start: string; end: string } | null }>;
  };
  algolia: { appId: string; apiKey: string; indexName: string; contextualSearch: boolean; searchPagePath: string | false } | null;
  metadata: Array<Record<string, string>>;
  image: string | null;
  announcementBar: { id: string; content: string; backgroundColor: string | null; textColor: string | null; isCloseable: boolean } | null;
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  docs: { sidebar: { hideable: boolean; autoCollapseCategories: boolean } };
}

export interface DocusaurusLogo {
  src: string;
  srcDark: string | null;
  alt: string | null;
  href: string | null;
  target: string | null;
  width: string | number | null;
  height: string | number | null;
}

/** Attributes every navbar item may carry besides its type's own. */
interface NavbarItemBase {
  position: 'left' | 'right';
  label: string | null;
  className: string | null;
  /** `aria-label`: an icon link's name (the GitHub link styled as an icon by `className`). */
  ariaLabel: string | null;
}

export type NavbarItem =
  | (NavbarItemBase & { type: 'link'; to: string | null; href: string | null; html: string | null; target: string | null; activeBasePath: string | null })
  | (NavbarItemBase & { type: 'doc'; docId: string; docsPluginId: string })
  | (NavbarItemBase & { type: 'docSidebar'; sidebarId: string; docsPluginId: string })
  | (NavbarItemBase & { type: 'docsVersion'; to: string | null; docsPluginId: string })
  | (NavbarItemBase & { type: 'dropdown'; to: string | null; href: string | null; items: NavbarItem[] })
  | (NavbarItemBase & { type: 'docsVersionDropdown'; docsPluginId: string; dropdownItemsBefore: NavbarItem[]; dropdownItemsAfter: NavbarItem[] })
  | (NavbarItemBase & { type: 'localeDropdown'; dropdownItemsBefore: NavbarItem[]; dropdownItemsAfter: NavbarItem[] })
  | (NavbarItemBase & { type: 'search' })
  | (NavbarItemBase & { type: 'html'; value: string })
  /** `custom-…` items render the component the site's `src/theme/NavbarItem/ComponentTypes` registers under `name`, with `props` (the item's keys but `type`). */
  | (NavbarItemBase & { type: 'custom'; name: string; props: Record<string, unknown> });

export type FooterLink =
  | { label: string; to: string; href: null; html: null }
  | { label: string; to: null; href: string; html: null }
  | { label: null; to: null; href: null; html: string };

/** One entry of `plugins`, `themes` or `presets`, or one the classic preset adds. */
export interface DocusaurusPlugin {
  /** The package (`@docusaurus/plugin-pwa`), the local path as written, or an inline function's name. */
  name: string;
  kind: 'preset' | 'plugin' | 'theme';
  /** `plugins[2]`, `themes[0]`, or `presets[0]` for what the preset adds. */
  declaredAt: string;
  /** What sfpdocs maps it to, or null when it is ignored (one warning each). */
  /**
   * What sfpdocs maps it to, `run` for a plugin whose lifecycle sfpdocs calls (run-plugins.ts),
   * or null when it is ignored (one warning each).
   */
  mapsTo: 'preset' | 'docs' | 'blog' | 'pages' | 'theme' | 'sitemap' | 'gtag' | 'search' | 'alias' | 'redirects' | 'pwa' | 'ideal-image' | 'sass' | 'run' | null;
  /** The options as written (the second element of `[name, options]`). */
  options: unknown;
  /** The package is not installed in the site (it cannot run). */
  notInstalled: boolean;
  /** The entry as written: a package name, a path, or the plugin function itself. */
  reference: unknown;
  /** Where the entry is written in the config. */
  at: { line: number; column: number };
}

export interface ReadDocusaurusSiteResult {
  /** null when the config cannot be loaded (the diagnostics say why). */
  site: DocusaurusSite | null;
  diagnostics: Diagnostic[];
}
