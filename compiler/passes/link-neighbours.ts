// Prev/next in sidebar order, breadcrumbs from the folder chain, and the same page in the
// other versions (for the version switcher).
import type { SidebarItem } from '../../shared/contract.ts';
import { routeKey, type PageGraph } from '../graph/page-graph.ts';

export function linkNeighbours(graph: PageGraph): PageGraph {
  for (const version of graph.versions) {
    const order: string[] = [];
    const walk = (items: SidebarItem[]) => {
      for (const item of items) {
        order.push(item.href);
        if (item.type === 'category') walk(item.items);
      }
    };
    walk(graph.sidebars.get(version.id) ?? []);
    const pages = order.map((route) => graph.pages.get(routeKey(route))!).filter(Boolean);
    pages.forEach((page, i) => {
      const prev = pages[i - 1];
      const next = pages[i + 1];
      page.prev = prev ? { title: prev.sidebarLabel, href: prev.route } : null;
      page.next = next ? { title: next.sidebarLabel, href: next.route } : null;
    });
  }
  const versionById = new Map(graph.versions.map((v) => [v.id, v]));
  for (const page of graph.pages.values()) {
    if (!page.version) continue;
    const version = versionById.get(page.version)!;
    const rootPage = graph.pages.get(routeKey(version.path));
    const crumbs = [];
    if (rootPage && rootPage !== page) crumbs.push({ title: version.label, href: rootPage.route });
    const parts = page.folder ? page.folder.split('/') : [];
    const isFolderPage = page.route.startsWith(version.path) && routeKey(page.route) === routeKey(version.path + page.folder);
    for (let i = 1; i <= parts.length - (isFolderPage ? 1 : 0); i++) {
      const folderPage = graph.pages.get(routeKey(version.path + parts.slice(0, i).join('/')));
      if (folderPage && folderPage !== page) crumbs.push({ title: folderPage.sidebarLabel, href: folderPage.route });
    }
    page.breadcrumbs = crumbs;
    const suffix = page.route.startsWith(version.path) ? page.route.slice(version.path.length) : null;
    if (suffix === null) continue;
    for (const other of graph.versions) {
      if (other.id === page.version) continue;
      const twin = graph.pages.get(routeKey(other.path + suffix));
      if (twin) page.otherVersions[other.id] = twin.route;
    }
  }
  return graph;
}
