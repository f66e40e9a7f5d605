// sfpdocs' own component of each name a site may replace (shared/theme-components.ts): what
// `@theme-original/NAME` and `@theme-init/NAME` give a site's wrapper. Shared with page bundles
// (shared/page-modules.ts), so a wrapper renders the runtime's component, not a copy.
import type { ComponentType, ReactNode } from 'react';
import type { ReplaceableComponent } from '../../shared/theme-components.ts';
import { BlogPostItem } from './BlogPages.tsx';
import { DocItemFooter } from './DocPage.tsx';
import { Footer } from './Footer.tsx';
import { componentTypes, DefaultNavbarItem, DropdownNavbarItem, LocaleDropdownNavbarItem, OwnNavbarItem } from './NavbarItems.tsx';
import { NavbarContent, NavbarLayout, NavbarLogo, NavbarMenuToggle, NavbarSearch, OwnNavbar, OwnSearchBar } from './Navbar.tsx';
import { Logo, NavbarColorModeToggle, NavbarMobileSidebar, NavbarMobileSidebarHeader, NavbarMobileSidebarLayout, NavbarMobileSidebarPrimaryMenu, NavbarMobileSidebarSecondaryMenu } from './NavbarFrame.tsx';
import { NotFoundContent, NotFoundPage } from './SitePages.tsx';

export function Root({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export const themeOriginals: Record<ReplaceableComponent, ComponentType<any> | Record<string, ComponentType<any>>> = {
  Root,
  Footer,
  'DocItem/Footer': DocItemFooter,
  NotFound: NotFoundPage,
  'NotFound/Content': NotFoundContent,
  BlogPostItem,
  'NavbarItem/ComponentTypes': componentTypes,
  'NavbarItem/DefaultNavbarItem': DefaultNavbarItem,
  'NavbarItem/DropdownNavbarItem': DropdownNavbarItem,
  'NavbarItem/LocaleDropdownNavbarItem': LocaleDropdownNavbarItem,
  NavbarItem: OwnNavbarItem,
  'Navbar/Content': NavbarContent,
  'Navbar/Logo': NavbarLogo,
  'Navbar/ColorModeToggle': NavbarColorModeToggle,
  'Navbar/Search': NavbarSearch,
  'Navbar/MobileSidebar/Toggle': NavbarMenuToggle,
  SearchBar: OwnSearchBar,
  Navbar: OwnNavbar,
  'Navbar/Layout': NavbarLayout,
  'Navbar/MobileSidebar': NavbarMobileSidebar,
  'Navbar/MobileSidebar/Layout': NavbarMobileSidebarLayout,
  'Navbar/MobileSidebar/Header': NavbarMobileSidebarHeader,
  'Navbar/MobileSidebar/PrimaryMenu': NavbarMobileSidebarPrimaryMenu,
  'Navbar/MobileSidebar/SecondaryMenu': NavbarMobileSidebarSecondaryMenu,
  Logo,
};
