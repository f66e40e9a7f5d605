// Finds where the values of a loaded sidebars file are written. Doc ids are matched to the string
// literals of the file in order: the n-th reference to `intro` is the n-th literal 'intro' that
// is not a label, href or key. A sidebar built by code (a spread, a map) may reuse one literal for
// several references; each then points at the last literal with that text.
import { createPositionIndex, findKey, firstLine, type SourcePosition } from './source-position.ts';
import { scanStringLiterals, type StringLiteral } from './string-literals.ts';

/** Properties whose values are never doc ids. */
const notIdProps = new Set(['type', 'label', 'href', 'value', 'className', 'description', 'title', 'slug', 'dirName', 'image', 'keywords', 'key']);

export interface SidebarLocator {
  /** Where the next reference to doc id `id` is written. */
  docId(id: string, fallback: SourcePosition): SourcePosition;
  /** Where a string value (or a bare key) is written, preferring the value of `prop`; not consumed. */
  text(value: string, prop: string | null, fallback: SourcePosition): SourcePosition;
  /** Where the sidebar `id` is declared (its key). */
  sidebar(id: string): SourcePosition;
}

export function createSidebarLocator(source: string): SidebarLocator {
  const literals = scanStringLiterals(source);
  const at = createPositionIndex(source);
  const idCandidates = new Map<string, StringLiteral[]>();
  for (const literal of literals) {
    if (literal.isKey || (literal.prop !== null && notIdProps.has(literal.prop))) continue;
    const list = idCandidates.get(literal.value);
    if (list) list.push(literal);
    else idCandidates.set(literal.value, [literal]);
  }
  const used = new Map<string, number>();

  return {
    docId(id, fallback) {
      const list = idCandidates.get(id);
      if (!list?.length) return this.text(id, null, fallback);
      const index = Math.min(used.get(id) ?? 0, list.length - 1);
      used.set(id, index + 1);
      return at(list[index]!.offset);
    },
    text(value, prop, fallback) {
      const found = literals.find((l) => l.value === value && l.prop === prop) ?? literals.find((l) => l.value === value);
      if (found) return at(found.offset);
      // A label written as a bare key (`Workflow: [...]`) is no string literal.
      const key = findKey(source, value);
      return key < 0 ? fallback : at(key);
    },
    sidebar(id) {
      const offset = findKey(source, id);
      return offset < 0 ? firstLine : at(offset);
    },
  };
}
