// Finds and runs a site's docusaurus.config.* the way compiler/config/load-config.ts runs
// site.config.ts (esbuild in memory, then import), with what Docusaurus's loader adds: CommonJS
// and ES module configs alike, `require`, `require.resolve` and `__dirname` everywhere, TypeScript
// without extensions, and a default export that is an (async) function. Packages the site has not
// installed become stand-ins with one warning each (import-site-module.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { importSiteModule, type MissingPackage } from './import-site-module.ts';
import { missingPackageDiagnostics } from './missing-package-diagnostics.ts';
import { firstLine } from './source-position.ts';
import { describeValue, isPlainObject } from './values.ts';

/** In Docusaurus's order of preference (packages/docusaurus/src/server/config.ts). */
export const docusaurusConfigFileNames = ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs'].map((ext) => `docusaurus.config${ext}`);

export type LoadedDocusaurusConfig =
  | {
      ok: true;
      /** The config file, relative to the site folder. */
      file: string;
      /** Its source text, for locating keys and for cache keys. */
      source: string;
      /** The exported config object, as the config built it (no defaults, not validated). */
      config: Record<string, unknown>;
      /** Packages it asked for that are not installed; each is a stand-in in `config`. */
      missing: MissingPackage[];
      /** The site files the config loaded, relative to the site folder. */
      inputs: string[];
      /** One warning per missing package that is not itself a plugin, theme or preset entry. */
      diagnostics: Diagnostic[];
      /** The config run again, fresh (Docusaurus loads it afresh for each locale it builds); throws when it no longer gives a config. */
      again: () => Promise<Record<string, unknown>>;
    }
  | { ok: false; file: string; diagnostics: Diagnostic[] };

/** The config file name in `siteDir`, or null when it has none. */
export function findDocusaurusConfig(siteDir: string): string | null {
  return docusaurusConfigFileNames.find((name) => fs.existsSync(path.join(siteDir, name))) ?? null;
}

/** Loads the site's config; null when the folder has no docusaurus.config.*. */
export async function loadDocusaurusConfig(siteDir: string): Promise<LoadedDocusaurusConfig | null> {
  const file = findDocusaurusConfig(siteDir);
  if (!file) return null;
  const absolute = path.resolve(siteDir, file);
  const source = await fs.promises.readFile(absolute, 'utf8');
  const loaded = await importSiteModule(absolute, { siteDir, callDefault: true });
  if (!loaded.ok) return { ok: false, file, diagnostics: loaded.diagnostics };
  if (!isPlainObject(loaded.value)) {
    return {
      ok: false,
      file,
      diagnostics: [
        {
          file,
          ...firstLine,
          message: `${file} must export the site config object, got ${describeValue(loaded.value)}`,
          hint: 'end it with `module.exports = config` or `export default config`',
          ruleId: 'config',
          severity: 'error',
        },
      ],
    };
  }
  return {
    ok: true,
    file,
    source,
    config: loaded.value,
    missing: loaded.missing,
    inputs: loaded.files,
    diagnostics: missingPackageDiagnostics(loaded.value, loaded.missing, path.resolve(siteDir)),
    again: async () => {
      const fresh = await loaded.again();
      if (!fresh.ok) throw new Error(fresh.diagnostics[0]?.message ?? `${file} threw while loading`);
      if (!isPlainObject(fresh.value)) throw new Error(`${file} must export the site config object, got ${describeValue(fresh.value)}`);
      return fresh.value;
    },
  };
}
