// API pages name the definition they document (front matter `defined_in`), so readers can check
// them against the platform's source: under the configured folder (apiDefinitions.folder) every
// doc must have one, and when the config lists sources every entry must name one of them.
import type { ResolvedConfig } from '../model/site-model.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** The problems of one doc's `defined_in`; `folder` is the doc's folder inside its version. */
export function apiDefinitionProblems(config: ResolvedConfig, page: CompiledPage, folder: string): Diagnostic[] {
  const { folder: apiFolder, sources } = config.apiDefinitions;
  const entries = page.frontMatter.defined_in;
  const line = page.frontMatterLines?.defined_in ?? 1;
  const out: Diagnostic[] = [];
  if (!entries?.length) {
    if (apiFolder && folder.split('/').includes(apiFolder)) {
      out.push({ file: page.file, line: 1, column: 1, message: `an API page (under ${apiFolder}/) must say where its interface is defined`, hint: `add \`defined_in: [{ interface: Name, file: path/in/source, source: ${Object.keys(sources)[0] ?? 'id'} }]\` to the front matter (apiDefinitions in site.config.ts)`, ruleId: 'front-matter', severity: 'error' });
    }
    return out;
  }
  // A site that lists no sources shows the ids as they are written.
  if (!Object.keys(sources).length) return out;
  for (const entry of entries) {
    if (sources[entry.source]) continue;
    const near = closestMatch(entry.source, Object.keys(sources));
    out.push({ file: page.file, line, column: 1, message: `\`defined_in\` names the source \`${entry.source}\`, which apiDefinitions.sources in site.config.ts does not list`, hint: near ? `did you mean \`${near}\`?` : `known sources: ${Object.keys(sources).join(', ') || 'none'}`, ruleId: 'front-matter', severity: 'error' });
  }
  return out;
}
