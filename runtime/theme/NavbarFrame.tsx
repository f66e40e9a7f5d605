// The navbar's frame in Docusaurus's markup, for a site that swizzles the whole `Navbar` or its
// `Navbar/Layout` (apache/answer-website does both): sfpdocs' own component of each name its files
// import (`@theme/Navbar/Layout`, `@theme/Navbar/MobileSidebar` and its parts, `@theme/Logo`),
// drawn as Docusaurus's theme-classic 3.10 draws them, with Infima's class names, which Infima's
// navbar rules style (compiler/emit/infima-navbar.ts). The mobile sidebar is the navbar's menu of
// narrow screens, opened by `useNavbarMobileSidebar()` (sfpdocs' menu state); it has no secondary
// menu (Docusaurus shows the doc's sidebar there; sfpdocs' doc pages have their own sidebar button).
import type { ReactNode } from 'react';
import { withBase } from '../../shared/base-url.ts';
import { useThemeConfig } from '../docusaurus/theme-common.ts';
import { useLockBodyScroll, useNavbarMobileSidebar, useNavbarSecondaryMenu } from '../docusaurus/theme-common-internal.ts';
import { ColorModeSwitch } from './ColorModeSwitch.tsx';
import { OwnNavbarItem } from './NavbarItems.tsx';
import { Link } from './Link.tsx';
import { useMessages } from './useMessages.ts';
import { useSite } from './SiteContext.ts';
import { useThemeComponent } from './ThemeComponents.ts';

/** sfpdocs' `Navbar/ColorModeToggle` (`className`): its colour switch, unless the site disables it. */
export function NavbarColorModeToggle({ className }: { className?: string }) {
  if (useSite().colorMode.disableSwitch) return null;
  return className ? <div className={className}><ColorModeSwitch /></div> : <ColorModeSwitch />;
}

/** sfpdocs' `Logo` (`className`, `imageClassName`, `titleClassName`): the navbar's logo and title (Docusaurus's `navbar.title`), linking home. */
export function Logo({ className, imageClassName, titleClassName }: { className?: string; imageClassName?: string; titleClassName?: string }) {
  const site = useSite();
  const image = site.logo ? <img src={withBase(site.baseUrl, site.logo)} alt={site.logoAlt} /> : null;
  return (
    <Link href="/" className={className}>
      {image && imageClassName ? <div className={imageClassName}>{image}</div> : image}
      {site.navbarTitle ? <b className={titleClassName}>{site.navbarTitle}</b> : null}
    </Link>
  );
}

/** sfpdocs' `Navbar/MobileSidebar`: the menu of narrow screens, while it is open. */
export function NavbarMobileSidebar() {
  const mobileSidebar = useNavbarMobileSidebar();
  useLockBodyScroll(mobileSidebar.shown);
  const Layout = useThemeComponent('Navbar/MobileSidebar/Layout', NavbarMobileSidebarLayout);
  const Header = useThemeComponent('Navbar/MobileSidebar/Header', NavbarMobileSidebarHeader);
  const Primary = useThemeComponent('Navbar/MobileSidebar/PrimaryMenu', NavbarMobileSidebarPrimaryMenu);
  const Secondary = useThemeComponent('Navbar/MobileSidebar/SecondaryMenu', NavbarMobileSidebarSecondaryMenu);
  if (!mobileSidebar.shouldRender) return null;
  return <Layout header={<Header />} primaryMenu={<Primary />} secondaryMenu={<Secondary />} />;
}

/** sfpdocs' `Navbar/MobileSidebar/Layout` (`header`, `primaryMenu`, `secondaryMenu`). */
export function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: { header?: ReactNode; primaryMenu?: ReactNode; secondaryMenu?: ReactNode }) {
  const { shown } = useNavbarSecondaryMenu();
  return (
    <div className="navbar-sidebar">
      {header}
      <div className={shown ? 'navbar-sidebar__items navbar-sidebar__items--show-secondary' : 'navbar-sidebar__items'}>
        <div className="navbar-sidebar__item menu">{primaryMenu}</div>
        <div className="navbar-sidebar__item menu">{secondaryMenu}</div>
      </div>
    </div>
  );
}

/** sfpdocs' `Navbar/MobileSidebar/Header`: the logo, the colour switch and the close button. */
export function NavbarMobileSidebarHeader() {
  const t = useMessages();
  const mobileSidebar = useNavbarMobileSidebar();
  const NavbarLogo = useThemeComponent('Navbar/Logo', DocusaurusNavbarLogo);
  const ColorModeToggle = useThemeComponent('Navbar/ColorModeToggle', NavbarColorModeToggle);
  return (
    <div className="navbar-sidebar__brand">
      <NavbarLogo />
      <ColorModeToggle className="margin-right--md" />
      <button type="button" aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')} className="clean-btn navbar-sidebar__close" onClick={() => mobileSidebar.toggle()}>
        <svg viewBox="0 0 15 15" width={21} height={21} aria-hidden="true"><g stroke="var(--ifm-color-emphasis-600)" strokeWidth="1.2"><path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" /></g></svg>
      </button>
    </div>
  );
}

/** sfpdocs' `Navbar/MobileSidebar/PrimaryMenu`: the navbar's items, in the menu's markup; following one closes the menu. */
export function NavbarMobileSidebarPrimaryMenu() {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = (useThemeConfig().navbar as { items: Record<string, unknown>[] }).items;
  const NavbarItem = useThemeComponent('NavbarItem', OwnNavbarItem);
  return (
    <ul className="menu__list">
      {items.map((item, i) => <NavbarItem mobile {...item} onClick={() => mobileSidebar.toggle()} key={i} />)}
    </ul>
  );
}

/** sfpdocs' `Navbar/MobileSidebar/SecondaryMenu`: empty (sfpdocs shows a doc's sidebar on its page). */
export function NavbarMobileSidebarSecondaryMenu() {
  return useNavbarSecondaryMenu().content;
}

/** sfpdocs' `Navbar/Logo` in Docusaurus's markup, as Docusaurus's renders `@theme/Logo`. */
export function DocusaurusNavbarLogo() {
  const SiteLogo = useThemeComponent('Logo', Logo);
  return <SiteLogo className="navbar__brand" imageClassName="navbar__logo" titleClassName="navbar__title text--truncate" />;
}

