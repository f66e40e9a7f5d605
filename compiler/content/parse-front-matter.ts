// Splits YAML front matter from a markdown file and types the fields writers use: Docusaurus's
// fields (https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-docs#markdown-front-matter)
// and sfpdocs's own. What a field does to routes, sidebars and pagination is the graph passes'
// business; here a field gets its type, a wrong type is an error and an unknown key a warning.
import { isMap, isScalar, LineCounter, parseDocument, type Pair, visit, YAMLError } from 'yaml';
import { closestMatch } from '../diagnostics/closest-match.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/** Where an API page's interface is defined in the platform's source. */
export interface DefinedIn {
  interface: string;
  file: string;
  source: string;
}

export interface FrontMatter {
  /** The page's id, for sidebars and pagination (default: its file name). */
  id?: string;
  title?: string;
  description?: string;
  /** `<meta name="keywords">`. */
  keywords?: string[];
  /** Social card image. */
  image?: string;
  slug?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  /** The sidebar shown with the page; null shows none. */
  displayed_sidebar?: string | null;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  /** Heading levels the table of contents shows, 2 to 6. */
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  pagination_label?: string;
  /** The next and previous page's id; null hides the link. */
  pagination_next?: string | null;
  pagination_prev?: string | null;
  parse_number_prefixes?: boolean;
  /** The page's "Edit this page" link; null hides it. */
  custom_edit_url?: string | null;
  last_update?: { date?: string; author?: string };
  tags?: string[];
  draft?: boolean;
  unlisted?: boolean;
  /** Blog posts: keys of the authors file, or authors written in place (Docusaurus's forms). */
  authors?: FrontMatterAuthor[];
  /** Blog posts: Docusaurus's older single-author fields. */
  author?: string;
  author_title?: string;
  author_url?: string;
  author_image_url?: string;
  authorTitle?: string;
  authorURL?: string;
  authorImageURL?: string;
  /** Blog posts: YYYY-MM-DD, when the file name does not start with the date. */
  date?: string;
  /** API pages: where each interface the page documents is defined. */
  defined_in?: DefinedIn[];
}

/** A post's author: a key of the authors file, or written in place (a `key` there borrows the file's entry and overrides it). */
export type FrontMatterAuthor = string | { key?: string; name?: string; title?: string; url?: string; image_url?: string };

type Found = Omit<Diagnostic, 'file'>;

/** A field's type as the error names it, and a function giving the typed value or a reason it is wrong. */
interface Field {
  expected: string;
  example: string;
  read(value: unknown, report: (message: string) => void): unknown;
}

const string: Field = { expected: 'a string', example: '"…"', read: (v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : v instanceof Date ? isoDate(v) : undefined) };
const nullableString: Field = { ...string, expected: 'a string or null', read: (v, report) => (v === null ? null : string.read(v, report)) };
const number: Field = { expected: 'a number', example: '3', read: (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined) };
const boolean: Field = { expected: 'true or false', example: 'true', read: (v) => (typeof v === 'boolean' ? v : undefined) };
const strings: Field = { expected: 'a list of strings', example: '[one, two]', read: (v) => (typeof v === 'string' ? [v] : Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number') ? v.map(String) : undefined) };
const map: Field = { expected: 'a map of fields', example: '{ key: value }', read: (v) => (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? v : undefined) };
const headingLevel: Field = { expected: 'a heading level from 2 to 6', example: '3', read: (v) => (Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6 ? v : undefined) };
const date: Field = { expected: 'a date (YYYY-MM-DD)', example: '2025-03-14', read: (v) => (v instanceof Date ? isoDate(v) : typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : undefined) };

/** Docusaurus writes tags as names or as `{ label, permalink }`; sfpdocs keeps the names. */
const tags: Field = {
  expected: 'a list of tag names',
  example: '[alarm, scheduling]',
  read: (v) => (typeof v === 'string' ? [v] : Array.isArray(v) && v.every((t) => typeof t === 'string' || typeof t === 'number' || (t && typeof t === 'object' && typeof t.label === 'string')) ? v.map((t) => (typeof t === 'object' ? String(t.label) : String(t))) : undefined),
};

/** A map with the given fields (all optional unless required), reporting unknown keys. */
function record(fields: Record<string, Field>, required: string[], expected: string, example: string): Field {
  return {
    expected,
    example,
    read(v, report) {
      if (!map.read(v, report)) return undefined;
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(v as Record<string, unknown>)) {
        const field = ownField(fields, key);
        if (!field) {
          const near = closestMatch(key, Object.keys(fields));
          report(`unknown key \`${key}\`${near ? ` (did you mean \`${near}\`?)` : ''}`);
          continue;
        }
        const typed = field.read(value, report);
        if (typed === undefined) report(`\`${key}\` must be ${field.expected}, got ${describe(value)}`);
        else out[key] = typed;
      }
      for (const key of required) if (!(key in (v as object))) report(`\`${key}\` is missing`);
      return out;
    },
  };
}

const definedIn = record({ interface: string, file: string, source: string }, ['interface', 'file', 'source'], 'a list of { interface, file, source }', '[{ interface: Alarm, file: dom/webidl/Alarm.webidl, source: https://… }]');
const lastUpdate = record({ date, author: string }, [], 'a map with `date` and/or `author`', '{ date: 2025-03-14, author: Jane Doe }');

const fields: Record<keyof FrontMatter, Field> = {
  id: string,
  title: string,
  description: string,
  keywords: strings,
  image: string,
  slug: string,
  sidebar_label: string,
  sidebar_position: number,
  sidebar_class_name: string,
  sidebar_custom_props: map,
  displayed_sidebar: nullableString,
  hide_title: boolean,
  hide_table_of_contents: boolean,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  pagination_label: string,
  pagination_next: nullableString,
  pagination_prev: nullableString,
  parse_number_prefixes: boolean,
  custom_edit_url: nullableString,
  last_update: lastUpdate,
  tags,
  draft: boolean,
  unlisted: boolean,
  authors: {
    expected: 'an author key, an author (`{ name, title, url, image_url }`) or a list of them',
    example: '[jdoe, { name: Jane Doe, title: Writer }]',
    read: (v, report) => {
      const list = Array.isArray(v) ? v : [v];
      const out: FrontMatterAuthor[] = [];
      list.forEach((item, i) => {
        if (typeof item === 'string' || typeof item === 'number') return out.push(String(item));
        if (!item || typeof item !== 'object' || Array.isArray(item)) return report(`entry ${i + 1} must be an author key or a map, got ${describe(item)}`);
        const author: Exclude<FrontMatterAuthor, string> = {};
        for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
          // Docusaurus spells the image both ways.
          const name = key === 'imageURL' ? 'image_url' : key;
          if (['key', 'name', 'title', 'url', 'image_url'].includes(name) && typeof value === 'string') (author as Record<string, string>)[name] = value;
          else if (name !== 'socials' && name !== 'email' && name !== 'page') report(`unknown key \`${key}\` in entry ${i + 1}`);
        }
        if (!author.key && !author.name) return report(`entry ${i + 1} needs a \`key\` or a \`name\``);
        out.push(author);
      });
      return out;
    },
  },
  author: string,
  author_title: string,
  author_url: string,
  author_image_url: string,
  authorTitle: string,
  authorURL: string,
  authorImageURL: string,
  date,
  defined_in: {
    expected: definedIn.expected,
    example: definedIn.example,
    read: (v, report) => {
      if (!Array.isArray(v)) return undefined;
      // A wrong entry is reported with its number and left out; the rest are kept.
      return v.flatMap((item, i) => {
        let wrong = false;
        const typed = definedIn.read(item, (message) => {
          wrong ||= !message.startsWith('unknown key');
          report(`entry ${i + 1}: ${message}`);
        });
        if (typed === undefined) report(`entry ${i + 1} must be a map with \`interface\`, \`file\` and \`source\`, got ${describe(item)}`);
        return typed === undefined || wrong ? [] : [typed];
      });
    },
  },
};

/**
 * The field a key names, from the table's own keys only: `__proto__`, `constructor` or `toString`
 * in a page's front matter are unknown keys, not the table's inherited members.
 */
function ownField(table: Record<string, Field>, key: string): Field | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Every front matter key sfpdocs reads, for the docs and "did you mean". */
export const frontMatterKeys = Object.keys(fields);

const openRe = /^---[ \t]*\r?\n/;
const closeRe = /^---[ \t]*$/m;

export interface SplitResult {
  data: FrontMatter;
  /** The markdown with the front matter replaced by blank lines, so positions stay true. */
  body: string;
  diagnostics: Found[];
  /** The line of each key read (for checks that run later, such as pagination ids). */
  lines?: Record<string, number>;
}

export function parseFrontMatter(text: string): SplitResult {
  const diagnostics: Found[] = [];
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
  // yaml's own uniqueKeys check compares every key with every earlier one (40 000 keys: 25 s of
  // CPU); duplicates are found below with a set instead.
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { prettyErrors: true, strict: true, uniqueKeys: false, lineCounter });
  // The YAML starts on line 2 of the file; the counter finds a line by binary search, so placing
  // every key costs a logarithm each instead of a scan of the text before it.
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
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
  if (typeof raw !== 'object' || Array.isArray(raw) || !isMap(doc.contents)) {
    diagnostics.push({ line: 2, column: 1, message: 'front matter must be a YAML map of fields', hint: 'write `key: value` lines, e.g. `title: My page`', ruleId: 'front-matter', severity: 'error' });
    return { data: {}, body, diagnostics };
  }
  // Each key's own position, from the document (a search of the text would find nested keys too).
  const keyOffsets = new Map<string, number>();
  for (const pair of doc.contents.items as Pair[]) {
    if (isScalar(pair.key) && pair.key.range && !keyOffsets.has(String(pair.key.value))) keyOffsets.set(String(pair.key.value), pair.key.range[0]);
  }
  // A key given twice in any map of the block, found with one set per map.
  visit(doc, {
    Map(_, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        if (!isScalar(pair.key) || !pair.key.range) continue;
        const key = String(pair.key.value);
        if (seen.has(key)) diagnostics.push({ ...at(pair.key.range[0]), message: `invalid YAML in front matter: Map keys must be unique (\`${key}\` is given twice)`, hint: 'keep one of the two lines', ruleId: 'front-matter', severity: 'error' });
        seen.add(key);
      }
    },
  });
  if (diagnostics.length) return { data: {}, body, diagnostics };
  const data: FrontMatter = {};
  const lines: Record<string, number> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const where = at(keyOffsets.get(key) ?? 0);
    const field = ownField(fields, key);
    // Lines of the fields sfpdocs reads (later checks point at them); an unknown key such as
    // `__proto__` is never a property name here.
    if (field) lines[key] = where.line;
    if (!field) {
      const near = closestMatch(key, frontMatterKeys);
      diagnostics.push({ ...where, message: `unknown front matter field \`${key}\``, hint: near ? `did you mean \`${near}\`?` : 'remove it, or see the fields sfpdocs reads in docs/content-format.md', ruleId: 'front-matter', severity: 'warning' });
      continue;
    }
    const problems: string[] = [];
    const typed = field.read(value, (message) => problems.push(message));
    for (const problem of problems) {
      const unknown = problem.includes('unknown key');
      diagnostics.push({ ...where, message: `front matter \`${key}\`: ${problem}`, hint: `write ${field.expected}, e.g. \`${key}: ${field.example}\``, ruleId: 'front-matter', severity: unknown ? 'warning' : 'error' });
    }
    if (typed === undefined) {
      diagnostics.push({ ...where, message: `front matter \`${key}\` must be ${field.expected}, got ${describe(value)}`, hint: `write ${field.expected}, e.g. \`${key}: ${field.example}\``, ruleId: 'front-matter', severity: 'error' });
      continue;
    }
    (data as Record<string, unknown>)[key] = typed;
  }
  return { data, body, diagnostics, lines };
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A value for a message, as JSON: `"first"`, `3`, `["a"]`; long ones cut. */
function describe(value: unknown): string {
  const text = value instanceof Date ? isoDate(value) : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
