// What a code fence asks for beyond its language: the meta string after it (`title="…"`, line
// ranges `{1,3-5}`, `showLineNumbers`, `showLineNumbers=5`) and Docusaurus's magic comments in the
// code (`// highlight-next-line`, `// highlight-start` … `// highlight-end`), which are removed.
import { magicCommentRe } from './code-languages.ts';

export interface CodeMeta {
  title?: string;
  /** Lines to highlight, 1-based, counted in the code as shown (magic comment lines removed). */
  highlight: Set<number>;
  /** The number of the first line when line numbers are shown, else null. */
  firstLineNumber: number | null;
}

const titleRe = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const rangesRe = /\{([\d\s,-]*)\}/;
const lineNumbersRe = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;

export function parseCodeMeta(meta: string): CodeMeta {
  const titleMatch = titleRe.exec(meta);
  const title = titleMatch ? (titleMatch[1] ?? titleMatch[2] ?? titleMatch[3]) : undefined;
  // Ranges and flags are read outside the title, which may hold braces or the word itself.
  const rest = titleMatch ? meta.slice(0, titleMatch.index) + meta.slice(titleMatch.index + titleMatch[0].length) : meta;
  const highlight = new Set<number>();
  for (const part of rangesRe.exec(rest)?.[1]?.split(',') ?? []) {
    const [fromText = '', toText = ''] = part.split('-');
    const from = fromText.trim() ? Number(fromText) : NaN;
    if (!Number.isInteger(from) || from < 1) continue;
    const to = toText.trim() ? Number(toText) : from;
    // A range is capped: `{1-99999999}` must not take the build's memory.
    const last = Number.isInteger(to) ? Math.min(to, from + 10_000) : from;
    for (let line = from; line <= last; line++) highlight.add(line);
  }
  const numbers = lineNumbersRe.exec(rest);
  return { title, highlight, firstLineNumber: numbers ? Number(numbers[1] ?? 1) : null };
}

export interface MagicCommentResult {
  /** The code without its magic comment lines. */
  code: string;
  /** Lines the comments highlight, 1-based in the returned code. */
  highlight: Set<number>;
  /** Comments without their other half, by 0-based line of the original code. */
  unmatched: Array<{ line: number; comment: string }>;
}

/** Applies and removes the magic comments of `code`, written in `lang`'s comment syntax. */
export function applyMagicComments(code: string, lang: string): MagicCommentResult {
  const highlight = new Set<number>();
  const unmatched: MagicCommentResult['unmatched'] = [];
  // Most blocks have none: one search instead of a test per line.
  if (!code.includes('highlight-')) return { code, highlight, unmatched };
  const re = magicCommentRe(lang);
  const kept: string[] = [];
  let nextLine = false;
  const starts: number[] = [];
  code.split('\n').forEach((line, index) => {
    const match = re.exec(line);
    const comment = match?.slice(1).find(Boolean);
    if (!comment) {
      kept.push(line);
      if (nextLine || starts.length) highlight.add(kept.length);
      nextLine = false;
      return;
    }
    if (comment === 'highlight-next-line') nextLine = true;
    else if (comment === 'highlight-start') starts.push(index);
    else if (starts.length) starts.pop();
    else unmatched.push({ line: index, comment });
  });
  for (const line of starts) unmatched.push({ line, comment: 'highlight-start' });
  return { code: kept.join('\n'), highlight, unmatched };
}
