// The page graph: every route of the site with what the checks and emitters need.
import { isRouteInside } from '../paths/is-inside.ts';
import type { BlogLinks } from '../../shared/config-schema.ts';
import type { ApiEntry, BlogAuthor, IndexEntry, PageData, PageKind, PageLink, SidebarItem } from '../../shared/contract.ts';
import type { ResolvedConfig, ResolvedVersion } from '../model/site-model.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import type { ProbePage } from '../content/react-page.ts';
import type { ContentListing, SourceFile } from '../content/discover-content.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export interface Page {
  route: string;
  kind: PageKind;
  /** Source file relative to the site dir, or null for generated pages. */
  file: string | null;
  version: string | null;
  /** Folder of the page inside its version ('' at the root); for a folder's own page, that folder. */
  folder: string;
  title: string;
  description: string;
  sidebarLabel: string;
  sidebarPosition: number | null;
  /** A doc's id (Docusaurus's): its path in the version without extension, or its `id` front matter in that folder. */
  docId?: string;
  /** The key of the page's sidebar when not its version's ('' for none): a Docusaurus version's sidebars. */
  sidebar?: string;
  /** Front matter `unlisted`: in no sidebar, index, sitemap or search. */
  unlisted?: boolean;
  /** Front matter `draft` (writers' mode keeps drafts; a build leaves them out). */
  draft?: boolean;
  /** A translation: the default locale's file it translates (`file` is the translation). */
  original?: string;
  /** A page of a locale without a translation of it: the default locale's text, with a note. */
  untranslated?: boolean;
  compiled: CompiledPage | null;
  /** Resolved href for each entry of compiled.links (same index). */
  hrefs: string[];
  breadcrumbs: PageLink[];
  prev: PageLink | null;
  next: PageLink | null;
  lastUpdated: number | null;
  otherVersions: Record<string, string>;
  tags: string[];
  blog?: PageData['blog'];
  /** Blog post date (YYYY-MM-DD). */
  date?: string;
  authors?: BlogAuthor[];
  /** The /apis/ page's index of every API page (add-site-pages.ts). */
  apis?: ApiEntry[];
  /** A generated index page's entries (build-sidebars.ts). */
  index?: IndexEntry[];
  /** The home page sfpdocs draws (add-site-pages.ts). */
  hero?: PageData['hero'];
}

/** What bundling pages makes (emit/bundle-pages.ts). */
export interface PageBundles {
  /** Browser files: output path -> contents. */
  files: Map<string, Uint8Array>;
  /** Page name -> its browser entry and stylesheets (output paths), and the site's own source files it bundles (absolute). */
  browser: Map<string, { script: string; css: string[]; sources: string[] }>;
  /** Page name -> the file URL of its server module. */
  server: Map<string, string>;
  /** Removes the server modules' folder. */
  dispose(): void;
}

/** The site's own stylesheets, bundled (emit/bundle-site-css.ts). */
export interface SiteCss {
  /** Output path of the stylesheet (`assets/site.0123456789.css`), then of its assets. */
  file: string;
  files: Map<string, Uint8Array>;
}

/** The bundles of a graph's MDX pages that use components (emit/component-pages.ts). */
export interface ComponentBundles {
  bundles: PageBundles;
  /** Each component page's bundle name. */
  names: Map<Page, string>;
  /** The site's own theme components (src/theme/, emit/site-theme.ts): URLs of its browser module and stylesheets, file URL of its server module. */
  theme: { script: string; css: string[]; server: string } | null;
}

/** A folder's _category_ file (load-categories.ts), with Docusaurus's meaning for each field. */
export interface CategoryInfo {
  label: string;
  position: number | null;
  /** Shown closed (Docusaurus's default) or open; `collapsible: false` keeps it open, without a toggle. */
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  /** Shown under the category's entry in its parent's generated index. */
  description?: string;
  /** The category's own page: a doc (by id), or a generated index with its own title, description and slug. */
  link?: { type: 'doc'; id: string } | { type: 'generated-index'; title?: string; description?: string; slug?: string };
  customProps?: Record<string, unknown>;
  file: string;
}

export interface PageGraph {
  siteDir: string;
  config: ResolvedConfig;
  versions: ResolvedVersion[];
  sources: SourceFile[];
  pages: Map<string, Page>;
  byFile: Map<string, Page>;
  /** key `${version}/${folder}` */
  categories: Map<string, CategoryInfo>;
  sidebars: Map<string, SidebarItem[]>;
  authors: Map<string, BlogAuthor>;
  /** The blog's own pages and feeds, once the blog pages exist (null: no posts). */
  blogLinks: BlogLinks | null;
  /** Files referenced by pages (images next to markdown): site-relative path -> output URL path. */
  assets: Map<string, string>;
  /** Files of the static folders: URL path ('/img/logo.svg') -> file relative to the site. */
  staticFiles: Map<string, string>;
  /** `version/folder` -> the number prefix of the folder's name (discover-content.ts). */
  folderPositions: Map<string, number>;
  /** The bundles of the MDX pages that use components (emit/component-pages.ts), once made. */
  componentBundles?: ComponentBundles | null;
  /** The site's own stylesheets (customCss), bundled (emit/bundle-site-css.ts). */
  siteCss?: SiteCss | null;
  /** Every redirect page: the config's and its plugins' (passes/add-plugin-redirects.ts); unset: the config's. */
  redirects?: Array<{ from: string; to: string }>;
  diagnostics: Diagnostic[];
}

/** A graph with the site's sources listed and no pages yet; the passes fill it in. */
export function emptyGraph(siteDir: string, config: ResolvedConfig, listing: ContentListing, assets: Map<string, string> = new Map()): PageGraph {
  return {
    siteDir,
    config,
    versions: listing.versions,
    sources: listing.files,
    pages: new Map(),
    byFile: new Map(),
    categories: new Map(),
    sidebars: new Map(),
    authors: new Map(),
    blogLinks: null,
    assets,
    staticFiles: listing.staticFiles,
    folderPositions: listing.folderPositions,
    diagnostics: [],
  };
}

/** Routes compare without a trailing slash, so `/docs` and `/docs/` name the same page. */
export function routeKey(route: string): string {
  const bare = route.split(/[?#]/)[0]!;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

export function newPage(init: Partial<Page> & Pick<Page, 'route' | 'kind' | 'title'>): Page {
  return {
    file: null,
    version: null,
    folder: '',
    description: '',
    sidebarLabel: init.title,
    sidebarPosition: null,
    compiled: null,
    hrefs: [],
    breadcrumbs: [],
    prev: null,
    next: null,
    lastUpdated: null,
    otherVersions: {},
    tags: [],
    ...init,
  };
}

/**
 * Adds a page keyed by its route; the caller has already checked for duplicates. A route that
 * would write outside the output folder (`/../x`) is no page: an error at the page's file (or
 * at `at`, where the route came from), which the passes that read a slug report first at its line.
 */
export function addPage(graph: PageGraph, page: Page, at?: Pick<Diagnostic, 'file' | 'line' | 'column'>): boolean {
  if (!isRouteInside(page.route)) {
    const where = at ?? { file: page.file ?? graph.config.file ?? 'site.config.ts', line: 1, column: 1 };
    graph.diagnostics.push({ ...where, message: `route \`${page.route}\` leads outside the output folder`, hint: 'write routes without `..` segments that climb above /', ruleId: 'outside-site', severity: 'error' });
    return false;
  }
  graph.pages.set(routeKey(page.route), page);
  if (page.file) graph.byFile.set(page.file, page);
  // Links name the file a translation stands in for: they lead to the translation.
  if (page.original) graph.byFile.set(page.original, page);
  return true;
}

/**
 * What the code that builds the graph hands the passes, because it lives above them: a pass does
 * not import emit/ (test/architecture.test.ts).
 */
export interface PassTools {
  /** Tries to bundle a module of the site (emit/bundle-pages.ts probeModule): a plugin route's component. */
  probeModule: ProbePage;
}

export type Pass = (graph: PageGraph, tools: PassTools) => PageGraph | Promise<PageGraph>;
