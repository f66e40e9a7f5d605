// Turns compiled markdown into pages with routes (CONTENT.md: the file path is the route) and
// reports two files that claim one route, naming both.
import path from 'node:path';
import type { CompiledPage } from '../content/compile-markdown.ts';
import { applyPolicy } from '../diagnostics/diagnostic.ts';
import { apiDefinitionProblems } from './check-api-definitions.ts';
import { addPage, newPage, routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';

export const blogFileRe = /^(\d{4}-\d{2}-\d{2})-(.+)\.mdx?$/;

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
    if (fm.draft && !drafts) continue;
    let route: string;
    let folder = '';
    let version: string | null = null;
    let kind: Page['kind'] = 'doc';
    let date: string | undefined;
    let docId: string | undefined;
    if (source.kind === 'doc') {
      version = source.version!;
      const root = versionPath.get(version)!;
      const inner = source.inner!.replace(/\.mdx?$/, '');
      const isIndex = inner === 'index' || inner.endsWith('/index');
      const rel = isIndex ? inner.replace(/\/?index$/, '') : inner;
      folder = isIndex ? rel : path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel);
      // Docusaurus: an `id` replaces the file's name in the doc's id and its route.
      const dir = path.posix.dirname(inner) === '.' ? '' : `${path.posix.dirname(inner)}/`;
      docId = fm.id ? dir + fm.id : inner;
      const routed = fm.id && !isIndex ? dir + fm.id : rel;
      route = routed ? root + routed : root;
      if (fm.slug) route = fm.slug.startsWith('/') ? fm.slug : root + fm.slug;
    } else if (source.kind === 'page') {
      const inner = page.file.slice('content/pages/'.length).replace(/\.mdx?$/, '');
      const rel = inner === 'index' ? '' : inner.replace(/\/index$/, '');
      route = fm.slug ?? `/${rel}`;
      kind = rel === '' ? 'home' : 'page';
    } else {
      const name = path.posix.basename(page.file);
      const match = blogFileRe.exec(name);
      date = fm.date ?? match?.[1];
      const slug = match ? match[2]! : name.replace(/\.mdx?$/, '');
      route = fm.slug ? (fm.slug.startsWith('/') ? fm.slug : `/blog/${fm.slug}`) : `/blog/${slug}`;
      kind = 'blog-post';
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
    const title = page.title ?? fm.sidebar_label ?? path.posix.basename(source.inner ?? page.file).replace(/\.mdx?$/, '');
    if (!page.title && !page.diagnostics.some((d) => d.ruleId === 'front-matter')) {
      graph.diagnostics.push({ file: page.file, line: 1, column: 1, message: 'page has no title', hint: 'add `title: …` to the front matter', ruleId: 'front-matter', severity: 'warning' });
    }
    addPage(graph, newPage({
      route,
      kind,
      file: page.file,
      version,
      folder,
      title,
      description: fm.description ?? firstSentence(page.text),
      sidebarLabel: fm.sidebar_label ?? title,
      sidebarPosition: fm.sidebar_position ?? source.position ?? null,
      compiled: page,
      tags: fm.tags ?? [],
      date,
      ...(docId ? { docId } : {}),
      ...(fm.unlisted ? { unlisted: true } : {}),
      ...(fm.draft ? { draft: true } : {}),
    }));
  }
  graph.diagnostics.push(...applyPolicy(graph.config.onDuplicateRoutes, duplicates));
  return graph;
}

function firstSentence(text: string): string {
  const match = /^(.{20,200}?[.!?])(\s|$)/.exec(text);
  return match ? match[1]! : text.slice(0, 160);
}
