// The scripts for engines without ES modules (the SFP 2.5 browser is Gecko 48): runtime/phone/phone.js
// for every page, and runtime/phone/search-page.js for /search alone (the search code and the index
// are too large for the budget of a doc page's script, and only that page needs them). Each is
// bundled with the modules it imports (shared/ included), minified and hashed, and included as
// `<script nomodule defer>` so module-capable browsers skip it. esbuild with `target: 'es5'` refuses
// ES2015+ syntax it cannot lower (let, const, classes, destructuring, default arguments), so a slip
// in the hand-written sources fails the build instead of breaking the phone. The search script is
// made for the locale's language, as the search worker is (locale-search-language.ts).
import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot } from '../package-root.ts';
import { contentHash } from '../output/content-hash.ts';
import { localeSearchLanguage, type LocaleSearchLanguage } from './locale-search-language.ts';

export interface LegacyScript {
  /** Output path relative to the output dir, e.g. `assets/legacy.0123456789.js`. */
  file: string;
  code: string;
}

export interface LegacyScripts {
  phone: LegacyScript;
  search: LegacyScript;
}

export const legacySource = path.join('runtime', 'phone', 'phone.js');
export const legacySearchSource = path.join('runtime', 'phone', 'search-page.js');

/** The phone's scripts; the search script searches in the locale's language (English's way by default). */
export async function bundleLegacy(language: LocaleSearchLanguage = localeSearchLanguage(null)): Promise<LegacyScripts> {
  const [phone, search] = await Promise.all([bundleOne(legacySource, 'legacy'), bundleOne(legacySearchSource, 'legacy-search', [language.plugin])]);
  return { phone, search };
}

async function bundleOne(source: string, name: string, plugins: esbuild.Plugin[] = []): Promise<LegacyScript> {
  try {
    const result = await esbuild.build({
      entryPoints: [path.join(packageRoot(), source)],
      plugins,
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es5',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    return { file: `assets/${name}.${contentHash(code)}.js`, code };
  } catch (error) {
    throw new Error(`This is a bug in sfpdocs: ${source} must be ES5 for the Gecko 48 browser.`, { cause: error });
  }
}
