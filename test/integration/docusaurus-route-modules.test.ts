// A local plugin that builds its pages as a site's wrapper of Docusaurus's blog plugin does
// (apache/answer-website's plugins/blog-plugin.js): its routes' modules name a markdown file
// (`content: '@site/posts/first.md'`, and `{ __import: true, path, query: { truncated: true } }` in a
// list), createData JSON reached through its configureWebpack alias by a path relative to
// `.docusaurus`, and an empty list; its configureWebpack gives the mdx-loader rule whose
// `metadataPath`, `createAssets` and `truncateMarker` the content follows. The site's component
// receives the content component with `frontMatter`, `metadata`, `contentTitle`, `toc` and `assets`
// set on it, and reads the post through BlogPostProvider / useBlogPost. A second route at the same
// path, added after (the wrapped plugin's own), is not the page, as in Docusaurus. The blog
// theme's pages (@theme/BlogPostPage, BlogListPage, BlogTagsListPage, BlogTagsPostsPage) render
// the props the blog plugin gives them. One build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { withSite } from '../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-route-modules', dependencies: { '@docusaurus/core': '^3.1.1' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Posts Site',
  url: 'https://posts.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: ['./plugins/posts-plugin'],
};
`,
  'plugins/posts-plugin.js': `const path = require('path');
// As answer-website's wrapper names createData's files: relative to Docusaurus's generated folder.
const dataRoot = path.join('.docusaurus', 'posts-plugin');
module.exports = function postsPlugin(context) {
  const dataDir = path.join(context.generatedFilesDir, 'posts-plugin', 'default');
  const source = '@site/posts/first.md';
  return {
    name: 'posts-plugin',
    async contentLoaded({ actions }) {
      await actions.createData('first-meta.json', JSON.stringify({ permalink: '/posts/first', title: 'First', date: '2024-01-02T00:00:00.000Z', formattedDate: 'January 2, 2024', readingTime: 2, authors: [{ name: 'Ann Writer' }], tags: [{ label: 'news', permalink: '/posts/tags/news' }], hasTruncateMarker: true, editUrl: 'https://example.com/edit/first.md', nextItem: { title: 'Older post', permalink: '/posts/older' } }));
      const list = await actions.createData('list.json', JSON.stringify({ page: 1 }));
      const tags = await actions.createData('tags.json', JSON.stringify([{ label: 'news', permalink: '/posts/tags/news', count: 1 }]));
      actions.addRoute({ path: '/posts/first', component: '@site/src/components/Post', exact: true, modules: { content: source, related: [], listMeta: '~posts/' + path.relative(dataRoot, list) } });
      actions.addRoute({ path: '/posts', component: '@site/src/components/PostList', exact: true, modules: { items: [{ content: { __import: true, path: source, query: { truncated: true } } }], listMeta: list } });
      actions.addRoute({ path: '/posts/tags', component: '@theme/BlogTagsListPage', exact: true, modules: { tags } });
      // The blog plugin's own theme pages, with the props it gives them.
      const listMetadata = await actions.createData('list-meta.json', JSON.stringify({ blogTitle: 'Posts', previousPage: null, nextPage: '/posts/theme/page/2' }));
      const tag = await actions.createData('tag.json', JSON.stringify({ label: 'news', permalink: '/posts/theme/tags/news', allTagsPath: '/posts/tags', count: 1 }));
      actions.addRoute({ path: '/posts/theme/first', component: '@theme/BlogPostPage', exact: true, modules: { sidebar: list, content: source } });
      actions.addRoute({ path: '/posts/theme', component: '@theme/BlogListPage', exact: true, modules: { sidebar: list, items: [{ content: { __import: true, path: source, query: { truncated: true } } }], metadata: listMetadata } });
      actions.addRoute({ path: '/posts/theme/tags/news', component: '@theme/BlogTagsPostsPage', exact: true, modules: { sidebar: list, items: [{ content: { __import: true, path: source, query: { truncated: true } } }], tag, listMetadata } });
      // The wrapped plugin's own page at the same path, added after: Docusaurus's router renders the first.
      actions.addRoute({ path: '/posts/first', component: '@site/src/components/Other', exact: true });
    },
    configureWebpack() {
      return {
        resolve: { alias: { '~posts': path.join(context.generatedFilesDir, 'posts-plugin') } },
        module: {
          rules: [{
            test: /\\.mdx?$/i,
            include: [path.join(context.siteDir, 'posts') + path.sep],
            use: [
              { loader: '/modules/node_modules/@docusaurus/mdx-loader/lib/index.js', options: { removeContentTitle: true, metadataPath: () => path.join(dataDir, 'first-meta.json'), createAssets: ({ frontMatter, metadata }) => ({ image: frontMatter.image, title: metadata.title }) } },
              { loader: '/modules/markdownLoader.js', options: { truncateMarker: /<!--\\s*more\\s*-->/ } },
            ],
          }],
        },
      };
    },
  };
};
`,
  'posts/first.md': '---\ntitle: First\ncategory: News\nimage: ./cover.png\n---\n\n# First post\n\nThe opening words.\n\n<!-- more -->\n\n## Details\n\nThe words after the marker.\n',
  'src/components/Post.js': `import React from 'react';
import { BlogPostProvider, useBlogPost } from '@docusaurus/theme-common/internal';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
function Title() {
  const { metadata, frontMatter, isBlogPostPage } = useBlogPost();
  return <h1 id="title">{metadata.title} in {frontMatter.category}{isBlogPostPage ? ' (post page)' : ''}</h1>;
}
export default function Post({ content: Content, related, listMeta }) {
  return (
    <BlogPostProvider content={Content} isBlogPostPage>
      <HtmlClassNameProvider className={ThemeClassNames.page.blogPostPage}>
        <Title />
        <p id="facts">{[Content.contentTitle, Content.toc.map((t) => t.id).join(','), 'related ' + related.length, 'page ' + listMeta.page, 'minutes ' + Content.metadata.readingTime, Content.assets.title === undefined ? 'no title asset' : 'title asset'].join('|')}</p>
        <img id="cover" src={Content.assets.image} alt="" />
        <div id="body"><Content /></div>
      </HtmlClassNameProvider>
    </BlogPostProvider>
  );
}
`,
  'src/components/PostList.js': `import React from 'react';
export default function PostList({ items, listMeta }) {
  return <ul id="list" data-page={listMeta.page}>{items.map(({ content: Content }) => <li key={Content.metadata.permalink}><Content /></li>)}</ul>;
}
`,
  'src/components/Other.js': "import React from 'react';\nexport default function Other() { return <p>the wrapped plugin's page</p>; }\n",
  'docs/intro.md': '# Intro\n\nRead [the post](/posts/first).\n',
};

// A 1×1 PNG: the post's `image: ./cover.png`, which createAssets gives and the module imports.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8').replace(/<!-- -->/g, '');

const routeModules = suite('Docusaurus route modules');

routeModules('should give a route the markdown file it names as content with its loader exports, JSON through aliases, and the first of two routes at a path', async () => {
  await withSite(files, async (dir) => {
    fs.writeFileSync(path.join(dir, 'posts', 'cover.png'), png);
    const result = await build({ siteDir: dir, cache: false });
    const messages = result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`);
    assert.ok(result.ok, messages.join('\n'));

    const post = read(dir, 'posts/first/index.html');
    assert.match(post, '<h1 id="title">First in News (post page)</h1>', 'useBlogPost reads the metadata and front matter the content carries');
    assert.match(post, '<p id="facts">First post|details|related 0|page 1|minutes 2|no title asset</p>', 'contentTitle, toc, an empty list, a JSON module through the alias, metadata; createAssets keeps only ./ paths');
    assert.match(post, /<img id="cover" src="\/assets\/[^"]*cover[^"]*\.png"/, 'the ./ asset is the imported image');
    assert.match(post, 'The opening words.');
    assert.match(post, 'The words after the marker.', 'the whole post on its page');
    assert.not.match(post, '>First post</h1>', 'removeContentTitle: the leading heading is not rendered');
    assert.not.match(post, "the wrapped plugin's page", 'the route added first is the page');

    const list = read(dir, 'posts/index.html');
    assert.match(list, /<ul id="list" data-page="1"><li>.*The opening words\./s);
    assert.not.match(list, 'The words after the marker.', 'query.truncated: the part before the loader\'s truncateMarker');

    const tags = read(dir, 'posts/tags/index.html');
    assert.match(tags, /<a[^>]* href="\/posts\/tags\/news"[^>]*>news <span>1<\/span><\/a>/, '@theme/BlogTagsListPage lists the tags it is given');

    // The blog theme's pages for the blog plugin's own routes.
    const themePost = read(dir, 'posts/theme/first/index.html');
    assert.match(themePost, /<h1[^>]*>First<\/h1>/, '@theme/BlogPostPage: the title from the metadata');
    assert.match(themePost, '<time dateTime="2024-01-02T00:00:00.000Z">January 2, 2024</time> · 2 min read');
    assert.match(themePost, 'Ann Writer');
    assert.match(themePost, 'The words after the marker.', 'the whole post');
    assert.match(themePost, /<a[^>]*href="https:\/\/example\.com\/edit\/first\.md"[^>]*>Edit this page<\/a>/);
    assert.match(themePost, /<a[^>]*href="\/posts\/older"[^>]*>Older post<\/a>/, 'the link to the older post');
    const themeList = read(dir, 'posts/theme/index.html');
    assert.match(themeList, /<h2><a[^>]*href="\/posts\/first"[^>]*>First<\/a><\/h2>/, '@theme/BlogListPage: each post\'s title links to it');
    assert.match(themeList, 'The opening words.');
    assert.not.match(themeList, 'The words after the marker.', 'the list shows the truncated part');
    assert.match(themeList, /<b>Read more<\/b>/);
    assert.match(themeList, /<a[^>]*href="\/posts\/theme\/page\/2"[^>]*>Older Entries<\/a>/, 'the paginator');
    const themeTag = read(dir, 'posts/theme/tags/news/index.html');
    assert.match(themeTag, '<h1>One post tagged with &quot;news&quot;</h1>', '@theme/BlogTagsPostsPage: the heading in the theme\'s words');
    assert.match(themeTag, /<a[^>]*href="\/posts\/tags"[^>]*>View All Tags<\/a>/);
    assert.match(themeTag, 'The opening words.');

    assert.ok(messages.includes('warning docusaurus.config.js:6 plugin `posts-plugin` adds a route that a route added before already has: `/posts/first`; as in Docusaurus, the route added first is the page'), messages.join('\n'));
    assert.not.ok(messages.some((m) => m.includes('needs webpack')), "the mdx-loader rule is honoured, not warned about");
    assert.not.ok(messages.some((m) => m.includes('front matter field')), 'the plugin reads its own front matter');
  });
});

// A route module naming a markdown file outside the site, directly or through a symbolic link in
// it: sfpdocs reads the file itself (the plugin only names it), so it refuses, at the plugin, and
// the secret's text reaches no page. A file in the folder the plugin's own `path` option names
// (a content plugin's `path: '../shared-posts'`) is the site's and renders.
routeModules('should refuse a route module that names a markdown file outside the site, and read one in the folder its path option names', async () => {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-outside-'));
  try {
    fs.writeFileSync(path.join(outside, 'secret.md'), '# Secret\n\nThe outside words.\n');
    fs.mkdirSync(path.join(outside, 'shared-posts'));
    fs.writeFileSync(path.join(outside, 'shared-posts', 'kept.md'), '# Kept\n\nThe shared words.\n');
    const plugin = (name: string, route: string, file: string, extra = '') => `module.exports = () => ({
  name: '${name}',${extra}
  async contentLoaded({ actions }) {
    actions.addRoute({ path: '${route}', component: '@site/src/components/Show', exact: true, modules: { content: ${JSON.stringify(file)} } });
  },
});
`;
    const hostile = {
      'package.json': JSON.stringify({ name: 'fixture-outside-modules', dependencies: { '@docusaurus/core': '^3.1.1' } }),
      'docusaurus.config.js': `module.exports = {
  title: 'Outside',
  url: 'https://outside.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: ['./plugins/direct', './plugins/linked', ['./plugins/shared', { path: ${JSON.stringify(path.join(outside, 'shared-posts'))} }]],
};
`,
      'plugins/direct.js': plugin('direct', '/direct', path.join(outside, 'secret.md')),
      'plugins/linked.js': plugin('linked', '/linked', '@site/posts/linked.md'),
      'plugins/shared.js': `module.exports = (context, options) => ({
  name: 'shared',
  async contentLoaded({ actions }) {
    actions.addRoute({ path: '/shared', component: '@site/src/components/Show', exact: true, modules: { content: require('path').join(options.path, 'kept.md') } });
  },
});
`,
      'src/components/Show.js': `import React from 'react';\nexport default function Show({ content: Content }) { return <main>{Content ? <Content /> : 'nothing'}</main>; }\n`,
    };
    await withSite(hostile, async (dir) => {
      fs.mkdirSync(path.join(dir, 'posts'));
      fs.symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'posts', 'linked.md'));
      const result = await build({ siteDir: dir, cache: false });
      const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} ${d.message}`);
      assert.not.ok(result.ok, 'the build fails');
      assert.ok(errors.some((m) => /^docusaurus\.config\.js:6 plugin `direct` added a route that renders .*secret\.md, which lies outside the site folder$/.test(m)), errors.join('\n'));
      assert.ok(errors.includes('docusaurus.config.js:6 plugin `linked` added a route that renders posts/linked.md, which lies outside the site folder'), errors.join('\n'));
      assert.not.ok(errors.some((m) => m.includes('`shared`')), 'a file in the folder the plugin\'s path option names is the site\'s');
      assert.not.ok(fs.existsSync(path.join(dir, 'build')), 'a failed build writes no output');
    });
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

routeModules.run();
