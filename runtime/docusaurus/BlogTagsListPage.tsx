// `@theme/BlogTagsListPage`: the page of every blog tag that Docusaurus's blog plugin adds at
// `/blog/tags` (sfpdocs' own blog makes its tag index itself; this one serves a plugin's route).
// Props as the plugin gives them: `tags` ({ label, permalink, count }[]) and `sidebar` (not drawn:
// sfpdocs' frame has no blog sidebar). Tags are listed by first letter, as Docusaurus's are.
import Layout from './Layout.tsx';
import Link from './Link.tsx';
import Translate from './Translate.tsx';

export interface TagsListItem {
  label: string;
  permalink: string;
  count: number;
}

export default function BlogTagsListPage({ tags }: { tags: TagsListItem[] }) {
  const byLetter = new Map<string, TagsListItem[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), tag]);
  }
  return (
    <Layout wrapperClassName="blog-wrapper blog-tags-list-page">
      <main className="container margin-vert--lg">
        <h1>
          <Translate id="theme.tags.tagsPageTitle" description="The title of the tag list page">
            Tags
          </Translate>
        </h1>
        {[...byLetter].map(([letter, list]) => (
          <section key={letter}>
            <h2 id={letter}>{letter}</h2>
            <ul className="padding--none">
              {list.map((tag) => (
                <li key={tag.permalink}>
                  <Link to={tag.permalink}>
                    {tag.label} <span>{tag.count}</span>
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
