// The string literals of a JavaScript, TypeScript or JSON file with their offsets, found by a small
// scanner (comments and template literals are skipped, not parsed). A loaded sidebars value has
// no positions; its doc ids are found again among these.

export interface StringLiteral {
  value: string;
  offset: number;
  /** The property it is the value of (`id` in `id: 'intro'`); null for array items and arguments. */
  prop: string | null;
  /** It is itself a property name (`'Getting started': [...]`). */
  isKey: boolean;
}

const simpleEscapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };
const keyBeforeRe = /(?:([A-Za-z_$][\w$]*)|'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")\s*:\s*$/;

function decode(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r?\n|.)/g, (_match, escape: string) => {
    if (escape.startsWith('u{')) return String.fromCodePoint(parseInt(escape.slice(2, -1), 16));
    if (/^[ux][0-9a-fA-F]/.test(escape)) return String.fromCharCode(parseInt(escape.slice(1), 16));
    if (escape === '\n' || escape === '\r\n') return '';
    return simpleEscapes[escape] ?? escape;
  });
}

/** Index just past the string or template starting at `start` (whose quote is `quote`). */
function skipQuoted(source: string, start: number, quote: string): { end: number; interpolated: boolean } {
  let interpolated = false;
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\\') i += 2;
    else if (ch === quote) return { end: i + 1, interpolated };
    else if (quote === '`' && ch === '$' && source[i + 1] === '{') {
      interpolated = true;
      let depth = 1;
      i += 2;
      while (i < source.length && depth > 0) {
        const inner = source[i]!;
        if (inner === '{') depth++;
        else if (inner === '}') depth--;
        else if (inner === '"' || inner === "'" || inner === '`') {
          i = skipQuoted(source, i, inner).end;
          continue;
        }
        i++;
      }
    } else if (ch === '\n' && quote !== '`') return { end: i, interpolated: true };
    else i++;
  }
  return { end: i, interpolated: true };
}

function nextSignificant(source: string, from: number): string | undefined {
  let i = from;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) i++;
    else if (ch === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) < 0 ? source.length : source.indexOf('\n', i);
    else if (ch === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) < 0 ? source.length : source.indexOf('*/', i + 2) + 2;
    else return ch;
  }
  return undefined;
}

export function scanStringLiterals(source: string): StringLiteral[] {
  const found: StringLiteral[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '/' && source[i + 1] === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
    } else if (ch === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      const { end, interpolated } = skipQuoted(source, i, ch);
      if (!interpolated) {
        const before = keyBeforeRe.exec(source.slice(Math.max(0, i - 200), i));
        found.push({
          value: decode(source.slice(i + 1, end - 1)),
          offset: i,
          prop: before ? (before[1] ?? decode(before[2] ?? before[3] ?? '')) : null,
          isKey: nextSignificant(source, end) === ':',
        });
      }
      i = end;
    } else i++;
  }
  return found;
}
