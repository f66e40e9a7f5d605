// `@theme/BlogPostPage`: a post's page that Docusaurus's blog plugin adds. Props as the plugin gives
// them: `content` (the post's content component, its `metadata` with title, date, authors, tags,
// editUrl, prevItem/nextItem set on it) and `sidebar` (not drawn: sfpdocs' frame has no blog
// sidebar). The post in full, with its tags, edit link and links to the newer and older posts.
import { BlogPost, Paginator, type PostContent } from './blog-theme-parts.tsx';
import Layout from './Layout.tsx';
import { translate } from './Translate.tsx';

export default function BlogPostPage({ content }: { content: PostContent }) {
  const { prevItem, nextItem } = content.metadata;
  return (
    <Layout wrapperClassName="blog-wrapper blog-post-page">
      <main className="container margin-vert--lg">
        <BlogPost content={content} isBlogPostPage />
        <Paginator newer={prevItem} older={nextItem} label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })} />
      </main>
    </Layout>
  );
}
