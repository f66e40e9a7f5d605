// Finds every source file under content/ and says what it is: a doc of a version, a blog post,
// a standalone page, or a folder's _category_.json.
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig, ResolvedVersion } from '../config/load-config.ts';

export interface SourceFile {
  /** Path relative to the site dir, posix separators. */
  file: string;
  kind: 'doc' | 'blog' | 'page' | 'category' | 'authors' | 'asset';
  /** For docs and categories: the version id and the path inside the version folder. */
  version?: string;
  inner?: string;
}

export interface ContentListing {
  files: SourceFile[];
  versions: ResolvedVersion[];
}

const markdownRe = /\.mdx?$/;
const reservedFolders = new Set(['blog', 'pages']);

export function discoverContent(siteDir: string, config: ResolvedConfig): ContentListing {
  const contentDir = path.join(siteDir, 'content');
  const top = fs.existsSync(contentDir) ? fs.readdirSync(contentDir, { withFileTypes: true }) : [];
  const versions = config.versions.length
    ? config.versions
    : top
        .filter((e) => e.isDirectory() && !reservedFolders.has(e.name) && !e.name.startsWith('.'))
        .map((e) => e.name)
        .sort()
        .map((id, i): ResolvedVersion => ({ id, label: id, path: `/docs/${id}/`, description: '', current: i === 0 && false }));
  const files: SourceFile[] = [];
  const versionIds = new Set(versions.map((v) => v.id));
  for (const entry of top.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory()) continue;
    const base = `content/${entry.name}`;
    if (entry.name === 'blog') {
      for (const rel of walk(path.join(contentDir, entry.name))) {
        if (markdownRe.test(rel)) files.push({ file: `${base}/${rel}`, kind: 'blog' });
        else if (rel === 'authors.yml' || rel === 'authors.yaml') files.push({ file: `${base}/${rel}`, kind: 'authors' });
        else files.push({ file: `${base}/${rel}`, kind: 'asset' });
      }
    } else if (entry.name === 'pages') {
      for (const rel of walk(path.join(contentDir, entry.name))) {
        files.push({ file: `${base}/${rel}`, kind: markdownRe.test(rel) ? 'page' : 'asset' });
      }
    } else if (versionIds.has(entry.name)) {
      for (const rel of walk(path.join(contentDir, entry.name))) {
        const kind = markdownRe.test(rel) ? 'doc' : path.posix.basename(rel) === '_category_.json' ? 'category' : 'asset';
        files.push({ file: `${base}/${rel}`, kind, version: entry.name, inner: rel });
      }
    }
  }
  return { files, versions };
}

/** Relative posix paths of every file below `dir`, in a stable order; dot-files are skipped. */
function walk(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** Files under static/, as URL paths ('/img/logo.svg'). */
export function listStaticFiles(siteDir: string): Set<string> {
  const root = path.join(siteDir, 'static');
  const out = new Set<string>();
  if (!fs.existsSync(root)) return out;
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const dir = entry.parentPath ?? (entry as unknown as { path: string }).path;
    out.add(`/${path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/')}`);
  }
  return out;
}
