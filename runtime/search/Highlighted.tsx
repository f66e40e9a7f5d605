import type { Mark } from '../../shared/search/query-index.ts';

/** Text with the matched words in <mark>. Text nodes only: a query is never parsed as markup. */
export function Highlighted({ text, marks }: { text: string; marks: Mark[] }) {
  const parts: Array<string | React.JSX.Element> = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
