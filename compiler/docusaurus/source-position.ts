// Where something is written in a config or sidebars file, found by searching its source text:
// the loaded value has no positions, but a key or a string is usually written once.
export { toSitePath } from '../diagnostics/site-path.ts';

export interface SourcePosition {
  line: number;
  column: number;
}

export const firstLine: SourcePosition = { line: 1, column: 1 };

/** 1-based line and column of a character offset. */
export function positionAt(source: string, offset: number): SourcePosition {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** positionAt for many offsets in one text: the line starts are found once. */
export function createPositionIndex(source: string): (offset: number) => SourcePosition {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Offset of `key:` written as a property (bare, or quoted with ' or "), searching from `from`;
 * -1 when the key is not written there.
 */
export function findKey(source: string, key: string, from = 0): number {
  const re = new RegExp(`(^|[\\s{,(])(?:${escapeRe(key)}|'${escapeRe(key)}'|"${escapeRe(key)}")\\s*:`, 'gm');
  re.lastIndex = from;
  const match = re.exec(source);
  return match ? match.index + match[1]!.length : -1;
}

/** Offset of `text` written as a string literal (any quote), searching from `from`; -1 if absent. */
export function findString(source: string, text: string, from = 0): number {
  const re = new RegExp(`['"\`]${escapeRe(text)}['"\`]`, 'g');
  re.lastIndex = from;
  const match = re.exec(source);
  return match ? match.index : -1;
}

/**
 * Position of a dotted key path (`presets.docs.routeBasePath`): each segment is searched after
 * the previous one, so `routeBasePath` inside `docs` is found rather than one written earlier.
 * Stops at the deepest segment found; when not even the first is written, the position of
 * `from` (where the enclosing entry is written), or 1:1.
 */
export function locateKeyPath(source: string, keys: string[], from = 0): SourcePosition {
  let offset = -1;
  let cursor = from;
  for (const key of keys) {
    const found = findKey(source, key, cursor);
    if (found < 0) break;
    offset = found;
    cursor = found + key.length;
  }
  if (offset >= 0) return positionAt(source, offset);
  return from > 0 ? positionAt(source, from) : firstLine;
}
