// A Docusaurus navbar's `doc` and `docSidebar` items name a doc by id and a sidebar by name
// (to-site-config.ts writes them `sfp-doc:INSTANCE:ID` and `sfp-sidebar:INSTANCE:NAME`); once the
// pages and sidebars exist they become routes: the doc in its instance's last version, the first
// doc of the sidebar there. A name that matches nothing is a broken link in the config.
import type { SidebarItem } from '../../shared/contract.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { docHrefPrefix, docusaurusVersionId, sidebarHrefPrefix } from '../docusaurus/to-site-config.ts';
import type { PageGraph } from '../graph/page-graph.ts';

export function resolveNavbarLinks(graph: PageGraph): PageGraph {
  const site = graph.config.docusaurus;
  if (!site) return graph;
  const lastVersionOf = (instance: string) => {
    const docs = site.docs.find((d) => d.id === instance);
    const version = docs?.versions.find((v) => v.isLast) ?? docs?.versions[0];
    return docs && version ? { id: docusaurusVersionId(docs.id, version.name), version } : undefined;
  };
  const problem = (message: string, hint: string) => graph.diagnostics.push({ file: site.configFile, line: 1, column: 1, message, hint, ruleId: 'broken-link', severity: 'error' });

  const resolve = (href: string): string => {
    if (href.startsWith(docHrefPrefix)) {
      const [instance, id] = split(href.slice(docHrefPrefix.length));
      const last = lastVersionOf(instance);
      const docs = [...graph.pages.values()].filter((p) => p.version === last?.id && p.docId);
      const page = docs.find((p) => p.docId === id);
      if (page) return page.route;
      const near = closestMatch(id, docs.map((p) => p.docId!));
      problem(`the navbar links to the doc \`${id}\`, which is not in the docs${instance === 'default' ? '' : ` \`${instance}\``}`, near ? `did you mean \`${near}\`?` : 'use the id of a doc (its path without extension, or its `id` front matter)');
      return last ? graph.versions.find((v) => v.id === last.id)!.path : '/';
    }
    if (href.startsWith(sidebarHrefPrefix)) {
      const [instance, name] = split(href.slice(sidebarHrefPrefix.length));
      const last = lastVersionOf(instance);
      const names = Object.keys(last?.version.sidebars.sidebars ?? {});
      const key = names[0] === name ? last?.id : `${last?.id}/${name}`;
      const first = key ? firstLink(graph.sidebars.get(key) ?? []) : undefined;
      if (first) return first;
      const near = closestMatch(name, names);
      problem(`the navbar links to the sidebar \`${name}\`, which ${names.includes(name) ? 'links to no doc' : 'does not exist'}`, near && near !== name ? `did you mean \`${near}\`?` : 'use the name of a sidebar of sidebars.js that holds a doc');
      return last ? graph.versions.find((v) => v.id === last.id)!.path : '/';
    }
    return href;
  };
  graph.config = { ...graph.config, navbar: graph.config.navbar.map((link) => ({ ...link, href: resolve(link.href), items: link.items.map((item) => ({ ...item, href: resolve(item.href) })) })) };
  return graph;
}

function split(rest: string): [string, string] {
  const at = rest.indexOf(':');
  return [rest.slice(0, at), rest.slice(at + 1)];
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
