// The options of one @docusaurus/plugin-content-docs instance with Docusaurus's defaults
// (plugin-content-docs/src/options.ts, 3.10). Versions are read separately (read-doc-versions.ts).
import type { ConfigFunction, DocusaurusDocs } from './docusaurus-site.ts';
import { presetOptionsLabel, type DeclaredOptions } from './classify-plugins.ts';
import { readMarkdownPlugins } from './markdown-plugin-entries.ts';
import { OptionReader, type ConfigSource } from './option-reader.ts';
import { isPlainObject } from './values.ts';

export const docsOptionsUrl = 'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs';
/** Docusaurus's GlobExcludeDefault: partials, tests. */
export const defaultExclude = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];
/** Docusaurus's own components; another value means the site renders docs with its own. */
const defaultComponents: Record<string, string> = {
  docsRootComponent: '@theme/DocsRoot',
  docVersionRootComponent: '@theme/DocVersionRoot',
  docRootComponent: '@theme/DocRoot',
  docItemComponent: '@theme/DocItem',
  docTagsListComponent: '@theme/DocTagsListPage',
  docTagDocListComponent: '@theme/DocTagDocListPage',
  docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
  // Docusaurus 2's name for docRootComponent.
  docLayoutComponent: '@theme/DocPage',
};
const versionOptionKeys = ['path', 'label', 'banner', 'badge', 'className', 'noIndex'];
/** Plugin ids name files and routes (Docusaurus's PluginIdSchema). */
export const pluginIdRe = /^[\w-]+$/;

/** The options of a docs version (`versions: { '2.0': { label, path, banner, badge } }`). */
export interface DocsVersionOptions {
  path?: string;
  label?: string;
  banner?: 'none' | 'unreleased' | 'unmaintained';
  badge?: boolean;
  className?: string;
  noIndex?: boolean;
}

export type ResolvedDocsOptions = Omit<DocusaurusDocs, 'versions'> & {
  /** The `versions` option, checked; applied per version by read-doc-versions.ts. */
  versionOptions: Record<string, DocsVersionOptions>;
  /** Where the options are written, for the version checks' diagnostics. */
  reader: OptionReader;
};

export function resolveDocsOptions(declared: DeclaredOptions, ctx: ConfigSource): ResolvedDocsOptions {
  const raw = isPlainObject(declared.options) ? declared.options : {};
  const id = typeof raw.id === 'string' ? raw.id : 'default';
  const label = declared.fromPreset ? presetOptionsLabel(declared, 'docs') : `docs plugin \`${id}\``;
  const o = new OptionReader(declared.options, { ctx, label, keyPath: declared.keyPath, from: declared.from, docsUrl: docsOptionsUrl });
  if (o.string('id', 'default') !== id || !pluginIdRe.test(id)) o.report('error', 'id', `plugin id "${id}" of ${label} may only contain letters, digits, underscores and dashes`, 'rename the id');

  const routeBasePath = o.string('routeBasePath', 'docs');
  const sidebarPath = o.value('sidebarPath');
  if (sidebarPath !== undefined && sidebarPath !== false && typeof sidebarPath !== 'string') o.wrong('sidebarPath', 'a path or false', null);
  const prefix = o.value('numberPrefixParser');
  if (prefix !== undefined && typeof prefix !== 'boolean' && typeof prefix !== 'function') o.wrong('numberPrefixParser', 'a boolean or a function', null);
  const generator = o.value('sidebarItemsGenerator');
  if (generator !== undefined && typeof generator !== 'function') o.wrong('sidebarItemsGenerator', 'a function', null);
  const tags = o.value('tags');
  if (tags !== undefined && tags !== null && tags !== false && typeof tags !== 'string') o.wrong('tags', 'a path, null or false', null);

  const sidebarCollapsible = o.boolean('sidebarCollapsible', true);
  // A non-collapsible sidebar cannot start collapsed (Docusaurus's validateOptions).
  const sidebarCollapsed = sidebarCollapsible ? o.boolean('sidebarCollapsed', true) : (o.boolean('sidebarCollapsed', false), false);
  // Docusaurus 2 took `excludeNextVersionDocs` for what is now `includeCurrentVersion: false`.
  const excludeNext = o.boolean('excludeNextVersionDocs', false);
  const onlyIncludeVersions = o.value('onlyIncludeVersions') === undefined ? null : o.stringArray('onlyIncludeVersions', []);
  const lastVersion = o.stringOrNull('lastVersion');

  for (const [key, standard] of Object.entries(defaultComponents)) {
    const value = o.value(key);
    if (value !== undefined && value !== standard) o.report('warning', key, `\`${key}: '${String(value)}'\` in ${label} is ignored: sfpdocs renders docs with its own theme`, `remove \`${key}\` to silence this`);
  }
  if (o.value('homePageId') !== undefined) o.report('warning', 'homePageId', `\`homePageId\` in ${label} is ignored: Docusaurus dropped it`, 'give the home doc `slug: /` in its front matter');
  const recma = o.value('recmaPlugins');
  if (Array.isArray(recma) && recma.length) o.report('warning', 'recmaPlugins', `\`recmaPlugins\` in ${label} are ignored: sfpdocs does not compile pages to JavaScript with MDX`, 'move what they do into a remark or rehype plugin');

  const resolved: ResolvedDocsOptions = {
    id,
    declaredAt: declared.declaredAt,
    path: o.string('path', 'docs'),
    routeBasePath: routeBasePath.startsWith('/') ? routeBasePath : `/${routeBasePath}`,
    tagsBasePath: o.string('tagsBasePath', 'tags'),
    sidebarPath: typeof sidebarPath === 'string' || sidebarPath === false ? sidebarPath : null,
    editUrl: o.stringOrFunction('editUrl'),
    editCurrentVersion: o.boolean('editCurrentVersion', false),
    editLocalizedFiles: o.boolean('editLocalizedFiles', false),
    include: o.stringArray('include', ['**/*.{md,mdx}']),
    exclude: o.stringArray('exclude', defaultExclude),
    numberPrefixParser: typeof prefix === 'function' ? (prefix as ConfigFunction) : prefix === false ? 'disabled' : 'default',
    lastVersion,
    includeCurrentVersion: o.boolean('includeCurrentVersion', !excludeNext),
    onlyIncludeVersions,
    disableVersioning: o.boolean('disableVersioning', false),
    sidebarCollapsible,
    sidebarCollapsed,
    breadcrumbs: o.boolean('breadcrumbs', true),
    showLastUpdateTime: o.boolean('showLastUpdateTime', false),
    showLastUpdateAuthor: o.boolean('showLastUpdateAuthor', false),
    admonitions: o.value('admonitions') ?? true,
    tags: typeof tags === 'string' || tags === false ? tags : null,
    onInlineTags: o.policy('onInlineTags', 'warn'),
    ...readMarkdownPlugins(o),
    versionOptions: readVersionOptions(o, label),
    sidebarItemsGenerator: typeof generator === 'function' ? (generator as ConfigFunction) : null,
    reader: o,
  };
  o.finish();
  return resolved;
}

function readVersionOptions(o: OptionReader, label: string): Record<string, DocsVersionOptions> {
  const versions = o.object('versions', `the \`versions\` of ${label}`);
  const out: Record<string, DocsVersionOptions> = {};
  for (const name of Object.keys(versions.raw)) {
    const v = versions.object(name, `version \`${name}\` of ${label}`);
    const banner = v.value('banner');
    if (banner !== undefined && !['none', 'unreleased', 'unmaintained'].includes(banner as string)) v.wrong('banner', "'none' | 'unreleased' | 'unmaintained'", undefined);
    out[name] = {
      ...(v.raw.path !== undefined && { path: v.string('path', '') }),
      ...(v.raw.label !== undefined && { label: v.string('label', name) }),
      ...(typeof banner === 'string' && ['none', 'unreleased', 'unmaintained'].includes(banner) && { banner: banner as DocsVersionOptions['banner'] }),
      ...(v.raw.badge !== undefined && { badge: v.boolean('badge', true) }),
      ...(v.raw.className !== undefined && { className: v.string('className', '') }),
      ...(v.raw.noIndex !== undefined && { noIndex: v.boolean('noIndex', false) }),
    };
    v.finish(versionOptionKeys);
  }
  return out;
}
