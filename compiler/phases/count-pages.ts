// What one locale's graph adds to the build's result: its pages, per version and in all, and those
// that run code (docs/security.md). Counted while the graph is held; the graph then goes.
import type { PageGraph } from '../graph/page-graph.ts';

export interface PageCounts {
  locale: string;
  pages: number;
  /** Per version id; 'blog' and 'site' for pages of no version. */
  perVersion: Record<string, number>;
  /** MDX pages with code, and React pages. */
  code: { mdx: number; react: number };
}

export function countPages(graph: PageGraph): PageCounts {
  const counts: PageCounts = { locale: graph.config.locale.id, pages: graph.pages.size, perVersion: {}, code: { mdx: 0, react: 0 } };
  for (const page of graph.pages.values()) {
    const key = page.version ?? (page.kind.startsWith('blog') ? 'blog' : 'site');
    counts.perVersion[key] = (counts.perVersion[key] ?? 0) + 1;
    if (page.compiled?.react === 'page') counts.code.react++;
    else if (page.compiled?.component) counts.code.mdx++;
  }
  return counts;
}
