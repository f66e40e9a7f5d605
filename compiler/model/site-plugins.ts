// What a site's plugins add to it, in the site model's terms. A Docusaurus site's plugins are run
// by its adapter (compiler/docusaurus/run-plugins.ts) while the config loads; what they gave is
// plain data here, read by the graph passes (routes, redirects), the emitters (global data, HTML
// tags, client modules), the build (postBuild) and writers' mode (paths to watch). Nothing
// downstream knows it came from Docusaurus.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** Where a plugin is declared: its config line, for every problem of it. */
export type PluginAt = Pick<Diagnostic, 'file' | 'line' | 'column'>;

/** A page a plugin adds: a React component rendered with props. */
export interface PluginRoute {
  /** The plugin's name, for messages. */
  plugin: string;
  at: PluginAt;
  /** The route under the base URL (`/hello`). */
  route: string;
  /** What the page renders: an absolute file, a package, or an `@theme/…` / `@site/…` import. */
  component: string;
  /** addRoute's `priority`: of routes with one path, the higher is the page. */
  priority?: number;
  /** Values given to the component as they are (JSON). */
  props: Record<string, unknown>;
  /**
   * Prop name (dots for nested props: `items.0.content`) → module whose default export is that
   * prop: a file the plugin made with createData, any module, or a markdown file's content.
   */
  modules: Record<string, RouteModule>;
  /**
   * The props' shape as addRoute's `modules` gave it (objects and arrays, a module's place null):
   * what is not a module stays (an empty list is an empty list), as Docusaurus's ComponentCreator
   * rebuilds it.
   */
  shape: Record<string, unknown>;
  /**
   * The routes this one is nested in (addRoute's `routes`), outermost first: each parent's
   * component renders with a `route` prop whose `routes` hold this page's route, and renders it
   * where it calls `renderRoutes(route.routes)`. Empty for a route of its own.
   */
  parents: PluginParentRoute[];
}

/** A route with nested routes: not a page itself, its component wraps each of theirs. */
export interface PluginParentRoute {
  /** The path as the plugin wrote it (with the base URL). */
  path: string;
  exact: boolean;
  component: string;
  props: Record<string, unknown>;
  modules: Record<string, RouteModule>;
  shape: Record<string, unknown>;
}

/** A module of a route: a file, or a markdown file as its content component. */
export type RouteModule = string | RouteContent;

/**
 * A markdown (.md/.mdx) file named by a route module: its compiled content, with what Docusaurus's
 * mdx-loader exports beside it (`frontMatter`, `contentTitle`, `toc`, and from the loader options
 * of the plugin whose content it is, `metadata` and `assets`).
 */
export interface RouteContent {
  kind: 'content';
  /** The absolute file. */
  file: string;
  /** Only the part before the truncate marker (`query: { truncated: true }`, `?truncated=true`). */
  truncated: boolean;
  /** The marker's RegExp source and flags, from the plugin's loader options (Docusaurus's default else). */
  truncateMarker: { source: string; flags: string };
  /** Its front matter as the site's `markdown.parseFrontMatter` reads it. */
  frontMatter: Record<string, unknown>;
  /** The JSON the loader's `metadataPath` names, or null. */
  metadata: unknown;
  /** The loader's `createAssets` result: values starting with `./` become the imported files. */
  assets: Record<string, unknown> | null;
  /** The loader's `removeContentTitle`: a leading `# title` is not rendered (blog posts). */
  removeContentTitle: boolean;
}

/** HTML a plugin puts in every page, as text. */
export interface PluginHtmlTags {
  head: string[];
  preBody: string[];
  postBody: string[];
}

/** What a plugin's postBuild receives, in sfpdocs' terms (the runner adds Docusaurus's names). */
export interface PostBuildInput {
  /** The output folder being written (it becomes the output once the build succeeds). */
  outDir: string;
  /** Every route of the site, with the base URL. */
  routesPaths: string[];
}

export interface PluginPostBuild {
  plugin: string;
  at: PluginAt;
  run: (input: PostBuildInput) => Promise<void>;
}

/** A maker of redirects that needs the site's routes (client-redirects' `createRedirects`, `fromExtensions` …). */
export interface PluginRedirects {
  plugin: string;
  at: PluginAt;
  /** Given every route (with the base URL), the redirects to write, routes with the base URL. */
  make: (routes: string[]) => Array<{ from: string; to: string }>;
}

export interface SitePlugins {
  routes: PluginRoute[];
  /** Plugin name → plugin id → what it gave setGlobalData. */
  globalData: Record<string, Record<string, unknown>>;
  htmlTags: PluginHtmlTags;
  /** Modules every page imports before it renders (absolute files or packages). */
  clientModules: string[];
  /** Absolute files, folders or globs plugins read: writers' mode reloads the config when they change. */
  watch: string[];
  redirects: PluginRedirects[];
  postBuild: PluginPostBuild[];
}

/**
 * What a site's plugins give one locale. A Docusaurus site's plugins run once per locale, as
 * Docusaurus builds each locale (its routes, data and files are the locale's): the config holds
 * the default locale's, and a runner that gives another locale's (config/localize-config.ts).
 */
export interface LocalePlugins {
  plugins: SitePlugins;
  /** The config's moduleAliases for the locale: aliases a plugin's configureWebpack gave lead to the locale's files. */
  moduleAliases: Record<string, string>;
  /** What running them found (errors and warnings at the plugins' config lines). */
  diagnostics: Diagnostic[];
}

/** Runs the site's plugins for the locale of this id, once: the same value every time it is asked. */
export type LocalePluginRunner = (localeId: string) => Promise<LocalePlugins>;

export function noPlugins(): SitePlugins {
  return { routes: [], globalData: {}, htmlTags: { head: [], preBody: [], postBody: [] }, clientModules: [], watch: [], redirects: [], postBuild: [] };
}

/**
 * The import by which a plugin page's module names a markdown file as its content: this prefix,
 * then the RouteContent as JSON (passes/add-plugin-routes.ts writes it, emit/bundle-pages.ts
 * compiles the file there).
 */
export const routeContentPrefix = 'sfp-route-content:';
