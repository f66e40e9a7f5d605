// The compiler's entry points: `check` runs every pass and reports; `build` also writes the site.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config/load-config.ts';
import { discoverContent } from './content/discover-content.ts';
import { DiagnosticError, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic.ts';
import { emitSite } from './emit/emit-site.ts';
import type { PageGraph, Pass } from './graph/page-graph.ts';
import { stageOutput } from './output/atomic-output.ts';
import { addBlogPages } from './passes/add-blog-pages.ts';
import { addLastUpdated } from './passes/add-last-updated.ts';
import { addSitePages } from './passes/add-site-pages.ts';
import { assignRoutes } from './passes/assign-routes.ts';
import { buildSidebars } from './passes/build-sidebars.ts';
import { linkNeighbours } from './passes/link-neighbours.ts';
import { loadCategories } from './passes/load-categories.ts';
import { resolveLinks } from './passes/resolve-links.ts';
import { compileAll } from './workers/compile-all.ts';

export type Phase = 'config' | 'compile' | 'graph' | 'emit' | 'write';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  baseUrl?: string;
  onProgress?: (phase: Phase, done: number, total: number) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  outDir: string;
  pagesPerVersion: Record<string, number>;
  pages: number;
  ms: number;
  bytes: number;
  files: number;
}

/** The graph passes, in order. Adding a pass adds one line. */
const passes: Pass[] = [loadCategories, addBlogPages, buildSidebars, addSitePages, linkNeighbours, resolveLinks, addLastUpdated];

export async function analyze(options: BuildOptions): Promise<PageGraph> {
  const siteDir = path.resolve(options.siteDir);
  options.onProgress?.('config', 0, 1);
  const config = await loadConfig(siteDir);
  if (options.baseUrl) config.baseUrl = `/${options.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const listing = discoverContent(siteDir, config);
  const graph: PageGraph = {
    siteDir,
    config,
    versions: listing.versions,
    sources: listing.files,
    pages: new Map(),
    byFile: new Map(),
    categories: new Map(),
    sidebars: new Map(),
    authors: new Map(),
    assets: new Map(),
    staticFiles: listStatic(siteDir),
    diagnostics: [],
  };
  const markdown = listing.files.filter((f) => f.kind === 'doc' || f.kind === 'blog' || f.kind === 'page').map((f) => f.file);
  const compiled = await compileAll({ siteDir, files: markdown, onProgress: (done, total) => options.onProgress?.('compile', done, total) });
  for (const page of compiled) graph.diagnostics.push(...page.diagnostics);
  options.onProgress?.('graph', 0, 1);
  assignRoutes(graph, compiled);
  for (const pass of passes) await pass(graph);
  graph.diagnostics = sortDiagnostics(graph.diagnostics);
  return graph;
}

export async function check(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { graph, result } = await analyzeSafely(options, started);
  if (!graph) return result;
  return { ...summarize(graph, options, started), ok: !graph.diagnostics.some((d) => d.severity === 'error') };
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { graph, result } = await analyzeSafely(options, started);
  if (!graph) return result;
  const summary = summarize(graph, options, started);
  if (graph.diagnostics.some((d) => d.severity === 'error')) return { ...summary, ok: false };
  const staging = stageOutput(summary.outDir);
  try {
    const { bytes, files } = await emitSite({ graph, staging, onProgress: (done, total) => options.onProgress?.('emit', done, total) });
    options.onProgress?.('write', 0, 1);
    staging.commit();
    return { ...summary, ok: true, bytes, files, ms: performance.now() - started };
  } catch (error) {
    staging.discard();
    throw error;
  }
}

async function analyzeSafely(options: BuildOptions, started: number): Promise<{ graph: PageGraph | null; result: BuildResult }> {
  try {
    return { graph: await analyze(options), result: null as never };
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    const outDir = resolveOutDir(options);
    return { graph: null, result: { ok: false, diagnostics: error.diagnostics, outDir, pagesPerVersion: {}, pages: 0, ms: performance.now() - started, bytes: 0, files: 0 } };
  }
}

function summarize(graph: PageGraph, options: BuildOptions, started: number): BuildResult {
  const pagesPerVersion: Record<string, number> = {};
  for (const page of graph.pages.values()) {
    const key = page.version ?? (page.kind.startsWith('blog') ? 'blog' : 'site');
    pagesPerVersion[key] = (pagesPerVersion[key] ?? 0) + 1;
  }
  return { ok: true, diagnostics: graph.diagnostics, outDir: resolveOutDir(options), pagesPerVersion, pages: graph.pages.size, ms: performance.now() - started, bytes: 0, files: 0 };
}

function resolveOutDir(options: BuildOptions): string {
  return path.resolve(options.outDir ?? path.join(options.siteDir, 'build'));
}

function listStatic(siteDir: string): Set<string> {
  const root = path.join(siteDir, 'static');
  const out = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else if (entry.isFile()) out.add(`${prefix}/${entry.name}`);
    }
  };
  walk(root, '');
  return out;
}
