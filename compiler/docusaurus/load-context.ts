// The `context` Docusaurus hands every preset and plugin function (LoadContext,
// packages/docusaurus/src/server/site.ts), as far as it has meaning here. Its `siteConfig` is the
// config as Docusaurus normalises it, defaults filled in: a site's own plugin often wraps the blog or
// docs plugin that comes with Docusaurus, and those read defaults the config file never sets (the
// blog plugin calls `siteConfig.markdown.parseFrontMatter` for every post).
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { localeOutDir, type ResolvedLocale } from '../model/locales.ts';
import { createSiteRequire } from './site-require.ts';
import { isPlainObject } from './values.ts';

export interface ContextSite {
  siteDir: string;
  /** The config file, relative to the site folder. */
  configFile: string;
  baseUrl: string;
  url: string;
  title: string;
  tagline: string;
  i18n: { defaultLocale: string; locales: string[]; path: string; localeConfigs: Record<string, unknown> };
  /** Where createData writes. */
  generatedFilesDir: string;
}

/**
 * The locale a context is made for, as Docusaurus's loadContext and loadI18n make it for each
 * locale's build (packages/docusaurus/src/server/site.ts, i18n.ts): its base URL, origin, output
 * folder and translations folder; absent, the default locale as the config gives it.
 */
export interface ContextLocale {
  id: string;
  /** The locale's base URL (`/zh-CN/`). */
  baseUrl: string;
  url: string;
  /** Its output folder below the site's (`zh-CN`; '' for the default locale). */
  outDir: string;
  /** Its translations folder, relative to the site (`i18n/zh-CN`). */
  dir: string;
  /** Every locale's settings with Docusaurus's defaults filled in (`label`, `direction`, `htmlLang`, `calendar`, `path`). */
  localeConfigs: Record<string, Record<string, unknown>>;
  /** The locale's code.json messages (id → message). */
  codeTranslations: Record<string, string>;
}

export function loadContext(site: ContextSite, config: Record<string, unknown>, locale?: ContextLocale): Record<string, unknown> {
  const configPath = path.join(site.siteDir, site.configFile);
  const normalised = normalisedConfig(config, configPath, site.siteDir);
  const baseUrl = locale?.baseUrl ?? site.baseUrl;
  // Each context has its own themeConfig object: translateThemeConfig merges a locale's labels into it.
  const themeConfig = isPlainObject(config.themeConfig) ? { ...config.themeConfig } : {};
  return {
    siteDir: site.siteDir,
    siteVersion: undefined,
    generatedFilesDir: site.generatedFilesDir,
    siteConfig: { ...normalised, baseUrl, url: locale?.url ?? site.url, title: site.title, tagline: site.tagline, themeConfig },
    siteConfigPath: configPath,
    outDir: path.join(site.siteDir, 'build', locale?.outDir ?? ''),
    baseUrl,
    i18n: { defaultLocale: site.i18n.defaultLocale, locales: site.i18n.locales, currentLocale: locale?.id ?? site.i18n.defaultLocale, path: site.i18n.path, localeConfigs: locale?.localeConfigs ?? site.i18n.localeConfigs },
    localizationDir: path.join(site.siteDir, locale?.dir ?? path.join(site.i18n.path, site.i18n.defaultLocale)),
    codeTranslations: locale?.codeTranslations ?? {},
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack', instance: undefined },
  };
}

/**
 * The locale of a context from the site model's locale (model/locales.ts, which resolves them as
 * Docusaurus's loadI18n does): every locale's settings with their defaults, as Docusaurus hands
 * them to plugins (\`i18n.localeConfigs[currentLocale].calendar\` is read by the blog plugin), and
 * the locale's code.json.
 */
export function contextLocaleOf(site: Pick<ContextSite, 'siteDir' | 'i18n'>, locale: ResolvedLocale, locales: ResolvedLocale[], siteBaseUrl: string): ContextLocale {
  const given = site.i18n.localeConfigs as Record<string, Record<string, unknown> | undefined>;
  const localeConfigs = Object.fromEntries(
    locales.map((l) => [l.id, { ...given[l.id], label: l.label, htmlLang: l.htmlLang, direction: l.direction, calendar: l.calendar, path: typeof given[l.id]?.path === 'string' ? given[l.id]!.path : l.id }]),
  );
  return { id: locale.id, baseUrl: locale.baseUrl, url: locale.url, outDir: localeOutDir(locale, siteBaseUrl), dir: locale.dir, localeConfigs, codeTranslations: readCodeTranslations(path.join(site.siteDir, locale.dir, 'code.json')) };
}

/** A code.json's messages (id → message); {} when there is none. A broken one is reported by config/localize-config.ts. */
function readCodeTranslations(file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!isPlainObject(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).flatMap(([id, value]) => (isPlainObject(value) && typeof value.message === 'string' ? [[id, value.message]] : [])));
  } catch {
    return {};
  }
}

/** The site as the config alone gives it: for presets, which run before the site is read. */
export function contextSiteOf(siteDir: string, configFile: string, config: Record<string, unknown>): ContextSite {
  const text = (key: string, fallback: string) => (typeof config[key] === 'string' ? (config[key] as string) : fallback);
  const i18n = isPlainObject(config.i18n) ? config.i18n : {};
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  return {
    siteDir,
    configFile,
    baseUrl: text('baseUrl', '/'),
    url: text('url', ''),
    title: text('title', ''),
    tagline: text('tagline', ''),
    i18n: {
      defaultLocale,
      locales: Array.isArray(i18n.locales) ? (i18n.locales as string[]) : [defaultLocale],
      path: typeof i18n.path === 'string' ? i18n.path : 'i18n',
      localeConfigs: isPlainObject(i18n.localeConfigs) ? i18n.localeConfigs : {},
    },
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
  };
}

/**
 * The config through the site's own Docusaurus schema when it is installed (the exact defaults of
 * its version); else the defaults Docusaurus's own plugins read. A config that schema refuses is
 * reported by sfpdocs' own reading of it, not here: the plugins get the defaults added instead.
 */
function normalisedConfig(config: Record<string, unknown>, configPath: string, siteDir: string): Record<string, unknown> {
  const siteRequire = createSiteRequire(configPath, { siteDir, missing: () => {} });
  try {
    const { ConfigSchema } = siteRequire('@docusaurus/core/lib/server/configValidation.js') as { ConfigSchema: { validate(value: unknown, options: object): { error?: unknown; value: Record<string, unknown> } } };
    const { error, value } = ConfigSchema.validate(config, { abortEarly: false });
    if (!error) return value;
  } catch {
    // Not installed, or a version laid out otherwise: the defaults below.
  }
  const markdown = isPlainObject(config.markdown) ? config.markdown : {};
  return {
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onDuplicateRoutes: 'warn',
    staticDirectories: ['static'],
    customFields: {},
    plugins: [],
    themes: [],
    presets: [],
    headTags: [],
    scripts: [],
    stylesheets: [],
    clientModules: [],
    titleDelimiter: '|',
    noIndex: false,
    ...config,
    markdown: {
      format: 'mdx',
      mermaid: false,
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
      anchors: { maintainCase: false },
      ...markdown,
      parseFrontMatter: typeof markdown.parseFrontMatter === 'function' ? markdown.parseFrontMatter : defaultParseFrontMatter,
    },
  };
}

/** Docusaurus's default `parseFrontMatter` (gray-matter): every key of the YAML block, and the text after it. */
export async function defaultParseFrontMatter({ fileContent }: { fileContent: string }): Promise<{ frontMatter: Record<string, unknown>; content: string }> {
  const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(fileContent);
  if (!block) return { frontMatter: {}, content: fileContent };
  const frontMatter: unknown = parseYaml(block[1]!);
  return { frontMatter: isPlainObject(frontMatter) ? frontMatter : {}, content: fileContent.slice(block[0].length) };
}
