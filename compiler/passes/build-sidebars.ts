// Folders become sidebar categories (labels and order from _category_.json and
// sidebar_position); a folder without its own page gets a generated index page listing its pages
// (as data: the theme renders the list).
import path from 'node:path';
import type { SidebarItem } from '../../shared/contract.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { addPage, newPage, routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';

interface FolderNode {
  folder: string;
  page: Page | null;
  pages: Page[];
  folders: FolderNode[];
}

export function buildSidebars(graph: PageGraph): PageGraph {
  for (const version of graph.versions) {
    const docs = [...graph.pages.values()].filter((p) => p.version === version.id && p.kind === 'doc');
    const listed = (page: Page) => !page.unlisted;
    const innerOf = new Map(graph.sources.map((s) => [s.file, s.inner ?? '']));
    const nodes = new Map<string, FolderNode>();
    const node = (folder: string): FolderNode => {
      let found = nodes.get(folder);
      if (!found) {
        found = { folder, page: null, pages: [], folders: [] };
        nodes.set(folder, found);
        if (folder !== '') node(parentOf(folder)).folders.push(found);
      }
      return found;
    };
    node('');
    for (const page of docs) node(page.folder);
    // A category file's `link: { type: 'doc' }` names its folder's own page.
    const byDocId = new Map(docs.filter((page) => page.docId).map((page) => [page.docId!, page]));
    const linked = new Map<Page, string>();
    for (const folderNode of nodes.values()) {
      const link = graph.categories.get(`${version.id}/${folderNode.folder}`)?.link;
      if (link?.type !== 'doc') continue;
      const page = byDocId.get(link.id);
      if (page) linked.set(page, folderNode.folder);
      else {
        const category = graph.categories.get(`${version.id}/${folderNode.folder}`)!;
        const near = closestMatch(link.id, byDocId.keys());
        graph.diagnostics.push({ file: category.file, line: 1, column: 1, message: `the category links to the doc \`${link.id}\`, which does not exist in version ${version.id}`, hint: near ? `did you mean \`${near}\`?` : 'use the id of a doc (its path without extension, or its `id` front matter)', ruleId: 'broken-link', severity: 'error' });
      }
    }
    // A page `x.md` beside a folder `x/` is that folder's own page.
    for (const page of docs) {
      const folder = linked.get(page);
      if (folder !== undefined) {
        page.folder = folder;
        node(folder).page = page;
        continue;
      }
      const inner = innerOf.get(page.file!) ?? '';
      const isIndex = /(^|\/)index\.mdx?$/.test(inner);
      const own = inner.replace(/\.mdx?$/, '');
      if (isIndex) node(page.folder).page = page;
      else if (nodes.has(own)) {
        page.folder = own;
        node(own).page ??= page;
      } else if (listed(page)) node(page.folder).pages.push(page);
    }
    for (const folderNode of nodes.values()) {
      if (folderNode.page) continue;
      const category = graph.categories.get(`${version.id}/${folderNode.folder}`);
      const link = category?.link?.type === 'generated-index' ? category.link : undefined;
      const title = link?.title ?? (folderNode.folder === '' ? version.label : category?.label ?? path.posix.basename(folderNode.folder));
      const route = link?.slug ? version.path + link.slug.replace(/^\//, '') : version.path + folderNode.folder;
      const description = link?.description ?? category?.description ?? '';
      const page = newPage({ route, kind: 'generated-index', title, description, version: version.id, folder: folderNode.folder });
      if (!graph.pages.has(routeKey(page.route))) addPage(graph, page);
      folderNode.page = graph.pages.get(routeKey(page.route))!;
    }
    const root = nodes.get('')!;
    const items = toItems(graph, version.id, root);
    if (root.page && root.page.kind === 'doc') items.unshift({ type: 'link', label: root.page.sidebarLabel, href: root.page.route });
    graph.sidebars.set(version.id, items);
    for (const folderNode of nodes.values()) {
      const page = folderNode.page!;
      if (page.kind === 'generated-index') page.index = entries(graph, version.id, folderNode).map(({ label, item, description }) => ({ label, href: item.href, description }));
    }
  }
  return graph;
}

function parentOf(folder: string): string {
  const dir = path.posix.dirname(folder);
  return dir === '.' ? '' : dir;
}

interface Entry {
  label: string;
  position: number | null;
  item: SidebarItem;
  description: string;
}

function entries(graph: PageGraph, version: string, node: FolderNode): Entry[] {
  const list: Entry[] = [];
  for (const page of node.pages) {
    const className = page.compiled?.frontMatter.sidebar_class_name;
    list.push({ label: page.sidebarLabel, position: page.sidebarPosition, description: page.description, item: { type: 'link', label: page.sidebarLabel, href: page.route, ...(className ? { className } : {}) } });
  }
  for (const child of node.folders) {
    const category = graph.categories.get(`${version}/${child.folder}`);
    const page = child.page!;
    const label = category?.label ?? (page.kind === 'doc' ? page.sidebarLabel : path.posix.basename(child.folder));
    const item: SidebarItem = { type: 'category', label, href: page.route, items: toItems(graph, version, child) };
    if (category?.collapsed !== undefined) item.collapsed = category.collapsed;
    if (category?.collapsible !== undefined) item.collapsible = category.collapsible;
    if (category?.className) item.className = category.className;
    list.push({
      label,
      position: category?.position ?? graph.folderPositions.get(`${version}/${child.folder}`) ?? page.sidebarPosition,
      description: category?.description ?? page.description,
      item,
    });
  }
  return list.sort(
    (a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || (a.label.toLowerCase() < b.label.toLowerCase() ? -1 : a.label.toLowerCase() > b.label.toLowerCase() ? 1 : 0),
  );
}

function toItems(graph: PageGraph, version: string, node: FolderNode): SidebarItem[] {
  return entries(graph, version, node).map((e) => e.item);
}
