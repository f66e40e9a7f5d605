// Writers' mode: what a site reads, derived from its resolved config, so every kind of site is
// watched where its files are: the folders of every docs version (outside the site folder too,
// `../docs`), the blog, the pages, the static folders, the site's own code (`src/`: React pages'
// components, the theme folder, custom CSS), the config with every file it read (modules it
// imports, sidebars files, versions.json), and, when sfpdocs itself is being developed, its
// runtime and templates.
import fs from 'node:fs';
import path from 'node:path';
import { siteConfigFileNames } from '../config/load-config.ts';
import type { ResolvedConfig } from '../model/site-model.ts';
import { versionDir } from '../content/discover-content.ts';
import { packageRoot } from '../package-root.ts';

/**
 * What a change is to writers' mode: markdown and pages (`content`), files copied as they are
 * (`static`), code the site bundles (`code`), the config and what it read (`config`), and
 * sfpdocs' own theme (`templates`, `runtime`).
 */
export type SourceArea = 'content' | 'config' | 'static' | 'code' | 'templates' | 'runtime';

export interface WatchList {
  /** Absolute folders, each with the area of the files below it (the deepest folder decides). */
  folders: Array<{ dir: string; area: SourceArea }>;
  /** Absolute files of the config (watched whether or not they exist yet). */
  files: string[];
}

/** The site's folders and files to watch; with no config (it does not load yet), the usual places. */
export function watchList(siteDir: string, config: ResolvedConfig | null): WatchList {
  const root = path.resolve(siteDir);
  const inSite = (relative: string) => path.resolve(root, relative);
  const folders: WatchList['folders'] = [];
  const add = (dir: string, area: SourceArea) => {
    if (dir.split(path.sep).includes('node_modules') || folders.some((f) => f.dir === dir)) return;
    folders.push({ dir, area });
  };
  if (config) {
    // Without versions in the config, the folders of content/ are the versions.
    if (!config.versions.length) add(inSite('content'), 'content');
    for (const version of config.versions) add(inSite(versionDir(version)), 'content');
    add(inSite(config.blog.dir), 'content');
    add(inSite(config.pagesDir), 'content');
    for (const dir of config.staticDirs) add(inSite(dir), 'static');
    // Custom CSS pulls in what sits beside it (url(), @import); aliases point into the site's code.
    for (const css of config.customCss) add(path.dirname(inSite(css)), 'code');
    for (const target of Object.values(config.moduleAliases)) add(inSite(target), 'code');
    // The locale's translations: pages laid over the content and label files read with the config,
    // so a change there rebuilds the site as a config change does.
    if (config.locales.length > 1 && config.locale.translate) add(inSite(config.locale.dir), 'config');
  } else {
    for (const dir of ['content', 'docs', 'blog', 'src/pages']) add(inSite(dir), 'content');
    add(inSite('static'), 'static');
  }
  // `@site/src/…` imports, a Docusaurus site's components and theme folder.
  add(inSite('src'), 'code');
  if (isSourceCheckout()) {
    const pkg = packageRoot();
    add(path.join(pkg, 'templates'), 'templates');
    add(path.join(pkg, 'runtime'), 'runtime');
    add(path.join(pkg, 'shared'), 'runtime');
  }
  // The config may be created, deleted or replaced by another kind: every name it may have.
  const files = new Set(siteConfigFileNames.map(inSite));
  for (const input of config?.inputs ?? []) if (!input.split('/').includes('node_modules')) files.add(inSite(input));
  // What the site's plugins read (getPathsToWatch): a change runs them again with the config. A
  // glob is watched from the folder before its first pattern.
  for (const watched of config?.plugins.watch ?? []) {
    const parts = watched.split(/[\\/]/);
    const glob = parts.findIndex((part) => /[*?[\]{}!]/.test(part));
    const place = glob < 0 ? watched : parts.slice(0, glob).join(path.sep) || path.sep;
    if (glob < 0 && fs.existsSync(place) && !fs.statSync(place).isDirectory()) files.add(place);
    else add(place, 'config');
  }
  return { folders, files: [...files] };
}

/** The area of a changed file: the config's own files, else the deepest watched folder holding it. */
export function areaOf(list: WatchList, absolute: string): SourceArea | undefined {
  if (list.files.includes(absolute)) return 'config';
  let best: { dir: string; area: SourceArea } | undefined;
  for (const folder of list.folders) {
    if ((absolute === folder.dir || absolute.startsWith(folder.dir + path.sep)) && (!best || folder.dir.length > best.dir.length)) best = folder;
  }
  return best?.area;
}

/**
 * How the start line names what is watched: folders and files that exist, relative to the site
 * folder (`docs/`, `../docs/`, `sidebars.js`), sfpdocs' own folders last.
 */
export function describeWatchList(siteDir: string, list: WatchList): string {
  const root = path.resolve(siteDir);
  const own = list.folders.filter((f) => f.area === 'templates' || f.area === 'runtime');
  const shown = (absolute: string) => path.relative(root, absolute).split(path.sep).join('/') || '.';
  const folders = list.folders
    .filter((f) => !own.includes(f) && fs.existsSync(f.dir))
    // A folder inside another watched one is covered by it.
    .filter((f) => !list.folders.some((other) => !own.includes(other) && other !== f && f.dir.startsWith(other.dir + path.sep) && fs.existsSync(other.dir)))
    .map((f) => `${shown(f.dir)}/`);
  // A file inside a watched folder (a locale's code.json in its translations folder) is covered by it too.
  const files = list.files.filter((file) => fs.existsSync(file) && !list.folders.some((f) => !own.includes(f) && file.startsWith(f.dir + path.sep))).map(shown);
  const parts = [...folders, ...files];
  if (own.length) parts.push("sfpdocs' templates/ and runtime/");
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing yet');
}

/**
 * sfpdocs run from its own repository (not from a node_modules folder): its runtime and
 * templates are being worked on, so an edit of them reloads the pages.
 */
function isSourceCheckout(): boolean {
  return !packageRoot().split(path.sep).includes('node_modules');
}
