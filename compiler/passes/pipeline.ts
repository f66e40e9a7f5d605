// The page graph's passes in the order they run, for the build and for writers' mode alike: from
// the compiled pages to a graph with routes, sidebars, generated pages, neighbours and checked
// links. Adding a pass adds one line here.
import type { ResolvedConfig } from '../model/site-model.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import type { ContentListing } from '../content/discover-content.ts';
import { emptyGraph, type Pass, type PageGraph, type PassTools } from '../graph/page-graph.ts';
import { addBlogPages } from './add-blog-pages.ts';
import { resolveAnnouncementBar } from './resolve-announcement-bar.ts';
import { addLastUpdated } from './add-last-updated.ts';
import { addSitePages } from './add-site-pages.ts';
import { addPluginRedirects } from './add-plugin-redirects.ts';
import { addPluginRoutes } from './add-plugin-routes.ts';
import { assignRoutes } from './assign-routes.ts';
import { buildSidebars } from './build-sidebars.ts';
import { checkLogo } from './check-logo.ts';
import { checkConfigLinks } from './check-config-links.ts';
import { linkNeighbours } from './link-neighbours.ts';
import { loadCategories } from './load-categories.ts';
import { resolveLinks } from './resolve-links.ts';
import { resolveFooterItems } from './resolve-footer-items.ts';
import { resolveNavbarLinks } from './resolve-navbar-links.ts';

/** The link check over every page (writers' mode also runs it over some: resolveLinks' second parameter). */
const resolveAllLinks: Pass = (graph) => resolveLinks(graph);

/** Every pass, in order. */
export const graphPasses: Pass[] = [loadCategories, addBlogPages, buildSidebars, resolveNavbarLinks, resolveFooterItems, resolveAnnouncementBar, addSitePages, addPluginRoutes, addPluginRedirects, checkConfigLinks, linkNeighbours, resolveAllLinks, addLastUpdated, checkLogo];

/**
 * The passes writers' mode re-runs when pages are added, removed or moved: all but the link check
 * (it re-checks only the pages a change can affect: watch/relink-pages.ts) and git times (history
 * does not change while a writer edits; they are read once at start).
 */
export const structuralPasses: Pass[] = graphPasses.filter((pass) => pass !== resolveAllLinks && pass !== addLastUpdated);

export interface GraphSources {
  siteDir: string;
  config: ResolvedConfig;
  listing: ContentListing;
  /** Every markdown file of the listing, compiled, in listing order. */
  compiled: CompiledPage[];
  /** Media URLs already given out (writers' mode keeps them across rebuilds). */
  assets?: Map<string, string>;
  /** What the passes are handed from above them (the bundler's probe). */
  tools: PassTools;
}

/**
 * The page graph of a site from its compiled pages, through `passes` (default: all of them).
 * `drafts`: keep pages whose front matter says `draft` (writers' mode; a build leaves them out).
 */
export async function buildGraph({ siteDir, config, listing, compiled, assets, tools }: GraphSources, passes: Pass[] = graphPasses, { drafts = false } = {}): Promise<PageGraph> {
  const graph = emptyGraph(siteDir, config, listing, assets);
  assignRoutes(graph, compiled, { drafts });
  for (const pass of passes) await pass(graph, tools);
  return graph;
}
