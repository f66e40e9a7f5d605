// The links the config itself holds (navbar, footer, home buttons, redirect targets) are checked
// like the links of a page: an internal one that names no page, static file or file of the output
// is a broken link under `onBrokenLinks`, reported at the line of the config that writes it with
// the closest route. Docusaurus checks the links of its navbar and footer the same way (they are
// in every page it renders).
import { basePrefix } from '../../shared/base-url.ts';
import { createMatcher } from '../diagnostics/closest-match.ts';
import { literalPosition, readConfigSource } from '../diagnostics/config-position.ts';
import { applyPolicy, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { routeKey, type PageGraph } from '../graph/page-graph.ts';

/** A link of the config: where it is shown, its text and its href. */
interface ConfigLink {
  /** `navbar`, `footer`, `logo`, `home`, `redirects`: the key to fall back on for its line. */
  section: string;
  /** How the message names it: "the navbar link `Docs`". */
  shown: string;
  href: string;
}

/** Files every build writes beside the pages, which links may name. */
const outputFiles = ['/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/sw.js'];

export function checkConfigLinks(graph: PageGraph): PageGraph {
  const { config } = graph;
  if (!config.file) return graph;
  const base = basePrefix(config.baseUrl);
  const files = new Set([...outputFiles, ...config.redirects.map((r) => routeKey(r.from)), ...(graph.blogLinks ? [graph.blogLinks.rss, graph.blogLinks.atom, graph.blogLinks.rss.replace(/rss\.xml$/, 'feed.json')] : [])]);
  const exists = (route: string) => graph.pages.has(routeKey(route)) || graph.staticFiles.has(route) || files.has(route) || files.has(routeKey(route));
  let source: string | null = null;
  const sourceText = () => (source ??= readConfigSource(graph.siteDir, config.file));
  const uses = new Map<string, number>();
  let near: ((wanted: string) => string | undefined) | undefined;
  const broken: Array<Omit<Diagnostic, 'severity'>> = [];

  for (const link of configLinks(graph)) {
    const written = link.href;
    const occurrence = uses.get(written) ?? 0;
    uses.set(written, occurrence + 1);
    if (!written.startsWith('/') || written.startsWith('//')) continue;
    const pathPart = decodeSafe(written.split(/[?#]/)[0]!);
    const route = base && pathPart.startsWith(`${base}/`) ? pathPart.slice(base.length) : pathPart;
    if (exists(route)) continue;
    const at = literalPosition(sourceText(), [written, written.replace(/^\//, '')], occurrence) ?? keyPosition(sourceText(), link.section);
    const closest = (near ??= createMatcher(graph.pages.keys(), { paths: true }))(routeKey(route));
    broken.push({
      file: config.file,
      ...at,
      message: `broken link \`${written}\` in ${link.shown}: no page has the route ${routeKey(route)}`,
      hint: closest ? `did you mean \`${closest}\`?` : 'link to an existing route',
      ruleId: 'broken-link',
    });
  }
  graph.diagnostics.push(...applyPolicy(config.onBrokenLinks, broken));
  return graph;
}

/** Every link of the config, in the order the config writes them. */
function configLinks(graph: PageGraph): ConfigLink[] {
  const { config } = graph;
  const out: ConfigLink[] = [];
  const walk = (items: unknown[], section: string, where: string) => {
    for (const item of items) {
      const entry = item as { label?: string; href?: string; items?: unknown[] };
      if (typeof entry.href === 'string' && entry.href) out.push({ section, shown: `${where} \`${entry.label ?? entry.href}\``, href: entry.href });
      if (Array.isArray(entry.items)) walk(entry.items, section, where);
    }
  };
  walk(config.navbar, 'navbar', 'the navbar link');
  for (const column of config.footer.columns) walk(column.items, 'footer', 'the footer link');
  if (config.footer.logo?.href) out.push({ section: 'logo', shown: 'the footer logo', href: config.footer.logo.href });
  walk(config.home.actions, 'home', 'the home button');
  for (const redirect of config.redirects) out.push({ section: 'redirects', shown: `the redirect from \`${redirect.from}\``, href: redirect.to });
  return out;
}

/** Where `section:` is written, else the first line. */
function keyPosition(source: string, section: string): { line: number; column: number } {
  const match = new RegExp(`(^|[\\s{,])['"]?${section}['"]?\\s*:`, 'm').exec(source);
  if (!match) return { line: 1, column: 1 };
  const offset = match.index + match[1]!.length;
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
