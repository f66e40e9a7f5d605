import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addPluginRoutes } from '../../../compiler/passes/add-plugin-routes.ts';
import type { PluginRoute } from '../../../compiler/model/site-plugins.ts';
import { graphOf } from '../../helpers/page-graph.ts';

function routeOf(route: string, component: string, priority?: number): PluginRoute {
  return { plugin: 'blog-plugin', at: { file: 'plugins/blog-plugin.js', line: 1, column: 1 }, route, component, ...(priority === undefined ? {} : { priority }), props: {}, modules: {}, shape: {}, parents: [] };
}

/** The plugin pages (route → the component its module renders) in the graph's order, after the pass. */
async function pagesOf(routes: PluginRoute[]) {
  const graph = graphOf([]);
  graph.config = { ...graph.config, plugins: { ...graph.config.plugins, routes } };
  // Every component here is a theme component sfpdocs has: nothing is probed.
  await addPluginRoutes(graph, { probeModule: () => Promise.reject(new Error('no probe expected')) });
  return [...graph.pages.values()].map((page) => [page.route, /import C0 from "([^"]+)"/.exec(page.compiled!.component!)![1]] as const);
}

const order = suite('addPluginRoutes: page order');

// answer-website's blog plugin calls addRoute from `map(async …)` callbacks it does not await, so
// its routes arrive in a different order each build; the page order decides the bundles' entries.
order('should add the pages in route order whatever order the plugin added them in', async () => {
  const routes = [routeOf('/blog/page/2', '@theme/BlogListPage'), routeOf('/blog/b', '@theme/BlogPostPage'), routeOf('/blog/a', '@theme/BlogPostPage'), routeOf('/blog/tags/x', '@theme/BlogTagsPostsPage')];
  const forward = await pagesOf(routes);
  assert.equal(forward.map(([route]) => route), ['/blog/a', '/blog/b', '/blog/page/2', '/blog/tags/x']);
  assert.equal(await pagesOf([...routes].reverse()), forward);
});

order('should still make the route of higher priority, then the one added first, the page of its path', async () => {
  const first = routeOf('/blog/a', '@theme/BlogPostPage');
  const second = routeOf('/blog/a/', '@theme/Layout');
  const other = routeOf('/blog/b', '@theme/BlogPostPage');
  assert.equal(await pagesOf([first, other, second]), [['/blog/a', '@theme/BlogPostPage'], ['/blog/b', '@theme/BlogPostPage']]);
  assert.equal(await pagesOf([second, other, first]), [['/blog/a/', '@theme/Layout'], ['/blog/b', '@theme/BlogPostPage']]);
  const preferred = routeOf('/blog/a', '@theme/Layout', 1);
  assert.equal(await pagesOf([first, other, preferred]), [['/blog/a', '@theme/Layout'], ['/blog/b', '@theme/BlogPostPage']]);
});

order.run();
