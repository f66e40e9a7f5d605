// The table of contents hooks of `@docusaurus/theme-common/internal` that a site's own TOC
// component uses: the page's flat list of headings as a tree (each heading under the nearest
// shallower one before it), kept to a range of levels, and the highlight of the link of the section
// being read.
import { useEffect, useMemo } from 'react';

export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

export interface TocTreeNode extends TocEntry {
  children: TocTreeNode[];
}

/** The headings as a tree: a heading's parent is the last heading before it of a lower level. */
export function treeifyTOC(toc: readonly TocEntry[]): TocTreeNode[] {
  const roots: TocTreeNode[] = [];
  const open: TocTreeNode[] = [];
  for (const entry of toc) {
    const node: TocTreeNode = { ...entry, children: [] };
    while (open.length && open[open.length - 1]!.level >= node.level) open.pop();
    (open.length ? open[open.length - 1]!.children : roots).push(node);
    open.push(node);
  }
  return roots;
}

/** The tree without the levels outside the range; the children of a node left out take its place. */
function filterTOC(nodes: readonly TocTreeNode[], min: number, max: number): TocTreeNode[] {
  return nodes.flatMap((node) => {
    const children = filterTOC(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

export function useTreeifiedTOC(toc: readonly TocEntry[]): TocTreeNode[] {
  return useMemo(() => treeifyTOC(toc), [toc]);
}

export function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly TocEntry[]; minHeadingLevel: number; maxHeadingLevel: number }): TocTreeNode[] {
  return useMemo(() => filterTOC(treeifyTOC(toc), minHeadingLevel, maxHeadingLevel), [toc, minHeadingLevel, maxHeadingLevel]);
}

export interface TOCHighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/**
 * Marks with `linkActiveClassName` the link (of class `linkClassName`) to the last heading in the
 * range that has scrolled past the top of the window, following the reader's scrolling.
 */
export function useTOCHighlight(config: TOCHighlightConfig | undefined): void {
  useEffect(() => {
    if (!config) return undefined;
    const { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel } = config;
    const selector = Array.from({ length: maxHeadingLevel - minHeadingLevel + 1 }, (_, i) => `h${minHeadingLevel + i}[id]`).join(', ');
    const update = () => {
      const headings = Array.from(document.querySelectorAll<HTMLElement>(selector));
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= 80);
      const active = passed[passed.length - 1] ?? headings[0];
      for (const link of Array.from(document.getElementsByClassName(linkClassName))) {
        const href = link.getAttribute('href') ?? '';
        link.classList.toggle(linkActiveClassName, !!active && decodeURIComponent(href.slice(href.indexOf('#') + 1)) === active.id && href.includes('#'));
      }
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [config]);
}
