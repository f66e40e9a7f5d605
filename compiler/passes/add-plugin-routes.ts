// The pages a site's plugins add (model/site-plugins.ts PluginRoute: Docusaurus's
// `actions.addRoute`): each is a React page whose module renders the plugin's component with its
// modules' default exports and its props, bundled with the other component pages
// (emit/component-pages.ts). A component that cannot be built is a warning at the plugin's
// config line and the page is left out, as a React page of the site's own is. The bundler's probe
// is handed in (PassTools): a pass does not import emit/.
import fs from 'node:fs';
import path from 'node:path';
import { docusaurusAliases } from '../../shared/docusaurus-aliases.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import { toSitePath } from '../diagnostics/site-path.ts';
import { addPage, newPage, routeKey, type PageGraph, type PassTools } from '../graph/page-graph.ts';
import { routeContentPrefix, type PluginRoute, type RouteModule } from '../model/site-plugins.ts';

export async function addPluginRoutes(graph: PageGraph, { probeModule }: PassTools): Promise<PageGraph> {
  const routes = graph.config.plugins.routes;
  if (!routes.length) return graph;
  const probed = new Map<string, string | null>();
  /** Why the component cannot be built, or null. */
  const problemOf = async (component: string): Promise<string | null> => {
    if (probed.has(component)) return probed.get(component)!;
    let problem: string | null = null;
    if (component.startsWith('@theme/')) {
      const own = fs.existsSync(path.join(graph.siteDir, 'src', 'theme')) && ['.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'].some((ext) => fs.existsSync(path.join(graph.siteDir, 'src', 'theme', component.slice('@theme/'.length) + ext)));
      if (!own && !(component in docusaurusAliases)) problem = `\`${component}\` is a theme component sfpdocs does not have`;
    } else if (path.isAbsolute(component)) {
      // Written as Docusaurus's webpack resolves it: with or without its extension, or a folder's index.
      const file = ['', '.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'].map((ext) => component + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (!file) problem = `${toSitePath(graph.siteDir, component)} does not exist`;
      else {
        const probe = await probeModule(toSitePath(graph.siteDir, file));
        if (probe.problems.length) problem = probe.problems.map((p) => p.message).join('; ');
      }
    }
    probed.set(component, problem);
    return problem;
  };
  // Docusaurus keeps every route, sorted by path stably (server/plugins/routeConfig.ts sortConfig),
  // and its router renders the first that matches: of routes with one path, the one of higher
  // `priority`, then the one added first (answer-website's blog plugin adds its own post pages,
  // then calls the blog plugin's contentLoaded, which adds them again with @theme/BlogPostPage).
  // The others are duplicates, reported together as Docusaurus does (onDuplicateRoutes).
  // Pages are added in path order, not in the order routes arrived: a plugin may call addRoute from
  // callbacks it does not await (answer-website's `categories.map(async …)`), so arrival order
  // changes from build to build, and the page order decides the bundles' entry points, hence their
  // chunks, hashes and every page's HTML. By route key (`/a` and `/a/` are one page, whose winner
  // stays as above); code-unit order, not localeCompare: the same on every machine.
  const ordered = routes
    .map((route, i) => ({ route, key: routeKey(route.route), i }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) || (b.route.priority ?? 0) - (a.route.priority ?? 0) || a.i - b.i)
    .map(({ route }) => route);
  const claimed = new Set<string>();
  const duplicates = new Map<PluginRoute, string[]>();
  for (const route of ordered) {
    const key = routeKey(route.route);
    if (claimed.has(key)) {
      const first = routes.find((r) => r.plugin === route.plugin) ?? route;
      duplicates.set(first, [...(duplicates.get(first) ?? []), route.route]);
      continue;
    }
    claimed.add(key);
    let problem: string | null = null;
    for (const component of [...route.parents.map((parent) => parent.component), route.component]) problem ??= await problemOf(component);
    if (problem) {
      graph.diagnostics.push({ ...route.at, message: `the page \`${route.route}\` of plugin \`${route.plugin}\` is not built: ${problem}`, hint: 'give addRoute a component of the site (src/…) or one docs/mdx.md lists', ruleId: 'config', severity: 'warning' });
      continue;
    }
    const existing = graph.pages.get(routeKey(route.route));
    if (existing) {
      graph.diagnostics.push({ ...route.at, message: `plugin \`${route.plugin}\` adds the route \`${route.route}\`, which ${existing.file ?? 'a page of the site'} already has; the page is kept`, hint: 'give the plugin\'s page another path', ruleId: 'duplicate-route', severity: graph.config.onDuplicateRoutes === 'throw' ? 'error' : 'warning' });
      continue;
    }
    const title = typeof route.props.title === 'string' ? route.props.title : graph.config.title;
    const page = newPage({ route: route.route, kind: 'page', title, compiled: pluginPage(route, title) });
    // Not under its component's file: that file may be a page of its own, or serve many routes.
    if (addPage(graph, page, route.at)) page.file = route.at.file;
  }
  if (graph.config.onDuplicateRoutes !== 'ignore') {
    for (const [route, paths] of duplicates) {
      const shown = [...paths].sort().slice(0, 5).map((p) => `\`${p}\``).join(', ') + (paths.length > 5 ? ` and ${paths.length - 5} more` : '');
      graph.diagnostics.push({ ...route.at, message: `plugin \`${route.plugin}\` adds ${paths.length === 1 ? 'a route' : `${paths.length} routes`} that a route added before already has: ${shown}; as in Docusaurus, the route added first is the page`, hint: 'add each path once (or give the route to keep a higher `priority`)', ruleId: 'duplicate-route', severity: graph.config.onDuplicateRoutes === 'throw' ? 'error' : 'warning' });
    }
  }
  return graph;
}

/**
 * The page module: the component given its modules' default exports, then the route's props
 * (ComponentCreator's order), and a `route` prop, as react-router-config gives it. A nested route's
 * parents wrap it, innermost last: each parent's `route.routes` holds the route of this page, which
 * `renderRoutes` (runtime/docusaurus/renderRoutes.ts) renders where the parent calls it.
 */
function pluginPage(route: PluginRoute, title: string): CompiledPage {
  const imports: string[] = [];
  const levels: string[] = [];
  // Outermost first; the page's own route last.
  const chain = [...route.parents, { path: route.route, exact: true, component: route.component, props: route.props, modules: route.modules, shape: route.shape }];
  chain.forEach((level, at) => {
    imports.push(`import C${at} from ${JSON.stringify(level.component)};`);
    const modules = Object.entries(level.modules);
    // A JSON module is its value; another module is its default export with its other exports set
    // on it (ComponentCreator: a markdown file's content component carries its frontMatter, toc …).
    imports.push(...modules.map(([, module], i) => (typeof module === 'string' && module.endsWith('.json') ? `import m${at}_${i} from ${JSON.stringify(module)};` : `import * as n${at}_${i} from ${JSON.stringify(moduleSpecifier(module))};\nconst m${at}_${i} = withExports(n${at}_${i});`)));
    // Dotted names are nested props (`a.b` → props.a.b, `items.0.content` in a list), as Docusaurus sets them.
    levels.push(`const props${at} = ${JSON.stringify(level.shape)};`, ...modules.map(([name], i) => `set(props${at}, ${JSON.stringify(name.split('.'))}, m${at}_${i});`), `Object.assign(props${at}, ${JSON.stringify(level.props)});`);
  });
  // Innermost first: each route object holds the one inside it.
  const routes = chain
    .map((level, at) => ({ level, at }))
    .reverse()
    .map(({ level, at }, i) => `route = { path: ${JSON.stringify(level.path)}, exact: ${level.exact}, component: bind(C${at}, props${at})${i ? ', routes: [route]' : ''} };`);
  const component = [
    "import { jsx } from 'react/jsx-runtime';",
    ...imports,
    'function set(target, keys, value) { let at = target; for (const key of keys.slice(0, -1)) at = at[key] ??= {}; at[keys[keys.length - 1]] = value; }',
    "function withExports(ns) { const value = ns.default; if (value && (typeof value === 'object' || typeof value === 'function')) for (const key of Object.keys(ns)) if (key !== 'default') value[key] = ns[key]; return value; }",
    'function bind(Component, props) { return function Route(extra) { return jsx(Component, Object.assign({}, props, extra)); }; }',
    ...levels,
    'let route;',
    ...routes,
    'const page = route;',
    'export default function PluginPage() { return jsx(page.component, { route: page }); }',
    'export const toc = [];',
    'export const frontMatter = {};',
    `export const contentTitle = ${JSON.stringify(title)};`,
    '',
  ].join('\n');
  return { file: route.at.file, frontMatter: { hide_title: true }, title, html: '', previewHtml: null, headings: [], links: [], anchors: [], text: '', sections: [], markdown: '', diagnostics: [], react: 'page', component };
}

/** The import of a route module: a file or package, or a markdown file's content (bundle-pages.ts routeContentPrefix). */
function moduleSpecifier(module: RouteModule): string {
  return typeof module === 'string' ? module : `${routeContentPrefix}${JSON.stringify(module)}`;
}
