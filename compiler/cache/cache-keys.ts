// What cache entries are keyed by. A compiled page depends on its path, its text and the markdown
// compiler (our code in compiler/content/ and the installed unified/shiki packages); a rendered
// page body depends on the runtime's code, the client config, the version's sidebar and the page.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ClientConfig, PageData, SidebarItem } from '../../shared/contract.ts';
import { sidebarKeyOf } from '../../shared/sidebar-key.ts';
import { compilerVersion, packageRoot } from '../package-root.ts';
import type { BuildCache } from './build-cache.ts';
import { walkFiles } from '../paths/walk-files.ts';

export function hashText(...parts: string[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

// Salts are computed per build, not per process: a long-running watcher sees edits to runtime/.

/** Changes whenever the markdown compiler could produce different output. */
export function compileCacheSalt(): string {
  return hashText('compile', compilerVersion(), dependencyStamp(), hashTree(path.join(packageRoot(), 'compiler', 'content')));
}

/** Changes whenever the server renderer could produce different markup. */
export function renderCacheSalt(): string {
  return hashText('render', compilerVersion(), dependencyStamp(), hashTree(path.join(packageRoot(), 'runtime')), hashTree(path.join(packageRoot(), 'shared')));
}

/** The render cache key of each page, from the JSON of its data: the runtime, the client config, its sidebar and the page. */
export function renderKeys(cache: BuildCache, config: ClientConfig, sidebars: Map<string, SidebarItem[]>, theme = ''): (json: string, page: Pick<PageData, 'version' | 'sidebar'>) => string {
  if (!cache.dir) return () => '';
  const salt = hashText(renderCacheSalt(), JSON.stringify(config), theme);
  const sidebarKeys = new Map<string, string>();
  for (const [key, items] of sidebars) sidebarKeys.set(key, hashText(JSON.stringify(items)));
  return (json, page) => {
    const key = sidebarKeyOf(page);
    return hashText(salt, key ? `${key}:${sidebarKeys.get(key) ?? ''}` : '-', json);
  };
}

/**
 * Every module the search index builder runs (emit-search-index.ts and what it imports: the words,
 * stems and field boosts it shares with the runtime's queries, a locale's language), relative to
 * the package. A test compares the list with the builder's imports: a module missing here would
 * leave a cached index stale after it changed (a locale's language once was).
 */
export const searchBuilderSources = ['compiler/emit/emit-search-index.ts', 'compiler/emit/node-search-language.ts', 'shared/search/search-words.ts', 'shared/search/search-fields.ts', 'shared/search/porter-stemmer.ts', 'shared/search/search-language.ts', 'shared/search/posting-lists.ts'];

/** Changes whenever the search index builder (our code or lunr) could produce different output. */
export function searchCacheSalt(): string {
  const sources = searchBuilderSources.map((source) => path.join(packageRoot(), ...source.split('/')));
  return hashText('search', compilerVersion(), dependencyStamp(), ...sources.map((source) => (fs.existsSync(source) ? fs.readFileSync(source, 'utf8') : '')));
}

/** The installed dependency versions: the lockfile when there is one, else package.json. */
function dependencyStamp(): string {
  const root = packageRoot();
  for (const name of ['package-lock.json', 'package.json']) {
    try {
      return fs.readFileSync(path.join(root, name), 'utf8');
    } catch {
      // try the next one
    }
  }
  return '';
}

/** A hash of every file's name and bytes below `dir`, in a stable order. */
export function hashTree(dir: string): string {
  const hash = crypto.createHash('sha256');
  walkFiles(dir, (file, name) => hash.update(name).update('\0').update(fs.readFileSync(file)).update('\0'));
  return hash.digest('hex');
}
