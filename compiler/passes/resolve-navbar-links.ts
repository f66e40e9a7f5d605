// Navbar items that name a doc, a sidebar or a documentation set's versions become links once the
// pages and sidebars exist: a `doc` item the doc's route in its version, a `sidebar` item the
// first page of that sidebar (each keeping in `sidebar` the key of its sidebar in the route table), a `versions` item a menu of the versions' main docs (then its own
// entries), which stays a `versions` item. A name that matches nothing is a broken link in the config, with the closest name.
import type { NavbarEntry, NavbarItem, SidebarItem } from '../../shared/contract.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import type { PageGraph } from '../graph/page-graph.ts';
import { configProblems, itemDoc, itemVersion } from './config-items.ts';
import { mainDocRoute } from './main-doc.ts';

export function resolveNavbarLinks(graph: PageGraph): PageGraph {
  const problem = configProblems(graph);
  const versionOf = (item: NavbarItem | NavbarEntry) => itemVersion(graph, item, `the navbar item \`${item.label || item.doc || item.sidebar}\``, problem);

  /** A `doc` or `sidebar` item or entry as a link; other items as they are. */
  const toLink = <T extends NavbarItem | NavbarEntry>(item: T): T => {
    if (item.type !== 'doc' && item.type !== 'sidebar') return item;
    const version = versionOf(item);
    if (!version) return { ...item, type: 'link', href: '/' };
    if (item.type === 'doc') {
      const page = itemDoc(graph, version, item.doc, 'the navbar', problem);
      // `sidebar` becomes the key of the doc's sidebar: the item is the current section's on every page of it (runtime/theme/NavbarItems.tsx).
      if (page) return { ...item, type: 'link', label: item.label || page.sidebarLabel, href: page.route, sidebar: page.sidebar === undefined ? version.id : page.sidebar };
      return { ...item, type: 'link', label: item.label || item.doc, href: version.path };
    }
    const names = Object.keys(version.sidebars.sidebars);
    const key = names[0] === item.sidebar ? version.id : `${version.id}/${item.sidebar}`;
    const first = names.includes(item.sidebar) ? firstLink(graph.sidebars.get(key) ?? []) : undefined;
    if (first) return { ...item, type: 'link', label: item.label || item.sidebar, href: first, sidebar: key };
    const near = closestMatch(item.sidebar, names);
    problem(`the navbar links to the sidebar \`${item.sidebar}\`, which ${names.includes(item.sidebar) ? 'links to no doc' : 'does not exist'}`, near && near !== item.sidebar ? `did you mean \`${near}\`?` : 'use the name of a sidebar that holds a doc', item.sidebar);
    return { ...item, type: 'link', label: item.label || item.sidebar, href: version.path };
  };

  const resolve = (item: NavbarItem): NavbarItem | null => {
    // The locale menu is drawn from the site's locales (runtime/theme/LocaleSwitcher.tsx); one locale is no choice.
    if (item.type === 'locale') return graph.config.locales.length > 1 || item.items.length ? { ...item, items: item.items.map(toLink) } : null;
    if (item.type !== 'versions') return { ...toLink(item), items: item.items.map(toLink) };
    const version = versionOf(item);
    const set = version ? graph.versions.filter((v) => (v.group ?? '') === (version.group ?? '')) : [];
    // Each version's main doc, as Docusaurus's version menu links (its root may have no page); the
    // entry names its version, so that on a doc the browser opens the same doc in that version
    // where it has one (runtime/theme/NavbarItems.tsx), as Docusaurus's menu does.
    const items = [...set.map((v): NavbarEntry => ({ type: 'link', label: v.shortLabel || v.label, href: mainDocRoute(graph, v) ?? v.path, doc: '', sidebar: '', version: v.id })), ...item.items.map(toLink)];
    // One entry is no choice: the menu is left out.
    return items.length > 1 ? { ...item, label: item.label || 'Versions', items } : null;
  };
  graph.config = { ...graph.config, navbar: graph.config.navbar.map(resolve).filter((item): item is NavbarItem => item !== null) };
  return graph;
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
