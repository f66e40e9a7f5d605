// The top-level pages every site has (spec §2.1): home, /apis/, /search, /versions, and the
// not-found page.
import type { ApiEntry } from '../../runtime/contract.ts';
import { addPage, newPage, routeKey, type PageGraph } from '../graph/page-graph.ts';

export const notFoundRoute = '/404';

export function addSitePages(graph: PageGraph): PageGraph {
  const { config } = graph;
  if (!graph.pages.has('/')) addPage(graph, newPage({ route: '/', kind: 'home', title: config.title, description: config.tagline }));
  const add = (route: string, kind: Parameters<typeof newPage>[0]['kind'], title: string, description: string) => {
    if (!graph.pages.has(routeKey(route))) addPage(graph, newPage({ route, kind, title, description }));
  };
  add('/versions', 'versions', 'Versions', `The documentation versions of ${config.title}.`);
  add('/search', 'search', 'Search', `Search the ${config.title} documentation.`);
  add(notFoundRoute, 'not-found', 'Page not found', 'The page you asked for does not exist.');
  add('/apis/', 'apis', 'API index', 'Every API page of every version, grouped, with the versions that have it.');
  return graph;
}

/** The /apis/ data: every page under an `api/` folder, keyed by title, with its routes per version. */
export function collectApis(graph: PageGraph): ApiEntry[] {
  const byName = new Map<string, ApiEntry>();
  for (const page of graph.pages.values()) {
    if (page.kind !== 'doc' || !page.version || !/(^|\/)api(\/|$)/.test(page.folder)) continue;
    const group = page.folder.split('/').slice(0, 3).join('/');
    const entry = byName.get(page.title) ?? { name: page.title, group, routes: {} };
    entry.routes[page.version] ??= page.route;
    byName.set(page.title, entry);
  }
  return [...byName.values()].sort((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : a.name < b.name ? -1 : 1));
}
