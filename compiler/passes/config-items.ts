// What the navbar's and the footer's items share once pages exist: the version an item looks in,
// the doc a `doc` item opens, and problems reported at the line of the config that writes the name.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { currentVersion } from '../../shared/current-version.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { literalPosition, readConfigSource } from '../diagnostics/config-position.ts';
import type { ResolvedVersion } from '../model/site-model.ts';
import type { Page, PageGraph } from '../graph/page-graph.ts';

/**
 * Reports a problem at the line that writes `written` (the doc id, the version …) as a string
 * literal, else line 1; `{ html }`: where that HTML starts, even when escapes or a template
 * literal keep it from being one plain literal.
 */
export type ConfigProblem = (message: string, hint: string, written?: string | { html: string }, rule?: Pick<Diagnostic, 'ruleId' | 'severity'>) => void;

export function configProblems(graph: PageGraph): ConfigProblem {
  let source: string | null = null;
  return (message, hint, written = '', { ruleId, severity }: Pick<Diagnostic, 'ruleId' | 'severity'> = { ruleId: 'broken-link', severity: 'error' }) => {
    source ??= readConfigSource(graph.siteDir, graph.config.file);
    const at = (typeof written === 'string' ? literalPosition(source, [written]) : literalPosition(source, [written.html]) ?? htmlPosition(source, written.html)) ?? { line: 1, column: 1 };
    graph.diagnostics.push({ file: graph.config.file ?? 'site.config.ts', ...at, message, hint, ruleId, severity });
  };
}

/** Where HTML that is not one plain literal starts: its first line's first 40 characters, as written. */
function htmlPosition(source: string, written: string): { line: number; column: number } | null {
  const start = written.split('\n')[0]!.slice(0, 40);
  const offset = start.length >= 8 ? source.indexOf(start) : -1;
  if (offset < 0) return null;
  const before = source.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** The version an item looks in: the one it names, else the current one. `where`: "the navbar item `Docs`". */
export function itemVersion(graph: PageGraph, item: { version: string }, where: string, problem: ConfigProblem): ResolvedVersion | undefined {
  if (!item.version) return currentVersion(graph.versions);
  const version = graph.versions.find((v) => v.id === item.version);
  if (!version) problem(`${where} names the version \`${item.version}\`, which the site does not have`, `use one of: ${graph.versions.map((v) => v.id).join(', ')}`, item.version);
  return version;
}

/** The doc `docId` of `version`; a name that matches none is a broken link of `section` ("the navbar"), with the closest id. */
export function itemDoc(graph: PageGraph, version: ResolvedVersion, docId: string, section: string, problem: ConfigProblem): Page | undefined {
  const docs = [...graph.pages.values()].filter((p) => p.version === version.id && p.docId);
  const page = docs.find((p) => p.docId === docId);
  if (page) return page;
  const near = closestMatch(docId, docs.map((p) => p.docId!));
  problem(`${section} links to the doc \`${docId}\`, which is not in ${inVersion(graph, version)}`, near ? `did you mean \`${near}\`?` : 'use the id of a doc (its path without extension, or its `id` front matter)', docId);
  return undefined;
}

/** How a message names a version: by its label when the site has several versions of its set. */
export function inVersion(graph: PageGraph, version: ResolvedVersion): string {
  return graph.versions.filter((v) => v.group === version.group).length > 1 ? `version ${version.label}` : 'the docs';
}
