import type { BlogPostSummary, PageData } from '../contract.ts';
import { PrevNext } from './DocPage.tsx';
import { Link } from './Link.tsx';

function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className="post-meta">
      <time dateTime={post.date}>{post.date}</time>
      {` · ${post.readingMinutes} min read`}
      {post.authors.length ? ` · ${post.authors.map((a) => (a.title ? `${a.name}, ${a.title}` : a.name)).join('; ')}` : ''}
    </p>
  );
}

function Tags({ post }: { post: BlogPostSummary }) {
  if (!post.tags.length) return null;
  return (
    <ul className="tags" aria-label="Tags">
      {post.tags.map((tag) => (
        <li key={tag.href}>
          <Link href={tag.href}>{tag.title}</Link>
        </li>
      ))}
    </ul>
  );
}

function BlogNav() {
  return (
    <nav className="blog-nav" aria-label="Blog">
      <Link href="/blog">All posts</Link>
      <Link href="/blog/tags">Tags</Link>
      <Link href="/blog/archive">Archive</Link>
      <a href="rss.xml">RSS</a>
      <a href="atom.xml">Atom</a>
    </nav>
  );
}

export function BlogPostPage({ page }: { page: PageData }) {
  const post = page.blog!.post!;
  return (
    <div className="blog-layout">
      <BlogNav />
      <article className="markdown">
        <h1>{page.title}</h1>
        <PostMeta post={post} />
        <div dangerouslySetInnerHTML={{ __html: page.html }} />
        <Tags post={post} />
      </article>
      <PrevNext page={{ ...page, prev: page.prev && { ...page.prev, title: `Newer: ${page.prev.title}` }, next: page.next && { ...page.next, title: `Older: ${page.next.title}` } }} />
    </div>
  );
}

export function BlogListPage({ page }: { page: PageData }) {
  const { posts = [], pagination } = page.blog ?? {};
  return (
    <div className="blog-layout">
      <BlogNav />
      <h1>{page.title}</h1>
      {posts.map((post) => (
        <article key={post.href} className="blog-preview">
          <h2>
            <Link href={post.href}>{post.title}</Link>
          </h2>
          <PostMeta post={post} />
          {post.previewHtml ? <div className="markdown" dangerouslySetInnerHTML={{ __html: post.previewHtml }} /> : null}
          <Link href={post.href} className="read-more">{`Read “${post.title}”`}</Link>
        </article>
      ))}
      {pagination && pagination.pages > 1 ? (
        <nav className="pagination" aria-label="Blog pages">
          {pagination.prev ? <Link href={pagination.prev}>Newer posts</Link> : <span />}
          <span>{`Page ${pagination.page} of ${pagination.pages}`}</span>
          {pagination.next ? <Link href={pagination.next}>Older posts</Link> : <span />}
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

export function BlogArchivePage({ page }: { page: PageData }) {
  const posts = page.blog?.posts ?? [];
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
                <time dateTime={post.date}>{post.date}</time> <Link href={post.href}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
