// The plugins a Docusaurus site runs for a locale other than the default one. Docusaurus builds
// each locale as a site of its own (packages/docusaurus/src/server/plugins/configs.ts
// loadPluginConfigs): the presets are called again with that locale's context, so the plugins
// they return may differ from locale to locale, and are classified again here.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { classifyPlugins } from './classify-plugins.ts';
import type { DocusaurusPlugin, DocusaurusSite } from './docusaurus-site.ts';
import type { ContextLocale } from './load-context.ts';
import { runInstalledPresets } from './run-presets.ts';

/**
 * The plugins sfpdocs runs for a locale other than the default one: those of `config` (the config
 * as loaded for the locale: its inline plugins are its own), and those the site's presets return
 * when called with that locale's context. The docs, blog and pages a preset returns are read once,
 * from the default locale's run: a preset that gives a locale other options for them is one
 * warning (every locale's content is built with the default locale's).
 */
export async function localePluginEntries(site: DocusaurusSite, config: Record<string, unknown>, locale: ContextLocale): Promise<{ entries: DocusaurusPlugin[]; diagnostics: Diagnostic[] }> {
  const runs = await runInstalledPresets(config, { siteDir: site.siteDir, configFile: site.configFile }, locale);
  // Its problems are the locale's: the ones the default locale's run also had are reported once (sortDiagnostics).
  const ctx = { file: site.configFile, source: site.configSource, diagnostics: [] as Diagnostic[], siteDir: site.siteDir };
  const classified = classifyPlugins(config, ctx, runs);
  const content = (plugins: DocusaurusPlugin[]) => new Map(plugins.filter((p) => p.mapsTo === 'docs' || p.mapsTo === 'blog' || p.mapsTo === 'pages').map((p) => [p.declaredAt, p]));
  const ownContent = content(classified.plugins);
  const defaultContent = content(site.plugins);
  const differing = [...new Set([...ownContent.keys(), ...defaultContent.keys()])].filter((at) => !ownContent.has(at) || !defaultContent.has(at) || !sameOptions(ownContent.get(at)!.options, defaultContent.get(at)!.options));
  if (differing.length) {
    const first = ownContent.get(differing[0]!) ?? defaultContent.get(differing[0]!)!;
    ctx.diagnostics.push({
      file: site.configFile,
      ...first.at,
      message: `the presets give locale \`${locale.id}\` other content plugins than the default locale (${differing.map((at) => `\`${at}\``).join(', ')}): sfpdocs reads docs, blog and pages once, as the default locale's run gives them, for every locale`,
      hint: "the locale's other plugins run with its own options; give its content plugins the same options in every locale, or translate their text with the locale's i18n files",
      ruleId: 'config',
      severity: 'warning',
    });
  }
  return { entries: classified.plugins.filter((p) => p.mapsTo === 'run'), diagnostics: ctx.diagnostics };
}

/** Whether two option values are alike; functions (made afresh by each preset call) by their source. */
function sameOptions(a: unknown, b: unknown): boolean {
  const text = (value: unknown) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? `function ${String(v)}` : v instanceof RegExp ? String(v) : v));
  return text(a) === text(b);
}
