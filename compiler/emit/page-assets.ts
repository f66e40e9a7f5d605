// What each page of a locale loads beyond the runtime, worked out once per locale from its graph
// and handed to whatever makes the page's files: its data names the browser side (a component
// page's script and stylesheets, Infima's stylesheet where the page uses its classes), the
// renderer loads the server side, and the site's theme module serves every page.
import { basePrefix } from '../../shared/base-url.ts';
import type { PageData } from '../../shared/contract.ts';
import type { ComponentBundles, Page, PageGraph } from '../graph/page-graph.ts';
import { infimaStylesheet } from './infima-classes.ts';
import { usesInfima } from './page-stylesheets.ts';

export interface PageAssets {
  /** The site's theme module (its own Footer, Root …): browser script, stylesheets, server module; null when it has none. */
  theme: ComponentBundles['theme'];
  /** A component page's bundle, as its page data names it. */
  components: Map<Page, NonNullable<PageData['component']>>;
  /** A component page's server module, which renders it. */
  serverModules: Map<Page, string>;
  /** The URLs of the theme stylesheets a page needs beyond the runtime's (absent: none, as for most pages). */
  stylesheets: Map<Page, string[]>;
  /** The theme stylesheets some page needs: output path -> contents. */
  stylesheetFiles: Map<string, string>;
}

export function pageAssets(graph: PageGraph): PageAssets {
  const bundled = graph.componentBundles;
  const base = basePrefix(graph.config.baseUrl);
  const assets: PageAssets = { theme: bundled?.theme ?? null, components: new Map(), serverModules: new Map(), stylesheets: new Map(), stylesheetFiles: new Map() };
  for (const page of graph.pages.values()) {
    const name = bundled?.names.get(page);
    const entry = name === undefined ? undefined : bundled!.bundles.browser.get(name);
    if (entry) assets.components.set(page, { script: `${base}/${entry.script}`, css: entry.css.map((file) => `${base}/${file}`) });
    const server = name === undefined ? undefined : bundled!.bundles.server.get(name);
    if (server !== undefined) assets.serverModules.set(page, server);
    if (usesInfima(graph, page)) {
      const sheet = infimaStylesheet();
      assets.stylesheets.set(page, [`${base}/${sheet.file}`]);
      assets.stylesheetFiles.set(sheet.file, sheet.contents);
    }
  }
  return assets;
}
