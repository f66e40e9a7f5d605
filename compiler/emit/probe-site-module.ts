// The bundler's probe as the graph passes are handed it (graph/page-graph.ts PassTools): tries a
// module of the site with the site's aliases and static folders (imports from the root). The
// bundler loads on the first module tried, so a site without such modules never loads it.
import type { ProbePage } from '../content/react-page.ts';

export function siteModuleProbe(siteDir: string, aliases: Record<string, string>, staticDirs?: string[]): ProbePage {
  return async (file) => (await import('./bundle-pages.ts')).probeModule(siteDir, file, aliases, {}, staticDirs);
}
