// Runs the presets a site has installed, other than the classic preset (which is read, not run:
// classify-plugins.ts), as Docusaurus runs them (packages/docusaurus/src/server/plugins/presets.ts
// and configs.ts): the module's default export, or the module, is called with the load context and
// the preset's options; the plugins and themes it returns come before the config's own. Docusaurus
// reads nothing else of the result (a `presets` list there is not run either). Many organisations
// publish their site through such a preset, which passes the classic preset's options on.
// Docusaurus builds each locale as a site of its own and calls the presets again with that
// locale's context (packages/docusaurus/src/server/plugins/configs.ts loadPluginConfigs), so the
// plugins a preset returns may differ from locale to locale (locale-plugin-entries.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { contextSiteOf, loadContext, type ContextLocale } from './load-context.ts';
import { isInstalled, mappedPackages, moduleName } from './plugin-names.ts';
import { createSiteRequire } from './site-require.ts';
import { isPlainObject } from './values.ts';

export type PresetRun =
  | { ok: true; plugins: unknown[]; themes: unknown[]; ignored: string[] }
  | { ok: false; error: string };

export interface PresetEnv {
  siteDir: string;
  /** The config file, relative to the site folder. */
  configFile: string;
  /** The config as it loaded: the context's `siteConfig`. */
  config: Record<string, unknown>;
}

/**
 * Runs every preset of the config that the site has installed, except the classic preset (which is
 * read), by its `presets[i]`; with a locale's context when one is given, else the default locale's
 * as the config alone gives it (the site is read from what the presets return).
 */
export async function runInstalledPresets(config: Record<string, unknown>, env: Omit<PresetEnv, 'config'>, locale?: ContextLocale): Promise<Map<string, PresetRun>> {
  const runs = new Map<string, PresetRun>();
  if (!Array.isArray(config.presets)) return runs;
  for (const [index, entry] of config.presets.entries()) {
    const [reference, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    if (typeof reference !== 'string') continue;
    const name = moduleName(reference, 'preset', env.siteDir);
    // A package the site installed, or a preset file of the site's own (`./src/preset.js`).
    const runnable = name.isPackage ? !mappedPackages[name.name] && isInstalled(env.siteDir, name.name) : true;
    if (runnable) runs.set(`presets[${index}]`, await runPreset(name.isPackage ? name.name : reference, options, { ...env, config }, locale));
  }
  return runs;
}

/** Loads `packageName` from the site and calls it; a preset that cannot load or throws says why. */
export async function runPreset(packageName: string, options: unknown, env: PresetEnv, locale?: ContextLocale): Promise<PresetRun> {
  const configPath = path.resolve(env.siteDir, env.configFile);
  const missing: string[] = [];
  const siteRequire = createSiteRequire(configPath, { siteDir: env.siteDir, missing: (name) => missing.push(name) });
  try {
    const loaded = await loadModule(siteRequire, packageName);
    if (missing.length) return { ok: false, error: `it needs ${[...new Set(missing)].map((n) => `\`${n}\``).join(', ')}, which is not installed` };
    const module = loaded as { default?: unknown };
    const preset = typeof module?.default === 'function' ? module.default : loaded;
    if (typeof preset !== 'function') return { ok: false, error: 'its module exports no function' };
    const result: unknown = await preset(loadContext(contextSiteOf(env.siteDir, env.configFile, env.config), env.config, locale), options ?? {});
    if (!isPlainObject(result)) return { ok: false, error: 'it returned no `{ plugins, themes }` object' };
    const list = (key: string) => (Array.isArray(result[key]) ? (result[key] as unknown[]) : []);
    return { ok: true, plugins: list('plugins'), themes: list('themes'), ignored: Object.keys(result).filter((key) => key !== 'plugins' && key !== 'themes') };
  } catch (error) {
    return { ok: false, error: `it threw: ${(error as Error)?.message ?? String(error)}`.split('\n')[0]! };
  }
}

/** A CommonJS preset through the site's `require`; an ES module one (which `require` refuses on Node 20) through `import`. */
async function loadModule(siteRequire: ReturnType<typeof createSiteRequire>, name: string): Promise<unknown> {
  try {
    return siteRequire(name);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_REQUIRE_ESM') throw error;
    return import(pathToFileURL(siteRequire.resolve(name)).href);
  }
}
