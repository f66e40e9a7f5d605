// RSS, Atom and JSON feeds of the blog, with the `feed` package.
import { Feed } from 'feed';
import type { PageGraph } from '../graph/page-graph.ts';
import { applyHrefs } from '../content/apply-hrefs.ts';
import { siteRoot } from '../../shared/base-url.ts';
import { escapeHtml } from './escape-html.ts';

export function emitFeeds(graph: PageGraph): Map<string, string> {
  const files = new Map<string, string>();
  const posts = [...graph.pages.values()].filter((p) => p.kind === 'blog-post').sort((a, b) => ((a.date ?? '') > (b.date ?? '') ? -1 : 1));
  if (!posts.length) return files;
  const { config } = graph;
  const site = siteRoot(config);
  const root = config.blog.routeBasePath.replace(/^\/+|\/+$/g, '');
  const at = (name: string) => (root ? `${root}/${name}` : name);
  const latest = posts[0]!.date ?? '1970-01-01';
  const feed = new Feed({
    title: `${config.title} ${config.blog.title}`.trim(),
    description: config.blog.description || config.tagline,
    id: `${site}/${root}`,
    link: `${site}/${root}`,
    language: 'en',
    copyright: config.footer.copyright,
    // The newest post's date, not the clock, so an unchanged site gives unchanged feeds.
    updated: postTime(latest),
    feedLinks: { rss: `${site}/${at('rss.xml')}`, atom: `${site}/${at('atom.xml')}`, json: `${site}/${at('feed.json')}` },
  });
  for (const post of posts.slice(0, 20)) {
    // A post with components is rendered by React, not compiled to HTML: its feed entry carries its description.
    const absolute = applyHrefs(post.compiled!.html || `<p>${escapeHtml(post.description)}</p>`, post.hrefs).replace(/(href|src)="\//g, `$1="${config.url.replace(/\/$/, '')}/`);
    feed.addItem({
      title: post.title,
      id: `${site}${post.route}`,
      link: `${site}${post.route}`,
      description: post.description,
      content: absolute,
      date: postTime(post.date ?? '1970-01-01'),
      // feed's JSON writer reads the first author of any list it is given: a post without authors gives none.
      ...(post.authors?.length ? { author: post.authors.map((a) => ({ name: a.name })) } : {}),
      category: post.tags.map((name) => ({ name })),
    });
  }
  files.set(at('rss.xml'), feed.rss2());
  files.set(at('atom.xml'), feed.atom1());
  files.set(at('feed.json'), feed.json1());
  return files;
}

/** A post's date (`2024-10-23`, or with a time, `2024-10-23T16:00`) as a time, in UTC as Docusaurus reads it. */
function postTime(date: string): Date {
  const time = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : /(Z|[+-]\d{2}:?\d{2})$/.test(date) ? date : `${date}Z`);
  return Number.isNaN(time.getTime()) ? new Date(0) : time;
}
