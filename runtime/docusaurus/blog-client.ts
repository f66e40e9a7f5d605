// `@docusaurus/plugin-content-blog/client`: `useBlogPost()`, what a site's `BlogPostItem` (or a
// component inside a post) reads the post it shows with, in Docusaurus's shape, from the post the
// theme gives to each item (runtime/theme/PageContext.ts BlogPostContext).
import { useContext, useMemo } from 'react';
import { withBase } from '../../shared/base-url.ts';
import { BlogPostContext, PageContext } from '../theme/PageContext.ts';
import { useSite } from '../theme/SiteContext.ts';

export interface BlogPostContextValue {
  metadata: {
    permalink: string;
    title: string;
    description: string;
    date: string;
    authors: Array<{ key?: string; name: string; title?: string; url?: string; imageURL?: string; page: { permalink: string } | null }>;
    tags: Array<{ label: string; permalink: string }>;
    readingTime: number;
    hasTruncateMarker: boolean;
    frontMatter: Record<string, unknown>;
    editUrl: string | undefined;
  };
  isBlogPostPage: boolean;
  frontMatter: Record<string, unknown>;
  assets: Record<string, never>;
  toc: Array<{ value: string; id: string; level: number }>;
}

export function useBlogPost(): BlogPostContextValue {
  const item = useContext(BlogPostContext);
  const page = useContext(PageContext)?.page;
  const site = useSite();
  return useMemo(() => {
    if (!item) throw new Error('useBlogPost is only for blog posts (a BlogPostItem and what it renders)');
    const { post, isBlogPostPage } = item;
    const frontMatter: Record<string, unknown> = { title: post.title, date: post.date };
    return {
      metadata: {
        permalink: withBase(site.baseUrl, post.href),
        title: post.title,
        description: isBlogPostPage && page ? page.description : '',
        date: post.date,
        authors: post.authors.map((a) => ({ ...(a.key ? { key: a.key } : {}), name: a.name, ...(a.title ? { title: a.title } : {}), ...(a.url ? { url: a.url } : {}), ...(a.imageUrl ? { imageURL: a.imageUrl } : {}), page: a.page ? { permalink: withBase(site.baseUrl, a.page) } : null })),
        tags: post.tags.map((t) => ({ label: t.title, permalink: withBase(site.baseUrl, t.href) })),
        readingTime: post.readingMinutes,
        hasTruncateMarker: !isBlogPostPage && post.previewHtml !== undefined,
        frontMatter,
        editUrl: (isBlogPostPage && page?.editUrl) || undefined,
      },
      isBlogPostPage,
      frontMatter,
      assets: {},
      toc: isBlogPostPage && page ? page.toc.map((h) => ({ value: h.text, id: h.id, level: h.depth })) : [],
    };
  }, [item, page, site]);
}
