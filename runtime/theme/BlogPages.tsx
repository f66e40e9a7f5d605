import { useContext, type ReactNode } from 'react';
import type { BlogAuthor, BlogPostSummary, PageData } from '../../shared/contract.ts';
import { Article, ArticleBody, PrevNext } from './DocPage.tsx';
import { BlogPostContext, usePage } from './PageContext.ts';
import { useThemeComponent } from './ThemeComponents.ts';
import { Link } from './Link.tsx';
import { humanDate } from './links.ts';
import { useSite } from './SiteContext.ts';
import { useLocale, useMessages } from './useMessages.ts';

/** A post date (YYYY-MM-DD) as "2 January 2024", the same on the server and in the browser. */
function postDate(date: string, locale: Parameters<typeof humanDate>[1]): string {
  const ms = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(ms) ? date : humanDate(ms, locale);
}

function PostMeta({ post }: { post: BlogPostSummary }) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{postDate(post.date, locale)}</time>
      {` · ${t('sfpdocs.blog.minutes', { readingTime: post.readingMinutes })}`}
      {post.authors.map((author, i) => (
        <span key={`${author.key}:${author.name}`}>
          {i ? '; ' : ' · '}
          <AuthorName author={author} />
          {author.title ? `, ${author.title}` : ''}
        </span>
      ))}
    </p>
  );
}

/** An author's name, linked to their page on this site, else to their own `url`. */
function AuthorName({ author }: { author: BlogAuthor }) {
  if (author.page) return <Link href={author.page}>{author.name}</Link>;
  if (author.url) return <a href={author.url} rel="author">{author.name}</a>;
  return <>{author.name}</>;
}

function Tags({ post }: { post: BlogPostSummary }) {
  const t = useMessages();
  if (!post.tags.length) return null;
  return (
    <ul className="tags" aria-label={t('theme.tags.tagsListLabel')}>
      {post.tags.map((tag) => (
        <li key={tag.href}>
          <Link href={tag.href}>{tag.title}</Link>
        </li>
      ))}
    </ul>
  );
}

function BlogNav() {
  const links = useSite().blogLinks;
  const t = useMessages();
  if (!links) return null;
  const entries: Array<[string, string | null]> = [
    [t('sfpdocs.blog.allPosts'), links.home],
    [t('theme.tags.tagsPageTitle'), links.tags],
    [t('theme.blog.authorsList.pageTitle'), links.authors],
    [t('theme.blog.archive.title'), links.archive],
    [t('sfpdocs.blog.rss'), links.rss],
    [t('sfpdocs.blog.atom'), links.atom],
  ];
  return (
    <nav className="blog-nav" aria-label={t('sfpdocs.blog.nav')}>
      {entries.map(([title, href]) =>
        href ? (
          <Link key={href} href={href}>
            {title}
          </Link>
        ) : null,
      )}
    </nav>
  );
}

/**
 * One post, on its page or in a list: Docusaurus's `BlogPostItem`, which a site may replace or wrap
 * (`children`: the post's content; `useBlogPost()` gives the post).
 */
export function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
  const { post, isBlogPostPage } = useContext(BlogPostContext)!;
  const { page } = usePage();
  const t = useMessages();
  if (isBlogPostPage) {
    return (
      <>
        <Article page={page} body={children} {...(className ? { className } : {})}>
          <PostMeta post={post} />
        </Article>
        <Tags post={post} />
      </>
    );
  }
  return (
    <article className={className ? `blog-preview ${className}` : 'blog-preview'}>
      <h2>
        <Link href={post.href}>{post.title}</Link>
      </h2>
      <PostMeta post={post} />
      {children}
      <Link href={post.href} className="read-more">{t('sfpdocs.blog.readPost', { title: post.title })}</Link>
    </article>
  );
}

export function BlogPostPage({ page }: { page: PageData }) {
  const post = page.blog!.post!;
  const t = useMessages();
  const Item = useThemeComponent('BlogPostItem', BlogPostItem);
  return (
    <div className="blog-layout">
      <BlogNav />
      <BlogPostContext.Provider value={{ post, isBlogPostPage: true }}>
        <Item>
          <ArticleBody page={page} />
        </Item>
      </BlogPostContext.Provider>
      <PrevNext page={{ ...page, prev: page.prev && { ...page.prev, title: t('sfpdocs.blog.newer', { title: page.prev.title }) }, next: page.next && { ...page.next, title: t('sfpdocs.blog.older', { title: page.next.title }) } }} />
    </div>
  );
}

export function BlogListPage({ page }: { page: PageData }) {
  const { posts = [], pagination, author } = page.blog ?? {};
  const Item = useThemeComponent('BlogPostItem', BlogPostItem);
  const t = useMessages();
  return (
    <div className="blog-layout">
      <BlogNav />
      <h1>{page.title}</h1>
      {author ? (
        <p className="blog-author-intro">
          {author.title}
          {author.url ? (
            <>
              {author.title ? ' · ' : ''}
              <a href={author.url} rel="author">
                {author.url.replace(/^https?:\/\//, '')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {posts.map((post) => (
        <BlogPostContext.Provider key={post.href} value={{ post, isBlogPostPage: false }}>
          <Item>{post.previewHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: post.previewHtml }} /> : null}</Item>
        </BlogPostContext.Provider>
      ))}
      {pagination && pagination.pages > 1 ? (
        <nav className="pagination" aria-label={t('theme.blog.paginator.navAriaLabel')}>
          {pagination.prev ? <Link href={pagination.prev}>{t('theme.blog.paginator.newerEntries')}</Link> : <span />}
          <span>{t('sfpdocs.blog.pageOf', { page: pagination.page, pages: pagination.pages })}</span>
          {pagination.next ? <Link href={pagination.next}>{t('theme.blog.paginator.olderEntries')}</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}

export function BlogTagsPage({ page }: { page: PageData }) {
  return (
    <div className="blog-layout">
      <BlogNav />
      <h1>{page.title}</h1>
      <ul className="tag-list">
        {(page.blog?.tags ?? []).map((tag) => (
          <li key={tag.href}>
            <Link href={tag.href}>{`${tag.title} (${tag.count})`}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BlogAuthorsPage({ page }: { page: PageData }) {
  const t = useMessages();
  return (
    <div className="blog-layout">
      <BlogNav />
      <h1>{page.title}</h1>
      <ul className="author-list">
        {(page.blog?.authors ?? []).map((author) => (
          <li key={author.key}>
            <AuthorName author={author} />
            {author.title ? `, ${author.title}` : ''}
            {` (${author.count === 1 ? t('sfpdocs.blog.onePost') : t('sfpdocs.blog.posts', { count: author.count })})`}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BlogArchivePage({ page }: { page: PageData }) {
  const posts = page.blog?.posts ?? [];
  const locale = useLocale();
  const years = [...new Set(posts.map((p) => p.date.slice(0, 4)))];
  return (
    <div className="blog-layout">
      <BlogNav />
      <h1>{page.title}</h1>
      {years.map((year) => (
        <section key={year}>
          <h2>{year}</h2>
          <ul>
            {posts.filter((p) => p.date.startsWith(year)).map((post) => (
              <li key={post.href}>
                <time dateTime={post.date}>{postDate(post.date, locale)}</time> <Link href={post.href}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
