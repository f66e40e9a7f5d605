// The MDX pages of a graph that use components, bundled (bundle-pages.ts) once their links are
// resolved: the build and writers' mode both call this after the graph passes, and the page data,
// the site's files and the server renderer read the result from the graph.
import fs from 'node:fs';
import path from 'node:path';
import { basePrefix } from '../../shared/base-url.ts';
import type { SitePartials } from '../workers/compile-partials.ts';
import type { ComponentBundles, Page, PageBundles, PageGraph } from '../graph/page-graph.ts';
import { linkMarkerPrefix } from '../content/plugins/remark-collect-links.ts';
import type { SiteBundler } from './site-bundler.ts';
import { readSiteTheme, siteThemeModule, unusedThemeFiles } from './site-theme.ts';
import { namesRouteLifecycle } from './client-module-lifecycles.ts';
import { chunkStem } from './route-to-file.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { RouteContent } from '../model/site-plugins.ts';
import { routeContentExports, withoutContentTitle } from './route-content.ts';
import { literalPosition, readConfigSource } from '../diagnostics/config-position.ts';

const markerRe = new RegExp(`"${linkMarkerPrefix}(\\d+)"`, 'g');

/** A component page's module with its `"sfp:N"` link markers replaced by the resolved hrefs. */
export function resolvedComponent(page: Page): string {
  return page.compiled!.component!.replace(markerRe, (_, n: string) => JSON.stringify(page.hrefs[Number(n)] ?? ''));
}

/**
 * Bundles the graph's component pages into `graph.componentBundles` (replacing and disposing any
 * earlier bundles); problems (an import that cannot be resolved) are the graph's diagnostics.
 */
export async function bundleComponentPages(graph: PageGraph, bundler: SiteBundler, partials: SitePartials): Promise<void> {
  graph.componentBundles?.bundles.dispose();
  graph.componentBundles = null;
  const pages = [...graph.pages.values()].filter((page) => page.compiled?.component && page.file);
  const theme = await readSiteTheme(bundler);
  graph.diagnostics.push(...theme.diagnostics, ...unregisteredNavbarItems(graph, theme.replaced.has('NavbarItem/ComponentTypes')));
  const clientModules = graph.config.plugins.clientModules;
  const hasTheme = theme.replaced.size > 0 || clientModules.length > 0;
  if (!pages.length && !hasTheme) {
    graph.diagnostics.push(...unusedThemeFiles(bundler.sitePath, theme, new Set()));
    return;
  }
  const names = new Map<Page, string>();
  const taken = new Set<string>();
  for (const page of pages) {
    let name = chunkStem(page.route).replace(/\./g, '_');
    for (let i = 2; taken.has(name); i++) name = `${chunkStem(page.route)}-${i}`;
    taken.add(name);
    names.set(page, name);
  }
  // The browser's bundle and the server's each load every partial: one module (and one set of diagnostics) serves both.
  const modules = new Map<string, Promise<string>>();
  const partialModule = async (file: string) => {
    const partial = await partials.compile(file);
    graph.diagnostics.push(...partial.diagnostics);
    // Its links as written: a partial imported this way is rendered, not checked (inline it with `<Partial />` to check them).
    const links = partial.links.map((link) => link.url);
    const unmark = (text: string) => text.replace(new RegExp(`${linkMarkerPrefix}(\\d+)`, 'g'), (_, n: string) => links[Number(n)] ?? '');
    if (partial.component) return unmark(partial.component);
    return `import { jsx } from 'react/jsx-runtime';\nconst html = ${JSON.stringify(unmark(partial.html))};\nexport default function Partial() { return jsx('div', { dangerouslySetInnerHTML: { __html: html } }); }\n`;
  };
  const compilePartial = (file: string) => {
    let module = modules.get(file);
    if (!module) modules.set(file, (module = partialModule(file)));
    return module;
  };
  // Markdown files plugin routes name as modules: each file once per way it is asked for (whole, truncated).
  const contents = new Map<string, Promise<{ body: string; exports: string }>>();
  const reported = new Set<string>();
  const routeContent = async (content: RouteContent) => {
    const file = bundler.sitePath(content.file);
    const whole = await fs.promises.readFile(content.file, 'utf8');
    // Docusaurus's blog markdownLoader: only the text before the marker, when the query asks.
    const cut = content.truncated ? whole.split(new RegExp(content.truncateMarker.source, content.truncateMarker.flags), 1)[0]! : whole;
    // removeContentTitle (the blog's): the leading `# heading` is not rendered; its line stays, blank, so lines stay true.
    const source = content.removeContentTitle ? withoutContentTitle(cut) : cut;
    const compiled = await partials.compileText(file, source);
    // Its front matter is the plugin's to read (Docusaurus's mdx-loader does not check it): only problems of the text itself are reported.
    if (!reported.has(file)) graph.diagnostics.push(...compiled.diagnostics.filter((d) => d.ruleId !== 'front-matter' || d.severity === 'error'));
    reported.add(file);
    const links = compiled.links.map((link) => link.url);
    const unmark = (text: string) => text.replace(new RegExp(`${linkMarkerPrefix}(\\d+)`, 'g'), (_, n: string) => links[Number(n)] ?? '');
    const body = compiled.component ? unmark(compiled.component) : `import { jsx } from 'react/jsx-runtime';\nconst html = ${JSON.stringify(unmark(compiled.html))};\nexport default function Content() { return jsx('div', { dangerouslySetInnerHTML: { __html: html } }); }\n`;
    return { body, exports: routeContentExports(content, compiled, cut) };
  };
  const compileRouteContent = (content: RouteContent) => {
    const key = JSON.stringify(content);
    let made = contents.get(key);
    if (!made) contents.set(key, (made = routeContent(content)));
    return made;
  };
  const common = { overrides: theme.overrides, publicPath: `${basePrefix(graph.config.baseUrl)}/`, responsiveImages: graph.config.responsiveImages ?? null, compilePartial, compileRouteContent };
  // The site's theme module is bundled apart: a page that fails to bundle must not take the frame's components with it.
  const [result, themeResult] = await Promise.all([
    pages.length ? bundler.bundle({ ...common, pages: pages.map((page) => ({ name: names.get(page)!, file: page.file!, source: page.compiled!.markdown, code: resolvedComponent(page) })) }) : null,
    hasTheme ? bundler.bundle({ ...common, pages: [{ name: 'theme', file: 'src/theme', source: '', code: siteThemeModule(theme.replaced, clientModules, clientModules.some(namesRouteLifecycle)), kind: 'theme' }] }) : null,
  ]);
  const used = new Set<string>();
  let siteTheme: ComponentBundles['theme'] = null;
  if (themeResult?.ok) {
    const entry = themeResult.bundles.browser.get('theme')!;
    const base = basePrefix(graph.config.baseUrl);
    siteTheme = { script: `${base}/${entry.script}`, css: entry.css.map((file) => `${base}/${file}`), server: themeResult.bundles.server.get('theme')! };
    for (const file of entry.sources) used.add(file);
    graph.diagnostics.push(...themeResult.warnings);
  } else if (themeResult) {
    // Each component was built alone before (site-theme.ts); together they should build too.
    graph.diagnostics.push(...themeResult.diagnostics.map((d) => ({ ...d, severity: 'warning' as const, message: `the site's theme components cannot be used: ${d.message}` })));
  }
  if (result && !result.ok) {
    themeResult?.ok && themeResult.bundles.dispose();
    graph.diagnostics.push(...result.diagnostics);
    return;
  }
  if (result) {
    graph.diagnostics.push(...result.warnings);
    for (const entry of result.bundles.browser.values()) for (const file of entry.sources) used.add(file);
  }
  graph.diagnostics.push(...unusedThemeFiles(bundler.sitePath, theme, used));
  graph.componentBundles = { bundles: mergeBundles(result?.bundles ?? null, themeResult?.ok ? themeResult.bundles : null), names, theme: siteTheme };
}

/**
 * A `custom-…` navbar item needs the site's table of item types (`src/theme/NavbarItem/ComponentTypes`)
 * to name its component; without one (or with one that cannot be used) it is one warning at its
 * line and draws nothing, where Docusaurus would fail every page.
 */
function unregisteredNavbarItems(graph: PageGraph, hasTable: boolean): Diagnostic[] {
  if (hasTable) return [];
  const custom = graph.config.navbar.filter((item) => item.type === 'custom');
  if (!custom.length) return [];
  const source = readConfigSource(graph.siteDir, graph.config.file);
  return custom.map((item): Diagnostic => ({
    file: graph.config.file ?? 'site.config.ts',
    ...(literalPosition(source, [item.component]) ?? { line: 1, column: 1 }),
    message: `navbar item of type \`${item.component}\` is not shown: no component is registered for it`,
    hint: `register it in src/theme/NavbarItem/ComponentTypes.js: \`export default { ...ComponentTypes, '${item.component}': MyItem }\`, with \`import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes'\``,
    ruleId: 'config',
    severity: 'warning',
  }));
}

/** The pages' bundles and the theme module's, as one set of files disposed together. */
function mergeBundles(pages: PageBundles | null, theme: PageBundles | null): PageBundles {
  return {
    files: new Map([...(pages?.files ?? []), ...(theme?.files ?? [])]),
    browser: pages?.browser ?? new Map(),
    server: pages?.server ?? new Map(),
    dispose: () => {
      pages?.dispose();
      theme?.dispose();
    },
  };
}
