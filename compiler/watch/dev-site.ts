// Writers' mode: the site held in memory between changes. It keeps every compiled page, the page
// graph, who links to whom and the problems of each file, so a change redoes only what it touches:
// - pages edited: recompile them and re-run the structural passes; when what every page shows of
//   the others is as it was (sidebars, neighbours, breadcrumbs, indexes, titles), the edited pages
//   change in place and only their links are re-checked (and the links pointing to them when
//   their headings changed);
// - a page added, renamed or deleted, or what pages show of each other changed: that new graph
//   replaces the site's (routes, sidebars, generated indexes);
// - site.config.ts or static/: rebuild the graph from the compiled pages; runtime/: re-bundle;
//   templates/: re-read.
// What a content change does is worked out by update-content.ts as a change record; only this
// class changes the site's state, in `apply`.
import path from 'node:path';
import type { ClientConfig } from '../../shared/contract.ts';
import { bundleCacheDir, defaultCacheDir, openBuildCache } from '../cache/build-cache.ts';
import { loadConfig } from '../config/load-config.ts';
import { localizeConfig } from '../config/localize-config.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { UsageError } from '../usage-error.ts';
import { assertSiteFolder } from '../config/site-folder.ts';
import type { ResolvedConfig } from '../model/site-model.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import { discoverContent } from '../content/discover-content.ts';
import { markdownOptions, type MarkdownOptions } from '../content/markdown-options.ts';
import { DiagnosticError, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { esbuildDiagnostics } from '../diagnostics/esbuild-diagnostics.ts';
import { bundleLegacy } from '../emit/bundle-legacy.ts';
import { bundleRuntime, loadRenderer } from '../emit/bundle-runtime.ts';
import { withSearchLanguage } from '../emit/search-worker-language.ts';
import { localeSearchLanguage } from '../emit/locale-search-language.ts';
import { routeKey, type PageGraph } from '../graph/page-graph.ts';
import { addLastUpdated } from '../passes/add-last-updated.ts';
import { buildGraph, structuralPasses } from '../passes/pipeline.ts';
import { bundleSiteCode } from '../emit/site-code.ts';
import { siteBundler } from '../emit/site-bundler.ts';
import { compileImportedPartials } from '../workers/compile-partials.ts';
import { compileAll } from '../workers/compile-all.ts';
import { DevOutput, type DevSources } from './dev-output.ts';
import { LinkIndex, relinkPages } from './relink-pages.ts';
import { markdownFiles, planContentUpdate, type ContentChange } from './update-content.ts';
import type { SourceChange } from './watch-sources.ts';
import type { Phase } from '../build.ts';

/** What the first build reports, phase by phase, as a build does. */
export type Progress = (phase: Phase, done: number, total: number) => void;

/** From this many files on, compiling goes through the on-disk build cache. */
const cachedCompileMin = 20;

export interface DevUpdate {
  /** What open pages should do: re-render in place, reload, or only show the problems. */
  type: 'update' | 'reload' | 'status';
  /** Routes whose page data changed; null when any may have. */
  routes: string[] | null;
  files: string[];
  /** Markdown files compiled for this update. */
  compiled: number;
  ms: number;
}

export class DevSite {
  /** The site's output, served from memory. */
  readonly output = new DevOutput();
  #config: ResolvedConfig | null = null;
  #graph: PageGraph | null = null;
  #runtime: DevSources['runtime'] | null = null;
  /** Every markdown file of the site, compiled (drafts and losing duplicates too). */
  readonly #compiled = new Map<string, CompiledPage>();
  /** Git times, read once at start: an edit does not change the last commit. */
  readonly #lastUpdated = new Map<string, number | null>();
  readonly #links = new LinkIndex();
  /** Link problems by the file that holds the links. */
  readonly #linkProblems = new Map<string, Diagnostic[]>();
  /** Problems of the graph passes (duplicate routes, categories, blog authors, titles). */
  #graphProblems: Diagnostic[] = [];
  /** Problems that stop the site from building at all: the config, the runtime bundle. */
  #configProblems: Diagnostic[] = [];
  #runtimeProblems: Diagnostic[] = [];
  /** Problems of bundling the MDX pages with components (imports that cannot be resolved). */
  #bundleProblems: Diagnostic[] = [];
  /** The markdown options (as JSON) the compiled pages were compiled with. */
  #markdown = '';

  private constructor(
    readonly siteDir: string,
    /** The locale served (`sfpdocs start --locale fr`); null: the default one. */
    readonly locale: string | null,
  ) {}

  /**
   * `onProgress` hears the first build's phases, as a build reports them (config, compile, graph,
   * emit). Writers' mode serves one locale, as Docusaurus's `start` does: `locale`, else the default.
   */
  static async load(siteDir: string, { onProgress, locale = null }: { onProgress?: Progress; locale?: string | null } = {}): Promise<DevSite> {
    assertSiteFolder(siteDir);
    const site = new DevSite(path.resolve(siteDir), locale);
    await site.#rebuildAll(onProgress);
    // Bundling the runtime is the rest of what a build's emit phase does before pages render.
    await site.#rebundleRuntime();
    site.#resetOutput();
    // A large site compiles in worker threads: warm this thread's compiler (its highlighter is the
    // slow part) now, so the first edit does not pay for it.
    const first = site.#compiled.keys().next();
    if (!first.done) await compileAll({ siteDir: site.siteDir, files: [first.value], markdown: JSON.parse(site.#markdown) as MarkdownOptions });
    return site;
  }

  /** The page graph now (null until the site first builds). Read-only: only `apply` changes it. */
  get graph(): PageGraph | null {
    return this.#graph;
  }

  /** The config the site was last built with (null until one loads). */
  get config(): ResolvedConfig | null {
    return this.#config;
  }

  get clientConfig(): ClientConfig | null {
    return this.output.clientConfig;
  }

  /** The base URL the site is served under, `/` until it first builds. */
  get baseUrl(): string {
    return this.#config?.baseUrl ?? '/';
  }

  /** Every current problem, sorted by file and position. */
  diagnostics(): Diagnostic[] {
    const compile = [...this.#compiled.values()].flatMap((page) => page.diagnostics);
    return sortDiagnostics([...this.#configProblems, ...this.#runtimeProblems, ...compile, ...this.#graphProblems, ...this.#bundleProblems, ...[...this.#linkProblems.values()].flat()]);
  }

  async apply(changes: SourceChange[]): Promise<DevUpdate> {
    const started = performance.now();
    const files = [...new Set(changes.map((c) => c.file))];
    const areas = new Set(changes.map((c) => c.area));
    let type: DevUpdate['type'] = 'status';
    let routes: string[] | null = [];
    let compiled = 0;
    if (areas.has('runtime')) {
      await this.#rebundleRuntime();
      type = 'reload';
    }
    // A config that did not load is tried again at every change: what it missed may be back (a
    // docs folder moved away and back).
    if (areas.has('config') || areas.has('static') || !this.#graph || this.#configProblems.some((d) => d.severity === 'error')) {
      const rebuilt = await this.#rebuildAll();
      compiled = rebuilt ?? 0;
      // A broken config keeps the last good site on screen: pages only show the problem.
      if (rebuilt !== null) type = 'reload';
      routes = null;
    } else {
      if (areas.has('templates')) {
        this.#resetOutput();
        type = 'reload';
      } else if (type === 'reload') this.#resetOutput();
      const code = changes.filter((c) => c.area === 'code');
      // Pages whose compile read a changed module (a React page's components) compile again.
      const dependents = code.length ? this.#dependentsOf(new Set(code.map((c) => c.file))) : [];
      const content = [...changes.filter((c) => c.area === 'content'), ...dependents.map((file): SourceChange => ({ area: 'content', event: 'change', file }))];
      if (content.length) {
        const change = await planContentUpdate(this.#contentState(), content);
        compiled = change.compiled.length;
        routes = await this.#applyContent(change);
        if (type === 'status') type = 'update';
      }
      if (code.length) {
        // Components and stylesheets are bundled again; pages reload to load the new bundles.
        await this.#bundleComponents(this.#graph);
        this.#resetOutput();
        type = 'reload';
      }
    }
    return { type, routes: type === 'update' ? routes : null, files, compiled, ms: performance.now() - started };
  }

  /** Compiled pages that read one of these files when they compiled (their imports, partials). */
  #dependentsOf(files: Set<string>): string[] {
    return [...this.#compiled.values()].filter((page) => page.dependencies?.some((file) => files.has(file))).map((page) => page.file);
  }

  #contentState() {
    return {
      siteDir: this.siteDir,
      config: this.#config!,
      graph: this.#graph!,
      compiled: this.#compiled,
      links: this.#links,
      linkProblems: this.#linkProblems,
      graphProblems: this.#graphProblems,
      lastUpdated: this.#lastUpdated,
      compile: (files: string[]) => this.#compile(files),
    };
  }

  /** Applies a content change record; returns the routes whose page data changed, or null for any. */
  async #applyContent(change: ContentChange): Promise<string[] | null> {
    for (const page of change.compiled) this.#compiled.set(page.file, page);
    if (change.kind === 'pages') {
      for (const { page, compiled } of change.edits) page.compiled = compiled;
      for (const [file, problems] of relinkPages(this.#graph!, change.relink)) this.#linkProblems.set(file, problems);
      this.#links.record(this.#graph!, change.relink);
      if (change.edits.some(({ page }) => page.compiled?.component)) await this.#bundleComponents(this.#graph!);
      this.output.changePages(change.edits.map(({ page }) => routeKey(page.route)));
      return change.edits.map(({ page }) => page.route);
    }
    for (const file of change.removed) {
      this.#compiled.delete(file);
      this.#linkProblems.delete(file);
      this.#links.forget(file);
    }
    for (const [file, problems] of change.linkProblems) {
      this.#links.forget(file);
      if (problems.length || this.#linkProblems.has(file)) this.#linkProblems.set(file, problems);
    }
    this.#links.record(change.graph, change.relinked);
    this.#graph?.componentBundles?.bundles.dispose();
    await this.#bundleComponents(change.graph);
    this.#graphProblems = change.graph.diagnostics;
    this.#graph = change.graph;
    this.#resetOutput();
    return null;
  }

  /**
   * Loads the config and builds everything from it; compiled pages are reused unless the
   * markdown options changed. Returns how many files were compiled, or null when the config is broken.
   */
  async #rebuildAll(onProgress?: Progress): Promise<number | null> {
    let config: ResolvedConfig;
    onProgress?.('config', 0, 1);
    let translationProblems: Diagnostic[];
    try {
      const loaded = await loadConfig(this.siteDir);
      if (this.locale !== null && !loaded.locales.some((l) => l.id === this.locale)) {
        const near = closestMatch(this.locale, loaded.locales.map((l) => l.id));
        const message = `the site has no locale "${this.locale}"`;
        const hint = near ? `did you mean --locale ${near}?` : `its locales are ${loaded.locales.map((l) => l.id).join(', ')}`;
        // At start a usage error; later (the config lost the locale) a problem the page shows.
        if (!this.#config) throw new UsageError(message, hint);
        throw new DiagnosticError([{ file: loaded.file ?? 'site.config.ts', line: 1, column: 1, message, hint, ruleId: 'config', severity: 'error' }]);
      }
      ({ config, diagnostics: translationProblems } = await localizeConfig(this.siteDir, loaded, this.locale ?? loaded.locale.id));
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      this.#configProblems = error.diagnostics;
      return null;
    }
    this.#configProblems = [...config.warnings, ...translationProblems];
    // Pages compile with the config's markdown options: new options, every page compiles again.
    const options = JSON.stringify(markdownOptions(config, this.siteDir));
    if (options !== this.#markdown) this.#compiled.clear();
    this.#markdown = options;
    this.#config = config;
    const listing = discoverContent(this.siteDir, config);
    const markdown = markdownFiles(listing);
    const present = new Set(markdown);
    for (const file of [...this.#compiled.keys()]) if (!present.has(file)) this.#compiled.delete(file);
    const stale = markdown.filter((file) => !this.#compiled.has(file));
    onProgress?.('compile', 0, stale.length);
    for (const page of await this.#compile(stale, onProgress && ((done, total) => onProgress('compile', done, total)))) this.#compiled.set(page.file, page);
    onProgress?.('graph', 0, 1);
    const graph = await buildGraph({ siteDir: this.siteDir, config, listing, compiled: markdown.map((file) => this.#compiled.get(file)!), tools: { probeModule: siteBundler(this.siteDir, config).probe } }, structuralPasses, { drafts: true });
    if (!this.#lastUpdated.size) {
      addLastUpdated(graph);
      for (const page of graph.pages.values()) if (page.file) this.#lastUpdated.set(page.file, page.lastUpdated);
    } else {
      for (const page of graph.pages.values()) if (page.file) page.lastUpdated = this.#lastUpdated.get(page.file) ?? null;
    }
    this.#linkProblems.clear();
    for (const [file, problems] of relinkPages(graph, graph.pages.values())) this.#linkProblems.set(file, problems);
    this.#links.record(graph, graph.pages.values());
    this.#graph?.componentBundles?.bundles.dispose();
    onProgress?.('emit', 0, 1);
    await this.#bundleComponents(graph);
    this.#graphProblems = graph.diagnostics;
    this.#graph = graph;
    this.#resetOutput();
    return stale.length;
  }

  /** Bundles the graph's pages with components and the site's stylesheets; their problems join the graph's. */
  async #bundleComponents(graph: PageGraph): Promise<void> {
    this.#bundleProblems = [];
    const problems = graph.diagnostics.length;
    // Each partial a page imports compiles when bundling asks for it (no pages given: none beforehand).
    const partials = await compileImportedPartials({ siteDir: graph.siteDir, pages: [], markdown: JSON.parse(this.#markdown) as MarkdownOptions, compile: (files, markdown) => compileAll({ siteDir: graph.siteDir, files, markdown, plugins: graph.config.markdown }) });
    await bundleSiteCode(graph, siteBundler(graph.siteDir, graph.config), partials);
    // In place, a page's bundle problems replace the last ones: kept apart from the passes' own.
    this.#bundleProblems = graph.diagnostics.splice(problems);
  }

  #resetOutput(): void {
    if (this.#graph && this.#runtime) this.output.reset({ graph: this.#graph, runtime: this.#runtime });
  }

  async #compile(files: string[], onProgress?: (done: number, total: number) => void): Promise<CompiledPage[]> {
    if (!files.length) return [];
    // Many files (the first build, a checkout) go through the build's on-disk cache, so a start
    // after a build or an earlier start compiles only what changed; a single edit stays in memory.
    const cache = openBuildCache(files.length >= cachedCompileMin ? defaultCacheDir(this.siteDir) : null);
    try {
      // Copied out of the cache (spreading reads the texts it holds back): this server keeps
      // its pages for hours, and a build meanwhile may compact the cache.
      return (await compileAll({ siteDir: this.siteDir, files, cache, onProgress, markdown: JSON.parse(this.#markdown) as MarkdownOptions, plugins: this.#config?.markdown })).map((page) => ({ ...page }));
    } finally {
      cache.close({ compact: false });
    }
  }

  async #rebundleRuntime(): Promise<void> {
    try {
      const bundles = openBuildCache(bundleCacheDir());
      try {
        // The search worker and the phone's search page in the served locale's language.
        const language = localeSearchLanguage(this.#config?.locale.htmlLang ?? 'en');
        const [bundle, legacy] = await Promise.all([bundleRuntime(bundles).then((runtime) => withSearchLanguage(runtime, language, bundles)), bundleLegacy(language)]);
        this.#runtime = { bundle, legacy, renderPage: await loadRenderer(bundle.ssr) };
      } finally {
        bundles.close({ compact: false });
      }
      this.#runtimeProblems = [];
    } catch (error) {
      this.#runtimeProblems = runtimeDiagnostics(this.siteDir, error);
    }
  }
}

/** esbuild's errors (a syntax error in runtime/) as diagnostics; anything else is our bug. */
function runtimeDiagnostics(siteDir: string, error: unknown): Diagnostic[] {
  const errors = (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } | null }> }).errors;
  if (!errors?.length) {
    return [{ file: 'runtime', line: 1, column: 1, message: `bundling the runtime failed: ${(error as Error).message}; this is a bug in sfpdocs`, ruleId: 'internal', severity: 'error' }];
  }
  return esbuildDiagnostics(error, {
    fileOf: (absolute) => (path.relative(siteDir, absolute).startsWith('..') ? absolute : path.relative(siteDir, absolute)),
    fallbackFile: 'runtime',
    hint: 'the runtime did not bundle; pages keep the last runtime that did',
    ruleId: 'internal',
  });
}
