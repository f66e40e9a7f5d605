// Runs a Docusaurus site's plugins (the ones sfpdocs does not map to its own features) as
// Docusaurus's core does (packages/docusaurus/src/server/plugins/: init.ts, plugins.ts,
// actions.ts), for the part of the lifecycle that makes sense without webpack:
// the plugin function with its validated options, `loadContent`, `contentLoaded` and
// `allContentLoaded` with `addRoute`, `createData` and `setGlobalData`, `injectHtmlTags`,
// `getClientModules`, `getPathsToWatch`, `configureWebpack`'s `resolve.alias`, and `postBuild`,
// which the build calls later. What they give becomes the site model's SitePlugins. A hook that
// needs webpack itself (loaders, webpack plugins, PostCSS, theme folders) is one warning naming
// the plugin and the hook at the plugin's config line.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import jitiModule from 'jiti';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { generatedFilesDir } from '../paths/generated-files-dir.ts';
import { withSiteCwd } from '../paths/site-cwd.ts';
import { isInside, isRouteInside } from '../paths/is-inside.ts';
import { noPlugins, type PluginAt, type PluginParentRoute, type RouteContent, type RouteModule, type SitePlugins } from '../model/site-plugins.ts';
import type { DocusaurusPlugin, DocusaurusSite } from './docusaurus-site.ts';
import { importSiteModule, type SiteModuleResult } from './import-site-module.ts';
import { stubPackageOf } from './package-stub.ts';
import { defaultParseFrontMatter, loadContext, type ContextLocale } from './load-context.ts';
import { localePluginEntries } from './locale-plugin-entries.ts';
import { createSiteRequire } from './site-require.ts';
import { toSitePath } from './source-position.ts';
import { isPlainObject } from './values.ts';

// jiti 1 is CommonJS (`module.exports = createJITI`) typed as an ES module: the import is the function.
const createJiti = jitiModule as unknown as typeof jitiModule.default;

type Hook = (...args: never[]) => unknown;
type PluginInstance = { name: string; options: Record<string, unknown>; [hook: string]: unknown };

/** Hooks that only make sense inside webpack's build, and what not calling them means. */
const webpackHooks: Record<string, string> = {
  configurePostCss: 'it changes webpack\'s PostCSS loader, which sfpdocs does not use',
  getThemePath: 'its theme components are not used (a site\'s own src/theme/ components are)',
  getTypeScriptThemePath: 'its theme components are not used (a site\'s own src/theme/ components are)',
};

export interface RunPluginsResult {
  plugins: SitePlugins;
  /** Import aliases the plugins' configureWebpack gave (name → path relative to the site, `./…`). */
  aliases: Record<string, string>;
  diagnostics: Diagnostic[];
}

interface Loaded {
  entry: DocusaurusPlugin;
  instance: PluginInstance;
  id: string;
  /** Packages the plugin's code needs that are not installed: a failure is then a warning. */
  missing: string[];
  content?: unknown;
  /** It failed for want of a package: none of its other hooks is called. */
  leftOut?: boolean;
}

/**
 * A plugin's module as loaded: its function and validateOptions (and, for a site file, a way to
 * load it afresh), or why it could not be loaded.
 */
interface PluginFound {
  fn: Hook;
  validate?: Hook;
  /** Packages the plugin's code needs that are not installed. */
  missing: string[];
  /** The module loaded afresh (a site file); absent: it is loaded once (an installed package, an inline function). */
  again?: () => Promise<PluginFound | null>;
}
type PluginModule = PluginFound | { problem: 'no-function' } | { problem: 'load'; message: string };

/**
 * Runs the site's plugins for one locale: what runs every plugin `classify-plugins.ts` marked
 * `run`, from the site folder as Docusaurus is run (plugins compute paths against it:
 * answer-website's blog plugin names \`.docusaurus/…\`). Docusaurus builds each locale as a site of
 * its own (packages/docusaurus/src/server/site.ts loadSite, plugins/configs.ts): it loads the
 * config afresh, calls the presets with that locale's context, loads every plugin module afresh
 * (loadFreshModule) and calls the plugin functions with the locale's context (\`i18n.currentLocale\`,
 * its base URL, its translations folder, which the blog and docs plugins read their translated
 * files from); every hook after them runs again. So here: another locale's run loads the config
 * again (its inline plugins are new functions), runs the presets for it
 * (locale-plugin-entries.ts), and runs the site's own plugin files again (import-site-module.ts
 * `again`: not bundled again), so state a plugin keeps in module-level variables starts afresh in
 * each locale. Installed packages are loaded once: Node keeps them, as it keeps what a site's
 * plugin requires from node_modules.
 */
export type PluginRunner = (locale?: ContextLocale) => Promise<RunPluginsResult>;

export function docusaurusPluginRunner(site: DocusaurusSite): PluginRunner {
  // By the entry as written: a preset's plugins are other entries in each locale's run.
  const modules = new Map<unknown, Promise<PluginModule>>();
  const configPath = path.join(site.siteDir, site.configFile);
  const settle = (loading: Promise<PluginFound | null>): Promise<PluginModule> =>
    loading.then(
      (found): PluginModule => found ?? { problem: 'no-function' },
      (error: unknown): PluginModule => ({ problem: 'load', message: (error as Error).message.split('\n')[0]! }),
    );
  /** The module the first time an entry is loaded; afresh every time after, as Docusaurus loads it for each instance it makes. */
  const load = async (entry: DocusaurusPlugin): Promise<PluginModule> => {
    const first = modules.get(entry.reference);
    if (!first) {
      const module = settle(loadPluginModule(entry.reference, { siteDir: site.siteDir, configPath, configMissing: site.missingPackages }));
      modules.set(entry.reference, module);
      return module;
    }
    const module = await first;
    return 'again' in module && module.again ? settle(module.again()) : module;
  };
  let tidied = false;
  return async (locale) => {
    if (!tidied) {
      tidied = true;
      removeStaleGenerated(site.siteDir, [site.i18n.defaultLocale, ...site.i18n.locales]);
    }
    let config = site.rawConfig;
    const own: { entries: DocusaurusPlugin[]; diagnostics: Diagnostic[] } = { entries: site.plugins.filter((p) => p.mapsTo === 'run'), diagnostics: [] };
    if (locale && locale.id !== site.i18n.defaultLocale) {
      try {
        config = await site.loadConfigAgain();
      } catch (error) {
        own.diagnostics.push({ file: site.configFile, line: 1, column: 1, message: `${site.configFile} failed when loaded again for locale \`${locale.id}\`: ${(error as Error).message.split('\n')[0]}`, hint: `the locale's plugins run with the config as it first loaded; Docusaurus loads the config afresh for each locale, so it must load more than once`, ruleId: 'config', severity: 'warning' });
      }
      const found = await localePluginEntries(site, config, locale);
      own.entries = found.entries;
      own.diagnostics.push(...found.diagnostics);
    }
    if (!own.entries.length) return { plugins: noPlugins(), aliases: {}, diagnostics: own.diagnostics };
    const ran = await withSiteCwd(site.siteDir, true, () => runPlugins(site, own.entries, config, locale, load));
    return { ...ran, diagnostics: [...own.diagnostics, ...ran.diagnostics] };
  };
}

async function runPlugins(site: DocusaurusSite, entries: DocusaurusPlugin[], config: Record<string, unknown>, locale: ContextLocale | undefined, load: (entry: DocusaurusPlugin) => Promise<PluginModule>): Promise<RunPluginsResult> {
  const out = noPlugins();
  const aliases: Record<string, string> = {};
  const diagnostics: Diagnostic[] = [];

  const siteDir = site.siteDir;
  const at = (entry: DocusaurusPlugin): PluginAt => ({ file: site.configFile, ...entry.at });
  const report = (entry: DocusaurusPlugin, severity: Diagnostic['severity'], message: string, hint: string) => diagnostics.push({ ...at(entry), message, hint, ruleId: 'config', severity });
  const shown = (entry: DocusaurusPlugin, instance?: PluginInstance) => (instance?.name ? `plugin \`${instance.name}\`` : entry.name.startsWith('inline ') ? entry.name.slice('inline '.length) : `plugin \`${entry.name}\``);
  /** A hook that throws fails the build, as in Docusaurus, unless a package it needs is missing (then it is left out). */
  const failed = (loaded: Pick<Loaded, 'entry' | 'missing' | 'leftOut'> & { instance?: PluginInstance }, hook: string, error: unknown) => {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    loaded.leftOut = true;
    if (loaded.missing.length) report(loaded.entry, 'warning', `${shown(loaded.entry, loaded.instance)} failed in ${hook} and is left out: ${message}`, `it needs ${loaded.missing.map((m) => `\`${m}\``).join(', ')}, which ${loaded.missing.length > 1 ? 'are' : 'is'} not installed: install the site's dependencies`);
    else report(loaded.entry, 'error', `${shown(loaded.entry, loaded.instance)} failed in ${hook}: ${message}`, 'fix the plugin, or remove it from `plugins`');
  };

  // Each locale's createData files in a folder of its own: a locale's pages are bundled after
  // every locale's plugins ran (Docusaurus, building one locale at a time, reuses one folder).
  const generatedDir = path.join(generatedFilesDir(siteDir), locale?.id ?? site.i18n.defaultLocale);
  const context = loadContext({ ...site, generatedFilesDir: generatedDir }, config, locale);
  const loaded: Loaded[] = [];
  for (const entry of entries) {
    const module = await load(entry);
    if ('problem' in module) {
      if (module.problem === 'no-function') report(entry, 'error', `${shown(entry)} is not a plugin: its module exports no function`, 'export the plugin function (`module.exports = function (context, options) { … }`)');
      else report(entry, 'error', `${shown(entry)} cannot be loaded: ${module.message}`, 'fix the plugin\'s module, or remove it from `plugins`');
      continue;
    }
    // A plugin file that needs packages the site has not installed would run on stand-ins and
    // give empty content that looks real (ionic's API tables over a missing node-fetch): it does
    // not run. (An inline plugin shares the config's packages: it runs, and stand-ins in what it
    // gives leave it out.)
    if (typeof entry.reference !== 'function' && module.missing.length) {
      report(entry, 'warning', `${shown(entry)} does not run: it needs ${module.missing.map((m) => `\`${m}\``).join(', ')}, which ${module.missing.length > 1 ? 'are' : 'is'} not installed`, "what it adds to the site is left out; install the site's dependencies to run it");
      continue;
    }
    let instance: unknown;
    let options: Record<string, unknown>;
    try {
      options = validateOptions(module.validate, entry.options, siteDir);
      instance = await (module.fn as (c: unknown, o: unknown) => unknown)(context, options);
    } catch (error) {
      failed({ entry, missing: module.missing }, 'its plugin function', error);
      continue;
    }
    // Returning null is how a plugin turns itself off (Docusaurus 3.5+).
    if (instance === null) continue;
    // A plugin built on one that is not installed (a wrapper of plugin-content-blog) is its stand-in.
    const standIn = stubPackageOf(instance) ?? (isPlainObject(instance) ? findStandIn(instance.name) : undefined);
    if (standIn) {
      failed({ entry, missing: module.missing.length ? module.missing : [standIn] }, 'its plugin function', new Error(`it is made by \`${standIn}\`, which is not installed`));
      continue;
    }
    // Errors as in Docusaurus, unless what is missing is a package the plugin builds on.
    if (!isPlainObject(instance) && typeof instance !== 'object') {
      if (module.missing.length) failed({ entry, missing: module.missing }, 'its plugin function', new Error(`it returned ${instance === undefined ? 'undefined' : typeof instance}`));
      else report(entry, 'error', `${shown(entry)} returned ${instance === undefined ? 'undefined' : typeof instance} instead of a plugin object`, 'return `{ name: \'…\', … }`, or null to turn the plugin off');
      continue;
    }
    const object = instance as PluginInstance;
    if (typeof object.name !== 'string' || !object.name) {
      if (module.missing.length) failed({ entry, missing: module.missing }, 'its plugin function', new Error('the plugin it returned has no `name`'));
      else report(entry, 'error', `${shown(entry)} has no \`name\``, 'every plugin object needs a `name`, inline plugins too');
      continue;
    }
    loaded.push({ entry, instance: { ...object, options }, id: typeof options.id === 'string' ? options.id : 'default', missing: module.missing });
  }

  const call = async <T>(plugin: Loaded, hook: string, ...args: unknown[]): Promise<T | undefined> => {
    const fn = plugin.instance[hook];
    if (typeof fn !== 'function' || plugin.leftOut) return undefined;
    try {
      const value = await (fn as (...a: unknown[]) => unknown).apply(plugin.instance, args);
      // What a missing package's stand-in made is no content: the plugin cannot do its work.
      const standIn = findStandIn(value);
      if (standIn) {
        if (!plugin.missing.includes(standIn)) plugin.missing = [...plugin.missing, standIn];
        throw new Error(`what it returned comes from \`${standIn}\`, which is not installed`);
      }
      return value as T;
    } catch (error) {
      failed(plugin, hook, error);
      return undefined;
    }
  };
  /**
   * A translation file a plugin declares, with the locale's messages laid over its own: the file
   * `<plugin name>[-<id>]/<path>.json` of the locale's translations folder (Docusaurus's
   * localizePluginTranslationFile). One that is not JSON fails the plugin, as in Docusaurus.
   */
  const localizeTranslationFile = (plugin: Loaded, file: Record<string, unknown>, localizationDir: string) => {
    const name = plugin.id === 'default' ? plugin.instance.name : `${plugin.instance.name}-${plugin.id}`;
    const at = path.join(localizationDir, name, `${String(file.path)}.json`);
    let text: string;
    try {
      text = fs.readFileSync(at, 'utf8');
    } catch {
      return file;
    }
    try {
      const messages: unknown = JSON.parse(text);
      return isPlainObject(messages) ? { ...file, content: { ...(isPlainObject(file.content) ? file.content : {}), ...messages } } : file;
    } catch (error) {
      failed(plugin, 'getTranslationFiles', new Error(`${toSitePath(siteDir, at)} is not valid JSON: ${(error as Error).message}`));
      return file;
    }
  };
  const actionsOf = (plugin: Loaded) => {
    const dataDir = path.join(generatedDir, plugin.instance.name, plugin.id);
    return {
      addRoute: (route: unknown) => addRoute(plugin, route),
      async createData(name: string, data: unknown) {
        const file = path.join(dataDir, name);
        if (!file.startsWith(dataDir + path.sep)) throw new Error(`createData: the name "${name}" leaves the plugin's data folder`);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
        return file;
      },
      setGlobalData(data: unknown) {
        const standIn = findStandIn(data);
        if (standIn) {
          if (!plugin.missing.includes(standIn)) plugin.missing = [...plugin.missing, standIn];
          throw new Error(`its global data comes from \`${standIn}\`, which is not installed`);
        }
        (out.globalData[plugin.instance.name] ??= {})[plugin.id] = data;
      },
    };
  };
  // Plugins that name Docusaurus's generated folder (`${siteDir}/.docusaurus/…`, where createData
  // writes there) find what createData wrote here.
  const docusaurusGenerated = path.join(siteDir, '.docusaurus');
  const inGeneratedDir = (file: string) => (file === docusaurusGenerated || file.startsWith(docusaurusGenerated + path.sep) ? path.join(generatedDir, path.relative(docusaurusGenerated, file)) : file);
  const base = (locale?.baseUrl ?? site.baseUrl).replace(/\/$/, '');
  const pendingModules: Array<{ plugin: Loaded; specs: Record<string, ModuleSpec>; into: Record<string, RouteModule> }> = [];
  /** configureWebpack's aliases as given (name → absolute target), for route modules written with them. */
  const webpackAliases: Record<string, string> = {};
  /** configureWebpack's rules that run Docusaurus's mdx-loader: what a route module naming a markdown file becomes. */
  const markdownRules: MarkdownRule[] = [];
  const addRoute = (plugin: Loaded, route: unknown, parents: PluginParentRoute[] = []) => {
    if (!isPlainObject(route) || typeof route.path !== 'string' || typeof route.component !== 'string') {
      report(plugin.entry, 'error', `${shown(plugin.entry, plugin.instance)} added a route without a \`path\` and a \`component\``, 'call addRoute({ path, component, props?, modules? })');
      return;
    }
    const inner = base && (route.path === base || route.path.startsWith(`${base}/`)) ? route.path.slice(base.length) || '/' : route.path;
    if (!isRouteInside(inner)) {
      diagnostics.push({ ...at(plugin.entry), message: `${shown(plugin.entry, plugin.instance)} added the route \`${route.path}\`, which leads outside the output folder`, hint: 'give addRoute a path without `..` segments that climb above /', ruleId: 'outside-site', severity: 'error' });
      return;
    }
    const component = route.component.startsWith('@site/') ? path.join(siteDir, route.component.slice('@site/'.length)) : route.component;
    const props = isPlainObject(route.props) ? route.props : {};
    // Modules are resolved once every hook has run: aliases and markdown loaders come from configureWebpack.
    const { flat, shape: given } = flattenModules(route.modules);
    const modules: Record<string, RouteModule> = {};
    pendingModules.push({ plugin, specs: flat, into: modules });
    const shape = isPlainObject(given) ? given : {};
    // Nested routes, as Docusaurus renders them: each route without routes of its own is a page,
    // its parents' components wrapping it (model/site-plugins.ts PluginParentRoute).
    if (Array.isArray(route.routes) && route.routes.length) {
      const parent = { path: route.path, exact: route.exact === true, component, props, modules, shape };
      for (const child of route.routes) addRoute(plugin, child, [...parents, parent]);
      return;
    }
    out.routes.push({ plugin: plugin.instance.name, at: at(plugin.entry), route: inner, component, ...(typeof route.priority === 'number' ? { priority: route.priority } : {}), props, modules, shape, parents });
  };

  // Docusaurus loads every plugin's content in parallel, translates it with the locale's
  // translation files of the plugin (and the theme config's slice it owns), then calls
  // contentLoaded on each.
  const themeConfig = (context.siteConfig as { themeConfig: Record<string, unknown> }).themeConfig;
  await Promise.all(
    loaded.map(async (plugin) => {
      const content = await call(plugin, 'loadContent');
      const files = await call<unknown>(plugin, 'getTranslationFiles', { content });
      const translationFiles = Array.isArray(files) ? files.filter(isPlainObject).map((file) => localizeTranslationFile(plugin, file, String(context.localizationDir))) : [];
      plugin.content = (typeof plugin.instance.translateContent === 'function' ? await call(plugin, 'translateContent', { content, translationFiles }) : undefined) ?? content;
      const slice = await call<unknown>(plugin, 'translateThemeConfig', { themeConfig, translationFiles });
      if (isPlainObject(slice)) Object.assign(themeConfig, slice);
    }),
  );
  for (const plugin of loaded) await call(plugin, 'contentLoaded', { content: plugin.content, actions: actionsOf(plugin) });
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const plugin of loaded) (allContent[plugin.instance.name] ??= {})[plugin.id] = plugin.content;
  for (const plugin of loaded) await call(plugin, 'allContentLoaded', { allContent, actions: actionsOf(plugin) });

  // A plugin left out gives nothing: what it set or added before it failed goes too.
  for (const plugin of loaded.filter((p) => p.leftOut)) {
    delete out.globalData[plugin.instance.name]?.[plugin.id];
    if (out.globalData[plugin.instance.name] && !Object.keys(out.globalData[plugin.instance.name]!).length) delete out.globalData[plugin.instance.name];
    out.routes = out.routes.filter((route) => route.plugin !== plugin.instance.name);
  }
  for (const plugin of loaded) {
    const tags = await call<unknown>(plugin, 'injectHtmlTags', { content: plugin.content });
    if (isPlainObject(tags)) {
      out.htmlTags.head.push(...htmlTags(tags.headTags));
      out.htmlTags.preBody.push(...htmlTags(tags.preBodyTags));
      out.htmlTags.postBody.push(...htmlTags(tags.postBodyTags));
    }
    const modules = await call<unknown>(plugin, 'getClientModules');
    if (Array.isArray(modules)) out.clientModules.push(...modules.filter((m): m is string => typeof m === 'string').map((m) => (path.isAbsolute(m) ? m : m.startsWith('.') ? path.resolve(siteDir, m) : m)));
    const watched = await call<unknown>(plugin, 'getPathsToWatch');
    if (Array.isArray(watched)) out.watch.push(...watched.filter((p): p is string => typeof p === 'string').map((p) => path.resolve(siteDir, p)));
    if (typeof plugin.instance.configureWebpack === 'function') {
      const webpackConfig = { mode: 'production', resolve: { alias: {} }, module: { rules: [] }, plugins: [] };
      const utils = { getStyleLoaders: () => [], getJSLoader: () => ({ loader: 'babel-loader' }), currentBundler: context.currentBundler };
      const result = await call<unknown>(plugin, 'configureWebpack', webpackConfig, false, utils, plugin.content);
      if (isPlainObject(result)) readWebpackResult(result, plugin);
    }
    for (const [hook, meaning] of Object.entries(webpackHooks)) {
      if (typeof plugin.instance[hook] === 'function') report(plugin.entry, 'warning', `${shown(plugin.entry, plugin.instance)}: \`${hook}\` needs webpack, which sfpdocs does not use, and is not called`, `${meaning}; remove the hook or the plugin if the site does not need it`);
    }
    const postBuild = plugin.instance.postBuild;
    if (typeof postBuild === 'function' && !plugin.leftOut) {
      out.postBuild.push({
        plugin: plugin.instance.name,
        at: at(plugin.entry),
        run: async ({ outDir, routesPaths }) => {
          const props = { ...context, outDir, routesPaths, routes: routesPaths.map((p) => ({ path: p, exact: true })), plugins: [], head: {}, routesBuildMetadata: {}, content: plugin.content, headTags: '', preBodyTags: '', postBodyTags: '' };
          await (postBuild as (p: unknown) => unknown).call(plugin.instance, props);
        },
      });
    }
  }

  function readWebpackResult(result: Record<string, unknown>, plugin: Loaded) {
    const { resolve, module, mergeStrategy: _, ...rest } = result;
    const others = Object.keys(rest);
    if (module !== undefined) others.push(...readMarkdownRules(module, markdownRules));
    const resolveObject = isPlainObject(resolve) ? resolve : {};
    const { alias, ...resolveRest } = resolveObject;
    others.push(...Object.keys(resolveRest).map((key) => `resolve.${key}`));
    if (isPlainObject(alias)) {
      for (const [name, target] of Object.entries(alias)) {
        if (typeof target === 'string' && (path.isAbsolute(target) || target.startsWith('.'))) {
          webpackAliases[name] = path.resolve(siteDir, target);
          const place = inGeneratedDir(path.resolve(siteDir, target));
          if (fs.existsSync(place)) aliases[name] = `./${toSitePath(siteDir, place)}`.replace(/^\.\/\.\.\//, '../');
          else report(plugin.entry, 'warning', `${shown(plugin.entry, plugin.instance)}: the import alias \`${name}\` of \`configureWebpack\` leads to ${toSitePath(siteDir, place)}, which does not exist, and is not applied`, 'imports of it are reported where they are written');
        } else others.push(`resolve.alias['${name}']`);
      }
    }
    if (others.length) report(plugin.entry, 'warning', `${shown(plugin.entry, plugin.instance)}: \`configureWebpack\` needs webpack for ${others.map((o) => `\`${o}\``).join(', ')}, which sfpdocs does not apply`, 'sfpdocs bundles with esbuild and applies only `resolve.alias` entries that name files or folders');
  }

  // Route modules, now that the aliases and loaders are known (Docusaurus's webpack resolves them when it bundles).
  const resolveModule = async (plugin: Loaded, spec: ModuleSpec): Promise<RouteModule | null> => {
    let file = spec.path;
    if (file.startsWith('@site/')) file = path.join(siteDir, file.slice('@site/'.length));
    else {
      const alias = Object.keys(webpackAliases).find((name) => file === name || file.startsWith(`${name}/`));
      // An alias into the generated folder is followed from where Docusaurus's generated folder lies
      // (\`.docusaurus\`), then mapped to sfpdocs' own: a plugin that walks from one to a file with a
      // relative path (\`~blog/\${path.relative('.docusaurus/…', file)}\`) gets there as in Docusaurus.
      if (alias) {
        const target = webpackAliases[alias]!;
        const virtual = target === generatedDir || target.startsWith(generatedDir + path.sep) ? path.join(docusaurusGenerated, path.relative(generatedDir, target)) : target;
        file = inGeneratedDir(path.join(virtual, file.slice(alias.length)));
      } else if (path.isAbsolute(file)) file = inGeneratedDir(file);
    }
    if (!/\.mdx?$/i.test(file) || !path.isAbsolute(file)) return file;
    if (!readable(plugin, file)) {
      diagnostics.push({ ...at(plugin.entry), message: `${shown(plugin.entry, plugin.instance)} added a route that renders ${toSitePath(siteDir, file)}, which lies outside the site folder`, hint: "sfpdocs reads only the site's own files: keep the plugin's content inside the site folder, or in a folder its `path` option names", ruleId: 'outside-site', severity: 'error' });
      return null;
    }
    return markdownContent(plugin, file, spec.query);
  };
  // A route's markdown is read by sfpdocs itself (the plugin only named it): it must be the site's
  // (symbolic links followed), or lie in the folder the plugin's own `path` option names, as a
  // content plugin's `path: '../blog'` does; what createData wrote lies in the generated folder.
  const readable = (plugin: Loaded, file: string) => {
    const own = typeof plugin.instance.options.path === 'string' ? [path.resolve(siteDir, plugin.instance.options.path)] : [];
    return [siteDir, generatedDir, ...own].some((root) => isInside(root, file, { links: true }));
  };
  const markdownContent = async (plugin: Loaded, file: string, query: Record<string, unknown>): Promise<RouteContent> => {
    const rule = markdownRules.find((r) => r.matches(file));
    const options = rule?.options ?? {};
    let frontMatter: Record<string, unknown> = {};
    let metadata: unknown = null;
    let assets: Record<string, unknown> | null = null;
    let step = 'front matter';
    try {
      // As the mdx-loader reads it: with the site's markdown.parseFrontMatter.
      const markdown = (context.siteConfig as { markdown: { parseFrontMatter: Hook } }).markdown;
      const parsed = (await (markdown.parseFrontMatter as (p: unknown) => unknown)({ filePath: file, fileContent: await fs.promises.readFile(file, 'utf8'), defaultParseFrontMatter })) as { frontMatter?: unknown };
      frontMatter = isPlainObject(parsed?.frontMatter) ? parsed.frontMatter : {};
      step = 'metadata';
      if (typeof options.metadataPath === 'function') {
        const metadataFile = inGeneratedDir(String((options.metadataPath as (f: string) => unknown)(file)));
        if (!readable(plugin, metadataFile)) throw new Error(`its metadata file ${toSitePath(siteDir, metadataFile)} lies outside the site folder`);
        metadata = JSON.parse(await fs.promises.readFile(metadataFile, 'utf8'));
      }
      step = 'assets';
      if (typeof options.createAssets === 'function' && metadata !== null) {
        const made = (options.createAssets as (p: unknown) => unknown)({ frontMatter, metadata });
        assets = isPlainObject(made) ? made : null;
      }
    } catch (error) {
      report(plugin.entry, 'warning', `${shown(plugin.entry, plugin.instance)}: the ${step} of ${toSitePath(siteDir, file)}, which one of its routes renders, cannot be read: ${(error as Error).message.split('\n')[0]}`, 'the page renders the file without it; check the plugin\'s mdx-loader options (`metadataPath`, `createAssets`) in its configureWebpack');
    }
    // Docusaurus's blog markdownLoader: any non-empty `truncated` in the query.
    const truncated = query.truncated !== undefined && query.truncated !== false && query.truncated !== '';
    const marker = rule?.truncateMarker ?? defaultTruncateMarker;
    return { kind: 'content', file, truncated, truncateMarker: { source: marker.source, flags: marker.flags }, frontMatter, metadata, assets, removeContentTitle: options.removeContentTitle === true };
  };
  for (const { plugin, specs, into } of pendingModules) {
    for (const [name, spec] of Object.entries(specs)) {
      const module = await resolveModule(plugin, spec);
      if (module !== null) into[name] = module;
    }
  }

  return { plugins: out, aliases, diagnostics };
}

/** Docusaurus blog's default `truncateMarker`. */
const defaultTruncateMarker = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

/** A webpack rule of a plugin that runs Docusaurus's mdx-loader on the files it matches. */
interface MarkdownRule {
  matches: (file: string) => boolean;
  /** The mdx-loader's options (`metadataPath`, `createAssets`, `removeContentTitle` …). */
  options: Record<string, unknown>;
  /** A following loader's `truncateMarker` (the blog's markdownLoader). */
  truncateMarker?: RegExp;
}

/**
 * configureWebpack's `module`: rules that run \`@docusaurus/mdx-loader\` are kept (sfpdocs compiles
 * markdown itself and honours their options for route modules); what else it holds is returned,
 * named, for the warning.
 */
function readMarkdownRules(module: unknown, into: MarkdownRule[]): string[] {
  if (!isPlainObject(module)) return ['module'];
  const { rules, ...rest } = module;
  const others = Object.keys(rest).map((key) => `module.${key}`);
  if (!Array.isArray(rules)) return rules === undefined ? others : [...others, 'module.rules'];
  let found = 0;
  rules.forEach((rule, i) => {
    const use = isPlainObject(rule) ? (Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : []) : [];
    const loaders = use.map((item: unknown) => (typeof item === 'string' ? { loader: item, options: {} } : isPlainObject(item) ? { loader: String(item.loader ?? ''), options: isPlainObject(item.options) ? item.options : {} } : { loader: '', options: {} }));
    const mdx = loaders.find((l) => /[\\/]mdx-loader[\\/]|^@docusaurus\/mdx-loader$/.test(l.loader));
    if (!isPlainObject(rule) || !mdx) {
      others.push(`module.rules[${i}]`);
      return;
    }
    const marker = loaders.map((l) => l.options.truncateMarker).find((m): m is RegExp => m instanceof RegExp);
    found++;
    into.push({ matches: (file) => conditionMatches(rule.test, file, true) && conditionMatches(rule.include, file, true) && !conditionMatches(rule.exclude, file, false), options: mdx.options, ...(marker ? { truncateMarker: marker } : {}) });
  });
  // Nothing of it honoured: it is webpack's `module` as a whole that is not applied.
  return found ? others : ['module'];
}

/** A webpack rule condition (`test`, `include`, `exclude`): a RegExp, a path prefix, a function, or a list of them; `absent` when not given. */
function conditionMatches(condition: unknown, file: string, absent: boolean): boolean {
  if (condition === undefined || condition === null) return absent;
  if (Array.isArray(condition)) return condition.some((c) => conditionMatches(c, file, false));
  if (condition instanceof RegExp) return condition.test(file);
  if (typeof condition === 'string') return file.startsWith(condition);
  if (typeof condition === 'function') return Boolean((condition as (f: string) => unknown)(file));
  return false;
}


/**
 * Removes what sfpdocs' generated folder holds for no locale of the site: the plugin folders
 * createData wrote at its top before each locale had a folder of its own (bca4a06), never used
 * since, and the folder of a locale the site no longer has. Only the folder's own entries (a
 * link among them is removed, not what it leads to); a generated folder that is itself a link or
 * a file is not sfpdocs' and is left alone.
 */
function removeStaleGenerated(siteDir: string, locales: string[]): void {
  const dir = generatedFilesDir(siteDir);
  let entries: fs.Dirent[];
  try {
    if (!fs.lstatSync(dir).isDirectory()) return;
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!locales.includes(entry.name)) fs.rmSync(path.join(dir, entry.name), { recursive: true, force: true });
  }
}

/**
 * The plugin function and its `validateOptions` of an entry: an inline function, a local file (run
 * like the config: TypeScript and ES modules too) or an installed package, resolved from the
 * config as Docusaurus does.
 */
async function loadPluginModule(reference: unknown, env: { siteDir: string; configPath: string; configMissing: string[] }): Promise<PluginFound | null> {
  // An inline plugin is code of the config: the packages the config lacks may be what it needs.
  if (typeof reference === 'function') return { fn: reference as Hook, validate: (reference as { validateOptions?: Hook }).validateOptions, missing: env.configMissing };
  const text = String(reference);
  const local = (/^\.{0,2}[\\/]/.test(text) || path.isAbsolute(text)) && !/[\\/]node_modules[\\/]/.test(text);
  if (local) {
    const file = createSiteRequire(env.configPath, { siteDir: env.siteDir, missing: () => {} }).resolve(path.resolve(env.siteDir, text));
    const pluginIn = (result: SiteModuleResult): PluginFound | null => {
      if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`).join('; '));
      const found = pluginOf(result.value, result.missing.map((m) => m.name));
      return found && { ...found, again: async () => pluginIn(await result.again()) };
    };
    return pluginIn(await importSiteModule(file, { siteDir: env.siteDir }));
  }
  const file = createRequire(env.configPath).resolve(text);
  const imported = await importPackage(file);
  // A CommonJS package is its module.exports (the namespace's default), which may hold a transpiled default.
  const module = imported.default ?? imported;
  if (!(typeof module === 'function') && isPlainObject(imported) && typeof imported.validateOptions === 'function') (module as Record<string, unknown>).validateOptions ??= imported.validateOptions;
  return pluginOf(module, []);
}

/** The plugin function and its validateOptions of a module's exports, or null when it exports none. */
function pluginOf(module: unknown, missing: string[]): PluginFound | null {
  const record = module as { default?: unknown; validateOptions?: Hook };
  const fn = typeof module === 'function' && !stubPackageOf(module) ? module : typeof record?.default === 'function' ? record.default : null;
  if (!fn) return null;
  const validate = (record?.default as { validateOptions?: Hook } | undefined)?.validateOptions ?? record?.validateOptions ?? (fn as { validateOptions?: Hook }).validateOptions;
  return { fn: fn as Hook, validate, missing };
}

/**
 * The options a plugin receives: through its `validateOptions` when it has one, given Docusaurus's
 * `normalizePluginOptions` (from the site's @docusaurus/utils-validation) or, without it, a
 * validator that runs the schema as Joi does; always with an `id`.
 */
function validateOptions(validate: Hook | undefined, options: unknown, siteDir: string): Record<string, unknown> {
  const given = isPlainObject(options) ? options : {};
  if (!validate) return { ...given, id: typeof given.id === 'string' ? given.id : 'default' };
  let normalize: Hook | undefined;
  try {
    normalize = (createRequire(path.join(siteDir, 'package.json'))('@docusaurus/utils-validation') as { normalizePluginOptions?: Hook }).normalizePluginOptions;
  } catch {
    normalize = undefined;
  }
  const fallback = (schema: { validate?: (v: unknown) => { value?: unknown; error?: Error } }, value: Record<string, unknown>) => {
    const { id, ...rest } = value ?? {};
    const result = schema?.validate?.(rest);
    if (result?.error) throw result.error;
    return { ...(isPlainObject(result?.value) ? result.value : rest), id: typeof id === 'string' ? id : 'default' };
  };
  const validated = (validate as (a: unknown) => unknown)({ validate: normalize ?? fallback, options: given });
  return isPlainObject(validated) ? { ...validated, id: typeof validated.id === 'string' ? validated.id : 'default' } : { ...given, id: 'default' };
}

/** The package of a missing package's stand-in found in a value (a few levels deep), or undefined. */
function findStandIn(value: unknown, depth = 0): string | undefined {
  const own = stubPackageOf(value);
  if (own || depth > 3 || value === null || typeof value !== 'object') return own;
  for (const item of Array.isArray(value) ? value.slice(0, 50) : Object.values(value).slice(0, 50)) {
    const found = findStandIn(item, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A module as addRoute's `modules` names it, before aliases and markdown are resolved. */
interface ModuleSpec {
  path: string;
  /** `{ __import: true, path, query }`'s query, or the `?…` of a path. */
  query: Record<string, unknown>;
}

/**
 * addRoute's `modules`, flattened to dotted prop names (Docusaurus's ComponentCreator does the
 * same), and their shape with each module's place null: a module is a path, or
 * `{ __import: true, path, query }`; objects and arrays hold more (routes.ts genChunkNames).
 */
function flattenModules(modules: unknown, prefix = '', flat: Record<string, ModuleSpec> = {}): { flat: Record<string, ModuleSpec>; shape: unknown } {
  const moduleOf = (value: unknown): ModuleSpec | null => {
    if (typeof value === 'string') {
      const at = value.indexOf('?');
      return at < 0 ? { path: value, query: {} } : { path: value.slice(0, at), query: Object.fromEntries(new URLSearchParams(value.slice(at + 1))) };
    }
    if (isPlainObject(value) && value.__import && typeof value.path === 'string') return { path: value.path, query: isPlainObject(value.query) ? value.query : {} };
    return null;
  };
  const module = moduleOf(modules);
  if (module) {
    flat[prefix] = module;
    return { flat, shape: null };
  }
  if (Array.isArray(modules)) return { flat, shape: modules.map((value, i) => flattenModules(value, prefix ? `${prefix}.${i}` : String(i), flat).shape) };
  if (!isPlainObject(modules)) return { flat, shape: modules ?? {} };
  const shape: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(modules)) shape[key] = flattenModules(value, prefix ? `${prefix}.${key}` : key, flat).shape;
  return { flat, shape };
}

const voidTags = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** injectHtmlTags' tags as HTML: strings as they are, `{ tagName, attributes, innerHTML }` written out (Docusaurus's htmlTags.ts). */
function htmlTags(tags: unknown): string[] {
  const list = Array.isArray(tags) ? tags : tags === undefined || tags === null ? [] : [tags];
  return list.flatMap((tag): string[] => {
    if (typeof tag === 'string') return [tag];
    if (!isPlainObject(tag) || typeof tag.tagName !== 'string') return [];
    const attributes = Object.entries(isPlainObject(tag.attributes) ? tag.attributes : {})
      .filter(([, value]) => value !== false && value !== undefined && value !== null)
      .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
      .join('');
    const open = `<${tag.tagName}${attributes}>`;
    return [voidTags.has(tag.tagName) ? open : `${open}${typeof tag.innerHTML === 'string' ? tag.innerHTML : ''}</${tag.tagName}>`];
  });
}

/**
 * An installed plugin package, as Node imports it. One whose ES modules import each other without
 * file extensions (`export … from '../index'`: @signalwire/docusaurus-plugin-llms-txt, which React
 * Native's site uses) Node refuses; Docusaurus loads every plugin through jiti, which accepts it,
 * so such a package is loaded through jiti (the 1.x line Docusaurus uses) too, and one that names an export of a CommonJS package
 * Node cannot see.
 */
async function importPackage(file: string): Promise<Record<string, unknown>> {
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    const code = (error as { code?: string }).code;
    // Also a named import of a CommonJS package's export that Node's static reading of it misses.
    const named = error instanceof SyntaxError && /does not provide an export named/.test(error.message);
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'ERR_UNSUPPORTED_DIR_IMPORT' && !named) throw error;
    // As Docusaurus's loadFreshModule (@docusaurus/utils) calls jiti 1, whose interop gives a
    // `__esModule` package's `exports.default` to a default import; the namespace is kept whole here.
    return createJiti(file, { cache: false, requireCache: false, interopDefault: false })(file) as Record<string, unknown>;
  }
}
