// `@theme/BlogTagsPostsPage`: the posts of one tag that Docusaurus's blog plugin adds. Props as the
// plugin gives them: `tag` (`label`, `permalink`, `allTagsPath`, `count`), `items` (`{ content }[]`),
// `listMetadata` (`previousPage`, `nextPage`) and `sidebar` (not drawn). A heading in the theme's
// words ("2 posts tagged with …"), a link to every tag, the posts and the paginator.
import { plural, PostList, type PostContent } from './blog-theme-parts.tsx';
import Layout from './Layout.tsx';
import Link from './Link.tsx';
import Translate, { translate } from './Translate.tsx';

interface TagProp {
  label: string;
  permalink: string;
  allTagsPath: string;
  count: number;
}

export default function BlogTagsPostsPage({ tag, items, listMetadata }: { tag: TagProp; items: Array<{ content: PostContent }>; listMetadata: { previousPage?: string | null; nextPage?: string | null } }) {
  const posts = plural(translate({ id: 'theme.blog.post.plurals', message: 'One post|{count} posts' }), tag.count);
  return (
    <Layout wrapperClassName="blog-wrapper blog-tags-post-list-page">
      <main className="container margin-vert--lg">
        <header className="margin-bottom--xl">
          <h1>{translate({ id: 'theme.blog.tagTitle', message: '{nPosts} tagged with "{tagName}"' }, { nPosts: posts, tagName: tag.label })}</h1>
          <Link href={tag.allTagsPath}>
            <Translate id="theme.tags.tagsPageLink" description="The label of the link targeting the tag list page">View All Tags</Translate>
          </Link>
        </header>
        <PostList items={items} metadata={listMetadata} />
      </main>
    </Layout>
  );
}
