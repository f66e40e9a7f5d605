import type { PageGraph } from '../graph/page-graph.ts';
import { escapeHtml } from './escape-html.ts';
import { siteRoot } from '../../shared/base-url.ts';

const unlisted = new Set(['not-found', 'search']);

/** sitemap.xml of every page a search engine should index, and a robots.txt that points to it. */
export function emitSitemap(graph: PageGraph): Map<string, string> {
  const site = siteRoot(graph.config);
  const urls = [...graph.pages.values()]
    .filter((p) => !unlisted.has(p.kind) && !p.unlisted)
    .map((p) => `  <url><loc>${escapeHtml(site + p.route)}</loc>${p.lastUpdated ? `<lastmod>${new Date(p.lastUpdated).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`)
    .sort();
  return new Map([
    ['sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`],
    ['robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`],
  ]);
}
