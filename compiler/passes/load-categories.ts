// Reads every folder's _category_.json / _category_.yml (Docusaurus's category metadata): label,
// position, collapsed, collapsible, className, description, link and customProps. Unknown keys
// are warnings naming the closest known one; a wrong type is an error at its line.
import path from 'node:path';
import { parseDocument } from 'yaml';
import { closestMatch } from '../diagnostics/closest-match.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { CategoryInfo, PageGraph } from '../graph/page-graph.ts';
import { isRouteInside } from '../paths/is-inside.ts';
import { readSourceText } from '../content/read-source-text.ts';

const keyTypes: Record<string, 'string' | 'number' | 'boolean' | 'object'> = {
  label: 'string',
  position: 'number',
  collapsed: 'boolean',
  collapsible: 'boolean',
  className: 'string',
  description: 'string',
  link: 'object',
  customProps: 'object',
};
const linkKeys: Record<string, string[]> = { 'generated-index': ['type', 'title', 'description', 'slug', 'keywords', 'image'], doc: ['type', 'id'] };

export function loadCategories(graph: PageGraph): PageGraph {
  for (const source of graph.sources) {
    if (source.kind !== 'category') continue;
    const folder = path.posix.dirname(source.inner!) === '.' ? '' : path.posix.dirname(source.inner!);
    const { text, problem } = readSourceText(path.join(graph.siteDir, source.file));
    const problems: Diagnostic[] = problem ? [{ file: source.file, ...problem }] : [];
    const versionPath = graph.versions.find((version) => version.id === source.version)?.path ?? '/';
    const category = parseCategory(source.file, text, problems, versionPath);
    graph.diagnostics.push(...problems);
    if (category) graph.categories.set(`${source.version}/${folder}`, { label: path.posix.basename(folder), position: null, ...category, file: source.file });
  }
  return graph;
}

/** The category's fields, or null when the file cannot be read as one (the problems say why). */
function parseCategory(file: string, text: string, problems: Diagnostic[], versionPath: string): Partial<Omit<CategoryInfo, 'file'>> | null {
  const json = file.endsWith('.json');
  const hint = json ? 'write `{ "label": "Name", "position": 1 }`' : 'write `label: Name` and `position: 1` on lines of their own';
  const lineOf = (key: string) => {
    const at = text.search(new RegExp(`^\\s*"?${key}"?\\s*:`, 'm'));
    return at < 0 ? 1 : text.slice(0, at).split('\n').length + (text[at] === '\n' ? 1 : 0);
  };
  let raw: unknown;
  if (json) {
    try {
      raw = JSON.parse(text);
    } catch (error) {
      const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
      const before = text.slice(0, offset);
      problems.push({ file, line: before.split('\n').length, column: offset - before.lastIndexOf('\n'), message: `invalid JSON: ${(error as Error).message}`, hint, ruleId: 'front-matter', severity: 'error' });
      return null;
    }
  } else {
    const doc = parseDocument(text, { prettyErrors: true });
    if (doc.errors.length) {
      const error = doc.errors[0]!;
      problems.push({ file, line: error.linePos?.[0]?.line ?? 1, column: error.linePos?.[0]?.col ?? 1, message: `invalid YAML: ${error.message.split('\n')[0]}`, hint, ruleId: 'front-matter', severity: 'error' });
      return null;
    }
    raw = doc.toJS();
  }
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push({ file, line: 1, column: 1, message: 'a category file holds an object of fields', hint, ruleId: 'front-matter', severity: 'error' });
    return null;
  }
  const out: Partial<Omit<CategoryInfo, 'file'>> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const expected = keyTypes[key];
    if (!expected) {
      const near = closestMatch(key, Object.keys(keyTypes));
      problems.push({ file, line: lineOf(key), column: 1, message: `unknown category key \`${key}\``, hint: near ? `did you mean \`${near}\`?` : `known keys: ${Object.keys(keyTypes).join(', ')}`, ruleId: 'front-matter', severity: 'warning' });
      continue;
    }
    if (typeof value !== expected || value === null || (expected === 'object' && Array.isArray(value))) {
      problems.push({ file, line: lineOf(key), column: 1, message: `\`${key}\` must be a ${expected}, got ${JSON.stringify(value)}`, hint, ruleId: 'front-matter', severity: 'error' });
      continue;
    }
    if (key === 'link') {
      const link = value as Record<string, unknown>;
      const known = linkKeys[String(link.type)];
      if (!known) {
        problems.push({ file, line: lineOf('link'), column: 1, message: `\`link.type\` must be 'generated-index' or 'doc', got ${JSON.stringify(link.type)}`, hint: "write `link: { type: 'generated-index' }` or `link: { type: 'doc', id: 'some-doc' }`", ruleId: 'front-matter', severity: 'error' });
        continue;
      }
      for (const name of Object.keys(link)) if (!known.includes(name)) problems.push({ file, line: lineOf(name), column: 1, message: `unknown key \`link.${name}\` for a ${String(link.type)} link`, hint: `known keys: ${known.join(', ')}`, ruleId: 'front-matter', severity: 'warning' });
      if (link.type === 'doc' && typeof link.id !== 'string') {
        problems.push({ file, line: lineOf('link'), column: 1, message: 'a doc link needs the `id` of a doc', hint: "write `link: { type: 'doc', id: 'some-doc' }`", ruleId: 'front-matter', severity: 'error' });
        continue;
      }
      // The generated index is written at the version's path + slug: a slug climbing out with
      // `..` would write it outside the output folder.
      const slug = str(link.slug);
      if (slug !== undefined && !isRouteInside(`${versionPath}/${slug}`)) {
        problems.push({ file, line: lineOf('slug'), column: 1, message: `\`link.slug\` "${slug}" leads outside the output folder`, hint: 'write a slug without `..` segments, e.g. `"slug": "/guides"`', ruleId: 'outside-site', severity: 'error' });
        continue;
      }
      out.link = link.type === 'doc' ? { type: 'doc', id: link.id as string } : { type: 'generated-index', title: str(link.title), description: str(link.description), slug };
      continue;
    }
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
