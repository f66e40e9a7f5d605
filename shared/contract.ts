// The shapes the compiler writes and the runtime reads. Type-only: this module imports types
// only, and the compiler uses `import type` from it, so both sides agree on one definition. The
// config's shapes come from its schema (config-schema.ts).
export type { ClientConfig, ClientI18n, ClientLocale, FooterColumn, FooterItem, NavbarEntry, NavbarItem, VersionInfo } from './config-schema.ts';
import type { ClientConfig } from './config-schema.ts';

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** Docusaurus's `sidebar_class_name` / `className`: a class on the item. */
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (index.md or a generated index). */
  href: string;
  items: SidebarItem[];
  /** Open or closed before the reader toggles it (default: open on the way to the current page only). */
  collapsed?: boolean;
  /** False: always open, no toggle. */
  collapsible?: boolean;
  className?: string;
}

/** Docusaurus's `html` sidebar item: markup shown as it is. */
export interface SidebarHtml {
  type: 'html';
  value: string;
  /** A key for lists (the markup itself may repeat). */
  href: string;
  label: string;
  className?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface TocItem {
  /** Heading level: 2 and 3 unless the page's toc_min/max_heading_level say otherwise. */
  depth: number;
  id: string;
  text: string;
}

/** A button of the home page: config `home.actions`, or the link sfpdocs finds to the first doc. */
export interface HomeAction {
  label: string;
  href: string;
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
  | 'blog-authors'
  | 'blog-author'
  | 'home'
  | 'page'
  | 'versions'
  | 'apis'
  | 'search'
  | 'not-found';

export interface BlogAuthor {
  /** Its key in the authors file; '' for an author written in a post. */
  key: string;
  name: string;
  title: string;
  url?: string;
  imageUrl?: string;
  /** Route of the author's page (`page: true` in the authors file). */
  page?: string;
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

/** One entry of a folder's generated index page: a page or subfolder of it. */
export interface IndexEntry {
  label: string;
  href: string;
  description: string;
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
  /** The key of the page's sidebar in the route table, when not its version's; '' for none (sidebar-key.ts). */
  sidebar?: string;
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
    /** The authors page: every author of the authors file, with their number of posts. */
    authors?: Array<BlogAuthor & { count: number }>;
    /** An author's page: whose posts it lists. */
    author?: BlogAuthor;
  };
  apis?: ApiEntry[];
  /** The home page sfpdocs draws (no landing page of the site's own, or `home.hero`): its buttons, and whether version cards follow. */
  hero?: { actions: HomeAction[]; versionCards: boolean };
  /** A generated index page's list of the folder's pages and subfolders, in sidebar order. */
  index?: IndexEntry[];
  /** The page's own <title> (a `<head>` block in Docusaurus MDX): the document title as written. */
  documentTitle?: string;
  /** Front matter `hide_title`: the theme shows no title heading. */
  hideTitle?: true;
  /** Front matter `keywords` (`<meta name="keywords">`) and `image` (the social card). */
  keywords?: string[];
  image?: string;
  /** Front matter `unlisted`: built, but in no sidebar, index, sitemap or search, and not indexed by search engines. */
  unlisted?: true;
  /** Front matter `draft`: shown in writers' mode only, never built. */
  draft?: true;
  /** Who changed the page last (front matter `last_update.author`). */
  lastUpdatedBy?: string;
  /** API pages: where each interface the page documents is defined (front matter `defined_in`). */
  definedIn?: DefinitionRef[];
  /**
   * An MDX page with components: the URL of its bundle (an ES module whose default export renders
   * the article, and `components`, the elements it maps), and the stylesheets its components import.
   */
  component?: { script: string; css: string[] };
  /** Theme stylesheets the page needs beyond the runtime's (Infima's classes), linked before the site's own. */
  css?: string[];
  /** A page of a locale that has no translation of it: the default locale's text, with a note (its language is the default locale's). */
  untranslated?: true;
}

/** An interface and the file of a source repository that defines it. */
export interface DefinitionRef {
  interface: string;
  file: string;
  /** The source's label from the config, e.g. "Gecko 48 (roytam1/gecko-kaios)". */
  source: string;
  /** A link to the file, or '' when the source has none. */
  url: string;
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
  /** URL of the site's theme module (its own components in place of the theme's), loaded before the first render. */
  theme?: string;
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
  /** Every term (trimmed, stemmed, lower-cased: shared/search/search-words.ts), in code-unit order. */
  terms: string[];
  /**
   * [field] -> every term's [record gap, weight code, …] (records ascending, weight = 1.1^code / 10)
   * as one string: shared/search/posting-lists.ts.
   */
  postings: string[];
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
