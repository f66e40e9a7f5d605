// Finds every source file under content/ and says what it is: a doc of a version, a blog post,
// a standalone page, a folder's _category_ file, a partial (a `_`-prefixed file or folder: for
// importing, never a page of its own), or an asset. Docs follow Docusaurus's file conventions:
// a number prefix (`01-intro.md`, `02-guides/`) orders the sidebar and is left out of routes,
// ids and labels, unless the config turns number prefixes off.
import fs from 'node:fs';
import path from 'node:path';
import { resolveVersion, type ResolvedConfig, type ResolvedVersion } from '../model/site-model.ts';
import picomatch from 'picomatch';
import { isReactPageFile } from './react-page.ts';
import { versionDir } from './version-dir.ts';

export interface SourceFile {
  /** Path relative to the site dir, posix separators. */
  file: string;
  kind: 'doc' | 'blog' | 'page' | 'category' | 'authors' | 'asset' | 'partial';
  /** For docs, categories and partials: the version id. */
  version?: string;
  /**
   * For docs, categories and partials: the path inside the version folder as routes, ids and
   * sidebars see it (number prefixes removed from every name when the site uses them).
   */
  inner?: string;
  /** The number prefix of a doc's own file name: its sidebar position when the front matter gives none. */
  position?: number;
  /**
   * A translation: the default locale's file it stands in for (routes and relative links are that
   * file's), while `file` is the translation under the locale's folder.
   */
  original?: string;
  /** A page of a locale that has no translation of it: the default locale's page is shown, with a note. */
  untranslated?: true;
}

export interface ContentListing {
  files: SourceFile[];
  versions: ResolvedVersion[];
  /** `version/folder` (folder as `inner` names it) -> the number prefix of the folder's name. */
  folderPositions: Map<string, number>;
  /** The static folders' files (listStaticFiles). */
  staticFiles: Map<string, string>;
}

const markdownRe = /\.mdx?$/;
const categoryRe = /^_category_\.(json|ya?ml)$/;
const reservedFolders = new Set(['blog', 'pages']);
/**
 * Docusaurus's default number prefix (its DefaultNumberPrefixParser): digits, then `-`, `_` or
 * `.` (spaces allowed around), then the name, which must not start with another separator.
 */
const numberPrefixRe = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
/** Names that start like a date or a version (`2021-11-foo`, `7.0-foo`) have no number prefix, as in Docusaurus. */
const datelikeRe = /^\d+[-_.]\d+/;

/** A file or folder name (without extension) without its number prefix, and the prefix (null when it has none). */
export function splitNumberPrefix(name: string): { name: string; position: number | null } {
  const match = datelikeRe.test(name) ? null : numberPrefixRe.exec(name);
  return match ? { name: match[2]!, position: Number(match[1]) } : { name, position: null };
}

export { versionDir } from './version-dir.ts';

export function discoverContent(siteDir: string, config: ResolvedConfig): ContentListing {
  const contentDir = path.join(siteDir, 'content');
  const top = fs.existsSync(contentDir) ? fs.readdirSync(contentDir, { withFileTypes: true }) : [];
  // The translations folder (content/i18n) holds no version of its own.
  const i18nFolder = /^content\/([^/]+)/.exec(config.i18n.path.replace(/^\.\//, ''))?.[1];
  const versions = config.versions.length
    ? config.versions
    : top
        .filter((e) => e.isDirectory() && !reservedFolders.has(e.name) && e.name !== i18nFolder && !e.name.startsWith('.'))
        .map((e) => e.name)
        .sort()
        .map((id): ResolvedVersion => resolveVersion({ id, label: id, path: `/docs/${id}/`, description: '', current: false, dir: '', banner: 'auto', include: [], exclude: [], shortLabel: '', badge: false, breadcrumbs: '', group: '' }));
  // Each folder's files, listed in the order of the folders' paths (so `content/2.5` comes before `content/blog`).
  const groups: Array<[dir: string, files: SourceFile[]]> = [];
  const folderPositions = new Map<string, number>();
  let files: SourceFile[] = [];
  const translated = translationOverlay(siteDir, config);
  const blogDir = config.blog.dir.replace(/\/+$/, '');
  const blogTranslations = translated(config.translations.blog.folder);
  groups.push([blogDir, (files = [])]);
  for (const rel of walkIfThere(siteDir, blogDir)) {
    const file = `${blogDir}/${rel}`;
    if (markdownRe.test(rel)) files.push(isPartial(rel) ? { file, kind: 'partial' } : blogTranslations({ file, kind: 'blog' }, rel));
    else if (rel === config.blog.authorsFile || (config.blog.authorsFile === 'authors.yml' && rel === 'authors.yaml')) files.push(blogTranslations({ file, kind: 'authors' }, rel));
    else files.push({ file, kind: 'asset' });
  }
  const pagesDir = config.pagesDir.replace(/\/+$/, '');
  const pageTranslations = translated(config.translations.pages.folder);
  groups.push([pagesDir, (files = [])]);
  for (const rel of walkIfThere(siteDir, pagesDir)) {
    // React pages too (react-page.ts), as Docusaurus's pages plugin builds them.
    const react = isReactPageFile(rel);
    const kind = react ? 'page' : !markdownRe.test(rel) ? 'asset' : isPartial(rel) ? 'partial' : 'page';
    const source: SourceFile = { file: `${pagesDir}/${rel}`, kind };
    const laid = kind === 'page' ? pageTranslations(source, rel) : source;
    // A React page without a file of its own in the locale is translated by its <Translate>
    // strings (code.json), as in Docusaurus: it is not the default locale's page shown as is.
    files.push(react && laid.untranslated ? source : laid);
  }
  for (const { id: version, dir, include, exclude, translations } of versions) {
    const base = versionDir({ id: version, dir });
    const docTranslations = translated(translations.folder);
    // Docusaurus's include and exclude globs: markdown files they leave out are no pages (like
    // partials, they may still be imported).
    const included = include.length ? picomatch(include, { dot: false }) : () => true;
    const excluded = exclude.length ? picomatch(exclude, { dot: false }) : () => false;
    groups.push([base, (files = [])]);
    {
      for (const rel of walkIfThere(siteDir, base)) {
        const segments = rel.split('/');
        const names = segments.map((segment, i) => {
          if (!config.numberPrefixes) return segment;
          const last = i === segments.length - 1;
          const stem = last ? segment.replace(/\.[^.]+$/, '') : segment;
          const split = splitNumberPrefix(stem);
          if (split.position === null) return segment;
          if (!last) folderPositions.set(`${version}/${segments.slice(0, i).map((s) => splitNumberPrefix(s).name).concat(split.name).join('/')}`, split.position);
          return last ? split.name + segment.slice(stem.length) : split.name;
        });
        const inner = names.join('/');
        const name = segments.at(-1)!;
        const kind = categoryRe.test(name) ? 'category' : !markdownRe.test(name) ? 'asset' : isPartial(rel) || !included(rel) || excluded(rel) ? 'partial' : 'doc';
        const position = config.numberPrefixes ? splitNumberPrefix(name.replace(/\.[^.]+$/, '')).position : null;
        const source: SourceFile = { file: `${base}/${rel}`, kind, version, inner, ...(kind === 'doc' && position !== null ? { position } : {}) };
        files.push(kind === 'doc' ? docTranslations(source, rel) : source);
      }
    }
  }
  groups.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { files: groups.flatMap(([, list]) => list), versions, folderPositions, staticFiles: listStaticFiles(siteDir, config.staticDirs) };
}

/**
 * For a folder of the content (a version's docs, the blog, the pages), a function that lays the
 * locale's translation of a file over it: the file at the same path under the locale's folder
 * (`i18n/fr/docusaurus-plugin-content-docs/current/intro.md` for `docs/intro.md`), as Docusaurus's
 * getContentPathList looks there first. In a locale other than the default, a page without one is
 * marked untranslated.
 */
function translationOverlay(siteDir: string, config: ResolvedConfig): (folder: string) => (source: SourceFile, rel: string) => SourceFile {
  const { locale } = config;
  return (folder) => {
    const base = `${locale.dir}/${folder}`;
    const present = new Set(locale.translate ? walkIfThere(siteDir, base) : []);
    return (source, rel) => {
      if (present.has(rel)) return { ...source, file: `${base}/${rel}`, original: source.file };
      return locale.isDefault || source.kind === 'authors' ? source : { ...source, untranslated: true };
    };
  };
}

/** The files below a folder of the site (none when it does not exist). */
function walkIfThere(siteDir: string, dir: string): string[] {
  if (!dir) return [];
  const abs = path.join(siteDir, dir);
  return fs.existsSync(abs) && fs.statSync(abs).isDirectory() ? walk(abs) : [];
}

/** Docusaurus leaves `_`-prefixed files and everything in `_`-prefixed folders out of the pages: they are imported. */
function isPartial(rel: string): boolean {
  return rel.split('/').some((segment) => segment.startsWith('_'));
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

/** Files of the static folders as URL paths ('/img/logo.svg') -> their file relative to the site; an earlier folder wins. */
export function listStaticFiles(siteDir: string, dirs: string[] = ['static']): Map<string, string> {
  const out = new Map<string, string>();
  for (const dir of dirs) {
    const root = path.join(siteDir, dir);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const parent = entry.parentPath ?? (entry as unknown as { path: string }).path;
      const rel = path.relative(root, path.join(parent, entry.name)).split(path.sep).join('/');
      if (!out.has(`/${rel}`)) out.set(`/${rel}`, path.relative(siteDir, path.join(root, rel)).split(path.sep).join('/'));
    }
  }
  return out;
}
