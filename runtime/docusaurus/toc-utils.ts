// The table of contents hooks of `@docusaurus/theme-common/internal` that a site's own TOC
// component uses: the page's flat list of headings as a tree (each heading under the nearest
// shallower one before it), kept to a range of levels, and the highlight of the link of the section
// being read.
import { useEffect, useMemo } from 'react';
import { filterToc, nestToc, type TocEntry, type TocNode } from './TOCInline.tsx';

// The tree and its level filter are TOCInline's: one rule for `@theme/TOCInline` and the hooks.
export function useTreeifiedTOC(toc: readonly TocEntry[]): TocNode[] {
  return useMemo(() => nestToc(toc), [toc]);
}

export function useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel }: { toc: readonly TocEntry[]; minHeadingLevel: number; maxHeadingLevel: number }): TocNode[] {
  return useMemo(() => filterToc(nestToc(toc), minHeadingLevel, maxHeadingLevel), [toc, minHeadingLevel, maxHeadingLevel]);
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
