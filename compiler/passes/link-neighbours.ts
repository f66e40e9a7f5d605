// Prev/next in sidebar order, breadcrumbs from the folder chain, and the same page in the
// other versions (for the version switcher).
import type { PageLink, SidebarItem } from '../../shared/contract.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';

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
    const byId = new Map(pages.filter((page) => page.docId).map((page) => [page.docId!, page]));
    const linkTo = (page: Page | undefined): PageLink | null => (page ? { title: page.compiled?.frontMatter.pagination_label ?? page.sidebarLabel, href: page.route } : null);
    pages.forEach((page, i) => {
      const fm = page.compiled?.frontMatter;
      // Front matter `pagination_prev` / `pagination_next`: another doc by id, or null for none.
      const chosen = (key: 'pagination_prev' | 'pagination_next', fallback: Page | undefined) => {
        const id = fm?.[key];
        if (id === undefined) return linkTo(fallback);
        if (id === null) return null;
        const target = byId.get(id);
        if (!target) {
          const near = closestMatch(id, byId.keys());
          graph.diagnostics.push({ file: page.file!, line: lineOf(page, key), column: 1, message: `\`${key}\` names the doc \`${id}\`, which is not in the ${version.label} sidebar`, hint: near ? `did you mean \`${near}\`?` : 'use the id of a doc (its path without extension, or its `id` front matter), or null for no link', ruleId: 'broken-link', severity: 'error' });
        }
        return linkTo(target);
      };
      page.prev = chosen('pagination_prev', pages[i - 1]);
      page.next = chosen('pagination_next', pages[i + 1]);
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

/** The line of a front matter key in the page's source. */
function lineOf(page: Page, key: string): number {
  return page.compiled?.frontMatterLines?.[key] ?? 1;
}
