import { createContext, useContext, type ComponentType } from 'react';
import type { BlogPostSummary, PageData, SidebarItem } from '../../shared/contract.ts';

/** An MDX page's article: its bundle's default export and the components it maps elements to. */
export interface PageContent {
  Content: ComponentType<{ components?: Record<string, unknown> }>;
  components?: Record<string, unknown>;
}

/** The page being shown and its version's sidebar, for components inside a page (runtime/docusaurus). */
export interface PageContextValue {
  page: PageData;
  sidebar: SidebarItem[] | null;
  /** An MDX page with components: what renders its article. */
  content?: PageContent;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('PageContext is missing; this is a bug in sfpdocs');
  return value;
}

/**
 * The blog post a `BlogPostItem` shows (Docusaurus's BlogPostProvider), on the post's page and for
 * each post of a list. Here, in a module pages share with the runtime, so a site's components read
 * the same context the theme fills.
 */
export interface BlogPostContextValue {
  post: BlogPostSummary;
  isBlogPostPage: boolean;
}

export const BlogPostContext = createContext<BlogPostContextValue | null>(null);

/**
 * The key of the sidebar of the page being read (shared/sidebar-key.ts): a doc or sidebar navbar
 * item of that sidebar is the current section's (NavbarItems.tsx). Here, in a module pages share
 * with the runtime, so a site's Navbar/Content reading useThemeConfig() sees the same.
 */
export const NavbarSidebarContext = createContext<string | null>(null);

/** The navbar's menu button (narrow screens), which `useNavbarMobileSidebar` and `Navbar/MobileSidebar/Toggle` read; shared as above. */
export const NavbarMenuContext = createContext<{ open: boolean; setOpen: (open: boolean) => void }>({ open: false, setOpen: () => {} });

/**
 * Which markup the navbar's items are drawn in: sfpdocs' own navbar (its `navbar-items` list) or a
 * site's navbar in Docusaurus's (`navbar__item navbar__link`, `menu__link` in the mobile sidebar).
 * sfpdocs' Navbar/Layout and Navbar/Content say `sfpdocs`; inside a site's own Layout (a swizzled
 * `Navbar` or `Navbar/Layout`) the site's Content and mobile sidebar draw Docusaurus's.
 */
export const NavbarFrameContext = createContext<'sfpdocs' | 'docusaurus'>('docusaurus');
