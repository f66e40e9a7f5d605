// Every plugin, theme and preset of a Docusaurus config, with what the classic preset adds
// (packages/preset-classic/src/index.ts) and what an installed preset returned when it ran
// (run-presets.ts): the content plugins become instances to read, the ones sfpdocs maps are marked
// so, and every other one is a warning naming it. A preset that is not installed but takes the
// classic preset's options (docs, blog, pages, theme) is read as the classic preset.
import { stubPackageOf } from './package-stub.ts';
import type { DocusaurusPlugin } from './docusaurus-site.ts';
import { OptionReader, type ConfigSource } from './option-reader.ts';
import { isInstalled, mappedPackages, moduleName } from './plugin-names.ts';
import { findKey, findString, positionAt } from './source-position.ts';
import type { PresetRun } from './run-presets.ts';
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
  /** The preset read as the classic preset when it is not the classic preset itself. */
  presetName?: string;
}

/** How messages name the options of a preset's `key`: "the classic preset's `docs` options". */
export function presetOptionsLabel(declared: DeclaredOptions, key: string): string {
  return declared.presetName ? `the \`${key}\` options of preset \`${declared.presetName}\`` : `the classic preset's \`${key}\` options`;
}

/** The options of the classic preset's parts: a preset whose options have one of them is read as the classic preset. */
const classicShapeKeys = ['docs', 'blog', 'pages', 'theme'];

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

/**
 * `presetRuns`: what each installed preset other than the classic one returned when it ran, by
 * its `presets[i]` (run-presets.ts).
 */
export function classifyPlugins(config: Record<string, unknown>, ctx: ConfigSource & { siteDir: string }, presetRuns: ReadonlyMap<string, PresetRun> = new Map()): ClassifiedPlugins {
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
  const listReader = () => new OptionReader(config, { ctx, label: ctx.file, keyPath: [], from: 0, docsUrl: presetUrl });

  /** One entry of a list; `at`: where a preset's returned entry is written (its preset's entry). */
  const classify = (entry: unknown, kind: DocusaurusPlugin['kind'], listKey: string, declaredAt: string, at?: number) => {
    if (entry === false || entry === null) return;
    const [reference, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    if (typeof reference !== 'string' && typeof reference !== 'function') {
      listReader().report('error', listKey, `\`${declaredAt}\` must be a ${kind} name, a function, or [${kind}, options], got ${Array.isArray(entry) ? 'an array' : typeof entry}`, `see ${presetUrl}`);
      return;
    }
    const name = moduleName(reference, kind, ctx.siteDir);
    const from = at ?? anchor(name.written, listKey);
    const notInstalled = name.isPackage && (Boolean(stubPackageOf(reference)) || !isInstalled(ctx.siteDir, name.name));
    // Sass is compiled with the site's own packages: a bare checkout's plugin is one not installed, as before.
    const mapsTo = mappedPackages[name.name] === 'sass' && notInstalled ? null : mappedPackages[name.name] ?? null;
    // Any other plugin the site has runs (docusaurus/run-plugins.ts), a preset's too; themes and other presets do not.
    const runs = kind === 'plugin' && !mapsTo && !notInstalled;
    const plugin: DocusaurusPlugin = { name: name.name, kind, declaredAt, mapsTo: kind === 'preset' && mapsTo !== 'preset' ? null : runs ? 'run' : mapsTo, options, notInstalled, reference, at: positionAt(ctx.source, from) };
    out.plugins.push(plugin);
    const run = kind === 'preset' ? presetRuns.get(declaredAt) : undefined;
    if (plugin.mapsTo === 'preset') expandClassicPreset(options, { declaredAt, from, config, ctx, out, place });
    else if (plugin.mapsTo) place({ options, declaredAt, keyPath: [], from, fromPreset: false }, plugin.mapsTo);
    else if (run?.ok) {
      // As Docusaurus orders them: the preset's plugins, then its themes.
      run.plugins.forEach((item, i) => classify(item, 'plugin', listKey, `${declaredAt} → plugins[${i}]`, from));
      run.themes.forEach((item, i) => classify(item, 'theme', listKey, `${declaredAt} → themes[${i}]`, from));
      if (run.ignored.length) report(ctx, from, 'warning', `preset \`${plugin.name}\` returned ${run.ignored.map((k) => `\`${k}\``).join(', ')}, which Docusaurus does not read either: only its plugins and themes are used`, 'return them as plugins or themes');
    } else if (kind === 'preset' && isPlainObject(options) && classicShapeKeys.some((key) => key in options)) {
      expandClassicPreset(options, { declaredAt, from, config, ctx, out, place, readAs: { name: plugin.name, why: run ? `it did not run (${run.error})` : 'it is not installed' } });
    } else warnIgnored(plugin, ctx, from, undefined, run && !run.ok ? run.error : undefined);
  };

  for (const listKey of ['presets', 'plugins', 'themes'] as const) {
    const list = config[listKey];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      listReader().wrong(listKey, 'an array', undefined);
      continue;
    }
    const kind = listKey === 'presets' ? 'preset' : listKey === 'plugins' ? 'plugin' : 'theme';
    list.forEach((entry, index) => classify(entry, kind, listKey, `${listKey}[${index}]`));
  }
  return out;
}

function report(ctx: ConfigSource, from: number, severity: 'warning' | 'error', message: string, hint: string): void {
  const reader = new OptionReader({}, { ctx, label: ctx.file, keyPath: [], from, docsUrl: presetUrl });
  ctx.diagnostics.push({ file: ctx.file, ...reader.at(), message, hint, ruleId: 'config', severity });
}

function expandClassicPreset(
  options: unknown,
  env: {
    declaredAt: string;
    from: number;
    config: Record<string, unknown>;
    ctx: ConfigSource & { siteDir: string };
    out: ClassifiedPlugins;
    place: (d: DeclaredOptions, m: DocusaurusPlugin['mapsTo']) => void;
    /** A preset other than the classic one, read as it: its name and why it is not run. */
    readAs?: { name: string; why: string };
  },
): void {
  const label = env.readAs ? `the options of preset \`${env.readAs.name}\`` : 'the classic preset options';
  const reader = new OptionReader(options, { ctx: env.ctx, label, keyPath: [], from: env.from, docsUrl: presetUrl });
  const presetName = env.readAs?.name;
  const add = (key: string, value: unknown) => {
    const name = presetParts[key]!;
    const mapsTo = mappedPackages[name] ?? null;
    const plugin: DocusaurusPlugin = { name, kind: key === 'theme' ? 'theme' : 'plugin', declaredAt: `${env.declaredAt}.${key}`, mapsTo, options: value, notInstalled: !isInstalled(env.ctx.siteDir, name), reference: name, at: positionAt(env.ctx.source, env.from) };
    env.out.plugins.push(plugin);
    if (mapsTo) env.place({ options: value, declaredAt: plugin.declaredAt, keyPath: [key], from: env.from, fromPreset: true, ...(presetName ? { presetName } : {}) }, mapsTo);
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
  if (!env.readAs) {
    reader.finish();
    return;
  }
  // One warning for the preset: what is read of it, and what of it is not run.
  const own = Object.keys(reader.raw).filter((key) => !(key in presetParts));
  report(
    env.ctx,
    env.from,
    'warning',
    `preset \`${env.readAs.name}\` is read as the classic preset: ${env.readAs.why}. Its ${Object.keys(reader.raw).filter((key) => key in presetParts).map((key) => `\`${key}\``).join(', ')} options are read as the classic preset reads them; ${own.length ? `its own options (${own.map((key) => `\`${key}\``).join(', ')}) and ` : ''}whatever else it adds to the site is not run`,
    `install it (npm install in the site) to run it as Docusaurus does`,
  );
}

function warnIgnored(plugin: DocusaurusPlugin, ctx: ConfigSource, from: number, presetKey?: string, notRun?: string): void {
  const what = plugin.kind === 'preset' ? 'preset' : plugin.kind === 'theme' ? 'theme' : 'plugin';
  const shown = plugin.name.startsWith('inline ') ? plugin.name : `${what} \`${plugin.name}\``;
  const reader = new OptionReader({}, { ctx, label: ctx.file, keyPath: presetKey ? [presetKey] : [], from, docsUrl: presetUrl });
  const message = presetKey
    ? `\`${presetKey}\` of the classic preset (${shown}) is ignored: sfpdocs runs the plugins listed in \`plugins\`, not the preset's`
    : plugin.kind === 'preset'
      ? `${shown} is ignored: ${notRun ? `it did not run (${notRun})` : 'it is not installed'}, and its options are not the classic preset's (docs, blog, pages, theme)`
      : plugin.kind === 'plugin'
        ? `Docusaurus ${shown} is not installed, so it does not run`
        : `Docusaurus ${shown} is ignored: sfpdocs does not run Docusaurus ${what}s`;
  const hint = plugin.kind === 'preset' && !presetKey
    ? notRun ? 'fix the preset, or list what it adds as plugins' : 'install it (npm install in the site) to run it, or list what it adds as plugins'
    : plugin.kind === 'plugin' && !presetKey
      ? "what it adds to the site is left out; install the site's dependencies to run it, or remove it from `plugins`"
      : `what it adds to the site is left out; remove it from \`${presetKey ? 'presets' : `${what}s`}\` if sfpdocs' build does not need it`;
  ctx.diagnostics.push({ file: ctx.file, ...reader.at(), message, hint, ruleId: 'config', severity: 'warning' });
}
