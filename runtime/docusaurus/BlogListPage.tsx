// `@theme/BlogListPage`: a page of the blog's list that Docusaurus's blog plugin adds. Props as the
// plugin gives them: `items` (`{ content }[]`, each the part of a post before its truncate marker,
// with its `metadata`), `metadata` (`blogTitle`, `blogDescription`, `previousPage`, `nextPage`) and
// `sidebar` (not drawn). Each post with "Read more" where it was cut, then the paginator.
import { PostList, type PostContent } from './blog-theme-parts.tsx';
import Layout from './Layout.tsx';

export default function BlogListPage({ items, metadata }: { items: Array<{ content: PostContent }>; metadata: { blogTitle?: string; previousPage?: string | null; nextPage?: string | null } }) {
  return (
    <Layout wrapperClassName="blog-wrapper blog-list-page">
      <main className="container margin-vert--lg">
        {metadata.blogTitle && <h1 className="visually-hidden">{metadata.blogTitle}</h1>}
        <PostList items={items} metadata={metadata} />
      </main>
    </Layout>
  );
}
