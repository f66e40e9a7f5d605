// `@docusaurus/theme-common/internal`, the little of Docusaurus's internal theme API that sites'
// components import: the scroll position blocker (tabs that change the page's height keep the
// clicked element where it was), the doc and blog post hooks of older versions, and the table of
// contents' hooks a site's own TOC component uses.
import { useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { NavbarMenuContext, usePage } from '../theme/PageContext.ts';

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

/**
 * A navbar that hides as the reader scrolls down (`navbar.hideOnScroll`): sfpdocs' navbar does
 * not hide (the option is not read), so it is always visible; the ref is the navbar's element.
 */
export function useHideableNavbar(_hideOnScroll?: boolean): { navbarRef: (node: HTMLElement | null) => void; isNavbarVisible: boolean } {
  const element = useRef<HTMLElement | null>(null);
  const navbarRef = useCallback((node: HTMLElement | null) => void (element.current = node), []);
  return { navbarRef, isNavbarVisible: true };
}

/** While `lock` is true (the mobile sidebar is open), the page under it does not scroll. */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    document.body.style.overflow = lock ? 'hidden' : 'visible';
    return () => void (document.body.style.overflow = 'visible');
  }, [lock]);
}

/**
 * The mobile sidebar's secondary menu, where Docusaurus shows the doc's sidebar: sfpdocs' doc pages
 * have their own sidebar button, so there is none (never shown, no content).
 */
export function useNavbarSecondaryMenu(): { shown: boolean; hide: () => void; content: ReactNode } {
  return { shown: false, hide: () => {}, content: null };
}

/** Whether two paths name the same page: trailing slashes and letter case aside, as Docusaurus compares them. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const normalize = (p: string | undefined) => (p ? (p.endsWith('/') ? p : `${p}/`).toLowerCase() : p);
  return normalize(a) === normalize(b);
}

/** The page's path without the site's base URL, as Docusaurus's useLocalPathname. */
export function useLocalPathname(): string {
  return usePage().page.route;
}
