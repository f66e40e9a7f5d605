import type { PageData } from '../../shared/contract.ts';
import { routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';
import { applyHrefs } from '../content/apply-hrefs.ts';

/** The chunk payload of one page: its own data only, never site-wide lists. */
export function toPageData(graph: PageGraph, page: Page): PageData {
  const compiled = page.compiled;
  const html = compiled ? applyHrefs(compiled.html, page.hrefs) : '';
  const blog = page.blog && {
    ...page.blog,
    posts: page.blog.posts?.map((p) => ({ ...p, previewHtml: p.previewHtml && applyHrefs(p.previewHtml, graph.pages.get(routeKey(p.href))?.hrefs ?? []) })),
  };
  const editUrl = graph.config.editUrl && page.file ? graph.config.editUrl.replace(/\/?$/, '/') + page.file : null;
  return {
    route: page.route,
    kind: page.kind,
    title: page.title,
    description: page.description,
    html,
    toc: compiled && !compiled.frontMatter.hide_table_of_contents
      ? compiled.headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => ({ depth: h.depth as 2 | 3, id: h.id, text: h.text }))
      : [],
    version: page.version,
    breadcrumbs: page.breadcrumbs,
    prev: page.prev,
    next: page.next,
    lastUpdated: page.lastUpdated,
    editUrl,
    otherVersions: page.otherVersions,
    ...(blog ? { blog } : {}),
    ...(page.apis ? { apis: page.apis } : {}),
    ...(page.index ? { index: page.index } : {}),
  };
}
