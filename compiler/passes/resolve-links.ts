// Resolves every link of every page to an href and reports the broken ones (links, markdown
// links, anchors) with file:line:col and the closest existing target.
import fs from 'node:fs';
import path from 'node:path';
import { closestMatch, createMatcher } from '../diagnostics/closest-match.ts';
import { applyPolicy, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';
import { contentHash } from '../output/content-hash.ts';
import { basePrefix } from '../../shared/base-url.ts';
import { versionDir } from '../content/discover-content.ts';
import { isFile } from '../paths/is-file.ts';
import { isInside } from '../paths/is-inside.ts';
import { siteFolders } from '../content/site-folders.ts';

type Found = Omit<Diagnostic, 'severity'>;
const markdownTargetRe = /\.mdx?$/i;

/**
 * The files a markdown link may name, in Docusaurus's order: `@site/…` from the site folder; a
 * relative path from the page's folder; then (relative or `/…`) from the root of the page's
 * content (its version's docs folder, the blog or pages folder), from content/ (sfpdocs' own
 * `/2.5/x.md`) and from the site folder.
 */
function markdownLinkCandidates(graph: PageGraph, page: Page, fileDir: string, target: string): string[] {
  const join = (dir: string, rel: string) => path.posix.normalize(path.posix.join(dir, rel)).replace(/^\.\//, '');
  if (target.startsWith('@site/')) return [join('', target.slice('@site/'.length))];
  const version = page.version ? graph.versions.find((v) => v.id === page.version) : undefined;
  const root = version ? versionDir(version) : page.kind === 'blog-post' ? graph.config.blog.dir : graph.config.pagesDir;
  // A translation's links also read as its original's: a page it names may not be translated.
  const own = target.startsWith('/') ? [] : [fileDir, ...(page.original ? [path.posix.dirname(page.original)] : [])];
  const roots = [...own, root, 'content', ''];
  return [...new Set(roots.map((dir) => join(dir, target.replace(/^\//, ''))))];
}

/**
 * Resolves the links of `pages` (default: every page) against the whole graph. Writers' mode
 * passes the few pages an edit touched; lookups still see every page of the site.
 */
export function resolveLinks(graph: PageGraph, pages: Iterable<Page> = graph.pages.values()): PageGraph {
  const base = basePrefix(graph.config.baseUrl);
  const broken: Found[] = [];
  const brokenAnchors: Found[] = [];
  const brokenMarkdown: Found[] = [];
  // Built once per pass, not per link: thousands of links to one page, or to one renamed page,
  // cost one lookup (the matchers cache each answer and only compare candidates of a near length).
  const anchors = new Map<Page, Set<string>>();
  const anchorsOf = (page: Page) => {
    let ids = anchors.get(page);
    if (!ids) anchors.set(page, (ids = new Set([...(page.compiled?.headings.map((h) => h.id) ?? []), ...(page.compiled?.anchors ?? [])])));
    return ids;
  };
  let fileMatcher: ((wanted: string) => string | undefined) | undefined;
  let routeMatcher: ((wanted: string) => string | undefined) | undefined;
  const nearFile = (file: string) => (fileMatcher ??= createMatcher(graph.byFile.keys(), { paths: true }))(file);
  const nearRoute = (route: string) => (routeMatcher ??= createMatcher(graph.pages.keys(), { paths: true }))(route);
  // What a page may copy into the output: the site's files and its configured folders.
  let roots: string[] | undefined;
  const readable = (abs: string) => (roots ??= [graph.siteDir, ...siteFolders(graph.siteDir, graph.config)]).some((root) => isInside(root, abs, { links: true }));

  for (const page of pages) {
    const compiled = page.compiled;
    if (!compiled) continue;
    const fileDir = path.posix.dirname(compiled.file);
    page.hrefs = compiled.links.map((link) => {
      const at = { file: compiled.file, line: link.line, column: link.column };
      const hashAt = link.url.indexOf('#');
      const target = decodeSafe(hashAt >= 0 ? link.url.slice(0, hashAt) : link.url);
      const hash = hashAt >= 0 ? link.url.slice(hashAt + 1) : '';
      const pathPart = target.split('?')[0]!;

      if (link.image) return resolveImage({ graph, file: compiled.file, target: pathPart, at, broken, readable, original: page.original }) ?? link.url;

      let targetPage: Page | undefined;
      if (pathPart === '') {
        targetPage = page;
      } else if (markdownTargetRe.test(pathPart)) {
        const candidates = markdownLinkCandidates(graph, page, fileDir, pathPart);
        const file = candidates.find((candidate) => graph.byFile.has(candidate)) ?? candidates[0]!;
        targetPage = graph.byFile.get(file);
        if (!targetPage) {
          const near = nearFile(file);
          brokenMarkdown.push({
            ...at,
            message: `broken markdown link \`${link.url}\`: ${file} does not exist`,
            hint: near ? `did you mean \`${relativeLink(fileDir, near)}\`?` : 'link to an existing .md file, relative to this file',
            ruleId: 'broken-markdown-link',
          });
          return link.url;
        }
      } else {
        const route = pathPart.startsWith('/') ? pathPart : resolveRelativeRoute(page.route, pathPart);
        const withoutBase = base && route.startsWith(base + '/') ? route.slice(base.length) : route;
        targetPage = graph.pages.get(routeKey(withoutBase));
        if (!targetPage) {
          if (graph.staticFiles.has(withoutBase)) return base + withoutBase + (hash ? `#${hash}` : '');
          const near = nearRoute(routeKey(withoutBase));
          broken.push({
            ...at,
            message: `broken link \`${link.url}\`: no page has the route ${routeKey(withoutBase)}`,
            hint: near ? `did you mean \`${near}\`?` : 'link to an existing route, or to the .md file of the page',
            ruleId: 'broken-link',
          });
          return link.url;
        }
      }
      if (hash && targetPage.compiled) {
        const ids = anchorsOf(targetPage);
        const id = decodeSafe(hash);
        if (!ids.has(id)) {
          const near = closestMatch(id, ids);
          brokenAnchors.push({
            ...at,
            message: `broken anchor \`#${hash}\`: ${targetPage === page ? 'this page' : targetPage.file} has no heading with that id`,
            hint: near ? `did you mean \`#${near}\`?` : 'link to an existing heading id, or set one with `{#id}` after the heading text',
            ruleId: 'broken-anchor',
          });
        }
      }
      return (targetPage === page && pathPart === '' ? '' : base + targetPage.route) + (hash ? `#${hash}` : '');
    });
  }
  graph.diagnostics.push(...applyPolicy(graph.config.onBrokenLinks, broken), ...applyPolicy(graph.config.onBrokenAnchors, brokenAnchors), ...applyPolicy(graph.config.onBrokenMarkdownLinks, brokenMarkdown));
  return graph;
}

function resolveRelativeRoute(from: string, relative: string): string {
  const dir = from.endsWith('/') ? from : path.posix.dirname(from);
  return path.posix.normalize(path.posix.join(dir, relative));
}

function relativeLink(fromDir: string, file: string): string {
  const rel = path.posix.relative(fromDir, file);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface ImageOptions {
  graph: PageGraph;
  /** The page's file and the image's path as written, decoded. */
  file: string;
  target: string;
  at: Omit<Found, 'message' | 'ruleId'>;
  broken: Found[];
  /** Whether a file may be read into the output (inside the site or a folder its config names). */
  readable: (abs: string) => boolean;
  /** A translation's original: its images may lie beside it. */
  original?: string;
}

function resolveImage({ graph, file, target, at, broken, readable, original }: ImageOptions): string | undefined {
  const base = basePrefix(graph.config.baseUrl);
  if (target.startsWith('/')) {
    if (graph.staticFiles.has(target)) return base + target;
  } else {
    // Beside the page, else (a translation) beside the page it translates.
    const besides = [file, ...(original ? [original] : [])].map((from) => path.posix.normalize(path.posix.join(path.posix.dirname(from), target)));
    const source = besides.find((candidate) => isFile(path.join(graph.siteDir, candidate))) ?? besides[0]!;
    const abs = path.join(graph.siteDir, source);
    // A path that climbs out of the site (or a link that points out of it) would publish any
    // file of the build machine: an error whatever onBrokenLinks says, and nothing is read.
    if (!readable(abs)) {
      graph.diagnostics.push({ ...at, message: `image \`${target}\` is outside the site folder`, hint: 'an image is a file of the site: put it next to the page, or under static/ and write its path from there (/img/name.png)', ruleId: 'outside-site', severity: 'error' });
      return undefined;
    }
    if (isFile(abs)) {
      let url = graph.assets.get(source);
      if (!url) {
        const hash = contentHash(fs.readFileSync(abs));
        const ext = path.posix.extname(source);
        url = `/assets/media/${path.posix.basename(source, ext)}.${hash}${ext}`;
        graph.assets.set(source, url);
      }
      return base + url;
    }
  }
  broken.push({ ...at, message: `image \`${target}\` does not exist`, hint: 'put images next to the page (relative path) or under static/ (absolute path)', ruleId: 'broken-link' });
  return undefined;
}
