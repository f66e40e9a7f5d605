// `@docusaurus/plugin-content-blog/client`: `useBlogPost()`, what a site's `BlogPostItem` (or a
// component inside a post) reads the post it shows with, in Docusaurus's shape, from the post the
// theme gives to each item (runtime/theme/PageContext.ts BlogPostContext).
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
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

/** A blog post's content component as a route gives it (a markdown file with the mdx-loader's exports set on it). */
export interface BlogPostContent {
  metadata: BlogPostContextValue['metadata'];
  frontMatter: Record<string, unknown>;
  assets?: Record<string, unknown>;
  toc?: BlogPostContextValue['toc'];
}

/** What a Docusaurus-made provider gives (a site's own post page wraps its content in `BlogPostProvider`). */
const ProvidedPost = createContext<BlogPostContextValue | null>(null);

/**
 * Docusaurus's `BlogPostProvider`: the post its `content` is (the content component with its
 * `metadata`, `frontMatter`, `assets` and `toc`), for `useBlogPost()` inside it.
 */
export function BlogPostProvider({ content, isBlogPostPage = false, children }: { content: BlogPostContent; isBlogPostPage?: boolean; children?: ReactNode }) {
  const value = useMemo(() => ({ metadata: content.metadata, frontMatter: content.frontMatter, assets: (content.assets ?? {}) as Record<string, never>, toc: content.toc ?? [], isBlogPostPage }), [content, isBlogPostPage]);
  return createElement(ProvidedPost.Provider, { value }, children);
}

export function useBlogPost(): BlogPostContextValue {
  const provided = useContext(ProvidedPost);
  const item = useContext(BlogPostContext);
  const page = useContext(PageContext)?.page;
  const site = useSite();
  return useMemo(() => {
    if (provided) return provided;
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
  }, [provided, item, page, site]);
}
