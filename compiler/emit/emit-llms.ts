// For LLM tools: per version an llms.txt that lists every page with a link to its markdown twin
// (`<route>.md`), and the twins themselves. A build writes each twin as its page is rendered
// (`llmsTwin`), so the twins are never all in memory at once.
import type { Page, PageGraph } from '../graph/page-graph.ts';
import { routeToFile } from './route-to-file.ts';
import { siteRoot } from '../../shared/base-url.ts';

/** The output path of a page's markdown twin. */
function twinFile(page: Page): string {
  const twin = routeToFile(page.route).replace(/index\.html$/, '').replace(/\/$/, '') || 'index';
  return page.route.endsWith('/') ? `${twin}/index.md` : `${twin}.md`;
}

/** The pages of a version that have a twin, in graph order. */
function twinned(graph: PageGraph, version: string): Page[] {
  return [...graph.pages.values()].filter((p) => p.version === version && p.compiled && !p.unlisted);
}

/** Every page that has a twin, in graph order. */
export function twinnedPages(graph: PageGraph): Page[] {
  const versions = new Set(graph.versions.map((v) => v.id));
  return [...graph.pages.values()].filter((p) => p.compiled && !p.unlisted && p.version !== null && versions.has(p.version));
}

/** A page's markdown twin (path and text), or null when it has none. */
export function llmsTwin(graph: PageGraph, page: Page): [file: string, text: string] | null {
  if (!page.compiled || page.unlisted || !graph.versions.some((v) => v.id === page.version)) return null;
  return [twinFile(page), `# ${page.title}\n\n${page.description ? `> ${page.description}\n\n` : ''}${page.compiled.markdown.trimEnd()}\n`];
}

/** Every version's llms.txt. */
export function emitLlmsIndexes(graph: PageGraph): Map<string, string> {
  const files = new Map<string, string>();
  const site = siteRoot(graph.config);
  for (const version of graph.versions) {
    const lines = [`# ${graph.config.title}: ${version.label}`, '', `> ${version.description || graph.config.tagline}`, '', '## Pages', ''];
    for (const page of twinned(graph, version.id)) lines.push(`- [${page.title}](${site}/${twinFile(page)})${page.description ? `: ${page.description}` : ''}`);
    files.set(`${routeToFile(version.path).replace(/index\.html$/, '')}llms.txt`, `${lines.join('\n')}\n`);
  }
  return files;
}
