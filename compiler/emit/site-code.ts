// What the site brings of its own code, bundled once the graph is built, by the build and by
// writers' mode alike: the pages with components (MDX and React pages) and the site's stylesheets.
// Problems become the graph's diagnostics; the output model reads the bundles from the graph.
import { basePrefix } from '../../shared/base-url.ts';
import type { SitePartials } from '../workers/compile-partials.ts';
import type { PageGraph } from '../graph/page-graph.ts';
import { bundleComponentPages } from './component-pages.ts';
import { bundleSiteCss } from './bundle-site-css.ts';
import type { SiteBundler } from './site-bundler.ts';

/** `bundler`: the locale's (site-bundler.ts); `partials`: the markdown files pages import (workers/compile-partials.ts). */
export async function bundleSiteCode(graph: PageGraph, bundler: SiteBundler, partials: SitePartials): Promise<void> {
  const [, css] = await Promise.all([bundleComponentPages(graph, bundler, partials), bundleSiteCss({ siteDir: graph.siteDir, stylesheets: graph.config.customCss, base: basePrefix(graph.config.baseUrl), configFile: graph.config.file ?? 'site.config.ts', infima: graph.config.infima, sass: graph.config.sass ?? null, navbarStyle: graph.config.navbarStyle })]);
  graph.siteCss = css.css;
  graph.diagnostics.push(...css.diagnostics);
}

