// Reads every folder's _category_.json ({ "label": "…", "position": 3 }).
import fs from 'node:fs';
import path from 'node:path';
import type { PageGraph } from '../graph/page-graph.ts';

export function loadCategories(graph: PageGraph): PageGraph {
  for (const source of graph.sources) {
    if (source.kind !== 'category') continue;
    const folder = path.posix.dirname(source.inner!) === '.' ? '' : path.posix.dirname(source.inner!);
    const text = fs.readFileSync(path.join(graph.siteDir, source.file), 'utf8');
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
      const before = text.slice(0, offset);
      graph.diagnostics.push({ file: source.file, line: before.split('\n').length, column: offset - before.lastIndexOf('\n'), message: `invalid JSON: ${(error as Error).message}`, hint: 'write `{ "label": "Name", "position": 1 }`', ruleId: 'front-matter', severity: 'error' });
      continue;
    }
    const value = (raw ?? {}) as { label?: unknown; position?: unknown };
    if ((value.label !== undefined && typeof value.label !== 'string') || (value.position !== undefined && typeof value.position !== 'number')) {
      graph.diagnostics.push({ file: source.file, line: 1, column: 1, message: '`label` must be a string and `position` a number', hint: 'write `{ "label": "Name", "position": 1 }`', ruleId: 'front-matter', severity: 'error' });
      continue;
    }
    graph.categories.set(`${source.version}/${folder}`, {
      label: typeof value.label === 'string' ? value.label : path.posix.basename(folder),
      position: typeof value.position === 'number' ? value.position : null,
      file: source.file,
    });
  }
  return graph;
}
