// Loads site.config.ts with no separate compile step: esbuild bundles it in memory and Node
// imports the result from a data: URL.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { DiagnosticError, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { esbuildDiagnostics } from '../diagnostics/esbuild-diagnostics.ts';
import type { ConfigValues } from '../../shared/config-schema.ts';
import { isRouteInside } from '../paths/is-inside.ts';
import { forbidExit } from '../forbid-exit.ts';
import { validateConfig } from './validate-config.ts';
import { docusaurusConfigFileNames } from '../docusaurus/load-docusaurus-config.ts';
import { readDocusaurusSite } from '../docusaurus/read-docusaurus-site.ts';
import { docusaurusToSiteConfig } from '../docusaurus/to-site-config.ts';
import { docusaurusPluginRunner } from '../docusaurus/run-plugins.ts';
import { contextLocaleOf } from '../docusaurus/load-context.ts';
import type { DocusaurusSite } from '../docusaurus/docusaurus-site.ts';
import type { LocalePluginRunner, LocalePlugins } from '../model/site-plugins.ts';
import { localeNameRe, localeOutDir, resolveLocales } from '../model/locales.ts';
import { resolveSite, type ResolvedConfig } from '../model/site-model.ts';

export const configFileNames = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];
/** Every file that makes a folder a site: a native config, else a Docusaurus one. */
export const siteConfigFileNames = [...configFileNames, ...docusaurusConfigFileNames];

export async function loadConfig(siteDir: string): Promise<ResolvedConfig> {
  const name = configFileNames.find((n) => fs.existsSync(path.join(siteDir, n)));
  // A Docusaurus site is a site: its own config, read and mapped (compiler/docusaurus/).
  if (!name && docusaurusConfigFileNames.some((n) => fs.existsSync(path.join(siteDir, n)))) return loadDocusaurusSite(siteDir);
  let raw: unknown = {};
  let source = '';
  let inputs: string[] = [];
  if (name) {
    const file = path.join(siteDir, name);
    source = fs.readFileSync(file, 'utf8');
    ({ value: raw, inputs } = await importConfig(file, name, siteDir));
  }
  const { value, diagnostics } = validateConfig(raw, { file: name ?? 'site.config.ts', source });
  const errors = diagnostics.concat(checkSemantics(value, name ?? 'site.config.ts', source));
  if (errors.length) throw new DiagnosticError(sortDiagnostics(errors));
  return resolveSite(value, { file: name ?? null, source, inputs });
}

async function loadDocusaurusSite(siteDir: string): Promise<ResolvedConfig> {
  const { site, diagnostics } = await readDocusaurusSite(siteDir);
  if (!site || diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError(diagnostics.filter((d) => d.severity === 'error'));
  const mapped = docusaurusToSiteConfig(site);
  const source = site.configInputs.map((file) => { try { return fs.readFileSync(path.join(siteDir, file), 'utf8'); } catch { return ''; } }).join('\0');
  const { value, diagnostics: invalid } = validateConfig(mapped.config, { file: site.configFile, source: '' });
  const errors = invalid.concat(checkSemantics(value, site.configFile, ''));
  if (errors.length) throw new DiagnosticError(errors);
  // The site's own plugins run now, for the default locale: the routes, data and aliases they give
  // are part of the site. Another locale's run when that locale is built (localize-config.ts).
  const runLocale = localePluginRunner(site, value);
  const own = await runLocale(value.i18n.defaultLocale);
  if (own.diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError(sortDiagnostics(own.diagnostics.filter((d) => d.severity === 'error')));
  // Sidebars files and versions.json are read with the config: an edit of one reloads it.
  const versionFiles = site.docs.map((docs) => (docs.id === 'default' ? 'versions.json' : `${docs.id}_versions.json`)).filter((file) => fs.existsSync(path.join(siteDir, file)));
  const sidebarFiles = site.docs.flatMap((docs) => docs.versions.map((version) => version.sidebarsFile)).filter((file): file is string => typeof file === 'string');
  const inputs = [...new Set([...site.configInputs, ...versionFiles, ...sidebarFiles])];
  const runs = site.plugins.some((p) => p.mapsTo === 'run');
  return resolveSite({ ...value, moduleAliases: own.moduleAliases }, { file: site.configFile, source, warnings: [...diagnostics, ...mapped.diagnostics, ...own.diagnostics], inputs, sidebars: mapped.sidebars, plugins: own.plugins, ...(runs ? { localePlugins: runLocale } : {}), translations: mapped.translations, blogTranslations: mapped.blogTranslations, pagesTranslations: mapped.pagesTranslations });
}

/**
 * The site's plugins run for a locale, each locale once, with that locale's context (its base URL
 * and translations folder), as Docusaurus builds each locale; what they give in the model's terms.
 */
function localePluginRunner(site: DocusaurusSite, values: ConfigValues): LocalePluginRunner {
  const run = docusaurusPluginRunner(site);
  const locales = resolveLocales(values);
  // The config's own clientModules come after the plugins' (Docusaurus adds them by a plugin of its own, last).
  const configModules = site.clientModules.map((file) => (path.isAbsolute(file) || !file.startsWith('.') ? file : path.resolve(site.siteDir, file)));
  const runs = new Map<string, Promise<LocalePlugins>>();
  return (id) => {
    let result = runs.get(id);
    if (!result) {
      const locale = locales.find((l) => l.id === id);
      if (!locale) throw new Error(`the locale ${id} is not one of the site's; this is a bug in sfpdocs`);
      result = run(contextLocaleOf(site, locale, locales, values.baseUrl)).then((ran) => ({
        plugins: { ...ran.plugins, redirects: [...site.redirects, ...ran.plugins.redirects], clientModules: [...ran.plugins.clientModules, ...configModules] },
        moduleAliases: { ...ran.aliases, ...values.moduleAliases },
        diagnostics: ran.diagnostics,
      }));
      runs.set(id, result);
    }
    return result;
  };
}

/** The config's default export, and the site files esbuild read to bundle it. */
async function importConfig(file: string, name: string, siteDir: string): Promise<{ value: unknown; inputs: string[] }> {
  let code: string;
  let inputs: string[];
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      metafile: true,
      plugins: [
        {
          // `import { defineConfig } from 'sfpdocs'` works from any folder, installed or not.
          name: 'sfpdocs-self',
          setup(build) {
            build.onResolve({ filter: /^sfpdocs(\/config)?$/ }, () => ({ path: 'sfpdocs', namespace: 'sfpdocs' }));
            build.onLoad({ filter: /.*/, namespace: 'sfpdocs' }, () => ({ contents: 'export function defineConfig(c) { return c; }', loader: 'js' }));
          },
        },
      ],
    });
    code = result.outputFiles[0]!.text;
    // esbuild names inputs relative to the working folder; packages are not the site's own.
    inputs = Object.keys(result.metafile.inputs)
      .filter((input) => !input.includes(':') && !input.split(/[/\\]/).includes('node_modules'))
      .map((input) => path.relative(siteDir, path.resolve(input)).split(path.sep).join('/'));
  } catch (error) {
    const diagnostics = esbuildDiagnostics(error, {
      fileOf: (located) => path.relative(path.dirname(file), located) || name,
      fallbackFile: name,
      hint: 'fix the syntax of site.config.ts',
      ruleId: 'config',
    });
    throw new DiagnosticError(diagnostics.length ? diagnostics : [{ file: name, line: 1, column: 1, message: String(error), ruleId: 'config', severity: 'error' }], { cause: error });
  }
  try {
    const mod = await forbidExit(() => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`));
    return { value: mod.default, inputs };
  } catch (error) {
    throw new DiagnosticError(
      [{ file: name, line: 1, column: 1, message: `site.config.ts threw while loading: ${(error as Error).message}`, hint: 'the config runs as a module; check the code it runs', ruleId: 'config', severity: 'error' }],
      { cause: error },
    );
  }
}

/** Where a string value is written in the config's source (its first quoted occurrence), or 1:1. */
function positionOfText(source: string, text: string): { line: number; column: number } {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(['"\`])${escaped}\\1`).exec(source);
  if (!match) return { line: 1, column: 1 };
  const before = source.slice(0, match.index);
  return { line: before.split('\n').length, column: match.index - before.lastIndexOf('\n') };
}

/** Where an object key is written in the config's source (`name:` or quoted), or 1:1. */
function positionOfKey(source: string, name: string): { line: number; column: number } {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:(['"\`])${escaped}\\1|\\b${escaped})\\s*:`).exec(source);
  if (!match) return positionOfText(source, name);
  const before = source.slice(0, match.index);
  return { line: before.split('\n').length, column: match.index - before.lastIndexOf('\n') };
}

/** Rules that span fields, which the schema cannot express. */
function checkSemantics(config: ConfigValues, file: string, source: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = { file, line: 1, column: 1, ruleId: 'config' as const, severity: 'error' as const };
  // Routes the config gives are written as files of the output: none may climb out of it.
  const leaving = (route: string) => !isRouteInside(route);
  for (const { from, to } of config.redirects ?? []) {
    const where = { ...at, ...positionOfText(source, from) };
    if (leaving(from)) out.push({ ...where, ruleId: 'outside-site', message: `redirect from "${from}" leads outside the output folder`, hint: 'write the old route without `..` segments, e.g. "/docs/old-name"' });
    else if (!to.trim()) out.push({ ...where, message: `redirect from "${from}" has an empty \`to\`: its page would reload itself forever`, hint: 'set `to` to the new route, e.g. "/docs/new-name", or an absolute URL' });
    else if (to.replace(/\/+$/, '') === from.replace(/\/+$/, '')) out.push({ ...where, message: `redirect from "${from}" leads to itself: its page would reload itself forever`, hint: 'set `to` to the new route, or remove the redirect' });
  }
  if (leaving(config.blog.routeBasePath)) out.push({ ...at, ...positionOfText(source, config.blog.routeBasePath), ruleId: 'outside-site', message: `\`blog.routeBasePath\` "${config.blog.routeBasePath}" leads outside the output folder`, hint: 'write a route without `..` segments, e.g. "/blog"' });
  if (typeof config.baseUrl === 'string' && !/^\/(.*\/)?$/.test(config.baseUrl)) {
    out.push({ ...at, message: `\`baseUrl\` must start and end with "/", got "${config.baseUrl}"`, hint: `use "${`/${config.baseUrl}/`.replace(/\/+/g, '/')}"` });
  }
  const ids = new Set<string>();
  const paths = new Map<string, string>();
  for (const v of config.versions ?? []) {
    if (ids.has(v.id)) out.push({ ...at, message: `version \`${v.id}\` is listed twice in \`versions\``, hint: 'give each version its own id' });
    ids.add(v.id);
    const owner = paths.get(v.path);
    if (owner !== undefined) out.push({ ...at, message: `versions \`${owner}\` and \`${v.id}\` both use the path "${v.path}"`, hint: `give \`${v.id}\` its own path, e.g. "/docs/${v.id}/"` });
    paths.set(v.path, v.id);
    if (v.path && !/^\/(.*\/)?$/.test(v.path)) out.push({ ...at, message: `version \`${v.id}\` path must start and end with "/", got "${v.path}"`, hint: `use "/${v.path.replace(/^\/|\/$/g, '')}/"` });
    else if (leaving(v.path)) out.push({ ...at, ...positionOfText(source, v.path), ruleId: 'outside-site', message: `version \`${v.id}\` path "${v.path}" leads outside the output folder`, hint: 'write a path without `..` segments, e.g. "/docs/"' });
  }
  for (const key of ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const) {
    config.markdown[key].forEach((entry: unknown, index) => {
      const plugin = Array.isArray(entry) ? entry[0] : entry;
      if (typeof plugin !== 'function') out.push({ ...at, message: `\`markdown.${key}[${index}]\` must be a plugin function or [plugin, options], got ${typeof plugin === 'string' ? `"${plugin}"` : typeof plugin}`, hint: 'import the plugin in site.config.ts and list the function itself' });
    });
  }
  out.push(...checkLocales(config, at, source));
  if ((config.versions ?? []).filter((v) => v.current).length > 1) out.push({ ...at, message: 'more than one version has `current: true`', hint: 'mark exactly one version as current' });
  return out;
}

/** The `i18n` block: names that can be folders and URL segments, and one place per locale. */
function checkLocales(config: ConfigValues, at: Omit<Diagnostic, 'message'>, source: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  for (const name of new Set([defaultLocale, ...locales])) {
    if (!localeNameRe.test(name)) out.push({ ...at, ...positionOfText(source, name), message: `the locale name "${name}" in \`i18n\` is not a BCP 47 tag`, hint: 'use letters, digits and dashes, such as "fr" or "pt-BR"' });
  }
  if (locales.length && !locales.includes(defaultLocale)) out.push({ ...at, ...positionOfText(source, defaultLocale), message: `\`i18n.locales\` does not list the default locale "${defaultLocale}"`, hint: `add "${defaultLocale}" to \`i18n.locales\`, or set \`i18n.defaultLocale\` to one of them` });
  for (const name of Object.keys(localeConfigs)) {
    if (!(locales.length ? locales : [defaultLocale]).includes(name)) out.push({ ...at, ...positionOfKey(source, name), message: `\`i18n.localeConfigs\` has settings for "${name}", which \`i18n.locales\` does not list`, hint: `add "${name}" to \`i18n.locales\`, or remove its settings` });
    const baseUrl = localeConfigs[name]!.baseUrl;
    if (baseUrl && !/^\/(.*\/)?$/.test(baseUrl)) out.push({ ...at, message: `\`i18n.localeConfigs.${name}.baseUrl\` must start and end with "/", got "${baseUrl}"`, hint: `use "/${baseUrl.replace(/^\/|\/$/g, '')}/"` });
  }
  if (out.length || typeof config.baseUrl !== 'string') return out;
  // Each locale's pages need a folder of their own in the output.
  const owners = new Map<string, string>();
  for (const locale of resolveLocales(config)) {
    const folder = localeOutDir(locale, config.baseUrl);
    const owner = owners.get(folder);
    if (owner !== undefined) out.push({ ...at, message: `the locales "${owner}" and "${locale.id}" are both served at ${locale.baseUrl}`, hint: `give "${locale.id}" its own \`baseUrl\` in \`i18n.localeConfigs\`` });
    owners.set(folder, locale.id);
  }
  return out;
}
