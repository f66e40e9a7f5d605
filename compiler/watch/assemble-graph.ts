// Writers' mode: builds the page graph from pages that are already compiled. Markdown compiles
// only when its file changes; routes, sidebars, generated indexes and neighbours are cheap to redo
// from the compiled pages, so a structural change (a page added, renamed, deleted) redoes them all.
// Links are not checked here: see relink-pages.ts, which re-checks only the pages that need it.
import { passes } from '../build.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import type { ContentListing } from '../content/discover-content.ts';
import { emptyGraph, type PageGraph } from '../graph/page-graph.ts';
import { addLastUpdated } from '../passes/add-last-updated.ts';
import { assignRoutes } from '../passes/assign-routes.ts';
import { resolveLinks } from '../passes/resolve-links.ts';

export interface AssembleOptions {
  siteDir: string;
  config: ResolvedConfig;
  listing: ContentListing;
  /** Every markdown file of the listing, compiled, in listing order (as a build orders them). */
  compiled: CompiledPage[];
  /** Media URLs already given out (kept so pages whose links are not re-checked keep theirs). */
  assets?: Map<string, string>;
}

/** The passes a structural change re-runs: every graph pass except the link checks and git times. */
const structuralPasses = passes.filter((pass) => pass !== resolveLinks && pass !== addLastUpdated);

export async function assembleGraph({ siteDir, config, listing, compiled, assets }: AssembleOptions): Promise<PageGraph> {
  const graph = emptyGraph(siteDir, config, listing, assets);
  assignRoutes(graph, compiled);
  for (const pass of structuralPasses) await pass(graph);
  return graph;
}
