// Blog: post metadata (authors, reading time, tags), paginated lists, tag pages and an archive.
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { parse as parseYaml } from 'yaml';
import type { BlogAuthor, BlogPostSummary, PageLink } from '../../shared/contract.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { isRouteInside } from '../paths/is-inside.ts';
import { addPage, newPage, routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';
import { readSourceText } from '../content/read-source-text.ts';
import { themeMessage, type ThemeMessageId } from '../../shared/theme-messages.ts';

const wordsPerMinute = 200;

export function addBlogPages(graph: PageGraph): PageGraph {
  loadAuthors(graph);
  const posts = [...graph.pages.values()]
    .filter((p) => p.kind === 'blog-post')
    .sort((a, b) => ((a.date ?? '') > (b.date ?? '') ? -1 : (a.date ?? '') < (b.date ?? '') ? 1 : a.route < b.route ? -1 : 1));
  if (!posts.length) return graph;
  const { title: blogTitle, postsPerPage } = graph.config.blog;
  // Titles in the locale's words.
  const t = (id: ThemeMessageId, values?: Record<string, string | number>) => themeMessage(graph.config.messages, id, values);
  const tagSlug = (tag: string) => new GithubSlugger().slug(tag);
  const root = graph.config.blog.routeBasePath.replace(/\/+$/, '');
  const tagLink = (tag: string): PageLink => ({ title: tag, href: `${root}/tags/${tagSlug(tag)}` });
  const summaries = new Map<Page, BlogPostSummary>();
  posts.forEach((post, i) => {
    const compiled = post.compiled!;
    if (!post.date) {
      graph.diagnostics.push({ file: post.file!, line: 1, column: 1, message: 'blog post has no date', hint: 'name the file YYYY-MM-DD-slug.md or add `date: YYYY-MM-DD` to the front matter', ruleId: 'blog', severity: 'error' });
    }
    post.authors = postAuthors(graph, post);
    const summary: BlogPostSummary = {
      title: post.title,
      href: post.route,
      date: post.date ?? '',
      authors: post.authors,
      tags: post.tags.map(tagLink),
      readingMinutes: Math.max(1, Math.round(compiled.text.split(/\s+/).length / wordsPerMinute)),
      previewHtml: compiled.previewHtml ?? undefined,
    };
    summaries.set(post, summary);
    const newer = posts[i - 1];
    const older = posts[i + 1];
    post.prev = newer ? { title: newer.title, href: newer.route } : null;
    post.next = older ? { title: older.title, href: older.route } : null;
    // Docusaurus's trail (`sidebar`) is for docs only: its posts have none.
    post.breadcrumbs = graph.config.breadcrumbs === 'categories' ? [{ title: blogTitle, href: root || '/' }] : [];
  });
  for (const post of posts) post.blog = { post: { ...summaries.get(post)!, previewHtml: undefined } };

  const listPages = (list: Page[], routeOf: (n: number) => string, title: string, kind: Page['kind']) => {
    const pages = Math.max(1, Math.ceil(list.length / postsPerPage));
    for (let n = 1; n <= pages; n++) {
      const slice = list.slice((n - 1) * postsPerPage, n * postsPerPage).map((p) => summaries.get(p)!);
      addPage(graph, newPage({
        route: routeOf(n),
        kind,
        title: n === 1 ? title : t('sfpdocs.blog.listPage', { title, page: n }),
        description: graph.config.blog.description,
        blog: { posts: slice, pagination: { page: n, pages, prev: n > 1 ? routeOf(n - 1) : null, next: n < pages ? routeOf(n + 1) : null } },
      }));
    }
  };
  listPages(posts, (n) => (n === 1 ? root || '/' : `${root}/page/${n}`), blogTitle, 'blog-list');

  const byTag = new Map<string, { tag: string; posts: Page[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = tagSlug(tag);
      const entry = byTag.get(slug) ?? { tag, posts: [] };
      entry.posts.push(post);
      byTag.set(slug, entry);
    }
  }
  const tags = [...byTag.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [slug, { tag, posts: tagged }] of tags) {
    listPages(tagged, (n) => (n === 1 ? `${root}/tags/${slug}` : `${root}/tags/${slug}/page/${n}`), t('sfpdocs.blog.tagTitle', { tagName: tag }), 'blog-tag');
  }
  // As Docusaurus: a tags page when posts have tags, an authors page when the authors file has
  // authors, and a page per author who asks for one (`page: true`).
  if (tags.length) addPage(graph, newPage({ route: `${root}/tags`, kind: 'blog-tags', title: t('theme.tags.tagsPageTitle'), blog: { tags: tags.map(([slug, { tag, posts: tagged }]) => ({ title: tag, href: `${root}/tags/${slug}`, count: tagged.length })) } }));
  addPage(graph, newPage({ route: `${root}/archive`, kind: 'blog-archive', title: t('theme.blog.archive.title'), blog: { posts: posts.map((p) => ({ ...summaries.get(p)!, previewHtml: undefined })) } }));
  if (graph.authors.size && graph.config.blog.authorsPages) {
    const byAuthor = new Map<string, Page[]>([...graph.authors.keys()].map((key) => [key, []]));
    for (const post of posts) for (const author of post.authors ?? []) if (author.key) byAuthor.get(author.key)?.push(post);
    addPage(graph, newPage({ route: `${root}/authors`, kind: 'blog-authors', title: t('theme.blog.authorsList.pageTitle'), blog: { authors: [...graph.authors.values()].map((author) => ({ ...author, count: byAuthor.get(author.key)!.length })) } }));
    for (const author of graph.authors.values()) {
      if (!author.page) continue;
      const pageRoute = author.page;
      const routeOf = (n: number) => (n === 1 ? pageRoute : `${pageRoute}/page/${n}`);
      listPages(byAuthor.get(author.key)!, routeOf, author.name, 'blog-author');
      for (let n = 1; graph.pages.get(routeKey(routeOf(n)))?.kind === 'blog-author'; n++) graph.pages.get(routeKey(routeOf(n)))!.blog!.author = author;
    }
  }
  graph.blogLinks = {
    home: root || '/',
    tags: tags.length ? `${root}/tags` : null,
    authors: graph.authors.size ? `${root}/authors` : null,
    archive: `${root}/archive`,
    rss: `${root}/rss.xml`,
    atom: `${root}/atom.xml`,
  };
  return graph;
}

/**
 * A post's authors as Docusaurus reads them: keys of the authors file, authors written in place (a
 * `key` borrows the file's entry, the other fields override it), or the older single-author fields
 * (`author`, `author_title`, `author_url`, `author_image_url` and their camel-case spellings).
 */
function postAuthors(graph: PageGraph, post: Page): BlogAuthor[] {
  const fm = post.compiled!.frontMatter;
  const line = (key: string) => post.compiled!.frontMatterLines?.[key] ?? 1;
  const legacy = { name: fm.author, title: fm.author_title ?? fm.authorTitle, url: fm.author_url ?? fm.authorURL, imageUrl: fm.author_image_url ?? fm.authorImageURL };
  const hasLegacy = Object.values(legacy).some((v) => v !== undefined);
  if (hasLegacy && fm.authors?.length) {
    graph.diagnostics.push({ file: post.file!, line: line('author'), column: 1, message: '`author` fields and `authors` both name authors; `authors` is used', hint: 'keep one of them (Docusaurus refuses both)', ruleId: 'blog', severity: 'warning' });
  } else if (hasLegacy) {
    return [{ key: '', name: legacy.name ?? '', title: legacy.title ?? '', ...(legacy.url ? { url: legacy.url } : {}), ...(legacy.imageUrl ? { imageUrl: legacy.imageUrl } : {}) }];
  }
  return (fm.authors ?? []).map((entry) => {
    const given = typeof entry === 'string' ? { key: entry } : entry;
    const known = given.key ? graph.authors.get(given.key) : undefined;
    if (given.key && !known) {
      const near = closestMatch(given.key, graph.authors.keys());
      graph.diagnostics.push({ file: post.file!, line: line('authors'), column: 1, message: `unknown blog author \`${given.key}\``, hint: near ? `did you mean \`${near}\`?` : `add the author to ${graph.config.blog.dir}/${graph.config.blog.authorsFile}`, ruleId: 'blog', severity: 'error' });
    }
    const author: BlogAuthor = { ...(known ?? { key: given.key ?? '', name: given.key ?? '', title: '' }) };
    if (given.name !== undefined) author.name = given.name;
    if (given.title !== undefined) author.title = given.title;
    if (given.url !== undefined) author.url = given.url;
    if (given.image_url !== undefined) author.imageUrl = given.image_url;
    return author;
  });
}

function loadAuthors(graph: PageGraph): void {
  const source = graph.sources.find((s) => s.kind === 'authors');
  if (!source) return;
  const { text, problem } = readSourceText(path.join(graph.siteDir, source.file));
  if (problem) graph.diagnostics.push({ file: source.file, ...problem });
  let raw: unknown;
  try {
    raw = parseYaml(text);
  } catch (error) {
    const pos = (error as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0];
    graph.diagnostics.push({ file: source.file, line: pos?.line ?? 1, column: pos?.col ?? 1, message: `invalid YAML: ${(error as Error).message.split('\n')[0]}`, hint: 'each author is `key: { name: …, title: … }`', ruleId: 'blog', severity: 'error' });
    return;
  }
  const lineOf = (key: string) => {
    const at = text.search(new RegExp(`^["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`, 'm'));
    return at < 0 ? 1 : text.slice(0, at).split('\n').length;
  };
  const root = graph.config.blog.routeBasePath.replace(/\/+$/, '');
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, Record<string, unknown> | null>)) {
    // Docusaurus asks for a name or an image; the image's alternative text is then the key.
    const name = str(value?.name);
    const imageUrl = str(value?.image_url) ?? str(value?.imageURL);
    if (!value || typeof value !== 'object' || (!name && !imageUrl)) {
      graph.diagnostics.push({ file: source.file, line: lineOf(key), column: 1, message: `author \`${key}\` needs a \`name\``, hint: 'write `key: { name: Jane Doe, title: Technical writer }`', ruleId: 'blog', severity: 'error' });
      continue;
    }
    // `page: true` gives the author a page of their posts (`page: { permalink: jane }` names its route).
    // A site whose Docusaurus predates authors pages (blog.authorsPages false) has no such key.
    const page = !graph.config.blog.authorsPages ? undefined : value.page === true ? `${root}/authors/${key}` : value.page && typeof value.page === 'object' && str((value.page as { permalink?: unknown }).permalink) ? `${root}/authors/${String((value.page as { permalink: string }).permalink).replace(/^\/+/, '')}` : undefined;
    // The author's page is written at its route: a key or permalink climbing out with `..` would
    // write it outside the output folder.
    const outside = !!page && !isRouteInside(page);
    if (outside) graph.diagnostics.push({ file: source.file, line: lineOf(key), column: 1, message: `author \`${key}\`: the page route "${page}" leads outside the output folder`, hint: 'write the key (or `page.permalink`) without `..` segments', ruleId: 'outside-site', severity: 'error' });
    const url = str(value.url);
    graph.authors.set(key, { key, name: name ?? key, title: str(value.title) ?? '', ...(url ? { url } : {}), ...(imageUrl ? { imageUrl } : {}), ...(page && !outside ? { page } : {}) } satisfies BlogAuthor);
  }
}
