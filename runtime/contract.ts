// The shapes the compiler writes and the runtime reads. Type-only: this module imports nothing,
// and the compiler uses `import type` from it, so both sides agree on one definition.

/** A documentation version as the browser sees it. */
export interface VersionInfo {
  /** Folder name under content/, e.g. "2.5". */
  id: string;
  /** Human label, e.g. "Smart Feature Phone 2.5". */
  label: string;
  /** Route of the version root, e.g. "/docs/" or "/docs/sfp-3.0/". */
  path: string;
  /** Short description shown on /versions. */
  description: string;
  current: boolean;
}

export interface NavLink {
  label: string;
  href: string;
  /** Optional drop-down items; a link with items is a menu. */
  items?: NavLink[];
}

export interface FooterColumn {
  title: string;
  items: NavLink[];
}

/** The part of site.config.ts the browser needs, emitted once inside the route table. */
export interface ClientConfig {
  title: string;
  tagline: string;
  baseUrl: string;
  url: string;
  logo: string;
  favicon: string;
  repoUrl: string;
  editUrl: string;
  versions: VersionInfo[];
  navbar: NavLink[];
  footer: { columns: FooterColumn[]; copyright: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  analytics: { trackingId: string } | null;
  search: {
    local: boolean;
    hosted: { appId: string; apiKey: string; indexName: string } | null;
    /** Groups of words or phrases that search treats as the same (site.config.ts `search.synonyms`). */
    synonyms: string[][];
  };
  offline: { activationStrategies: Array<'appInstalled' | 'queryString' | 'mobile'>; debug: boolean };
  chatbot: { url: string; title: string } | null;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (index.md or a generated index). */
  href: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface TocItem {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface PageLink {
  title: string;
  href: string;
}

export type PageKind =
  | 'doc'
  | 'generated-index'
  | 'blog-post'
  | 'blog-list'
  | 'blog-tag'
  | 'blog-tags'
  | 'blog-archive'
  | 'home'
  | 'page'
  | 'versions'
  | 'apis'
  | 'search'
  | 'not-found';

export interface BlogAuthor {
  key: string;
  name: string;
  title: string;
}

/** A blog post as it appears in lists and on its own page. */
export interface BlogPostSummary {
  title: string;
  href: string;
  date: string;
  authors: BlogAuthor[];
  tags: PageLink[];
  readingMinutes: number;
  /** HTML of the part above `<!-- truncate -->` (list pages only). */
  previewHtml?: string;
}

/** One API page of one version, for the /apis/ index. */
export interface ApiEntry {
  name: string;
  group: string;
  /** version id -> route of the page in that version */
  routes: Record<string, string>;
  /** version id -> the page's title in that version, where it differs from `name` (a rename). */
  names?: Record<string, string>;
}

/** Everything one page needs that is not site-wide: the payload of its script chunk. */
export interface PageData {
  route: string;
  kind: PageKind;
  title: string;
  description: string;
  /** Prerendered article HTML. */
  html: string;
  toc: TocItem[];
  /** Version id for doc pages. */
  version: string | null;
  breadcrumbs: PageLink[];
  prev: PageLink | null;
  next: PageLink | null;
  /** Last commit time (ms since epoch) from git, or null when unknown. */
  lastUpdated: number | null;
  editUrl: string | null;
  /** The same page in other versions: version id -> route. */
  otherVersions: Record<string, string>;
  blog?: {
    post?: BlogPostSummary;
    posts?: BlogPostSummary[];
    pagination?: { page: number; pages: number; prev: string | null; next: string | null };
    tags?: Array<PageLink & { count: number }>;
  };
  apis?: ApiEntry[];
}

export interface RouteEntry {
  /** URL of the page's hashed script chunk, relative to the base URL. */
  chunk: string;
  /** Version id, for doc pages. */
  v?: string;
}

/** The route table: emitted once, hashed, loaded by every page. */
export interface RouteTable {
  config: ClientConfig;
  routes: Record<string, RouteEntry>;
  /** version id -> URL of that version's sidebar JSON */
  sidebars: Record<string, string>;
  /** version id -> URL of its search index (a SearchIndexFile) */
  searchIndexes: Record<string, string>;
  /** URL of the search Web Worker script (hashed), or '' when local search is off. */
  searchWorker?: string;
  /** URL of the runtime's CSS, so an error page can still style itself. */
  css: string;
}

/** Embedded in every HTML page as `<script type="application/json" id="__sfp">`. */
export interface BootData {
  routeTable: string;
  chunk: string;
  route: string;
}

/** What the server renderer and the hydrating client both render. */
export interface RenderInput {
  config: ClientConfig;
  page: PageData;
  sidebar: SidebarItem[] | null;
}

/** A page of a version's search index: what a result shows above its sections. */
export interface SearchIndexPage {
  route: string;
  title: string;
}

/**
 * One record of a search index: a page's own record (title, description and the text before its
 * first heading; `anchor` and `heading` are '') or one of its sections.
 */
export interface SearchIndexRecord {
  /** Position of its page in `pages`. */
  page: number;
  /** Id of the section's heading: the result opens the page there. */
  anchor: string;
  heading: string;
  /** The start of the record's plain text, cut to a bounded length: the source of its snippet. */
  text: string;
}

/**
 * A version's search index file. lunr's builder weighs each term of each record (BM25, per
 * field); the weights are stored inverted, term by term, which is what a query reads.
 */
export interface SearchIndexFile {
  version: string;
  /** Field names, in the order of `postings`: ['title', 'text']. */
  fields: string[];
  /** Every term (trimmed, stemmed, lower-cased: runtime/search/search-words.ts), in code-unit order. */
  terms: string[];
  /** [field][term] -> [record gap, weight code, …]: records ascending, weight = 1.1^code / 10. */
  postings: number[][][];
  pages: SearchIndexPage[];
  records: SearchIndexRecord[];
}

/** Writers' mode (`sfpdocs serve --watch`): one problem, as the terminal prints it and the overlay shows it. */
export interface DevProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  hint?: string;
  severity: 'error' | 'warning';
  /** `file:line:col  message  (hint)`, formatted once by the CLI. */
  text: string;
}

/**
 * Writers' mode: one message of the event channel (`<base>/__sfpdocs/events`, server-sent events).
 * `update`: page data changed; the dev client dispatches the window event `sfpdocs:reload-route`,
 * on which the router re-fetches the route table and re-renders the current route in place.
 * `reload`: the runtime, templates or config changed; the page reloads. `status`: problems only
 * (sent first on every connection).
 */
export interface DevEvent {
  type: 'update' | 'reload' | 'status';
  /** Changes with every server start, so a client that reconnects to a new server reloads. */
  session: string;
  /** Routes whose page data changed, or null when any may have. */
  routes: string[] | null;
  /** Files whose change caused this event, relative to the site folder. */
  files: string[];
  /** Every error of the site now; empty once everything is fixed. */
  errors: DevProblem[];
}
