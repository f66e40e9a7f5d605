// Every plugin, theme and preset of a Docusaurus config, with what the classic preset adds
// (packages/preset-classic/src/index.ts): the content plugins become instances to read, the ones
// sfpdocs maps are marked so, and every other one is a warning naming it.
import { stubPackageOf } from './package-stub.ts';
import type { DocusaurusPlugin } from './docusaurus-site.ts';
import { OptionReader, type ConfigSource } from './option-reader.ts';
import { isInstalled, mappedPackages, moduleName } from './plugin-names.ts';
import { findKey, findString, positionAt } from './source-position.ts';
import { isPlainObject } from './values.ts';

/** An options object to read later, and where it is written. */
export interface DeclaredOptions {
  options: unknown;
  /** `presets[0].docs`, `plugins[3]`. */
  declaredAt: string;
  /** Keys leading to it from `from` in the source. */
  keyPath: string[];
  from: number;
  fromPreset: boolean;
}

export interface ClassifiedPlugins {
  plugins: DocusaurusPlugin[];
  docs: DeclaredOptions[];
  blogs: DeclaredOptions[];
  pages: DeclaredOptions[];
  /** Options of @docusaurus/theme-classic (customCss), from the preset's `theme` or the theme entry. */
  theme: DeclaredOptions[];
  /** Options of @docusaurus/plugin-google-gtag. */
  gtag: DeclaredOptions[];
  /** Options of docusaurus-plugin-module-alias. */
  aliases: DeclaredOptions[];
  /** Options of @docusaurus/plugin-client-redirects. */
  redirects: DeclaredOptions[];
}

const presetUrl = 'https://docusaurus.io/docs/using-plugins#docusauruspreset-classic';
/** What each key of the classic preset's options adds. */
const presetParts: Record<string, string> = {
  docs: '@docusaurus/plugin-content-docs',
  blog: '@docusaurus/plugin-content-blog',
  pages: '@docusaurus/plugin-content-pages',
  theme: '@docusaurus/theme-classic',
  sitemap: '@docusaurus/plugin-sitemap',
  gtag: '@docusaurus/plugin-google-gtag',
  googleAnalytics: '@docusaurus/plugin-google-analytics',
  googleTagManager: '@docusaurus/plugin-google-tag-manager',
  debug: '@docusaurus/plugin-debug',
  svgr: '@docusaurus/plugin-svgr',
};

export function classifyPlugins(config: Record<string, unknown>, ctx: ConfigSource & { siteDir: string }): ClassifiedPlugins {
  const out: ClassifiedPlugins = { plugins: [], docs: [], blogs: [], pages: [], theme: [], gtag: [], aliases: [], redirects: [] };
  const seen = new Map<string, number>();
  // Where the n-th entry written as `text` is, so two `content-docs` entries get their own lines.
  const anchor = (text: string, listKey: string): number => {
    const count = seen.get(text) ?? 0;
    seen.set(text, count + 1);
    let offset = findKey(ctx.source, listKey);
    for (let i = 0; i <= count && text; i++) {
      const start = offset < 0 ? 0 : offset + 1;
      // An inline plugin is found by its function name, which is no string literal.
      const literal = findString(ctx.source, text, start);
      const next = literal >= 0 ? literal : ctx.source.indexOf(text, start);
      if (next < 0) break;
      offset = next;
    }
    return Math.max(0, offset);
  };
  const place = (declared: DeclaredOptions, mapsTo: DocusaurusPlugin['mapsTo']) => {
    if (mapsTo === 'docs') out.docs.push(declared);
    else if (mapsTo === 'blog') out.blogs.push(declared);
    else if (mapsTo === 'pages') out.pages.push(declared);
    else if (mapsTo === 'theme') out.theme.push(declared);
    else if (mapsTo === 'gtag') out.gtag.push(declared);
    else if (mapsTo === 'alias') out.aliases.push(declared);
    else if (mapsTo === 'redirects') out.redirects.push(declared);
  };

  for (const listKey of ['presets', 'plugins', 'themes'] as const) {
    const list = config[listKey];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      new OptionReader(config, { ctx, label: ctx.file, keyPath: [], from: 0, docsUrl: presetUrl }).wrong(listKey, 'an array', undefined);
      continue;
    }
    const kind = listKey === 'presets' ? 'preset' : listKey === 'plugins' ? 'plugin' : 'theme';
    list.forEach((entry, index) => {
      if (entry === false || entry === null) return;
      const [reference, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
      const declaredAt = `${listKey}[${index}]`;
      if (typeof reference !== 'string' && typeof reference !== 'function') {
        const reader = new OptionReader(config, { ctx, label: ctx.file, keyPath: [], from: 0, docsUrl: presetUrl });
        reader.report('error', listKey, `\`${declaredAt}\` must be a ${kind} name, a function, or [${kind}, options], got ${Array.isArray(entry) ? 'an array' : typeof entry}`, `see ${presetUrl}`);
        return;
      }
      const name = moduleName(reference, kind, ctx.siteDir);
      const from = anchor(name.written, listKey);
      const mapsTo = mappedPackages[name.name] ?? null;
      const notInstalled = name.isPackage && (Boolean(stubPackageOf(reference)) || !isInstalled(ctx.siteDir, name.name));
      // Any other plugin the site has runs (docusaurus/run-plugins.ts); themes and other presets do not.
      const runs = kind === 'plugin' && !mapsTo && !notInstalled;
      const plugin: DocusaurusPlugin = { name: name.name, kind, declaredAt, mapsTo: kind === 'preset' && mapsTo !== 'preset' ? null : runs ? 'run' : mapsTo, options, notInstalled, reference, at: positionAt(ctx.source, from) };
      out.plugins.push(plugin);
      if (plugin.mapsTo === 'preset') expandClassicPreset(options, { declaredAt, from, config, ctx, out, place });
      else if (plugin.mapsTo) place({ options, declaredAt, keyPath: [], from, fromPreset: false }, plugin.mapsTo);
      else warnIgnored(plugin, ctx, from);
    });
  }
  return out;
}

function expandClassicPreset(
  options: unknown,
  env: { declaredAt: string; from: number; config: Record<string, unknown>; ctx: ConfigSource & { siteDir: string }; out: ClassifiedPlugins; place: (d: DeclaredOptions, m: DocusaurusPlugin['mapsTo']) => void },
): void {
  const reader = new OptionReader(options, { ctx: env.ctx, label: 'the classic preset options', keyPath: [], from: env.from, docsUrl: presetUrl });
  const add = (key: string, value: unknown) => {
    const name = presetParts[key]!;
    const mapsTo = mappedPackages[name] ?? null;
    const plugin: DocusaurusPlugin = { name, kind: key === 'theme' ? 'theme' : 'plugin', declaredAt: `${env.declaredAt}.${key}`, mapsTo, options: value, notInstalled: !isInstalled(env.ctx.siteDir, name), reference: name, at: positionAt(env.ctx.source, env.from) };
    env.out.plugins.push(plugin);
    if (mapsTo) env.place({ options: value, declaredAt: plugin.declaredAt, keyPath: [key], from: env.from, fromPreset: true }, mapsTo);
    else warnIgnored(plugin, env.ctx, env.from, key);
  };
  add('theme', reader.value('theme'));
  const themeConfig = env.config.themeConfig;
  if (isPlainObject(themeConfig) && themeConfig.algolia) {
    env.out.plugins.push({ name: '@docusaurus/theme-search-algolia', kind: 'theme', declaredAt: `${env.declaredAt} (themeConfig.algolia)`, mapsTo: 'search', options: undefined, notInstalled: !isInstalled(env.ctx.siteDir, '@docusaurus/theme-search-algolia'), reference: '@docusaurus/theme-search-algolia', at: positionAt(env.ctx.source, env.from) });
  }
  for (const key of ['docs', 'blog', 'pages', 'sitemap']) {
    const value = reader.value(key);
    if (value !== false) add(key, value ?? {});
  }
  // Off unless configured; `debug` only runs in development, svgr is on by default and only
  // matters to React pages importing SVG files, which sfpdocs reports where they are imported.
  for (const key of ['gtag', 'googleAnalytics', 'googleTagManager', 'debug']) {
    const value = reader.value(key);
    if (value) add(key, value);
  }
  const svgr = reader.value('svgr');
  if (svgr !== undefined && svgr !== false) add('svgr', svgr);
  reader.finish();
}

function warnIgnored(plugin: DocusaurusPlugin, ctx: ConfigSource, from: number, presetKey?: string): void {
  const what = plugin.kind === 'preset' ? 'preset' : plugin.kind === 'theme' ? 'theme' : 'plugin';
  const shown = plugin.name.startsWith('inline ') ? plugin.name : `${what} \`${plugin.name}\``;
  const reader = new OptionReader({}, { ctx, label: ctx.file, keyPath: presetKey ? [presetKey] : [], from, docsUrl: presetUrl });
  const message = presetKey
    ? `\`${presetKey}\` of the classic preset (${shown}) is ignored: sfpdocs runs the plugins listed in \`plugins\`, not the preset's`
    : plugin.kind === 'preset'
      ? `${shown} is ignored: sfpdocs reads only the classic preset`
      : plugin.kind === 'plugin'
        ? `Docusaurus ${shown} is not installed, so it does not run`
        : `Docusaurus ${shown} is ignored: sfpdocs does not run Docusaurus ${what}s`;
  const hint = plugin.kind === 'plugin' && !presetKey ? "what it adds to the site is left out; install the site's dependencies to run it, or remove it from `plugins`" : `what it adds to the site is left out; remove it from \`${presetKey ? 'presets' : `${what}s`}\` if sfpdocs' build does not need it`;
  ctx.diagnostics.push({ file: ctx.file, ...reader.at(), message, hint, ruleId: 'config', severity: 'warning' });
}
