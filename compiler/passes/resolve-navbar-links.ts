// Navbar items that name a doc, a sidebar or a documentation set's versions become links once the
// pages and sidebars exist: a `doc` item the doc's route in its version, a `sidebar` item the
// first page of that sidebar, a `versions` item a menu of the versions' main docs (then its own
// entries). A name that matches nothing is a broken link in the config, with the closest name.
import type { NavbarEntry, NavbarItem, SidebarItem } from '../../shared/contract.ts';
import { currentVersion } from '../../shared/current-version.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { literalPosition, readConfigSource } from '../diagnostics/config-position.ts';
import type { ResolvedVersion } from '../model/site-model.ts';
import type { PageGraph } from '../graph/page-graph.ts';
import { mainDocRoute } from './main-doc.ts';

export function resolveNavbarLinks(graph: PageGraph): PageGraph {
  let source: string | null = null;
  // At the line that writes the name (the doc id, the sidebar, the version).
  const problem = (message: string, hint: string, written = '') => {
    const at = literalPosition((source ??= readConfigSource(graph.siteDir, graph.config.file)), [written]) ?? { line: 1, column: 1 };
    graph.diagnostics.push({ file: graph.config.file ?? 'site.config.ts', ...at, message, hint, ruleId: 'broken-link', severity: 'error' });
  };

  /** A `doc` or `sidebar` item or entry as a link; other items as they are. */
  const toLink = <T extends NavbarItem | NavbarEntry>(item: T): T => {
    if (item.type !== 'doc' && item.type !== 'sidebar') return item;
    const version = versionOf(graph, item, problem);
    if (!version) return { ...item, type: 'link', href: '/' };
    if (item.type === 'doc') {
      const docs = [...graph.pages.values()].filter((p) => p.version === version.id && p.docId);
      const page = docs.find((p) => p.docId === item.doc);
      if (page) return { ...item, type: 'link', label: item.label || page.sidebarLabel, href: page.route };
      const near = closestMatch(item.doc, docs.map((p) => p.docId!));
      problem(`the navbar links to the doc \`${item.doc}\`, which is not in ${inVersion(graph, version)}`, near ? `did you mean \`${near}\`?` : 'use the id of a doc (its path without extension, or its `id` front matter)', item.doc);
      return { ...item, type: 'link', label: item.label || item.doc, href: version.path };
    }
    const names = Object.keys(version.sidebars.sidebars);
    const key = names[0] === item.sidebar ? version.id : `${version.id}/${item.sidebar}`;
    const first = names.includes(item.sidebar) ? firstLink(graph.sidebars.get(key) ?? []) : undefined;
    if (first) return { ...item, type: 'link', label: item.label || item.sidebar, href: first };
    const near = closestMatch(item.sidebar, names);
    problem(`the navbar links to the sidebar \`${item.sidebar}\`, which ${names.includes(item.sidebar) ? 'links to no doc' : 'does not exist'}`, near && near !== item.sidebar ? `did you mean \`${near}\`?` : 'use the name of a sidebar that holds a doc', item.sidebar);
    return { ...item, type: 'link', label: item.label || item.sidebar, href: version.path };
  };

  const resolve = (item: NavbarItem): NavbarItem | null => {
    // The locale menu is drawn from the site's locales (runtime/theme/LocaleSwitcher.tsx); one locale is no choice.
    if (item.type === 'locale') return graph.config.locales.length > 1 || item.items.length ? { ...item, items: item.items.map(toLink) } : null;
    if (item.type !== 'versions') return { ...toLink(item), items: item.items.map(toLink) };
    const version = versionOf(graph, item, problem);
    const set = version ? graph.versions.filter((v) => (v.group ?? '') === (version.group ?? '')) : [];
    // Each version's main doc, as Docusaurus's version menu links (its root may have no page).
    const items = [...set.map((v): NavbarEntry => ({ type: 'link', label: v.label, href: mainDocRoute(graph, v) ?? v.path, doc: '', sidebar: '', version: '' })), ...item.items.map(toLink)];
    // One entry is no choice: the menu is left out.
    return items.length > 1 ? { ...item, type: 'dropdown', label: item.label || 'Versions', items } : null;
  };
  graph.config = { ...graph.config, navbar: graph.config.navbar.map(resolve).filter((item): item is NavbarItem => item !== null) };
  return graph;
}

/** The version an item looks in: the one it names, else the current one. */
function versionOf(graph: PageGraph, item: NavbarItem | NavbarEntry, problem: (message: string, hint: string, written?: string) => void): ResolvedVersion | undefined {
  if (!item.version) return currentVersion(graph.versions);
  const version = graph.versions.find((v) => v.id === item.version);
  if (!version) problem(`the navbar item \`${item.label || item.doc || item.sidebar}\` names the version \`${item.version}\`, which the site does not have`, `use one of: ${graph.versions.map((v) => v.id).join(', ')}`, item.version);
  return version;
}

/** How a message names a version: by its label when the site has several versions of its set. */
function inVersion(graph: PageGraph, version: ResolvedVersion): string {
  return graph.versions.filter((v) => v.group === version.group).length > 1 ? `version ${version.label}` : 'the docs';
}

/** The first page a sidebar links to, in reading order. */
function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type !== 'html' && item.href && item.href.startsWith('/')) return item.href;
    if (item.type === 'category') {
      const inner = firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}
