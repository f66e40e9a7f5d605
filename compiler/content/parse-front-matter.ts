// Splits YAML front matter from a markdown file and validates the fields writers use.
import { parseDocument, YAMLError } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export interface FrontMatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  tags?: string[];
  authors?: string[];
  date?: string;
  draft?: boolean;
  hide_table_of_contents?: boolean;
}

const fieldTypes: Record<keyof FrontMatter, 'string' | 'number' | 'boolean' | 'string[]'> = {
  title: 'string',
  description: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  tags: 'string[]',
  authors: 'string[]',
  date: 'string',
  draft: 'boolean',
  hide_table_of_contents: 'boolean',
};

const openRe = /^---[ \t]*\r?\n/;
const closeRe = /^---[ \t]*$/m;

export interface SplitResult {
  data: FrontMatter;
  /** The markdown with the front matter replaced by blank lines, so positions stay true. */
  body: string;
  diagnostics: Omit<Diagnostic, 'file'>[];
}

export function parseFrontMatter(text: string): SplitResult {
  const diagnostics: Omit<Diagnostic, 'file'>[] = [];
  if (!openRe.test(text)) return { data: {}, body: text, diagnostics };
  const afterOpen = text.replace(openRe, '');
  const close = closeRe.exec(afterOpen);
  if (!close) {
    diagnostics.push({ line: 1, column: 1, message: 'front matter is not closed', hint: 'end the YAML block with a line holding only `---`', ruleId: 'front-matter', severity: 'error' });
    return { data: {}, body: text, diagnostics };
  }
  const yamlText = afterOpen.slice(0, close.index);
  const consumed = text.length - afterOpen.length + close.index + close[0].length;
  const blank = text.slice(0, consumed).replace(/[^\n]/g, '');
  const body = blank + text.slice(consumed);
  const doc = parseDocument(yamlText, { prettyErrors: true, strict: true, uniqueKeys: true });
  // The YAML starts on line 2 of the file.
  const at = (offset: number) => {
    const before = yamlText.slice(0, offset);
    return { line: before.split('\n').length + 1, column: offset - before.lastIndexOf('\n') };
  };
  if (doc.errors.length) {
    for (const error of doc.errors as YAMLError[]) {
      // An unclosed quote or bracket is only noticed at the end: point at the last line that has text.
      const offset = Math.min(error.pos[0], yamlText.trimEnd().length);
      const lineStart = yamlText.lastIndexOf('\n', offset - 1) + 1;
      const where = error.pos[0] >= yamlText.trimEnd().length ? at(lineStart) : at(error.pos[0]);
      const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
      diagnostics.push({ ...where, message: `invalid YAML in front matter: ${reason}`, hint: 'quote values that contain ":" or "#" and check the indentation', ruleId: 'front-matter', severity: 'error' });
    }
    return { data: {}, body, diagnostics };
  }
  let raw: unknown;
  try {
    // toJS() itself refuses some documents, e.g. aliases expanding into a "billion laughs".
    raw = doc.toJS();
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    diagnostics.push({ line: 2, column: 1, message: `invalid YAML in front matter: ${reason}`, hint: 'front matter holds plain fields: remove anchors (&) and aliases (*)', ruleId: 'front-matter', severity: 'error' });
    return { data: {}, body, diagnostics };
  }
  if (raw === null || raw === undefined) return { data: {}, body, diagnostics };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    diagnostics.push({ line: 2, column: 1, message: 'front matter must be a YAML map of fields', hint: 'write `key: value` lines, e.g. `title: My page`', ruleId: 'front-matter', severity: 'error' });
    return { data: {}, body, diagnostics };
  }
  const data: FrontMatter = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const expected = fieldTypes[key as keyof FrontMatter];
    const offset = yamlText.search(new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'm'));
    const where = at(Math.max(0, offset));
    if (!expected) continue; // Unknown fields are allowed: other tools read them too.
    const normalized = normalize(value, expected);
    if (normalized === undefined) {
      diagnostics.push({ ...where, message: `front matter \`${key}\` must be ${expected === 'string[]' ? 'a list of strings' : `a ${expected}`}, got ${JSON.stringify(value)}`, hint: hintFor(key, expected), ruleId: 'front-matter', severity: 'error' });
      continue;
    }
    (data as Record<string, unknown>)[key] = normalized;
  }
  return { data, body, diagnostics };
}

function normalize(value: unknown, expected: string): unknown {
  switch (expected) {
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return String(value);
      if (value instanceof Date) return value.toISOString().slice(0, 10);
      return undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'string[]':
      if (typeof value === 'string') return [value];
      return Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number') ? value.map(String) : undefined;
  }
  return undefined;
}

function hintFor(key: string, expected: string): string {
  if (expected === 'number') return `write a number, e.g. \`${key}: 3\``;
  if (expected === 'boolean') return `write \`${key}: true\` or \`${key}: false\``;
  if (expected === 'string[]') return `write a list, e.g. \`${key}: [one, two]\``;
  return `write text, quoted if it contains ":" or "#", e.g. \`${key}: "…"\``;
}
