// The top-level fields of docusaurus.config.* with Docusaurus's defaults and checks
// (packages/docusaurus/src/server/configValidation.ts, 3.10).
import type { ConfigFunction, DocusaurusLocaleConfig, DocusaurusSite } from './docusaurus-site.ts';
import { OptionReader, policies, type ConfigSource } from './option-reader.ts';
import { isPlainObject } from './values.ts';

const configUrl = 'https://docusaurus.io/docs/api/docusaurus-config';
/** Fields Docusaurus accepts that describe nothing sfpdocs builds (deployment, bundler, storage). */
const notDescribed = ['baseUrlIssueBanner', 'storage', 'future', 'organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'ssrTemplate', 'webpack'];
/** Read by classify-plugins.ts and read-theme-config.ts. */
const readElsewhere = ['presets', 'plugins', 'themes', 'themeConfig'];

export type SiteFields = Pick<
  DocusaurusSite,
  | 'title' | 'tagline' | 'url' | 'baseUrl' | 'favicon' | 'trailingSlash' | 'titleDelimiter' | 'noIndex'
  | 'onBrokenLinks' | 'onBrokenAnchors' | 'onDuplicateRoutes' | 'markdown' | 'i18n' | 'staticDirectories'
  | 'customFields' | 'headTags' | 'scripts' | 'stylesheets' | 'clientModules'
>;

export function readSiteFields(config: Record<string, unknown>, ctx: ConfigSource): SiteFields {
  const o = new OptionReader(config, { ctx, label: ctx.file, keyPath: [], from: 0, docsUrl: configUrl });
  const required = (key: string) => {
    if (config[key] === undefined) o.report('error', undefined, `\`${key}\` is missing from ${ctx.file}`, `add \`${key}\` (a string): Docusaurus requires it`);
    return o.string(key, '');
  };
  const title = required('title');
  const url = readUrl(o, required('url'));
  const baseUrl = `/${required('baseUrl')}/`.replace(/\/{2,}/g, '/');
  const trailingSlash = o.value('trailingSlash');

  const markdown = o.object('markdown', '`markdown`');
  const hooks = markdown.object('hooks', '`markdown.hooks`');
  const hook = (reader: OptionReader, key: string, fallback: (typeof policies)[number]) => {
    const value = reader.value(key);
    return typeof value === 'function' ? (value as ConfigFunction) : reader.policy(key, fallback);
  };
  // The top-level `onBrokenMarkdownLinks` is deprecated since 3.9 but still wins when set.
  const topLevelMarkdownLinks = o.raw.onBrokenMarkdownLinks === undefined ? undefined : o.policy('onBrokenMarkdownLinks', 'warn');
  const fn = (reader: OptionReader, key: string) => {
    const value = reader.value(key);
    return typeof value === 'function' ? (value as ConfigFunction) : value === undefined ? null : reader.wrong(key, 'a function', null);
  };
  const fields: SiteFields = {
    title,
    tagline: o.string('tagline', ''),
    url,
    baseUrl,
    favicon: o.stringOrNull('favicon'),
    trailingSlash: typeof trailingSlash === 'boolean' ? trailingSlash : trailingSlash === undefined ? null : o.wrong('trailingSlash', 'a boolean', null),
    titleDelimiter: o.string('titleDelimiter', '|'),
    noIndex: o.boolean('noIndex', false),
    onBrokenLinks: o.policy('onBrokenLinks', 'throw'),
    onBrokenAnchors: o.policy('onBrokenAnchors', 'warn'),
    onDuplicateRoutes: o.policy('onDuplicateRoutes', 'warn'),
    markdown: {
      format: markdown.oneOf('format', ['mdx', 'md', 'detect'], 'mdx'),
      mermaid: markdown.boolean('mermaid', false),
      emoji: markdown.boolean('emoji', true),
      hooks: {
        onBrokenMarkdownLinks: topLevelMarkdownLinks ?? hook(hooks, 'onBrokenMarkdownLinks', 'warn'),
        onBrokenMarkdownImages: hook(hooks, 'onBrokenMarkdownImages', 'throw'),
      },
      anchorsMaintainCase: markdown.object('anchors', '`markdown.anchors`').boolean('maintainCase', false),
      preprocessor: fn(markdown, 'preprocessor'),
      parseFrontMatter: fn(markdown, 'parseFrontMatter'),
    },
    i18n: readI18n(o),
    staticDirectories: o.stringArray('staticDirectories', ['static']),
    customFields: isPlainObject(o.value('customFields')) ? (config.customFields as Record<string, unknown>) : config.customFields === undefined ? {} : o.wrong('customFields', 'an object', {}),
    headTags: list(o, 'headTags'),
    scripts: list(o, 'scripts'),
    stylesheets: list(o, 'stylesheets'),
    clientModules: o.stringArray('clientModules', []),
  };
  hooks.finish();
  markdown.finish(['mdx1Compat', 'remarkRehypeOptions']);
  o.finish([...notDescribed, ...readElsewhere]);
  return fields;
}

function list(o: OptionReader, key: string): unknown[] {
  const value = o.value(key);
  return Array.isArray(value) ? value : value === undefined ? [] : o.wrong(key, 'an array', []);
}

/** The site's origin without a trailing slash; Docusaurus rejects a path (it belongs in baseUrl). */
function readUrl(o: OptionReader, url: string): string {
  if (!url) return url;
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    o.report('error', 'url', `\`url\` must be an absolute URL with a protocol, got "${url}"`, 'write it as "https://example.com"');
    return url;
  }
  if (pathname !== '/') o.report('error', 'url', `\`url\` must not contain a path, got "${url}"`, `move "${pathname}" into \`baseUrl\``);
  return url.replace(/\/+$/, '');
}

function readI18n(o: OptionReader): SiteFields['i18n'] {
  const fallback = { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} };
  if (o.raw.i18n === undefined) return fallback;
  const i18n = o.object('i18n', '`i18n`', 'https://docusaurus.io/docs/api/docusaurus-config#i18n');
  const defaultLocale = i18n.string('defaultLocale', 'en');
  const locales = i18n.stringArray('locales', [defaultLocale]);
  const path = i18n.string('path', 'i18n');
  const configs = i18n.object('localeConfigs', '`i18n.localeConfigs`');
  const localeConfigs: Record<string, DocusaurusLocaleConfig> = {};
  for (const name of Object.keys(configs.raw)) {
    const entry = configs.object(name, `\`i18n.localeConfigs.${name}\``);
    const read: DocusaurusLocaleConfig = {};
    for (const key of ['label', 'htmlLang', 'calendar', 'path', 'url', 'baseUrl'] as const) {
      const value = entry.stringOrNull(key);
      if (value !== null) read[key] = value;
    }
    if (entry.raw.direction !== undefined) read.direction = entry.oneOf('direction', ['ltr', 'rtl'] as const, 'ltr');
    if (entry.raw.translate !== undefined) read.translate = entry.boolean('translate', true);
    entry.finish();
    localeConfigs[name] = read;
  }
  configs.finish();
  i18n.finish();
  return { defaultLocale, locales: locales.length ? locales : [defaultLocale], path, localeConfigs };
}
