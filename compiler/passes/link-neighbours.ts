// Prev/next in sidebar order, and the same page in the other versions (for the version
// switcher). Breadcrumbs come with the sidebars (build-sidebars.ts).
import type { PageLink, SidebarItem } from '../../shared/contract.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';

export function linkNeighbours(graph: PageGraph): PageGraph {
  for (const [key, items] of graph.sidebars) {
    const version = graph.versions.find((v) => key === v.id || key.startsWith(`${v.id}/`));
    if (!version) continue;
    const order: string[] = [];
    const walk = (list: SidebarItem[]) => {
      for (const item of list) {
        if (item.href && item.type !== 'html') order.push(item.href);
        if (item.type === 'category') walk(item.items);
      }
    };
    walk(items);
    // A page of another sidebar (a `ref`) or outside the site is no neighbour here.
    const pages = order.map((route) => graph.pages.get(routeKey(route))!).filter((page) => page && page.version === version.id && (page.sidebar || version.id) === key);
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
    addOtherVersions(graph, page, versionById.get(page.version)!);
  }
  return graph;
}

/**
 * The same page in the other versions of its group: the twin at the same path under the other
 * version's root, or (Docusaurus, where a slug may move a doc) the doc with the same id.
 */
function addOtherVersions(graph: PageGraph, page: Page, version: PageGraph['versions'][number]): void {
  const suffix = page.route.startsWith(version.path) ? page.route.slice(version.path.length) : null;
  for (const other of graph.versions) {
    if (other.id === page.version || (other.group ?? '') !== (version.group ?? '')) continue;
    let twin = suffix === null ? undefined : graph.pages.get(routeKey(other.path + suffix));
    if (page.docId && (!twin || twin.version !== other.id || twin.docId !== page.docId)) twin = docById(graph, other.id, page.docId) ?? twin;
    if (twin && twin.version === other.id) page.otherVersions[other.id] = twin.route;
  }
}

const docIndex = new WeakMap<PageGraph, Map<string, Page>>();

/** A version's doc by id; the index is built once per graph. */
function docById(graph: PageGraph, versionId: string, docId: string): Page | undefined {
  let index = docIndex.get(graph);
  if (!index) {
    index = new Map();
    for (const page of graph.pages.values()) if (page.version && page.docId) index.set(`${page.version}\0${page.docId}`, page);
    docIndex.set(graph, index);
  }
  return index.get(`${versionId}\0${docId}`);
}

/** The line of a front matter key in the page's source. */
function lineOf(page: Page, key: string): number {
  return page.compiled?.frontMatterLines?.[key] ?? 1;
}
