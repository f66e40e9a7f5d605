// What a code block's meta string and magic comments ask for, as Docusaurus reads them: a title
// (`title="app.js"`), line numbers (`showLineNumbers`, `showLineNumbers=5` to start at 5) and
// highlighted lines (`{1,3-4}` in the meta string; else `highlight-next-line`, `highlight-start` …
// `highlight-end` comments in code of a known language, which are removed). The compiler reads
// fences with it and the runtime reads `<CodeBlock>` props with it, so both agree.

const titleRe = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const lineNumbersRe = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/;
const rangesRe = /\{([\d,\s-]+)\}/;
/** A line that holds only a magic comment, in any of the comment syntaxes Docusaurus knows (//, /* *\/, {/* *\/}, #, <!-- -->, --, %, ;;). */
const magicRe = /^\s*(?:\/\/|#|--|%|;;|\{?\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/;

export interface CodeMeta {
  title: string | undefined;
  /** The number of the first line when line numbers are shown, else null. */
  lineNumbersFrom: number | null;
  /** 1-based numbers of the lines to highlight. */
  highlightLines: number[];
}

export function parseCodeMeta(meta: string | undefined): CodeMeta {
  const text = meta ?? '';
  const title = titleRe.exec(text);
  // Ranges and flags are read outside the title, which may hold braces or the word itself.
  const rest = title ? text.slice(0, title.index) + text.slice(title.index + title[0].length) : text;
  const numbers = lineNumbersRe.exec(rest);
  const ranges = rangesRe.exec(rest);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    lineNumbersFrom: numbers ? Number(numbers[1] ?? 1) : null,
    highlightLines: ranges ? parseRanges(ranges[1]!) : [],
  };
}

/** `1,3-5` → [1, 3, 4, 5]. */
export function parseRanges(ranges: string): number[] {
  const lines: number[] = [];
  for (const part of ranges.split(',')) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    // A range is capped: `{1-99999999}` must not take the build's memory.
    const last = Math.min(to && to >= from ? to : from, from + 10_000);
    for (let line = from; line <= last; line++) lines.push(line);
  }
  return lines;
}

/** The code without its magic-comment lines, and the (1-based) lines those comments highlight. */
export function applyMagicComments(code: string): { code: string; highlightLines: number[] } {
  const kept: string[] = [];
  const highlightLines: number[] = [];
  let next = false;
  let block = 0;
  for (const line of code.split('\n')) {
    const magic = magicRe.exec(line)?.[1];
    if (magic === 'highlight-next-line') next = true;
    else if (magic === 'highlight-start') block++;
    else if (magic === 'highlight-end') block = Math.max(0, block - 1);
    else {
      kept.push(line);
      if (next || block) highlightLines.push(kept.length);
      next = false;
    }
  }
  return { code: kept.join('\n'), highlightLines };
}

/**
 * The code to show and its highlighted lines, with Docusaurus's precedence (theme-common
 * `codeBlockUtils.ts`, parseLines): lines named in the meta string win and leave the code as it
 * is; else magic comments, only in code whose language is given.
 */
export function highlightedLines(code: string, meta: CodeMeta, language: string): { code: string; highlightLines: number[] } {
  const text = code.replace(/\n$/, '');
  if (meta.highlightLines.length || !language) return { code: text, highlightLines: meta.highlightLines };
  return applyMagicComments(text);
}
