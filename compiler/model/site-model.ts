// The site model: what every input becomes. site.config.ts (config/load-config.ts) and a
// Docusaurus site (compiler/docusaurus/, an adapter at the edge) are both read into a
// ResolvedConfig, and everything downstream (content discovery, the graph passes, the emitters,
// writers' mode) reads only this: no part of the build asks which input a site came from.
//
// Most of it is the config schema's values (shared/config-schema.ts: versions, navbar and footer
// items, blog, pages, static folders, markdown plugins, link policies …); what a writer does not
// type in site.config.ts (how each version's sidebars are made) is added here.
import type { ConfigValues, VersionInfo } from '../../shared/config-schema.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { resolveLocales, type ResolvedLocale } from './locales.ts';
import { folderSidebars, type SidebarSpec } from './sidebar-spec.ts';
import { noPlugins, type LocalePluginRunner, type SitePlugins } from './site-plugins.ts';

/**
 * Where a locale's translations of one part of the site lie, relative to the locale's folder
 * (Docusaurus's layout: `docusaurus-plugin-content-docs/current` and `current.json`).
 */
export interface TranslationPaths {
  /** The folder whose files stand in for the part's own, at the same relative paths. */
  folder: string;
  /** The JSON file of its labels (sidebar labels, the version's label, the blog's title), or null. */
  labels: string | null;
}

/** A docs version: the config's version, how its sidebars are made and where its translations lie. */
export type ResolvedVersion = VersionInfo & {
  sidebars: SidebarSpec;
  translations: TranslationPaths;
  /** The locale's labels for its sidebars (Docusaurus's `sidebar.<name>.category.<label>` keys …); none in the default build. */
  labels?: Record<string, string>;
};

/** The resolved site. */
export type ResolvedConfig = Omit<ConfigValues, 'versions'> & {
  versions: ResolvedVersion[];
  /** The config file, relative to the site dir, or null when defaults are used. */
  file: string | null;
  /** Hash input: the config's source text (every file it loaded). */
  source: string;
  /** What reading the config found that does not stop the build (a plugin it ignores …). */
  warnings: Diagnostic[];
  /**
   * Every file reading the config read, relative to the site folder: the config, the modules it
   * imports, and for a Docusaurus site its versions and sidebars files. Writers' mode watches them.
   */
  inputs: string[];
  /** Every locale the site is built in, the default one first (model/locales.ts). */
  locales: ResolvedLocale[];
  /**
   * The locale this config builds: the default one as loaded; a locale's own build gets its base
   * URL, labels and translations (content/localize-site.ts).
   */
  locale: ResolvedLocale;
  /** What the site's plugins add: routes, global data, HTML tags, client modules, postBuild (model/site-plugins.ts). */
  plugins: SitePlugins;
  /**
   * The plugins' run for another locale (model/site-plugins.ts): null when the site has no plugins
   * that run per locale (what `plugins` holds is then every locale's).
   */
  localePlugins: LocalePluginRunner | null;
  /** Where the locale's translations of the blog and the standalone pages lie. */
  translations: { blog: TranslationPaths; pages: TranslationPaths };
  /**
   * The locale's code translations: the theme's strings in its language and the site's own
   * (`code.json`), message id → message; empty for a site in English without code.json.
   */
  messages: Record<string, string>;
};

/** What an input says beyond the config's values. */
export interface SiteExtras {
  file: string | null;
  source: string;
  warnings?: Diagnostic[];
  inputs?: string[];
  /** Version id → its sidebars; a version not named here gets one sidebar made from its folders. */
  sidebars?: ReadonlyMap<string, SidebarSpec>;
  plugins?: SitePlugins;
  localePlugins?: LocalePluginRunner;
  /** Version id → where its translations lie; default `docusaurus-plugin-content-docs/<id>` (and `<id>.json`). */
  translations?: ReadonlyMap<string, TranslationPaths>;
  /** Where the blog's and the pages' translations lie; default Docusaurus's folders of the first instance. */
  blogTranslations?: TranslationPaths;
  pagesTranslations?: TranslationPaths;
}

const docsPlugin = 'docusaurus-plugin-content-docs';

/** The resolved site of validated config values. */
export function resolveSite(values: ConfigValues, extras: SiteExtras): ResolvedConfig {
  const locales = resolveLocales(values);
  return {
    ...values,
    versions: values.versions.map((version) => resolveVersion(version, extras.sidebars, extras.translations)),
    file: extras.file,
    source: extras.source,
    warnings: extras.warnings ?? [],
    inputs: extras.inputs ?? [],
    locales,
    locale: locales[0]!,
    plugins: extras.plugins ?? noPlugins(),
    localePlugins: extras.localePlugins ?? null,
    translations: {
      blog: extras.blogTranslations ?? { folder: 'docusaurus-plugin-content-blog', labels: 'docusaurus-plugin-content-blog/options.json' },
      pages: extras.pagesTranslations ?? { folder: 'docusaurus-plugin-content-pages', labels: null },
    },
    messages: {},
  };
}

/** A version of the model; without sidebars of its own, one made from its folders. */
export function resolveVersion(version: VersionInfo, sidebars?: ReadonlyMap<string, SidebarSpec>, translations?: ReadonlyMap<string, TranslationPaths>): ResolvedVersion {
  return {
    ...version,
    sidebars: sidebars?.get(version.id) ?? folderSidebars(),
    translations: translations?.get(version.id) ?? { folder: `${docsPlugin}/${version.id}`, labels: `${docsPlugin}/${version.id}.json` },
  };
}

/** The site served under another base URL (`--base-url`, slashes at either end optional): its locales' base URLs follow. */
export function withBaseUrl(config: ResolvedConfig, given: string): ResolvedConfig {
  const baseUrl = `/${given.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const locales = resolveLocales({ ...config, baseUrl });
  return { ...config, baseUrl, locales, locale: locales.find((l) => l.id === config.locale.id) ?? locales[0]! };
}
