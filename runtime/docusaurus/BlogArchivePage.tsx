// `@theme/BlogArchivePage`: the list of every post, by year, that Docusaurus's blog plugin adds at
// `/blog/archive`. Props as the plugin gives them: `archive.blogPosts`, each post's `metadata`
// (`permalink`, `title`, `date`, `formattedDate`), newest first as the plugin sorts them.
import Layout from './Layout.tsx';
import Link from './Link.tsx';
import Translate from './Translate.tsx';

interface ArchivedPost {
  id: string;
  metadata: { permalink: string; title: string; date: string; formattedDate?: string };
}

export default function BlogArchivePage({ archive }: { archive: { blogPosts: ArchivedPost[] } }) {
  const byYear = new Map<string, ArchivedPost[]>();
  for (const post of archive.blogPosts) {
    const year = post.metadata.date.slice(0, 4);
    byYear.set(year, [...(byYear.get(year) ?? []), post]);
  }
  return (
    <Layout wrapperClassName="blog-wrapper blog-archive-page">
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">
            <Translate id="theme.blog.archive.title" description="The page & hero title of the blog archive page">
              Archive
            </Translate>
          </h1>
          <p className="hero__subtitle">
            <Translate id="theme.blog.archive.description" description="The page & hero description of the blog archive page">
              Archive
            </Translate>
          </p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        {[...byYear].map(([year, posts]) => (
          <section key={year}>
            <h3>{year}</h3>
            <ul>
              {posts.map((post) => (
                <li key={post.metadata.permalink}>
                  <Link to={post.metadata.permalink}>
                    {post.metadata.formattedDate ?? post.metadata.date.slice(0, 10)} - {post.metadata.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}
