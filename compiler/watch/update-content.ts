// Writers' mode: works out what a batch of changes under content/ does to the site in memory,
// doing as little as the change allows, and returns it as a change record that DevSite applies
// (see dev-site.ts for the cases). Nothing here changes the site it reads.
import { basePrefix } from '../../shared/base-url.ts';
import type { ResolvedConfig } from '../model/site-model.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import { discoverContent, listStaticFiles, type ContentListing } from '../content/discover-content.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { routeKey, type Page, type PageGraph, type PassTools } from '../graph/page-graph.ts';
import { assignRoutes } from '../passes/assign-routes.ts';
import { buildGraph, structuralPasses } from '../passes/pipeline.ts';
import { siteBundler } from '../emit/site-bundler.ts';
import { relinkPages, type LinkIndex } from './relink-pages.ts';
import type { SourceChange } from './watch-sources.ts';


/** What planning an update reads of the site (DevSite's state, read-only), and how it compiles. */
export interface ContentState {
  siteDir: string;
  config: ResolvedConfig;
  graph: PageGraph;
  /** Every markdown file of the site, compiled. */
  compiled: ReadonlyMap<string, CompiledPage>;
  links: Pick<LinkIndex, 'referrersOf'>;
  linkProblems: ReadonlyMap<string, Diagnostic[]>;
  graphProblems: Diagnostic[];
  lastUpdated: ReadonlyMap<string, number | null>;
  /** Compiles files afresh; does not store them. */
  compile(files: string[]): Promise<CompiledPage[]>;
}

/** What a change does to the site; DevSite applies it. */
export type ContentChange = PagesChange | StructureChange;

/**
 * Pages whose edits leave everything the graph passes make of them as it was (navigationOf): each
 * keeps its Page (so sidebars, indexes and neighbours stay true) with its new compiled content,
 * and the pages in `relink` have their links checked again.
 */
export interface PagesChange {
  kind: 'pages';
  compiled: CompiledPage[];
  edits: Array<{ page: Page; compiled: CompiledPage }>;
  relink: Page[];
}

/** Pages added, removed or moved: a new graph, with the links that can have changed checked again. */
export interface StructureChange {
  kind: 'structure';
  /** Files compiled afresh, and files that are gone. */
  compiled: CompiledPage[];
  removed: string[];
  graph: PageGraph;
  /** Link problems by file, for every file whose links were checked again (the others keep theirs). */
  linkProblems: Map<string, Diagnostic[]>;
  relinked: Page[];
}

export async function planContentUpdate(state: ContentState, changes: SourceChange[]): Promise<ContentChange> {
  // Every compiled file is a page: markdown, MDX or a React page.
  const edited = [...new Set(changes.filter((c) => c.event === 'change' && state.compiled.has(c.file)).map((c) => c.file))];
  const structural = changes.some((c) => c.event !== 'change' || !state.compiled.has(c.file));
  const fresh = await state.compile(edited);
  const changed = new Set(changes.map((c) => c.file));
  if (structural) return restructure(state, { changed, fresh, rediscover: changes.some((c) => c.event !== 'change') });
  const edits = editsInPlace(state, fresh);
  if (!edits) return restructure(state, { changed, fresh, rediscover: false });
  // Most edits change a page's text only: its front matter and its record (route, title, labels,
  // description…) as assignRoutes makes it stay the same, and so does everything the passes make
  // of it. A blog post's text also shows in the blog's lists. Other edits: the site as the edits
  // make it, by the same passes; where every page shows the same of the others (sidebars,
  // neighbours, breadcrumbs, indexes, titles …), the edited pages still change in place, else this
  // graph replaces the site's.
  if (edits.every(({ page, compiled }) => page.kind !== 'blog-post' && sameRecord(state.graph, page.compiled!, compiled))) return pagesInPlace(state, fresh, edits);
  const graph = await graphWith(state, fresh);
  return siteNavigation(state.graph) === navigationOf(graph) ? pagesInPlace(state, fresh, edits) : restructure(state, { changed, fresh, rediscover: false, graph });
}

/** The site's graph rebuilt by the structural passes, with these pages compiled afresh. */
function graphWith(state: ContentState, fresh: CompiledPage[]): Promise<PageGraph> {
  const before = state.graph;
  const listing = listingAsBefore(state);
  const compiledNow = new Map(fresh.map((page) => [page.file, page]));
  const compiled = markdownFiles(listing).map((file) => compiledNow.get(file) ?? state.compiled.get(file)!);
  return buildGraph({ siteDir: state.siteDir, config: state.config, listing, compiled, assets: new Map(before.assets), tools: passTools(state) }, structuralPasses, { drafts: true });
}

/** Each edited file's page, or null when one is not a page of its own (a losing duplicate …). */
function editsInPlace(state: ContentState, fresh: CompiledPage[]): PagesChange['edits'] | null {
  const edits: PagesChange['edits'] = [];
  for (const compiled of fresh) {
    const page = state.graph.byFile.get(compiled.file);
    if (!page || page.file !== compiled.file || !page.compiled) return null;
    edits.push({ page, compiled });
  }
  return edits;
}

/** The same front matter (which passes read), and the same page record and problems from assignRoutes. */
function sameRecord(graph: PageGraph, before: CompiledPage, after: CompiledPage): boolean {
  if (JSON.stringify([before.frontMatter, before.frontMatterLines]) !== JSON.stringify([after.frontMatter, after.frontMatterLines])) return false;
  const record = (compiled: CompiledPage) => {
    const probe: PageGraph = { ...graph, pages: new Map(), byFile: new Map(), diagnostics: [] };
    assignRoutes(probe, [compiled], { drafts: true });
    const { compiled: _compiled, ...page } = probe.byFile.get(compiled.file) ?? {};
    return JSON.stringify([page, probe.diagnostics]);
  };
  return record(before) === record(after);
}

function pagesInPlace(state: ContentState, fresh: CompiledPage[], edits: PagesChange['edits']): PagesChange {
  const { graph } = state;
  const relink = new Set<Page>();
  for (const { page, compiled } of edits) {
    relink.add(page);
    if (headingIds(page.compiled!) === headingIds(compiled)) continue;
    // Its anchors moved: the links pointing to it are checked again too.
    for (const file of state.links.referrersOf([routeKey(page.route)])) {
      const referrer = graph.byFile.get(file);
      if (referrer?.file === file) relink.add(referrer);
    }
  }
  return { kind: 'pages', compiled: fresh, edits, relink: [...relink] };
}

const navigations = new WeakMap<PageGraph, string>();

/** navigationOf the site's graph, once per graph: edits in place leave it as it was. */
function siteNavigation(graph: PageGraph): string {
  let navigation = navigations.get(graph);
  if (navigation === undefined) navigations.set(graph, (navigation = navigationOf(graph)));
  return navigation;
}

/**
 * Everything the graph passes made of the site, but each page's own content: every field of every
 * page (its route, title, labels, sidebar, neighbours, breadcrumbs, index …) except its compiled
 * text, resolved links and git time, and the sidebars, blog links and the passes' problems. Derived
 * from the graph as the passes leave it, so a front matter key a pass starts to read is compared
 * without being listed here.
 */
function navigationOf(graph: PageGraph): string {
  const pages = [...graph.pages].map(([key, { compiled: _compiled, hrefs: _hrefs, lastUpdated: _lastUpdated, ...page }]) => [key, page]);
  return JSON.stringify({ pages, files: [...graph.byFile].map(([file, page]) => [file, page.route]), sidebars: [...graph.sidebars], blogLinks: graph.blogLinks, authors: [...graph.authors], diagnostics: graph.diagnostics });
}

function headingIds(page: CompiledPage): string {
  return page.headings.map((h) => h.id).join('\n');
}

interface RestructureOptions {
  changed: Set<string>;
  /** Files compiled already (by the in-place attempt). */
  fresh: CompiledPage[];
  /** Files were added or removed: walk content/ again (edits alone keep the listing). */
  rediscover: boolean;
  /** The graph of these edits, already built (graphWith). */
  graph?: PageGraph;
}

/**
 * Re-discovers content/ when files came or went, compiles what changed, redoes the structural
 * passes over the compiled pages, and re-checks the links that can have changed: those of changed
 * files, those pointing to a route whose page changed, and those that were broken. Every other
 * page keeps the links it had.
 */
async function restructure(state: ContentState, { changed, fresh, rediscover, graph: built }: RestructureOptions): Promise<StructureChange> {
  const before = state.graph;
  const listing = rediscover ? discoverContent(state.siteDir, state.config) : listingAsBefore(state);
  const markdown = markdownFiles(listing);
  const present = new Set(markdown);
  const compiledNow = new Map(fresh.map((page) => [page.file, page]));
  const more = await state.compile(markdown.filter((file) => !compiledNow.has(file) && (changed.has(file) || !state.compiled.has(file))));
  for (const page of more) compiledNow.set(page.file, page);
  const compiledOf = (file: string) => compiledNow.get(file) ?? state.compiled.get(file)!;

  const base = basePrefix(before.config.baseUrl);
  const recheck = new Set<string>();
  // A changed image gets a new URL: forget the old one and re-check the pages that show it.
  const assets = new Map(before.assets);
  for (const file of changed) {
    const url = assets.get(file);
    if (!url) continue;
    assets.delete(file);
    for (const page of before.pages.values()) if (page.file && page.hrefs.includes(base + url)) recheck.add(page.file);
  }
  const graph = built ?? (await buildGraph({ siteDir: state.siteDir, config: state.config, listing, compiled: markdown.map(compiledOf), assets, tools: passTools(state) }, structuralPasses, { drafts: true }));
  for (const page of graph.pages.values()) {
    if (!page.file) continue;
    page.lastUpdated = state.lastUpdated.get(page.file) ?? null;
    const old = before.byFile.get(page.file);
    if (old?.file === page.file && old.compiled === page.compiled && !changed.has(page.file)) page.hrefs = old.hrefs;
    else recheck.add(page.file);
  }
  for (const file of state.links.referrersOf(changedRoutes(before, graph))) recheck.add(file);
  for (const [file, problems] of state.linkProblems) if (problems.length) recheck.add(file);
  // A losing duplicate maps to the page that holds its route; only pages of their own file are checked.
  const relinked = [...recheck].map((file) => graph.byFile.get(file)).filter((page): page is Page => !!page?.file && recheck.has(page.file));
  const linkProblems = relinkPages(graph, relinked);
  for (const file of recheck) if (!linkProblems.has(file)) linkProblems.set(file, []);
  return {
    kind: 'structure',
    compiled: [...compiledNow.values()],
    removed: [...state.compiled.keys()].filter((file) => !present.has(file)),
    graph,
    linkProblems,
    relinked,
  };
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

/** The content as the graph lists it (edits alone keep the listing), with the static folders listed again. */
function listingAsBefore({ graph, siteDir, config }: ContentState): ContentListing {
  return { files: graph.sources, versions: graph.versions, folderPositions: graph.folderPositions, staticFiles: listStaticFiles(siteDir, config.staticDirs) };
}

/** The markdown files of a listing, in listing order (as a build orders them). */
export function markdownFiles(listing: ContentListing): string[] {
  return listing.files.filter((f) => f.kind === 'doc' || f.kind === 'blog' || f.kind === 'page').map((f) => f.file);
}

/** What the structural passes are handed (the bundler's probe for plugin routes). */
function passTools(state: ContentState): PassTools {
  return { probeModule: siteBundler(state.siteDir, state.config).probe };
}
