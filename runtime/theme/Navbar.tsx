import { useContext, useMemo, useState, type ReactNode } from 'react';
import { SearchBox } from '../search/SearchBox.tsx';
import { ColorModeSwitch } from './ColorModeSwitch.tsx';
import { Link } from './Link.tsx';
import { withBase } from '../../shared/base-url.ts';
import { useSite } from './SiteContext.ts';
import { hooks } from '../../shared/hooks.ts';
import { useMessages } from './useMessages.ts';
import { NavbarItemView, NavbarRouteContext, NavbarVersionsContext } from './NavbarItems.tsx';
import { NavbarFrameContext, NavbarMenuContext, NavbarSidebarContext } from './PageContext.ts';
import { DocusaurusNavbarLogo } from './NavbarFrame.tsx';
import { useThemeComponent } from './ThemeComponents.ts';


/**
 * The header and its `nav`; inside, `Navbar/Content` (a site may replace or wrap it, as in
 * Docusaurus): title and logo, the configured items (links; an item with `items` is a drop-down
 * menu; doc and sidebar items arrive as links; each drawn by its type's component, NavbarItems.tsx),
 * left-hand then right-hand ones, the search box and the colour switch. On narrow screens the links
 * and the search box fold behind a menu button; the colour switch stays visible.
 */
export function Navbar({ route, version = null, otherVersions = {}, sidebar = null }: {
  /** The page being read: the locale menu opens it in the other locales. */
  route: string;
  /** Its version and its twins in the other versions: a versions menu opens them. */
  version?: string | null;
  otherVersions?: Record<string, string>;
  /** The key of its sidebar (shared/sidebar-key.ts): a doc or sidebar item of it is the current section's. */
  sidebar?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const doc = useMemo(() => ({ version, otherVersions }), [version, otherVersions]);
  const menu = useMemo(() => ({ open, setOpen }), [open]);
  // The site's whole navbar (Docusaurus's `Navbar`), else sfpdocs' Layout around its Content.
  const SiteNavbar = useThemeComponent('Navbar', OwnNavbar);
  return (
    <NavbarRouteContext.Provider value={route}>
      <NavbarSidebarContext.Provider value={sidebar}>
        <NavbarVersionsContext.Provider value={doc}>
          <NavbarMenuContext.Provider value={menu}>
            <SiteNavbar />
          </NavbarMenuContext.Provider>
        </NavbarVersionsContext.Provider>
      </NavbarSidebarContext.Provider>
    </NavbarRouteContext.Provider>
  );
}

/** sfpdocs' `Navbar` (no props): `Navbar/Layout` around `Navbar/Content`, as Docusaurus's, each the site's where it has one. */
export function OwnNavbar() {
  const Layout = useThemeComponent('Navbar/Layout', NavbarLayout);
  const Content = useThemeComponent('Navbar/Content', NavbarContent);
  return (
    <Layout>
      <Content />
    </Layout>
  );
}

/** sfpdocs' `Navbar/Layout` (`children`): the header and its `nav`, which folds on narrow screens. */
export function NavbarLayout({ children }: { children?: ReactNode }) {
  const t = useMessages();
  const site = useSite();
  const { open } = useContext(NavbarMenuContext);
  return (
    <header className={navbarClass(site.navbarStyle)} data-sfp={hooks.navbar}>
      <nav aria-label={t('theme.NavBar.navAriaLabel')} className="navbar-inner" data-open={open}>
        {/* A site's Content in sfpdocs' frame keeps sfpdocs' parts (no Infima navbar rules style this header). */}
        <NavbarFrameContext.Provider value="sfpdocs">{children}</NavbarFrameContext.Provider>
      </nav>
    </header>
  );
}

/** The navbar's classes: Infima's `navbar--primary` or `navbar--dark` for config `navbarStyle` (Docusaurus's `navbar.style`). */
export function navbarClass(style: 'default' | 'primary' | 'dark'): string {
  return style === 'default' ? 'navbar' : `navbar navbar--${style}`;
}

/** sfpdocs' `Navbar/Content` (Docusaurus gives it no props): what `@theme-original/Navbar/Content` gives a wrapper. */
export function NavbarContent() {
  const site = useSite();
  const { open, setOpen } = useContext(NavbarMenuContext);
  // Right-hand items follow the left-hand ones; the first of them is pushed to the right end.
  const left = site.navbar.filter((item) => item.position !== 'right');
  const right = site.navbar.filter((item) => item.position === 'right');
  // The site's logo swizzle; its toggle, search and colour switch render only inside its own Content (site-theme.ts).
  const Logo = useThemeComponent('Navbar/Logo', NavbarLogo);
  return (
    <NavbarFrameContext.Provider value="sfpdocs">
      <Logo />
      <NavbarMenuToggle />
      <div
        id="navbar-collapse"
        className="navbar-collapse"
        onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open && !event.defaultPrevented) {
            setOpen(false);
            document.querySelector<HTMLElement>('.navbar-toggle')?.focus();
          }
        }}
      >
        <ul className={right.length ? 'navbar-items navbar-items-split' : 'navbar-items'} data-sfp={hooks.navItems}>
          {[...left, ...right].map((item, i) =>
            item.type === 'search' ? null : (
              <li key={`${i}:${item.label || item.component || item.type}`} className={i === left.length ? 'navbar-right-start' : undefined}>
                <NavbarItemView item={item} />
              </li>
            ),
          )}
        </ul>
        {/* Search box slot: the search feature renders its box here. */}
        <SearchBox />
      </div>
      {site.colorMode.disableSwitch ? null : <ColorModeSwitch />}
    </NavbarFrameContext.Provider>
  );
}

/** sfpdocs' `Navbar/Logo`: the logo and the site's title, linking home; in a site's own navbar, Docusaurus's `@theme/Logo` markup. */
export function NavbarLogo() {
  const site = useSite();
  if (useContext(NavbarFrameContext) === 'docusaurus') return <DocusaurusNavbarLogo />;
  return (
    <Link href="/" className="navbar-brand navbar__brand" hook={hooks.home}>
      {site.logo ? <img src={withBase(site.baseUrl, site.logo)} alt="" width={28} height={28} /> : null}
      {/* Docusaurus's class names too: a site's CSS for its navbar title (its brand) applies. */}
      <span className="navbar__title">{site.title}</span>
    </Link>
  );
}

/** sfpdocs' `Navbar/MobileSidebar/Toggle`: the menu button of narrow screens; in a site's own navbar, Docusaurus's (`navbar__toggle`), which opens its mobile sidebar. */
export function NavbarMenuToggle() {
  const t = useMessages();
  const { open, setOpen } = useContext(NavbarMenuContext);
  if (useContext(NavbarFrameContext) === 'docusaurus') {
    return (
      <button type="button" className="navbar__toggle clean-btn" aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')} aria-expanded={open} onClick={() => setOpen(!open)}>
        <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true"><path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" /></svg>
      </button>
    );
  }
  return (
    <button type="button" className="navbar-toggle" aria-expanded={open} aria-controls="navbar-collapse" onClick={() => setOpen(!open)}>
      <span aria-hidden="true">☰</span>
      <span className="navbar-toggle-label">{t('sfpdocs.navbar.menu')}</span>
    </button>
  );
}

/** sfpdocs' `Navbar/Search` (`children`, `className`): where the search box stands. Its own box has its own wrapper. */
export function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }) {
  return className ? <div className={className}>{children}</div> : <>{children}</>;
}

/** sfpdocs' `SearchBar`: its local (or hosted) search box. */
export function OwnSearchBar() {
  return <SearchBox />;
}

