// The top-level pages every site has (spec §2.1): home, /apis/ (with its index of every API page,
// which needs every page's route and title; only when `apiIndex` is on), /search, /versions, and
// the not-found page.
import type { HomeAction } from '../../shared/contract.ts';
import { currentVersion } from '../../shared/current-version.ts';
import { addPage, newPage, routeKey, type PageGraph } from '../graph/page-graph.ts';
import { collectApis } from './collect-apis.ts';
import { themeMessage, type ThemeMessageId } from '../../shared/theme-messages.ts';
import { mainDocRoute } from './main-doc.ts';

export const notFoundRoute = '/404';

export function addSitePages(graph: PageGraph): PageGraph {
  const { config } = graph;
  // The site's own landing page is its home; sfpdocs draws one only without it (or, with
  // `home.hero`, draws the title and buttons above it).
  if (!graph.pages.has('/')) addPage(graph, newPage({ route: '/', kind: 'home', title: config.title, description: config.tagline }));
  const home = graph.pages.get('/')!;
  if (home.kind === 'home' && (!home.file || config.home.hero)) home.hero = { actions: homeActions(graph), versionCards: config.home.versionCards };
  const add = (route: string, kind: Parameters<typeof newPage>[0]['kind'], title: string, description: string) => {
    if (!graph.pages.has(routeKey(route))) addPage(graph, newPage({ route, kind, title, description }));
  };
  // A list of versions only where there is a choice: a set of docs in more than one version. Two
  // Docusaurus docs instances of one version each (docs/, community/) are not versions of each
  // other, and Docusaurus has no such page either.
  const t = (id: ThemeMessageId, values?: Record<string, string | number>) => themeMessage(config.messages, id, values);
  if (hasVersionChoice(graph.versions)) add('/versions', 'versions', t('sfpdocs.page.versions'), t('sfpdocs.page.versionsDescription', { siteTitle: config.title }));
  add('/search', 'search', t('sfpdocs.page.search'), t('sfpdocs.page.searchDescription', { siteTitle: config.title }));
  add(notFoundRoute, 'not-found', t('theme.NotFound.title'), t('sfpdocs.page.notFoundDescription'));
  if (config.apiIndex) {
    add('/apis/', 'apis', 'API index', 'Every API page of every version, grouped, with the versions that have it.');
    const apis = graph.pages.get(routeKey('/apis/'))!;
    if (apis.kind === 'apis') apis.apis = collectApis(graph);
  }
  return graph;
}

function hasVersionChoice(versions: PageGraph['versions']): boolean {
  const groups = new Set(versions.map((version) => version.group));
  return versions.length > groups.size;
}

/** `home.actions`, else a button to the first doc of the current version (none without docs). */
function homeActions(graph: PageGraph): HomeAction[] {
  if (graph.config.home.actions.length) return graph.config.home.actions;
  const first = firstDocRoute(graph);
  return first ? [{ label: 'Get started', href: first }] : [];
}

/** The current version's main doc (main-doc.ts); null for a site without docs. */
export function firstDocRoute(graph: PageGraph): string | null {
  const version = currentVersion(graph.versions);
  return version ? mainDocRoute(graph, version) : null;
}
