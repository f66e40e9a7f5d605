// `@docusaurus/theme-common/internal`, the little of Docusaurus's internal theme API that sites'
// components import: the scroll position blocker (tabs that change the page's height keep the
// clicked element where it was), the doc and blog post hooks of older versions, and the table of
// contents' hooks a site's own TOC component uses.
import { useCallback, useContext } from 'react';
import { NavbarMenuContext } from '../theme/PageContext.ts';

// Docusaurus 2 and 3.0 gave these hooks here, before the content plugins' `/client` modules did.
export { useDoc } from './docs-client.ts';
export { BlogPostProvider, useBlogPost } from './blog-client.ts';
export { useFilteredAndTreeifiedTOC, useTreeifiedTOC, useTOCHighlight } from './toc-utils.ts';

export function useScrollPositionBlocker(): { blockElementScrollPositionUntilNextRender: (element: HTMLElement) => void } {
  const blockElementScrollPositionUntilNextRender = useCallback((element: HTMLElement) => {
    const top = element.getBoundingClientRect().top;
    // After the next render, scroll so the element is where it was.
    requestAnimationFrame(() => window.scrollBy({ top: element.getBoundingClientRect().top - top, behavior: 'instant' }));
  }, []);
  return { blockElementScrollPositionUntilNextRender };
}

/** The navbar's items, left-hand then right-hand (`position: 'right'`), as a replacing `Navbar/Content` splits them. */
export function splitNavbarItems<T extends { position?: string }>(items: T[]): [T[], T[]] {
  return [items.filter((item) => item.position !== 'right'), items.filter((item) => item.position === 'right')];
}

/**
 * The menu of narrow screens: sfpdocs' navbar folds its items behind its menu button (there is no
 * separate mobile sidebar), so `shown` is that menu being open and `toggle` opens or closes it.
 */
export function useNavbarMobileSidebar(): { disabled: boolean; shouldRender: boolean; shown: boolean; toggle: () => void } {
  const { open, setOpen } = useContext(NavbarMenuContext);
  return { disabled: false, shouldRender: true, shown: open, toggle: () => setOpen(!open) };
}
