// The theme stylesheets a page needs beyond the runtime's own, linked in its head and before it
// shows after a client-side navigation: Infima's classes (infima-classes.ts) on the pages that use them.
import { basePrefix } from '../../shared/base-url.ts';
import type { Page, PageGraph } from '../graph/page-graph.ts';
import { resolvedComponent } from './component-pages.ts';
import { codeUsesInfima, fileUsesInfima, htmlUsesInfima, infimaStylesheet } from './infima-classes.ts';

/** Per compiled page (a new object when the page changes) or per page bundle entry (new when re-bundled). */
const uses = new WeakMap<object, boolean>();

/** Whether the page's HTML or its component code uses Infima's classes. */
export function usesInfima(graph: PageGraph, page: Page): boolean {
  const name = graph.componentBundles?.names.get(page);
  const entry = name === undefined ? undefined : graph.componentBundles!.bundles.browser.get(name);
  const key: object | undefined = entry ?? page.compiled ?? undefined;
  if (key && uses.has(key)) return uses.get(key)!;
  const found = entry
    ? codeUsesInfima(resolvedComponent(page)) || entry.sources.some(fileUsesInfima)
    : (!!page.compiled && htmlUsesInfima(page.compiled.html)) || (page.blog?.posts ?? []).some((post) => !!post.previewHtml && htmlUsesInfima(post.previewHtml));
  // Blog lists change with their posts: only a page's own text is kept.
  if (key && !page.blog?.posts) uses.set(key, found);
  return found;
}

/** The URLs of the theme stylesheets the page needs (none for most pages). */
export function pageStylesheets(graph: PageGraph, page: Page): string[] {
  return usesInfima(graph, page) ? [`${basePrefix(graph.config.baseUrl)}/${infimaStylesheet().file}`] : [];
}

/** The theme stylesheets some page of the site needs: output path -> contents. */
export function themeStylesheetFiles(graph: PageGraph): Map<string, string> {
  const files = new Map<string, string>();
  for (const page of graph.pages.values()) {
    if (!usesInfima(graph, page)) continue;
    const sheet = infimaStylesheet();
    files.set(sheet.file, sheet.contents);
    break;
  }
  return files;
}
