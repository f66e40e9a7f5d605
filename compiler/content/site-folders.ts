// The folders a site's sources live in, as absolute paths: content/, the blog and pages folders,
// each version's folder and the static folders. A site may place some outside its own folder
// (a Docusaurus docs instance at `../docs`, a shared static folder): what the site's config names
// is the site's, for reading assets, and no output folder may hold one or lie inside one.
import path from 'node:path';
import type { ResolvedConfig } from '../model/site-model.ts';
import { versionDir } from './discover-content.ts';

export function siteFolders(siteDir: string, config: Pick<ResolvedConfig, 'blog' | 'pagesDir' | 'versions' | 'staticDirs'>): string[] {
  const folders = ['content', config.blog.dir, config.pagesDir, ...config.versions.map((version) => versionDir(version)), ...config.staticDirs];
  return [...new Set(folders.filter(Boolean).map((folder) => path.resolve(siteDir, folder)))];
}

/** The site's sources as absolute paths (its folders, its config and the files it read): no output folder may hold them or lie inside them. */
export function siteSources(siteDir: string, config: Pick<ResolvedConfig, 'blog' | 'pagesDir' | 'versions' | 'staticDirs' | 'file' | 'inputs'>): string[] {
  const files = [config.file, ...config.inputs].filter((file): file is string => !!file);
  return [...siteFolders(siteDir, config), ...files.map((file) => path.resolve(siteDir, file))];
}
