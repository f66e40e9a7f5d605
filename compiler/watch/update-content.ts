// Writers' mode: applies changes under content/ to the site in memory, doing as little as the
// change allows (see dev-site.ts for the three cases).
import { discoverContent } from '../content/discover-content.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import { routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';
import { assignRoutes } from '../passes/assign-routes.ts';
import { buildGraph, structuralPasses } from '../passes/pipeline.ts';
import type { DevSite } from './dev-site.ts';
import { relinkPages } from './relink-pages.ts';
import type { SourceChange } from './watch-sources.ts';
import { basePrefix } from '../../shared/base-url.ts';

const markdownRe = /\.mdx?$/;

export interface ContentUpdate {
  /** Routes whose page data changed; null when any may have (a structural change). */
  routes: string[] | null;
  compiled: number;
}

export async function updateContent(site: DevSite, changes: SourceChange[]): Promise<ContentUpdate> {
  const edited = [...new Set(changes.filter((c) => c.event === 'change' && markdownRe.test(c.file) && site.compiled.has(c.file)).map((c) => c.file))];
  const structural = changes.some((c) => c.event !== 'change' || !site.compiled.has(c.file));
  const fresh = await site.compileFiles(edited);
  if (!structural) {
    const routes = updatePagesInPlace(site, fresh);
    if (routes) return { routes, compiled: fresh.length };
  }
  const changed = new Set(changes.map((c) => c.file));
  const compiled = await restructure(site, { changed, alreadyCompiled: new Set(edited), rediscover: changes.some((c) => c.event !== 'change') });
  return { routes: null, compiled: compiled + fresh.length };
}

/**
 * The common case: pages whose edits leave their route, title, description and sidebar place as
 * they were. Each keeps its Page (so sidebars, indexes and neighbours stay true) with the new
 * compiled content; its links are re-checked, and so are the links pointing to it when its
 * headings changed. Returns null when any edit reaches further, for a structural update instead.
 */
function updatePagesInPlace(site: DevSite, fresh: CompiledPage[]): string[] | null {
  const graph = site.graph!;
  const plans: Array<{ page: Page; compiled: CompiledPage }> = [];
  for (const compiled of fresh) {
    const page = graph.byFile.get(compiled.file);
    if (!page || page.file !== compiled.file || page.kind === 'blog-post' || !page.compiled) return null;
    const probe: PageGraph = { ...graph, pages: new Map(), byFile: new Map(), diagnostics: [] };
    assignRoutes(probe, [compiled]);
    const next = probe.byFile.get(compiled.file);
    const titleProblems = site.graphProblems.filter((d) => d.file === compiled.file);
    if (!next || !sameSidebarData(page, next) || JSON.stringify(probe.diagnostics) !== JSON.stringify(titleProblems)) return null;
    plans.push({ page, compiled });
  }
  const recheck = new Set<Page>();
  for (const { page, compiled } of plans) {
    const anchorsMoved = headingIds(page.compiled!) !== headingIds(compiled);
    page.compiled = compiled;
    recheck.add(page);
    if (!anchorsMoved) continue;
    for (const file of site.links.referrersOf([routeKey(page.route)])) {
      const referrer = graph.byFile.get(file);
      if (referrer?.file === file) recheck.add(referrer);
    }
  }
  for (const [file, problems] of relinkPages(graph, recheck)) site.linkProblems.set(file, problems);
  site.links.record(graph, recheck);
  for (const { page } of plans) site.output.invalidatePage(routeKey(page.route));
  return plans.map(({ page }) => page.route);
}

/** What other pages show of a page: in sidebars, generated indexes, neighbours and breadcrumbs. */
function sameSidebarData(before: Page, after: Page): boolean {
  return (
    before.route === after.route &&
    before.kind === after.kind &&
    before.title === after.title &&
    before.description === after.description &&
    before.sidebarLabel === after.sidebarLabel &&
    before.sidebarPosition === after.sidebarPosition &&
    before.tags.join('\n') === after.tags.join('\n') &&
    before.date === after.date
  );
}

function headingIds(page: CompiledPage): string {
  return page.headings.map((h) => h.id).join('\n');
}

/**
 * Pages added, removed or moved: re-discover content/, compile what changed, redo the graph passes
 * over the compiled pages, and re-check the links that can have changed: those of changed files,
 * those pointing to a route whose page changed, and those that were broken. Every other page keeps
 * the links it had. Returns how many files were compiled.
 */
interface RestructureOptions {
  changed: Set<string>;
  /** Files compiled already (by the in-place attempt). */
  alreadyCompiled: Set<string>;
  /** Files were added or removed: walk content/ again (edits alone keep the listing). */
  rediscover: boolean;
}

async function restructure(site: DevSite, { changed, alreadyCompiled, rediscover }: RestructureOptions): Promise<number> {
  const before = site.graph!;
  const listing = rediscover ? discoverContent(site.siteDir, site.config!) : { files: before.sources, versions: before.versions };
  const stale = new Set([...changed].filter((file) => !alreadyCompiled.has(file)));
  const compiled = await site.compileListing(listing, stale);
  const base = basePrefix(before.config.baseUrl);
  const recheck = new Set<string>();
  // A changed image gets a new URL: forget the old one and re-check the pages that show it.
  for (const file of changed) {
    const url = before.assets.get(file);
    if (!url) continue;
    before.assets.delete(file);
    for (const page of before.pages.values()) if (page.file && page.hrefs.includes(base + url)) recheck.add(page.file);
  }
  const graph = await buildGraph({ siteDir: site.siteDir, config: site.config!, listing, compiled: site.compiledOf(listing), assets: before.assets }, structuralPasses);
  for (const page of graph.pages.values()) {
    if (!page.file) continue;
    page.lastUpdated = site.lastUpdated.get(page.file) ?? null;
    const old = before.byFile.get(page.file);
    if (old?.file === page.file && old.compiled === page.compiled && !changed.has(page.file)) page.hrefs = old.hrefs;
    else recheck.add(page.file);
  }
  for (const file of site.links.referrersOf(changedRoutes(before, graph))) recheck.add(file);
  for (const [file, problems] of site.linkProblems) if (problems.length) recheck.add(file);
  // A losing duplicate maps to the page that holds its route; only pages of their own file are checked.
  const pages = [...recheck].map((file) => graph.byFile.get(file)).filter((page): page is Page => !!page?.file && recheck.has(page.file));
  for (const file of recheck) {
    site.linkProblems.delete(file);
    site.links.forget(file);
  }
  for (const [file, problems] of relinkPages(graph, pages)) site.linkProblems.set(file, problems);
  site.links.record(graph, pages);
  site.graphProblems = graph.diagnostics;
  site.graph = graph;
  site.output.invalidateAll();
  return compiled;
}

/** Route keys whose page is new, gone, or another page now (other file, kind or anchors). */
function changedRoutes(before: PageGraph, after: PageGraph): Set<string> {
  const out = new Set<string>();
  for (const [key, page] of after.pages) {
    const old = before.pages.get(key);
    if (!old || old.file !== page.file || old.kind !== page.kind || old.route !== page.route) out.add(key);
    else if (old.compiled !== page.compiled && (!old.compiled || !page.compiled || headingIds(old.compiled) !== headingIds(page.compiled))) out.add(key);
  }
  for (const key of before.pages.keys()) if (!after.pages.has(key)) out.add(key);
  return out;
}
