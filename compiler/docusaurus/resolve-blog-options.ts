// The options of a blog instance and of a pages instance with Docusaurus's defaults
// (plugin-content-blog/src/options.ts and plugin-content-pages/src/options.ts, 3.10).
import { presetOptionsLabel, type DeclaredOptions } from './classify-plugins.ts';
import type { DocusaurusBlog, DocusaurusPages } from './docusaurus-site.ts';
import { readMarkdownPlugins } from './markdown-plugin-entries.ts';
import { OptionReader, type ConfigSource } from './option-reader.ts';
import { defaultExclude, pluginIdRe } from './resolve-docs-options.ts';
import { isPlainObject } from './values.ts';

const blogUrl = 'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-blog';
const pagesUrl = 'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-pages';
const feedTypes = ['rss', 'atom', 'json'] as const;
/** Read by Docusaurus but not needed to describe the site (components, reading time, processing hooks). */
const blogOptionsNotDescribed = ['blogListComponent', 'blogPostComponent', 'blogTagsListComponent', 'blogTagsPostsComponent', 'blogAuthorsPostsComponent', 'blogAuthorsListComponent', 'blogArchiveComponent', 'readingTime', 'truncateMarker', 'processBlogPosts', 'admonitions', 'recmaPlugins', 'editLocalizedFiles', 'showLastUpdateTime', 'showLastUpdateAuthor'];

function instance(declared: DeclaredOptions, kind: 'blog' | 'pages', ctx: ConfigSource, docsUrl: string): { id: string; o: OptionReader } {
  const raw = isPlainObject(declared.options) ? declared.options : {};
  const id = typeof raw.id === 'string' ? raw.id : 'default';
  const label = declared.fromPreset ? presetOptionsLabel(declared, kind) : `${kind} plugin \`${id}\``;
  const o = new OptionReader(declared.options, { ctx, label, keyPath: declared.keyPath, from: declared.from, docsUrl });
  if (o.string('id', 'default') !== id || !pluginIdRe.test(id)) o.report('error', 'id', `plugin id "${id}" of ${label} may only contain letters, digits, underscores and dashes`, 'rename the id');
  return { id, o };
}

const withSlash = (route: string) => (route.startsWith('/') ? route : `/${route}`);

export function resolveBlogOptions(declared: DeclaredOptions, ctx: ConfigSource): DocusaurusBlog {
  const { id, o } = instance(declared, 'blog', ctx, blogUrl);
  const count = (key: string, fallback: number, min: number): number | 'ALL' => {
    const value = o.value(key);
    if (value === undefined) return fallback;
    return value === 'ALL' || (typeof value === 'number' && Number.isInteger(value) && value >= min) ? value : o.wrong(key, `'ALL' or a whole number from ${min}`, fallback);
  };
  const archive = o.value('archiveBasePath');
  const tags = o.value('tags');
  const blog: DocusaurusBlog = {
    id,
    declaredAt: declared.declaredAt,
    path: o.string('path', 'blog'),
    routeBasePath: withSlash(o.string('routeBasePath', 'blog')),
    tagsBasePath: o.string('tagsBasePath', 'tags'),
    archiveBasePath: archive === null ? null : o.string('archiveBasePath', 'archive'),
    pageBasePath: o.string('pageBasePath', 'page'),
    authorsBasePath: o.string('authorsBasePath', 'authors'),
    include: o.stringArray('include', ['**/*.{md,mdx}']),
    exclude: o.stringArray('exclude', defaultExclude),
    authorsMapPath: o.string('authorsMapPath', 'authors.yml'),
    postsPerPage: count('postsPerPage', 10, 1),
    blogTitle: o.string('blogTitle', 'Blog'),
    blogDescription: o.string('blogDescription', 'Blog'),
    blogSidebarCount: count('blogSidebarCount', 5, 0),
    blogSidebarTitle: o.string('blogSidebarTitle', 'Recent posts'),
    showReadingTime: o.boolean('showReadingTime', true),
    editUrl: o.stringOrFunction('editUrl'),
    sortPosts: o.oneOf('sortPosts', ['descending', 'ascending'], 'descending'),
    feedOptions: readFeedOptions(o),
    onInlineTags: o.policy('onInlineTags', 'warn'),
    onInlineAuthors: o.policy('onInlineAuthors', 'warn'),
    onUntruncatedBlogPosts: o.policy('onUntruncatedBlogPosts', 'warn'),
    tags: typeof tags === 'string' || tags === false ? tags : tags === undefined || tags === null ? null : o.wrong('tags', 'a path, null or false', null),
    ...readMarkdownPlugins(o),
  };
  o.finish(blogOptionsNotDescribed);
  return blog;
}

function readFeedOptions(o: OptionReader): DocusaurusBlog['feedOptions'] {
  const feed = o.object('feedOptions', `the \`feedOptions\` of ${o.scope.label}`);
  const type = feed.value('type');
  let types: DocusaurusBlog['feedOptions']['type'];
  if (type === undefined) types = ['rss', 'atom'];
  else if (type === null) types = [];
  else if (type === 'all') types = [...feedTypes];
  else if (typeof type === 'string' && (feedTypes as readonly string[]).includes(type)) types = [type as (typeof feedTypes)[number]];
  else if (Array.isArray(type) && type.every((t) => (feedTypes as readonly string[]).includes(t))) types = type;
  else types = feed.wrong('type', "'rss' | 'atom' | 'json' | 'all', an array of them, or null", ['rss', 'atom']);
  const limit = feed.value('limit');
  const result: DocusaurusBlog['feedOptions'] = {
    type: types,
    title: feed.stringOrNull('title'),
    description: feed.stringOrNull('description'),
    copyright: feed.string('copyright', ''),
    language: feed.stringOrNull('language'),
    limit: limit === undefined ? 20 : limit === null || limit === false || typeof limit === 'number' ? (limit as number | false | null) : feed.wrong('limit', 'a number, null or false', 20),
  };
  feed.finish(['xslt', 'createFeedItems']);
  return result;
}

export function resolvePagesOptions(declared: DeclaredOptions, ctx: ConfigSource): DocusaurusPages {
  const { id, o } = instance(declared, 'pages', ctx, pagesUrl);
  const pages: DocusaurusPages = {
    id,
    declaredAt: declared.declaredAt,
    path: o.string('path', 'src/pages'),
    routeBasePath: withSlash(o.string('routeBasePath', '/')),
    include: o.stringArray('include', ['**/*.{js,jsx,ts,tsx,md,mdx}']),
    exclude: o.stringArray('exclude', defaultExclude),
    editUrl: o.stringOrFunction('editUrl'),
    ...readMarkdownPlugins(o),
  };
  o.finish(['mdxPageComponent', 'admonitions', 'recmaPlugins', 'showLastUpdateTime', 'showLastUpdateAuthor', 'editLocalizedFiles']);
  return pages;
}
