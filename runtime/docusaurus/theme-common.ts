// `@docusaurus/theme-common`, the part of it a site's own components read: the colour mode (the
// theme's `data-theme`, followed as the switch changes it), the window size, and empty stand-ins
// for the theme config and the Prism theme (sfpdocs highlights code at build time with shiki).
import { useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { themeStorageKey } from '../../shared/hooks.ts';
import { SiteContext, useSite } from '../theme/SiteContext.ts';
import { docusaurusItem } from '../theme/NavbarItems.tsx';
import { NavbarSidebarContext } from '../theme/PageContext.ts';

type ColorMode = 'light' | 'dark';

function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode | null) => void; isDarkTheme: boolean } {
  const site = useSite();
  // The server and the hydrating render use the default mode; the page's own mode follows.
  const colorMode = useSyncExternalStore(subscribeToTheme, () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'), () => site.colorMode.defaultMode) as ColorMode;
  const setColorMode = useCallback((mode: ColorMode | null) => {
    const next = mode ?? site.colorMode.defaultMode;
    document.documentElement.dataset.theme = next;
    try {
      if (mode) localStorage.setItem(themeStorageKey, mode);
      else localStorage.removeItem(themeStorageKey);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, [site]);
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}

const mobileQuery = '(max-width: 996px)';

function subscribeToWidth(onChange: () => void): () => void {
  const media = window.matchMedia(mobileQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** `desktop` or `mobile` at Docusaurus's breakpoint; `ssr` on the server and while hydrating. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return useSyncExternalStore(subscribeToWidth, () => (window.matchMedia(mobileQuery).matches ? 'mobile' : 'desktop'), () => 'ssr');
}

/**
 * Docusaurus's theme config is not sent to the browser: components reading it get its defaults for
 * what they read without checking (the table of contents' heading levels), and the navbar a
 * replacing `Navbar/Content` draws: its items as sfpdocs resolved them, each `{ type, ...props }`
 * as `@theme/NavbarItem` takes it (doc and sidebar items are links by then, `type` `default`).
 */
export function useThemeConfig(): Record<string, unknown> {
  // Read without useSite: a component rendered alone (the swizzle check) has no site.
  const site = useContext(SiteContext);
  const sidebar = useContext(NavbarSidebarContext);
  return useMemo(() => ({
    ...themeConfigDefaults,
    colorMode: { defaultMode: site?.colorMode.defaultMode ?? 'light', disableSwitch: site?.colorMode.disableSwitch ?? false },
    navbar: { title: site?.navbarTitle || undefined, logo: site?.logo ? { src: site.logo, alt: site.logoAlt } : undefined, hideOnScroll: false, style: site?.navbarStyle === 'default' ? undefined : site?.navbarStyle, items: (site?.navbar ?? []).map((item) => { const { type, props } = docusaurusItem(item, sidebar); return { ...props, type }; }) },
  }), [site, sidebar]);
}

/** Renders its children; Docusaurus's adds the cause to an error they throw. */
export function ErrorCauseBoundary({ children }: { children?: ReactNode; onError?: unknown }) {
  return children ?? null;
}

const themeConfigDefaults: Record<string, unknown> = { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 } };

/** The stable class names of Docusaurus's theme (3.x), which site components put on their pages. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: {},
};

/**
 * Puts `className` on `<html>` while the component is on screen, as Docusaurus's does (through its
 * head manager); in the browser only, so the page's HTML does not carry it.
 */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  useEffect(() => {
    const names = (className ?? '').split(/\s+/).filter((name) => name && !document.documentElement.classList.contains(name));
    document.documentElement.classList.add(...names);
    return () => document.documentElement.classList.remove(...names);
  }, [className]);
  return children ?? null;
}

export function usePrismTheme(): { plain: Record<string, string>; styles: unknown[] } {
  return { plain: {}, styles: [] };
}

/** The items of a list that another item equals (Docusaurus's `duplicates`, which Tabs use to check values). */
export function duplicates<T>(list: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return list.filter((item, i) => list.some((other, j) => i !== j && same(item, other)));
}

/** Whether `value` matches the regular expression written in `regexp` (a navbar item's `activeBaseRegex`). */
export function isRegexpStringMatch(regexp: string | undefined, value: string): boolean {
  if (typeof regexp === 'undefined') return false;
  return new RegExp(regexp, 'gi').test(value);
}
