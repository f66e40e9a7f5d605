// For LLM tools: per version an llms.txt that lists every page with a link to its markdown twin
// (`<route>.md`), and the twins themselves.
import type { PageGraph } from '../graph/page-graph.ts';
import { routeToFile } from './route-to-file.ts';

export function emitLlms(graph: PageGraph): Map<string, string> {
  const files = new Map<string, string>();
  const site = graph.config.url.replace(/\/$/, '') + graph.config.baseUrl.replace(/\/$/, '');
  for (const version of graph.versions) {
    const pages = [...graph.pages.values()].filter((p) => p.version === version.id && p.compiled);
    const lines = [`# ${graph.config.title}: ${version.label}`, '', `> ${version.description || graph.config.tagline}`, '', '## Pages', ''];
    for (const page of pages) {
      const twin = routeToFile(page.route).replace(/index\.html$/, '').replace(/\/$/, '') || 'index';
      const twinFile = page.route.endsWith('/') ? `${twin}/index.md` : `${twin}.md`;
      files.set(twinFile, `# ${page.title}\n\n${page.description ? `> ${page.description}\n\n` : ''}${page.compiled!.markdown.trimEnd()}\n`);
      lines.push(`- [${page.title}](${site}/${twinFile})${page.description ? `: ${page.description}` : ''}`);
    }
    files.set(`${routeToFile(version.path).replace(/index\.html$/, '')}llms.txt`, `${lines.join('\n')}\n`);
  }
  return files;
}
