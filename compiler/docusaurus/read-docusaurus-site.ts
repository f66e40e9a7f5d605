// Reads a Docusaurus site folder into a DocusaurusSite: its config with Docusaurus's defaults, every
// docs instance with its versions and their sidebars, blogs, pages, theme config, plugins, and
// with a diagnostic for everything invalid or ignored.
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { sortDiagnostics } from '../diagnostics/diagnostic.ts';
import { classifyPlugins, presetOptionsLabel, type DeclaredOptions } from './classify-plugins.ts';
import type { DocusaurusDocs, DocusaurusSite, ReadDocusaurusSiteResult } from './docusaurus-site.ts';
import { docusaurusConfigFileNames, loadDocusaurusConfig } from './load-docusaurus-config.ts';
import { OptionReader, type ConfigSource } from './option-reader.ts';
import { readDocVersions } from './read-doc-versions.ts';
import { readSiteFields } from './read-site-fields.ts';
import { runInstalledPresets } from './run-presets.ts';
import { readThemeConfig } from './read-theme-config.ts';
import { clientRedirects, idealImageOptions, pwaStandsDown, sassOptions } from './official-plugins.ts';
import { resolveBlogOptions, resolvePagesOptions } from './resolve-blog-options.ts';
import { resolveDocsOptions } from './resolve-docs-options.ts';
import { firstLine, toSitePath } from './source-position.ts';
import { isPlainObject } from './values.ts';

export async function readDocusaurusSite(siteDirOption: string): Promise<ReadDocusaurusSiteResult> {
  const siteDir = path.resolve(siteDirOption);
  const loaded = await loadDocusaurusConfig(siteDir);
  if (!loaded) {
    return {
      site: null,
      diagnostics: [{ file: '.', ...firstLine, message: `${siteDir} has no Docusaurus config`, hint: `expected one of: ${docusaurusConfigFileNames.join(', ')}`, ruleId: 'config', severity: 'error' }],
    };
  }
  if (!loaded.ok) return { site: null, diagnostics: loaded.diagnostics };

  const ctx: ConfigSource = { file: loaded.file, source: loaded.source, diagnostics: [...loaded.diagnostics] };
  // Configs often write absolute paths (`path.resolve(__dirname, 'docs')`); the description uses site-relative ones.
  const sitePath = (written: string) => toSitePath(siteDir, path.resolve(siteDir, written));
  const fields = readSiteFields(loaded.config, ctx);
  const classified = classifyPlugins(loaded.config, { ...ctx, siteDir }, await runInstalledPresets(loaded.config, { siteDir, configFile: loaded.file }));
  const { themeConfig, legacyGtag } = readThemeConfig(loaded.config.themeConfig, ctx);

  const docs: DocusaurusDocs[] = [];
  let firstDocs: OptionReader | null = null;
  for (const declared of classified.docs) {
    const { reader, versionOptions, ...options } = resolveDocsOptions(declared, ctx);
    firstDocs ??= reader;
    const versions = await readDocVersions({ ...options, reader, versionOptions }, { siteDir, baseUrl: fields.baseUrl, ctx });
    docs.push({ ...options, path: sitePath(options.path), sidebarPath: typeof options.sidebarPath === 'string' ? sitePath(options.sidebarPath) : options.sidebarPath, versions });
  }
  // A config that names docs builds some: none is a mistake (a wrong `path`, a folder moved),
  // never a site that builds with exit 0 and a navbar of broken links.
  const folders = docs.flatMap((d) => d.versions.map((v) => ({ dir: v.docsDir, include: d.include, exclude: d.exclude })));
  if (firstDocs && folders.length && !folders.some((folder) => holdsMarkdownPage(siteDir, folder))) {
    firstDocs.report('error', undefined, `the config names docs, but no doc page is built: ${[...new Set(folders.map((f) => `${f.dir}/`))].join(', ')} ${folders.length > 1 ? 'hold' : 'holds'} no markdown page`, 'point the docs `path` at the folder of your markdown files (and check `include` and `exclude`)');
  }
  const blogs = classified.blogs.map((declared) => resolveBlogOptions(declared, ctx)).map((blog) => ({ ...blog, path: sitePath(blog.path) }));
  const pages = classified.pages.map((declared) => resolvePagesOptions(declared, ctx)).map((page) => ({ ...page, path: sitePath(page.path) }));
  for (const [kind, instances, declared] of [['docs', docs, classified.docs], ['blog', blogs, classified.blogs], ['pages', pages, classified.pages]] as const) checkUniqueIds(kind, instances.map((instance, i) => ({ ...instance, from: declared[i]?.from ?? 0 })), ctx);

  const sidebarDiagnostics = docs.flatMap((d) => d.versions.flatMap((v) => v.sidebars.diagnostics));
  const site: DocusaurusSite = {
    siteDir,
    configFile: loaded.file,
    configSource: loaded.source,
    configInputs: loaded.inputs,
    docusaurusMajor: docusaurusMajor(siteDir),
    blogAuthorsPages: makesAuthorsPages(siteDir),
    ...fields,
    docs,
    blogs,
    pages,
    theme: { customCss: classified.theme.flatMap((declared) => readCustomCss(declared, ctx, siteDir)) },
    themeConfig,
    gtag: readGtag(classified.gtag[0], legacyGtag, ctx),
    moduleAliases: Object.assign({}, ...classified.aliases.map((declared) => readModuleAliases(declared, ctx, siteDir))),
    plugins: classified.plugins,
    redirects: classified.redirects.map((declared) => clientRedirects(declared, ctx)),
    offlineStrategies: null,
    idealImage: null,
    sass: null,
    missingPackages: loaded.missing.map((m) => m.name),
    rawConfig: loaded.config,
    loadConfigAgain: loaded.again,
  };
  const idealImage = site.plugins.find((p) => p.mapsTo === 'ideal-image');
  if (idealImage) site.idealImage = idealImageOptions({ options: idealImage.options, declaredAt: idealImage.declaredAt, keyPath: [], from: 0, fromPreset: false }, ctx);
  const sass = site.plugins.find((p) => p.mapsTo === 'sass');
  if (sass) site.sass = sassOptions(sass, ctx, siteDir);
  const pwa = site.plugins.find((p) => p.mapsTo === 'pwa');
  if (pwa) {
    const declared = { options: pwa.options, declaredAt: pwa.declaredAt, keyPath: [], from: 0, fromPreset: false };
    const { strategies, diagnostic } = pwaStandsDown(declared, ctx);
    site.offlineStrategies = strategies;
    ctx.diagnostics.push({ ...diagnostic, ...pwa.at });
  }
  return { site, diagnostics: sortDiagnostics([...ctx.diagnostics, ...sidebarDiagnostics]) };
}

/** Whether a docs folder holds a markdown file that is a page (not a `_` partial, included, not excluded). */
function holdsMarkdownPage(siteDir: string, folder: { dir: string; include: string[]; exclude: string[] }): boolean {
  const root = path.resolve(siteDir, folder.dir);
  if (!fs.existsSync(root)) return false;
  const included = folder.include.length ? picomatch(folder.include) : () => true;
  const excluded = folder.exclude.length ? picomatch(folder.exclude) : () => false;
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).some((rel) => {
    const posix = rel.split(path.sep).join('/');
    return /\.mdx?$/.test(posix) && !posix.split('/').some((part) => part.startsWith('_') || part.startsWith('.') || part === 'node_modules') && included(posix) && !excluded(posix);
  });
}

/** Docusaurus refuses two instances of one plugin with the same id (they would share routes and files). */
function checkUniqueIds(kind: string, instances: Array<{ id: string; declaredAt: string; from: number }>, ctx: ConfigSource): void {
  const seen = new Map<string, string>();
  for (const instance of instances) {
    const first = seen.get(instance.id);
    if (first === undefined) seen.set(instance.id, instance.declaredAt);
    else {
      // At the second instance: its `id` when it writes one, else its entry.
      const reader = new OptionReader({}, { ctx, label: ctx.file, keyPath: [], from: instance.from, docsUrl: '' });
      ctx.diagnostics.push({ file: ctx.file, ...reader.at(), message: `two ${kind} plugin instances have the id \`${instance.id}\` (\`${first}\` and \`${instance.declaredAt}\`)`, hint: 'give each instance its own `id`', ruleId: 'config', severity: 'error' });
    }
  }
}

function readCustomCss(declared: DeclaredOptions, ctx: ConfigSource, siteDir: string): string[] {
  const o = new OptionReader(declared.options, { ctx, label: declared.fromPreset ? presetOptionsLabel(declared, 'theme') : '`@docusaurus/theme-classic` options', keyPath: declared.keyPath, from: declared.from, docsUrl: 'https://docusaurus.io/docs/api/themes/@docusaurus/theme-classic' });
  const value = o.value('customCss');
  o.finish();
  const list = typeof value === 'string' ? [value] : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : value === undefined ? [] : o.wrong('customCss', 'a path or an array of paths', []);
  // A stylesheet of a package that is not installed was named by the missing-package warning; a
  // path that does not exist is named here. Neither can be bundled.
  return list.flatMap((file) => {
    const absolute = path.resolve(siteDir, file);
    if (fs.existsSync(absolute)) return [toSitePath(siteDir, absolute)];
    if (!absolute.split(path.sep).includes('node_modules')) o.wrong('customCss', `stylesheets that exist (\`${file}\` does not)`, undefined);
    return [];
  });
}

function readModuleAliases(declared: DeclaredOptions, ctx: ConfigSource, siteDir: string): Record<string, string> {
  const o = new OptionReader(declared.options ?? {}, { ctx, label: 'the module-alias options', keyPath: declared.keyPath, from: declared.from, docsUrl: 'https://github.com/atomicpages/docusaurus-plugin-module-alias' });
  const value = o.value('alias');
  o.finish();
  if (value === undefined) return {};
  if (!isPlainObject(value) || !Object.values(value).every((v) => typeof v === 'string')) return o.wrong('alias', 'an object of import names and paths', {});
  // Paths as the config resolved them (`path.resolve(__dirname, './src/components')`), kept relative to the site.
  return Object.fromEntries(Object.entries(value as Record<string, string>).map(([name, target]) => [name, `./${toSitePath(siteDir, path.resolve(siteDir, target))}`]));
}

function readGtag(declared: DeclaredOptions | undefined, legacy: unknown, ctx: ConfigSource): DocusaurusSite['gtag'] {
  const options = declared?.options ?? (isPlainObject(legacy) ? legacy : undefined);
  if (options === undefined) return null;
  const o = new OptionReader(options, { ctx, label: declared ? 'the gtag options' : '`themeConfig.gtag`', keyPath: declared ? declared.keyPath : ['themeConfig', 'gtag'], from: declared?.from ?? 0, docsUrl: 'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-google-gtag' });
  const id = o.value('trackingID');
  const trackingIDs = typeof id === 'string' ? [id] : Array.isArray(id) && id.every((v) => typeof v === 'string') ? id : o.wrong('trackingID', 'a string or an array of strings', []);
  const anonymizeIP = o.boolean('anonymizeIP', false);
  o.finish();
  return trackingIDs.length ? { trackingIDs, anonymizeIP } : null;
}

/**
 * Whether the site's installed theme has the blog's authors pages (Docusaurus 3.5 added them): the
 * theme's own files say so whatever its version. Not installed: the current Docusaurus, which has.
 */
function makesAuthorsPages(siteDir: string): boolean {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const theme = path.join(dir, 'node_modules', '@docusaurus', 'theme-classic');
    if (fs.existsSync(path.join(theme, 'package.json'))) return fs.existsSync(path.join(theme, 'lib', 'theme', 'Blog', 'Pages', 'BlogAuthorsListPage'));
    if (path.dirname(dir) === dir) return true;
  }
}

/** The major version of the Docusaurus the site installed, else of the one its package.json asks for. */
function docusaurusMajor(siteDir: string): number | null {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const installed = readJson(path.join(dir, 'node_modules', '@docusaurus', 'core', 'package.json'));
    if (typeof installed?.version === 'string') return Number.parseInt(installed.version, 10) || null;
    if (path.dirname(dir) === dir) break;
  }
  const manifest = readJson(path.join(siteDir, 'package.json'));
  const range = [manifest?.dependencies, manifest?.devDependencies].map((deps) => (isPlainObject(deps) ? deps['@docusaurus/core'] : undefined)).find((v) => typeof v === 'string') as string | undefined;
  const major = range ? /(\d+)/.exec(range)?.[1] : undefined;
  return major ? Number(major) : null;
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return isPlainObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
