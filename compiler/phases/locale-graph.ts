// The page graph of one locale: its pages through the graph passes, its site code bundled.
import type { PageGraph } from '../graph/page-graph.ts';
import { buildGraph } from '../passes/pipeline.ts';
import { siteBundler } from '../emit/site-bundler.ts';
import type { AnalyzedSite, LocaleSource } from './analyze-site.ts';

export async function localeGraph(siteDir: string, site: AnalyzedSite, source: LocaleSource): Promise<PageGraph> {
  const compiled = source.listing.files.filter((f) => f.kind === 'doc' || f.kind === 'blog' || f.kind === 'page').map((f) => site.compiled.get(f.file)!);
  const bundler = siteBundler(siteDir, source.config);
  const graph = await buildGraph({ siteDir, config: source.config, listing: source.listing, compiled, tools: { probeModule: bundler.probe } });
  for (const page of compiled) graph.diagnostics.push(...page.diagnostics);
  graph.diagnostics.push(...source.config.warnings, ...source.diagnostics);
  // Pages with components and the site's stylesheets: bundled now, so an import that cannot be
  // resolved is a problem `check` reports too.
  // Its diagnostics are sorted once, with every locale's, in the result (build-result.ts).
  await (await import('../emit/site-code.ts')).bundleSiteCode(graph, bundler, site.partials);
  return graph;
}
