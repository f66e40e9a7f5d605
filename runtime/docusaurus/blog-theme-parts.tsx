// The parts Docusaurus's blog theme pages share, for the pages sfpdocs draws for a blog plugin's
// routes (BlogPostPage.tsx, BlogListPage.tsx, BlogTagsPostsPage.tsx): a post from its content
// component (the markdown with its `metadata` and `frontMatter` set on it, as the route gives it),
// in full or as a list entry, and a list's paginator.
import type { ComponentType } from 'react';
import { BlogPostProvider, type BlogPostContent } from './blog-client.ts';
import EditThisPage from './EditThisPage.tsx';
import Link from './Link.tsx';
import Translate, { translate } from './Translate.tsx';

/** A post's content component as a blog plugin's route gives it. */
export type PostContent = ComponentType & BlogPostContent & { metadata: BlogPostContent['metadata'] & PostExtras };

interface PostExtras {
  formattedDate?: string;
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
}

/** Docusaurus's plural messages (`One post|{count} posts`): the first form for one, the last otherwise. */
export function plural(message: string, count: number): string {
  const forms = message.split('|');
  return (count === 1 ? forms[0]! : forms[forms.length - 1]!).replace('{count}', String(count));
}

function PostHeader({ metadata, isBlogPostPage }: { metadata: PostContent['metadata']; isBlogPostPage: boolean }) {
  const minutes = Math.ceil(metadata.readingTime ?? 0);
  return (
    <header>
      {isBlogPostPage ? <h1 className="title_f1Hy">{metadata.title}</h1> : <h2><Link to={metadata.permalink}>{metadata.title}</Link></h2>}
      <div className="margin-vert--md">
        <time dateTime={metadata.date}>{metadata.formattedDate ?? metadata.date.slice(0, 10)}</time>
        {minutes > 0 && ` · ${plural(translate({ id: 'theme.blog.post.readingTime.plurals', message: 'One min read|{readingTime} min read' }), minutes).replace('{readingTime}', String(minutes))}`}
      </div>
      {metadata.authors.length > 0 && (
        <div className="margin-top--md margin-bottom--sm">
          {metadata.authors.map((author) => (
            <span key={author.name} className="margin-right--md">{author.url ? <Link href={author.url}>{author.name}</Link> : author.name}{author.title ? `, ${author.title}` : ''}</span>
          ))}
        </div>
      )}
    </header>
  );
}

/** One post: on its page, the whole content with its tags and edit link; in a list, the part the route gives and "Read more". */
export function BlogPost({ content: Content, isBlogPostPage }: { content: PostContent; isBlogPostPage: boolean }) {
  const { metadata } = Content;
  return (
    <BlogPostProvider content={Content} isBlogPostPage={isBlogPostPage}>
      <article className={isBlogPostPage ? undefined : 'margin-bottom--xl'}>
        <PostHeader metadata={metadata} isBlogPostPage={isBlogPostPage} />
        <div className="markdown">
          <Content />
        </div>
        <footer className="row docusaurus-mt-lg">
          {metadata.tags.length > 0 && (
            <ul className="padding--none margin-left--sm">
              {metadata.tags.map((tag) => (
                <li key={tag.permalink} className="margin-right--sm" style={{ display: 'inline' }}>
                  <Link to={tag.permalink}>{tag.label}</Link>
                </li>
              ))}
            </ul>
          )}
          {isBlogPostPage && metadata.editUrl && <EditThisPage editUrl={metadata.editUrl} />}
          {!isBlogPostPage && metadata.hasTruncateMarker && (
            <Link to={metadata.permalink} aria-label={translate({ id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' }, { title: metadata.title })}>
              <b><Translate id="theme.blog.post.readMore" description="The label used in blog post item excerpts to link to full blog posts">Read more</Translate></b>
            </Link>
          )}
        </footer>
      </article>
    </BlogPostProvider>
  );
}

/** Links to the newer and the older page (a list's `previousPage`/`nextPage`, a post's `prevItem`/`nextItem`). */
export function Paginator({ newer, older, label }: { newer?: { title: string; permalink: string } | null; older?: { title: string; permalink: string } | null; label: string }) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {newer ? <Link className="pagination-nav__link pagination-nav__link--prev" to={newer.permalink}>{newer.title}</Link> : <span />}
      {older ? <Link className="pagination-nav__link pagination-nav__link--next" to={older.permalink}>{older.title}</Link> : <span />}
    </nav>
  );
}

/** A list of posts (a page of the blog, of a tag) with its paginator. */
export function PostList({ items, metadata }: { items: Array<{ content: PostContent }>; metadata: { previousPage?: string | null; nextPage?: string | null } }) {
  const newer = translate({ id: 'theme.blog.paginator.newerEntries', message: 'Newer Entries' });
  const older = translate({ id: 'theme.blog.paginator.olderEntries', message: 'Older Entries' });
  return (
    <>
      {items.map(({ content }) => (
        <BlogPost key={content.metadata.permalink} content={content} isBlogPostPage={false} />
      ))}
      <Paginator newer={metadata.previousPage ? { title: newer, permalink: metadata.previousPage } : null} older={metadata.nextPage ? { title: older, permalink: metadata.nextPage } : null} label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })} />
    </>
  );
}
