// `@theme/TOCInline`: the page's headings as a nested list inside the article. It takes
// Docusaurus's `toc` (what an MDX page exports: `{ value, id, level }` with `value` as HTML, so
// `toc.slice(1)` works) or, without it, the current page's headings; `minHeadingLevel` and
// `maxHeadingLevel` filter as in Docusaurus: a heading outside the range drops out and its
// children move up to its place.
import { useContext } from 'react';
import { PageContext } from '../theme/PageContext.ts';

export interface TocEntry {
  /** The heading as HTML. */
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc?: readonly TocEntry[];
  /** Default 2. */
  minHeadingLevel?: number;
  /** Default 3. */
  maxHeadingLevel?: number;
  className?: string;
}

export interface TocNode extends TocEntry {
  children: TocNode[];
}

/** Nests each heading under the closest earlier heading of a higher rank. */
export function nestToc(entries: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const entry of entries) {
    const node: TocNode = { ...entry, children: [] };
    while (open.length && open[open.length - 1]!.level >= node.level) open.pop();
    (open.length ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

export function filterToc(nodes: readonly TocNode[], min: number, max: number): TocNode[] {
  return nodes.flatMap((node) => {
    const children = filterToc(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <a href={`#${node.id}`} dangerouslySetInnerHTML={{ __html: node.value }} />
          {node.children.length ? <TocList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const current = useContext(PageContext);
  const entries = toc ?? current?.page.toc.map((item) => ({ value: escapeHtml(item.text), id: item.id, level: item.depth })) ?? [];
  const nodes = filterToc(nestToc(entries), minHeadingLevel, maxHeadingLevel);
  if (!nodes.length) return null;
  return (
    <div className={className ? `toc-inline ${className}` : 'toc-inline'}>
      <TocList nodes={nodes} />
    </div>
  );
}
