import type { PageGraph } from '../graph/page-graph.ts';
import { escapeHtml } from './escape-html.ts';
import { siteRoot } from '../../shared/base-url.ts';

const unlisted = new Set(['not-found', 'search']);
/** In a site of several locales, the default locale's output lists every locale's sitemap here. */
export const sitemapIndexFile = 'sitemap-index.xml';

/**
 * sitemap.xml of every page a search engine should index, and a robots.txt that points to it.
 * A site in several locales has a sitemap per locale, under each locale's base URL, and an index
 * of them beside the default locale's, which robots.txt names; robots.txt lives at an origin's
 * root, so only the default locale and a locale deployed to an origin of its own write one.
 */
export function emitSitemap(graph: PageGraph): Map<string, string> {
  const site = siteRoot(graph.config);
  const urls = [...graph.pages.values()]
    .filter((p) => !unlisted.has(p.kind) && !p.unlisted)
    .map((p) => `  <url><loc>${escapeHtml(site + p.route)}</loc>${p.lastUpdated ? `<lastmod>${new Date(p.lastUpdated).toISOString().slice(0, 10)}</lastmod>` : ''}</url>`)
    .sort();
  const files = new Map([['sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`]]);
  const { locale, locales } = graph.config;
  const several = locales.length > 1;
  if (several && locale.isDefault) {
    const maps = locales.map((l) => `  <sitemap><loc>${escapeHtml(`${siteRoot(l)}/sitemap.xml`)}</loc></sitemap>`);
    files.set(sitemapIndexFile, `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`);
  }
  if (locale.isDefault || locale.url !== locales[0]!.url) files.set('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site}/${several && locale.isDefault ? sitemapIndexFile : 'sitemap.xml'}\n`);
  return files;
}
