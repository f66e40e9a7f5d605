// How one locale is searched, decided once per locale and handed to everything that bundles or
// indexes its search: its language (shared/search/search-language.ts; none: searched as English
// is) and the esbuild plugin that gives the search worker and the phone's search page that
// language's module, `sfpdocs:search-language` (runtime/search/search-language-module.d.ts).
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { searchLanguageOf, type SearchLanguageKind } from '../../shared/search/search-language.ts';
import { packageRoot } from '../package-root.ts';

export interface LocaleSearchLanguage {
  /** The locale's htmlLang when it is searched in a language of its own; null: searched as English is. */
  htmlLang: string | null;
  kind: SearchLanguageKind | null;
  /** Gives `sfpdocs:search-language` for this language. */
  plugin: esbuild.Plugin;
}

/** How a locale whose `htmlLang` is this is searched; English's way when null. */
export function localeSearchLanguage(htmlLang: string | null): LocaleSearchLanguage {
  const kind = htmlLang ? searchLanguageOf(htmlLang) : null;
  return { htmlLang: kind ? htmlLang : null, kind, plugin: searchLanguagePlugin(path.join(packageRoot(), 'runtime'), kind) };
}

/**
 * The esbuild plugin that gives `sfpdocs:search-language` for a language: null for English, else
 * that language's terms (lunr and lunr-languages' stemmer bundled in, for that locale only).
 * lunr and lunr-languages are ES5, so the phone's script bundles them too.
 */
export function searchLanguagePlugin(runtimeDir: string, kind: SearchLanguageKind | null): esbuild.Plugin {
  const languageSource = path.join(runtimeDir, '..', 'shared', 'search', 'search-language.ts');
  const contents = !kind
    ? 'export default null;'
    : kind.kind === 'stemmed'
      ? [
          "import lunr from 'lunr';",
          "import support from 'lunr-languages/lunr.stemmer.support.js';",
          `import plugin from 'lunr-languages/lunr.${kind.code}.js';`,
          `import { stemmedLanguage } from ${JSON.stringify(languageSource)};`,
          'support(lunr);',
          'plugin(lunr);',
          `export default stemmedLanguage(lunr, ${JSON.stringify(kind.code)});`,
        ].join('\n')
      : `import { ${kind.kind}Language } from ${JSON.stringify(languageSource)};\nexport default ${kind.kind}Language(${JSON.stringify(kind.code)});`;
  return {
    name: 'search-language',
    setup: (build) => {
      build.onResolve({ filter: /^sfpdocs:search-language$/ }, () => ({ path: searchLanguageModule, namespace: 'sfpdocs' }));
      build.onLoad({ filter: /.*/, namespace: 'sfpdocs' }, () => ({ contents, loader: 'js', resolveDir: runtimeDir }));
    },
  };
}

/** The virtual module the search worker and the phone's search script import their language from. */
const searchLanguageModule = 'sfpdocs:search-language';
