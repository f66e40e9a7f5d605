// Docusaurus's magic comments in a fence's code (`// highlight-next-line`, `// highlight-start` …
// `// highlight-end`), read in the comment syntax of the block's language and removed. The meta
// string is read by shared/code-meta.ts, which `<CodeBlock>` in the browser reads it with too.
import { magicCommentRe } from './code-languages.ts';

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
