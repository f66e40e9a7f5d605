// The doc a link to a version opens, as Docusaurus picks a version's main doc (its getMainDocId):
// the doc at the version's root, else the first doc of the first sidebar that holds one of the
// version's docs. The home's default button and the navbar's version menu both link there, so
// neither links to a version root that has no page (a Docusaurus site's /docs/ often has none).
import type { SidebarItem } from '../../shared/contract.ts';
import { routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';

/** The version's main doc; else its root's generated index, else its first doc by route; null without docs. */
export function mainDocRoute(graph: PageGraph, version: { id: string; path: string }): string | null {
  const ofVersion = (route: string, kind: Page['kind'] = 'doc') => {
    const page = graph.pages.get(routeKey(route));
    return page && page.version === version.id && page.kind === kind && !page.unlisted && !page.draft ? page.route : null;
  };
  const root = ofVersion(version.path);
  if (root) return root;
  for (const items of graph.sidebars.values()) {
    const found = firstDoc(items, ofVersion);
    if (found) return found;
  }
  const docs = [...graph.pages.values()].filter((p) => p.version === version.id && p.kind === 'doc' && !p.unlisted && !p.draft).map((p) => p.route).sort();
  return ofVersion(version.path, 'generated-index') ?? docs[0] ?? null;
}

function firstDoc(items: SidebarItem[], ofVersion: (route: string) => string | null): string | null {
  for (const item of items) {
    if (item.type === 'html') continue;
    // A category's own page counts when it is a doc, not a generated index (as in Docusaurus).
    const own = item.href ? ofVersion(item.href) : null;
    if (own) return own;
    if (item.type === 'category') {
      const inner = firstDoc(item.items, ofVersion);
      if (inner) return inner;
    }
  }
  return null;
}
