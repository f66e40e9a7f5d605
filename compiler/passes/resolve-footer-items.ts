// The footer's items become what the theme draws once the pages exist, as the navbar's do
// (resolve-navbar-links.ts): a `doc` item a link to the doc's route in its version, a `link`
// item's `to` (a route of the site) its href, an `html` item its HTML under the rules of a page's
// raw HTML (content/check-html-fragment.ts). Problems are errors at the config line that writes
// them; the links themselves are checked with the config's other links (check-config-links.ts).
import type { FooterItem } from '../../shared/contract.ts';
import { isExternalHref } from '../../shared/base-url.ts';
import { checkHtmlFragment } from '../content/check-html-fragment.ts';
import type { PageGraph } from '../graph/page-graph.ts';
import { configProblems, itemDoc, itemVersion } from './config-items.ts';

export function resolveFooterItems(graph: PageGraph): PageGraph {
  const { footer, markdown } = graph.config;
  if (!footer.columns.some((column) => column.items.length)) return graph;
  const problem = configProblems(graph);
  const resolve = (item: FooterItem): FooterItem | null => {
    if (item.type === 'html') {
      const checked = checkHtmlFragment(item.html, { iframeHosts: markdown.iframeHosts, pageStyles: markdown.pageStyles });
      for (const found of checked.problems) problem(`the footer's HTML item: ${found.message}`, found.hint, { html: item.html }, { ruleId: 'config', severity: 'error' });
      return checked.html ? { ...item, html: checked.html } : null;
    }
    if (item.type === 'doc') {
      const version = itemVersion(graph, item, `the footer item \`${item.label || item.doc}\``, problem);
      const page = version && itemDoc(graph, version, item.doc, 'the footer', problem);
      return { ...item, type: 'link', label: item.label || page?.sidebarLabel || item.doc, href: page?.route ?? version?.path ?? '/' };
    }
    if (item.to && item.href) problem(`the footer link \`${item.label}\` has both \`to\` and \`href\``, 'keep one: `to` for a route of the site, `href` for a URL', item.to, { ruleId: 'config', severity: 'error' });
    else if (item.to && (isExternalHref(item.to) || !item.to.startsWith('/'))) {
      problem(`the footer link \`${item.label}\` has \`to: '${item.to}'\`, which is not a route of the site`, isExternalHref(item.to) ? 'write a URL of another site as `href`' : `write the route from the site's root: \`/${item.to.replace(/^\.?\//, '')}\``, item.to, { ruleId: 'config', severity: 'error' });
    } else if (!item.to && !item.href) problem(`the footer link \`${item.label}\` has neither \`to\` nor \`href\``, 'give it `to` (a route of the site) or `href` (a URL); HTML is an item of `type: \'html\'`', item.label, { ruleId: 'config', severity: 'error' });
    // Resolved once: `to` is the href now (a graph rebuilt in writers' mode resolves it again).
    return { ...item, to: '', href: item.to || item.href };
  };
  const columns = footer.columns.map((column) => ({ ...column, items: column.items.map(resolve).filter((item): item is FooterItem => item !== null) }));
  graph.config = { ...graph.config, footer: { ...footer, columns } };
  return graph;
}
