// Blog: post metadata (authors, reading time, tags), paginated lists, tag pages and an archive.
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { parse as parseYaml } from 'yaml';
import type { BlogAuthor, BlogPostSummary, PageLink } from '../../shared/contract.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { addPage, newPage, type Page, type PageGraph } from '../graph/page-graph.ts';

const wordsPerMinute = 200;

export function addBlogPages(graph: PageGraph): PageGraph {
  loadAuthors(graph);
  const posts = [...graph.pages.values()]
    .filter((p) => p.kind === 'blog-post')
    .sort((a, b) => ((a.date ?? '') > (b.date ?? '') ? -1 : (a.date ?? '') < (b.date ?? '') ? 1 : a.route < b.route ? -1 : 1));
  if (!posts.length) return graph;
  const { title: blogTitle, postsPerPage } = graph.config.blog;
  const tagSlug = (tag: string) => new GithubSlugger().slug(tag);
  const tagLink = (tag: string): PageLink => ({ title: tag, href: `/blog/tags/${tagSlug(tag)}` });
  const summaries = new Map<Page, BlogPostSummary>();
  posts.forEach((post, i) => {
    const compiled = post.compiled!;
    if (!post.date) {
      graph.diagnostics.push({ file: post.file!, line: 1, column: 1, message: 'blog post has no date', hint: 'name the file YYYY-MM-DD-slug.md or add `date: YYYY-MM-DD` to the front matter', ruleId: 'blog', severity: 'error' });
    }
    post.authors = (compiled.frontMatter.authors ?? []).map((key) => {
      const author = graph.authors.get(key);
      if (author) return author;
      const near = closestMatch(key, graph.authors.keys());
      graph.diagnostics.push({ file: post.file!, line: 1, column: 1, message: `unknown blog author \`${key}\``, hint: near ? `did you mean \`${near}\`?` : 'add the author to content/blog/authors.yml', ruleId: 'blog', severity: 'error' });
      return { key, name: key, title: '' };
    });
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
    post.breadcrumbs = [{ title: blogTitle, href: '/blog' }];
  });
  for (const post of posts) post.blog = { post: { ...summaries.get(post)!, previewHtml: undefined } };

  const listPages = (list: Page[], routeOf: (n: number) => string, title: string, kind: Page['kind']) => {
    const pages = Math.max(1, Math.ceil(list.length / postsPerPage));
    for (let n = 1; n <= pages; n++) {
      const slice = list.slice((n - 1) * postsPerPage, n * postsPerPage).map((p) => summaries.get(p)!);
      addPage(graph, newPage({
        route: routeOf(n),
        kind,
        title: n === 1 ? title : `${title} (page ${n})`,
        description: graph.config.blog.description,
        blog: { posts: slice, pagination: { page: n, pages, prev: n > 1 ? routeOf(n - 1) : null, next: n < pages ? routeOf(n + 1) : null } },
      }));
    }
  };
  listPages(posts, (n) => (n === 1 ? '/blog' : `/blog/page/${n}`), blogTitle, 'blog-list');

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
    listPages(tagged, (n) => (n === 1 ? `/blog/tags/${slug}` : `/blog/tags/${slug}/page/${n}`), `Posts tagged “${tag}”`, 'blog-tag');
  }
  addPage(graph, newPage({ route: '/blog/tags', kind: 'blog-tags', title: 'Tags', blog: { tags: tags.map(([slug, { tag, posts: tagged }]) => ({ title: tag, href: `/blog/tags/${slug}`, count: tagged.length })) } }));
  addPage(graph, newPage({ route: '/blog/archive', kind: 'blog-archive', title: 'Archive', blog: { posts: posts.map((p) => ({ ...summaries.get(p)!, previewHtml: undefined })) } }));
  return graph;
}

function loadAuthors(graph: PageGraph): void {
  const source = graph.sources.find((s) => s.kind === 'authors');
  if (!source) return;
  let raw: unknown;
  try {
    raw = parseYaml(fs.readFileSync(path.join(graph.siteDir, source.file), 'utf8'));
  } catch (error) {
    const pos = (error as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0];
    graph.diagnostics.push({ file: source.file, line: pos?.line ?? 1, column: pos?.col ?? 1, message: `invalid YAML: ${(error as Error).message.split('\n')[0]}`, hint: 'each author is `key: { name: …, title: … }`', ruleId: 'blog', severity: 'error' });
    return;
  }
  for (const [key, value] of Object.entries((raw ?? {}) as Record<string, { name?: unknown; title?: unknown }>)) {
    if (!value || typeof value.name !== 'string') {
      graph.diagnostics.push({ file: source.file, line: 1, column: 1, message: `author \`${key}\` needs a \`name\``, hint: 'write `key: { name: Jane Doe, title: Technical writer }`', ruleId: 'blog', severity: 'error' });
      continue;
    }
    graph.authors.set(key, { key, name: value.name, title: typeof value.title === 'string' ? value.title : '' } satisfies BlogAuthor);
  }
}
