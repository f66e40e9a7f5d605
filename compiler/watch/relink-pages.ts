// Writers' mode: re-checks the links of chosen pages only, and remembers which pages link to
// which, so a change re-checks the page's own links and the links pointing to it, not the site.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';
import { resolveLinks } from '../passes/resolve-links.ts';
import { basePrefix } from '../../shared/base-url.ts';

/**
 * Runs the build's own link pass over `pages` only. Returns the link problems of each page's file
 * (an empty list for a page that has none).
 */
export function relinkPages(graph: PageGraph, pages: Iterable<Page>): Map<string, Diagnostic[]> {
  const scope = [...new Set(pages)].filter((page) => page.compiled);
  const scoped: PageGraph = { ...graph, diagnostics: [] };
  resolveLinks(scoped, scope);
  const byFile = new Map<string, Diagnostic[]>(scope.map((page) => [page.file!, []]));
  for (const d of scoped.diagnostics) byFile.get(d.file)?.push(d);
  return byFile;
}

/** Which files link to which routes (by route key), from the hrefs the link pass resolved. */
export class LinkIndex {
  private targetsOf = new Map<string, Set<string>>();
  private referrers = new Map<string, Set<string>>();

  /** Records (again) the links of these pages, dropping what their files linked to before. */
  record(graph: PageGraph, pages: Iterable<Page>): void {
    const base = basePrefix(graph.config.baseUrl);
    for (const page of pages) {
      if (!page.file || !page.compiled) continue;
      this.forget(page.file);
      const targets = new Set<string>();
      for (const href of page.hrefs) {
        const key = targetKey(href, base);
        if (key) targets.add(key);
      }
      this.targetsOf.set(page.file, targets);
      for (const key of targets) {
        let files = this.referrers.get(key);
        if (!files) this.referrers.set(key, (files = new Set()));
        files.add(page.file);
      }
    }
  }

  forget(file: string): void {
    for (const key of this.targetsOf.get(file) ?? []) this.referrers.get(key)?.delete(file);
    this.targetsOf.delete(file);
  }

  /** Files with a link to any of these route keys. */
  referrersOf(keys: Iterable<string>): Set<string> {
    const out = new Set<string>();
    for (const key of keys) for (const file of this.referrers.get(key) ?? []) out.add(file);
    return out;
  }
}

const schemeRe = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/** The route key an internal href points to; null for self-anchors and other sites. */
function targetKey(href: string, base: string): string | null {
  if (!href || href.startsWith('#') || schemeRe.test(href)) return null;
  let target = href.split('#')[0]!.split('?')[0]!;
  if (base && target.startsWith(`${base}/`)) target = target.slice(base.length);
  return target.startsWith('/') ? routeKey(target) : null;
}
