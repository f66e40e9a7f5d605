// Names of Docusaurus plugins, themes and presets as a config writes them (`classic`,
// `content-docs`, `@docusaurus/plugin-content-docs`, a resolved path into node_modules, a local
// path, an inline function), turned into one name per package and what sfpdocs maps it to.
import fs from 'node:fs';
import path from 'node:path';
import type { DocusaurusPlugin } from './docusaurus-site.ts';
import { stubPackageOf } from './package-stub.ts';
import { packageNameOf } from './site-require.ts';
import { toSitePath } from './source-position.ts';

type ModuleKind = DocusaurusPlugin['kind'];

/** Packages sfpdocs maps (the rest is ignored with a warning). */
export const mappedPackages: Record<string, NonNullable<DocusaurusPlugin['mapsTo']>> = {
  '@docusaurus/preset-classic': 'preset',
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
  '@docusaurus/theme-classic': 'theme',
  '@docusaurus/plugin-sitemap': 'sitemap',
  '@docusaurus/plugin-google-gtag': 'gtag',
  // Its `alias` option becomes the config's moduleAliases.
  'docusaurus-plugin-module-alias': 'alias',
  '@docusaurus/theme-search-algolia': 'search',
  // sfpdocs does what these do itself, installed or not (docusaurus/official-plugins.ts).
  '@docusaurus/plugin-client-redirects': 'redirects',
  '@docusaurus/plugin-pwa': 'pwa',
  '@docusaurus/plugin-ideal-image': 'ideal-image',
  // Its sass-loader rules: sfpdocs compiles Sass itself with the site's `sass` (emit/site-sass.ts).
  'docusaurus-plugin-sass': 'sass',
  // Local search plugins: sfpdocs builds its own local search index instead.
  '@easyops-cn/docusaurus-search-local': 'search',
  '@cmfcmf/docusaurus-search-local': 'search',
  'docusaurus-lunr-search': 'search',
  'docusaurus-plugin-search-local': 'search',
  '@getcanary/docusaurus-theme-search-pagefind': 'search',
};

/** Docusaurus's module shorthands (packages/docusaurus/src/server/plugins/moduleShorthand.ts). */
function namePatterns(name: string, kind: ModuleKind): string[] {
  if (name.startsWith('@')) {
    if (!name.includes('/')) return [`${name}/docusaurus-${kind}`];
    const [scope, rest] = [name.slice(0, name.indexOf('/')), name.slice(name.indexOf('/') + 1)];
    return [`${scope}/${rest}`, `${scope}/docusaurus-${kind}-${rest}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

export function isInstalled(siteDir: string, packageName: string): boolean {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', packageName, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

export interface ModuleName {
  /** The package, the site-relative path of a local module (`./plugins/x`), or an inline function's name. */
  name: string;
  /** How it is written in the config, to find its line: a string literal, or a function's name. */
  written: string;
  isPackage: boolean;
}

/** The name of a plugin/theme/preset module reference (the string or function of an entry). */
export function moduleName(reference: unknown, kind: ModuleKind, siteDir: string): ModuleName {
  const stubbed = stubPackageOf(reference);
  if (stubbed) return { name: stubbed, written: stubbed, isPackage: true };
  if (typeof reference === 'function') {
    // An inline plugin returns `{ name: '…' }`; without running it, its source usually says so.
    const declared = /\bname\s*:\s*['"`]([^'"`]+)['"`]/.exec(Function.prototype.toString.call(reference))?.[1];
    const name = reference.name || declared || 'anonymous';
    return { name: `inline ${kind} \`${name}\``, written: reference.name || declared || '', isPackage: false };
  }
  const text = String(reference);
  const fromPath = /[\\/]node_modules[\\/]/.test(text) ? packageNameOf(text) : undefined;
  if (fromPath) return { name: fromPath, written: fromPath, isPackage: true };
  if (/^\.{0,2}[\\/]/.test(text) || path.isAbsolute(text)) {
    const relative = toSitePath(siteDir, path.resolve(siteDir, text));
    return { name: relative.startsWith('.') ? relative : `./${relative}`, written: path.isAbsolute(text) ? path.basename(text) : text, isPackage: false };
  }
  const candidates = namePatterns(text, kind);
  const name = candidates.find((c) => c in mappedPackages) ?? candidates.find((c) => isInstalled(siteDir, c)) ?? text;
  return { name, written: text, isPackage: true };
}
