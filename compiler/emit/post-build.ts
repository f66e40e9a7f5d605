// The site's plugins' postBuild (model/site-plugins.ts), once every file of a successful build is
// in the output folder being made, before it replaces the previous output: a plugin that throws
// fails the build, naming itself, and the previous output stays as it was.
import { basePrefix } from '../../shared/base-url.ts';
import { DiagnosticError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PageGraph } from '../graph/page-graph.ts';

export async function runPostBuild(graph: PageGraph, outDir: string): Promise<void> {
  const hooks = graph.config.plugins.postBuild;
  if (!hooks.length) return;
  const base = basePrefix(graph.config.baseUrl);
  const routesPaths = [...graph.pages.values()].map((page) => `${base}${page.route}`);
  // In parallel, as Docusaurus runs them.
  const results = await Promise.allSettled(hooks.map((hook) => hook.run({ outDir, routesPaths })));
  const failures = results.flatMap((result, i): Diagnostic[] => {
    if (result.status === 'fulfilled') return [];
    const hook = hooks[i]!;
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    return [{ ...hook.at, message: `plugin \`${hook.plugin}\` failed in postBuild: ${reason.split('\n')[0]}`, hint: 'the build is not written; fix the plugin, or remove it from `plugins`', ruleId: 'config', severity: 'error' }];
  });
  if (failures.length) throw new DiagnosticError(failures);
}
