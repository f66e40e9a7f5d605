import { useMemo, useState } from 'react';
import { SearchBox } from '../search/SearchBox.tsx';
import { ColorModeSwitch } from './ColorModeSwitch.tsx';
import { Link } from './Link.tsx';
import { withBase } from '../../shared/base-url.ts';
import { useSite } from './SiteContext.ts';
import { hooks } from '../../shared/hooks.ts';
import { useMessages } from './useMessages.ts';
import { NavbarItemView, NavbarRouteContext, NavbarVersionsContext } from './NavbarItems.tsx';

/**
 * Title and logo, the configured items (links; an item with `items` is a drop-down menu; doc and
 * sidebar items arrive as links; each drawn by its type's component, NavbarItems.tsx), left-hand
 * then right-hand ones, the search box and the colour switch. On narrow screens the links and the
 * search box fold behind a menu button; the colour switch stays visible.
 */
export function Navbar({ route, version = null, otherVersions = {} }: {
  /** The page being read: the locale menu opens it in the other locales. */
  route: string;
  /** Its version and its twins in the other versions: a versions menu opens them. */
  version?: string | null;
  otherVersions?: Record<string, string>;
}) {
  const site = useSite();
  const t = useMessages();
  const [open, setOpen] = useState(false);
  // Right-hand items follow the left-hand ones; the first of them is pushed to the right end.
  const left = site.navbar.filter((item) => item.position !== 'right');
  const right = site.navbar.filter((item) => item.position === 'right');
  const doc = useMemo(() => ({ version, otherVersions }), [version, otherVersions]);
  return (
    <NavbarRouteContext.Provider value={route}>
      <NavbarVersionsContext.Provider value={doc}>
        <header className="navbar" data-sfp={hooks.navbar}>
          <nav aria-label={t('theme.NavBar.navAriaLabel')} className="navbar-inner" data-open={open}>
            <Link href="/" className="navbar-brand navbar__brand" hook={hooks.home}>
              {site.logo ? <img src={withBase(site.baseUrl, site.logo)} alt="" width={28} height={28} /> : null}
              {/* Docusaurus's class names too: a site's CSS for its navbar title (its brand) applies. */}
              <span className="navbar__title">{site.title}</span>
            </Link>
            <button type="button" className="navbar-toggle" aria-expanded={open} aria-controls="navbar-collapse" onClick={() => setOpen(!open)}>
              <span aria-hidden="true">☰</span>
              <span className="navbar-toggle-label">{t('sfpdocs.navbar.menu')}</span>
            </button>
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
          </nav>
        </header>
      </NavbarVersionsContext.Provider>
    </NavbarRouteContext.Provider>
  );
}
