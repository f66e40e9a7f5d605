// Turns compiled markdown into pages with routes (CONTENT.md: the file path is the route) and
// reports two files that claim one route, naming both.
import path from 'node:path';
import type { CompiledPage } from '../content/compile-markdown.ts';
import { applyPolicy } from '../diagnostics/diagnostic.ts';
import { apiDefinitionProblems } from './check-api-definitions.ts';
import { addPage, newPage, routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';
import { isRouteInside } from '../paths/is-inside.ts';

/** Docusaurus's dated post paths: `2024-05-01-launch.md`, `2024-05-01-launch/index.md`, `2024/05/01/launch.md`. */
const datedPostRe = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/**
 * A post's route and the date its path gives (ISO, null when none), as Docusaurus's blog forms
 * them: `slug` front matter is relative to the blog's route; else the path without the date
 * (`/blog/launch`), or with it as folders when `dateRoutes` (`/blog/2024/05/01/launch`).
 */
export function blogPostRoute(rel: string, slug: string | undefined, blog: { routeBasePath: string; dateRoutes: boolean }): { route: string; date: string | null } {
  const dated = datedPostRe.exec(rel)?.groups;
  const date = dated ? dated.date!.split(/[-/]/).map((part, i) => (i ? part.padStart(2, '0') : part)).join('-') : null;
  const text = dated ? `${dated.folder}${dated.text}` : rel.replace(/(?:\/index)?\.mdx?$/, '');
  const path = slug ?? (dated && blog.dateRoutes ? `${date!.replace(/-/g, '/')}/${text}` : text);
  return { route: joinRoute(blog.routeBasePath, path), date };
}

/**
 * A doc's route, folder and id, as Docusaurus forms them: the id is the path with the file name
 * replaced by `id` front matter; the route is the folder's for a folder's page (folderIndex),
 * else the id's; `slug` front matter starting with `/` is relative to the version root, other
 * slugs to the doc's folder.
 */
export function docRoute(inner: string, fm: { id?: string; slug?: string }, versionRoot: string, folderIndex: 'index' | 'index-readme-named'): { route: string; folder: string; docId: string } {
  const file = inner.replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
  const name = path.posix.basename(file);
  const lower = name.toLowerCase();
  const isIndex = lower === 'index' || (folderIndex === 'index-readme-named' && (lower === 'readme' || (!!dir && lower === path.posix.basename(dir).toLowerCase())));
  const docId = (dir ? `${dir}/` : '') + (fm.id ?? name);
  let routed: string;
  if (fm.slug !== undefined) routed = fm.slug.startsWith('/') ? fm.slug : path.posix.join('/', dir, fm.slug);
  else routed = isIndex ? `/${dir}` : `/${docId}`;
  return { route: joinRoute(versionRoot, routed), folder: dir, docId };
}

/** A route under a root, normalised: no doubled or trailing slashes, `..` resolved. */
function joinRoute(root: string, rel: string): string {
  if (rel === '' || rel === '/') return root;
  const joined = path.posix.join('/', root, rel);
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

/** Where a slug leads before `..` is resolved: from the version root or the doc's folder, the blog root, or the site root. */
function slugBase(kind: string, slug: string, roots: { versionRoot: string; folder: string; blogRoot: string }): string {
  if (kind === 'doc') return slug.startsWith('/') ? `${roots.versionRoot}/${slug}` : `${roots.versionRoot}/${roots.folder}/${slug}`;
  if (kind === 'blog') return `${roots.blogRoot}/${slug}`;
  return slug.startsWith('/') ? slug : `/${slug}`;
}

export interface AssignOptions {
  /** Writers' mode shows drafts (Docusaurus's `start` does too); a build leaves them out. */
  drafts?: boolean;
}

export function assignRoutes(graph: PageGraph, compiled: CompiledPage[], { drafts = false }: AssignOptions = {}): PageGraph {
  const versionPath = new Map(graph.versions.map((v) => [v.id, v.path]));
  const sourceByFile = new Map(graph.sources.map((s) => [s.file, s]));
  const duplicates: Parameters<typeof applyPolicy>[1] = [];
  // `x.md` wins over `x/index.md` when both exist, whatever the folder order.
  const ordered = [...compiled].sort((a, b) => Number(/(^|\/)index\.mdx?$/.test(a.file)) - Number(/(^|\/)index\.mdx?$/.test(b.file)));
  for (const page of ordered) {
    const source = sourceByFile.get(page.file)!;
    const fm = page.frontMatter;
    if ((fm.draft && !drafts) || page.react === 'skipped') continue;
    let route: string;
    let folder = '';
    let version: string | null = null;
    let kind: Page['kind'] = 'doc';
    let date: string | undefined;
    let docId: string | undefined;
    if (source.kind === 'doc') {
      version = source.version!;
      ({ route, folder, docId } = docRoute(source.inner!, fm, versionPath.get(version)!, graph.config.folderIndex));
    } else if (source.kind === 'page') {
      // A translation is routed as the file it translates.
      const inner = (source.original ?? page.file).slice(graph.config.pagesDir.replace(/\/+$/, '').length + 1).replace(/\.(mdx?|[jt]sx?)$/, '');
      const rel = inner === 'index' ? '' : inner.replace(/\/index$/, '');
      route = fm.slug ?? `/${rel}`;
      kind = rel === '' ? 'home' : 'page';
    } else {
      const rel = (source.original ?? page.file).slice(graph.config.blog.dir.replace(/\/+$/, '').length + 1);
      const post = blogPostRoute(rel, fm.slug, graph.config.blog);
      route = post.route;
      date = fm.date ?? post.date ?? undefined;
      kind = 'blog-post';
    }
    // The slug as written, before the route is normalised: one that climbs above / with `..`
    // would have the page written outside the output folder (a page's route) or silently moved.
    if (fm.slug !== undefined && !isRouteInside(slugBase(source.kind, fm.slug, { versionRoot: version === null ? '' : versionPath.get(version)!, folder, blogRoot: graph.config.blog.routeBasePath }))) {
      graph.diagnostics.push({ file: page.file, line: page.frontMatterLines?.slug ?? 1, column: 1, message: `front matter \`slug\`: "${fm.slug}" leads outside the output folder`, hint: 'write a slug without `..` segments that climb above the site root, e.g. `slug: /guide/start`', ruleId: 'outside-site', severity: 'error' });
      continue;
    }
    const existing = graph.pages.get(routeKey(route));
    if (existing) {
      duplicates.push({
        file: page.file,
        line: 1,
        column: 1,
        message: `route \`${route}\` is claimed by both ${existing.file} and ${page.file}; ${existing.file} is kept`,
        hint: 'rename one file, or give one a different `slug` in its front matter',
        ruleId: 'duplicate-route',
      });
      // Links to the losing file go to the page that holds the route, so one duplicate does not
      // also show up as every link to it being broken.
      graph.byFile.set(page.file, existing);
      continue;
    }
    if (version !== null) graph.diagnostics.push(...apiDefinitionProblems(graph.config, page, folder));
    // A React page without a literal <Layout title> is titled by the site, as in Docusaurus.
    const title = page.title ?? fm.sidebar_label ?? (page.react ? graph.config.title : path.posix.basename(source.inner ?? page.file).replace(/\.mdx?$/, ''));
    // A page that could not compile has a reason already; no title is no news then.
    if (!page.title && !page.react && !page.diagnostics.some((d) => d.ruleId === 'front-matter' || d.severity === 'error')) {
      graph.diagnostics.push({ file: page.file, line: 1, column: 1, message: 'page has no title', hint: 'add `title: …` to the front matter', ruleId: 'front-matter', severity: 'warning' });
    }
    addPage(graph, newPage({
      route,
      kind,
      file: page.file,
      version,
      folder,
      title,
      description: fm.description ?? page.head?.description ?? firstSentence(page.text),
      sidebarLabel: fm.sidebar_label ?? title,
      sidebarPosition: fm.sidebar_position ?? source.position ?? null,
      compiled: page,
      tags: fm.tags ?? [],
      date,
      ...(docId ? { docId } : {}),
      ...(fm.unlisted ? { unlisted: true } : {}),
      ...(fm.draft ? { draft: true } : {}),
      ...(source.original ? { original: source.original } : {}),
      ...(source.untranslated ? { untranslated: true } : {}),
    }));
  }
  graph.diagnostics.push(...applyPolicy(graph.config.onDuplicateRoutes, duplicates));
  return graph;
}

function firstSentence(text: string): string {
  const match = /^(.{20,200}?[.!?])(\s|$)/.exec(text);
  return match ? match[1]! : text.slice(0, 160);
}
