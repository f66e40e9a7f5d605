// The theme stylesheet a page may need beyond the runtime's own, linked in its head and before it
// shows after a client-side navigation (page-assets.ts): Infima's classes (infima-classes.ts), on
// the pages that use them.
import type { Page, PageGraph } from '../graph/page-graph.ts';
import { resolvedComponent } from './component-pages.ts';
import { codeUsesInfima, fileUsesInfima, htmlUsesInfima } from './infima-classes.ts';

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
