// The redirects the site's plugins make from its routes (model/site-plugins.ts PluginRedirects:
// Docusaurus's client-redirects), beside the config's own: each becomes a redirect page, checked
// as Docusaurus's plugin checks it. A target inside the site that is no page or file is a broken
// link (onBrokenLinks, with the closest route); a `from` that is already a page is left out
// (onDuplicateRoutes), as is a second redirect from the same path; a `from` that climbs out of
// the output folder is an error.
import { createMatcher } from '../diagnostics/closest-match.ts';
import { applyPolicy, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { routeKey, type PageGraph } from '../graph/page-graph.ts';
import { isRouteInside } from '../paths/is-inside.ts';

export function addPluginRedirects(graph: PageGraph): PageGraph {
  const makers = graph.config.plugins.redirects;
  graph.redirects = [...graph.config.redirects];
  if (!makers.length) return graph;
  // The not-found page is the file 404.html, as Docusaurus's route `/404.html` is: no redirect comes from it or is made for it.
  const routes = [...graph.pages.values()].filter((page) => !page.draft && page.kind !== 'not-found').map((page) => routeKey(page.route));
  const known = new Set([...routes, '/404.html', ...[...graph.staticFiles.keys()].map(routeKey)]);
  const taken = new Set(graph.redirects.map((r) => routeKey(r.from)));
  const closest = createMatcher(routes, { paths: true });
  const broken: Omit<Diagnostic, 'severity'>[] = [];
  const duplicate: Omit<Diagnostic, 'severity'>[] = [];
  for (const maker of makers) {
    // One problem per instance listing its redirects to nowhere, as Docusaurus's plugin reports them.
    const nowhere: Array<{ from: string; to: string; near?: string }> = [];
    let made: Array<{ from: string; to: string }>;
    try {
      made = maker.make(routes);
    } catch (error) {
      graph.diagnostics.push({ ...maker.at, message: `\`${maker.plugin}\` failed making its redirects: ${(error as Error).message}`, hint: 'fix `createRedirects` in its options', ruleId: 'config', severity: 'error' });
      continue;
    }
    for (const { from, to } of made) {
      if (!from.startsWith('/') || !isRouteInside(from)) {
        graph.diagnostics.push({ ...maker.at, message: `the redirect from "${from}" of \`${maker.plugin}\` leads outside the output folder`, hint: 'write `from` as a path of the site starting with "/", without `..` segments', ruleId: 'outside-site', severity: 'error' });
        continue;
      }
      const key = routeKey(from);
      if (known.has(key) || taken.has(key)) {
        duplicate.push({ ...maker.at, message: `the redirect from "${from}" of \`${maker.plugin}\` is left out: ${known.has(key) ? 'a page of the site has that path' : 'another redirect starts there'}`, hint: 'remove it from the plugin\'s options', ruleId: 'duplicate-route' });
        continue;
      }
      // Only a target written as a path of the site is checked; a URL or a query is the writer's.
      const target = /^\//.test(to) && !/^\/\//.test(to) ? routeKey(decodeURI(to.split(/[?#]/)[0]!)) : null;
      if (target !== null && !known.has(target)) {
        nowhere.push({ from, to, near: closest(target) });
        continue;
      }
      taken.add(key);
      graph.redirects.push({ from, to });
    }
    if (nowhere.length) {
      const [first] = nowhere;
      const listed = nowhere.slice(0, 5).map((r) => `"${r.from}" → "${r.to}"`).join(', ');
      const message = nowhere.length === 1 ? `the redirect from "${first!.from}" of \`${maker.plugin}\` leads to "${first!.to}", which is no page of the site` : `${nowhere.length} redirects of \`${maker.plugin}\` lead to no page of the site and are not written: ${listed}${nowhere.length > 5 ? ` and ${nowhere.length - 5} more` : ''}`;
      broken.push({ ...maker.at, message, hint: nowhere.length === 1 && first!.near ? `did you mean "${first!.near}"?` : 'redirect to pages that exist', ruleId: 'broken-link' });
    }
  }
  graph.diagnostics.push(...applyPolicy(graph.config.onBrokenLinks, broken), ...applyPolicy(graph.config.onDuplicateRoutes, duplicate));
  return graph;
}
