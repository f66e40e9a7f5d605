// The navbar's items as Docusaurus's theme draws them: each item is rendered by the component its
// type names in a table (`NavbarItem/ComponentTypes`), with the props Docusaurus gives that
// component, so a site's own table (`custom-<name>` types) and its replacing or wrapping swizzles of
// `NavbarItem/DefaultNavbarItem`, `DropdownNavbarItem` and `LocaleDropdownNavbarItem` render where
// sfpdocs' own would. The props follow theme-classic 3.10 (`src/theme/NavbarItem/`): a link item
// gets `label`, `to` (a route of the site) or `href` (another site) and `position`; a drop-down
// `items` (link props); the locale menu `dropdownItemsBefore` and `dropdownItemsAfter`; a custom
// type the item's keys but `type`. `mobile` is set only by a site's own mobile sidebar (a swizzled `Navbar` or `Navbar/Layout`), where
// sfpdocs' items draw Docusaurus's markup (NavbarFrameContext): sfpdocs' navbar folds on narrow screens.
import { createContext, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { isExternalHref, withBase } from '../../shared/base-url.ts';
import { hooks } from '../../shared/hooks.ts';
import type { NavbarEntry, NavbarItem } from '../../shared/contract.ts';
import { DisclosureMenu } from './DisclosureMenu.tsx';
import { Link } from './Link.tsx';
import { keepPlace, localeEntries, LocaleSwitcher } from './LocaleSwitcher.tsx';
import { useThemeComponent, useThemeValue } from './ThemeComponents.ts';
import { NavbarFrameContext, NavbarSidebarContext } from './PageContext.ts';
import { SiteContext, useSite } from './SiteContext.ts';

/** The props of a link item, as Docusaurus's `LinkLikeNavbarItemProps`. */
export interface LinkItemProps {
  label?: ReactNode;
  to?: string;
  href?: string;
  className?: string;
  position?: 'left' | 'right';
  mobile?: boolean;
  isDropdownItem?: boolean;
  [key: string]: unknown;
}

export interface DropdownItemProps extends LinkItemProps {
  items: LinkItemProps[];
}

export interface LocaleDropdownItemProps extends LinkItemProps {
  dropdownItemsBefore: LinkItemProps[];
  dropdownItemsAfter: LinkItemProps[];
}

/** The page being read, which the locale menu opens in the other locales. */
export const NavbarRouteContext = createContext('/');

/** The doc being read: its version, and the same doc in its other versions, which a versions menu opens. */
export const NavbarVersionsContext = createContext<{ version: string | null; otherVersions: Record<string, string> }>({ version: null, otherVersions: {} });


/** A link's props; an icon link (Docusaurus's `className` and `aria-label`, no label) keeps both. */
const linkProps = (item: NavbarItem | NavbarEntry): LinkItemProps => ({
  label: item.label,
  ...(isExternalHref(item.href) ? { href: item.href } : { to: item.href }),
  ...('className' in item && item.className ? { className: item.className } : {}),
  ...('ariaLabel' in item && item.ariaLabel ? { 'aria-label': item.ariaLabel } : {}),
});

/** A link item's target as sfpdocs' Link takes it: a route, or another site's URL. */
const targetOf = (props: LinkItemProps): string => props.to ?? props.href ?? '/';

/**
 * Whether a link item is the current section's, as Docusaurus decides: its `isActive` (a doc or
 * sidebar item: the page being read is in that item's sidebar, docusaurusItem), else
 * `activeBaseRegex`, else the page is at or under `activeBasePath` or the item's route (a link to
 * `/` only on `/`, as Docusaurus's route matching has it). A link to another site never is.
 */
function isActiveItem(props: LinkItemProps, route: string): boolean {
  if (props.href && !props.to) return false;
  if (typeof props.isActive === 'function' && (props.isActive as () => boolean)()) return true;
  if (typeof props.activeBaseRegex === 'string') {
    try {
      return new RegExp(props.activeBaseRegex).test(route);
    } catch {
      return false;
    }
  }
  const base = (typeof props.activeBasePath === 'string' ? props.activeBasePath : props.to ?? '').replace(/[?#].*$/, '').replace(/\/+$/, '');
  const here = route.replace(/\/+$/, '');
  return base === '' ? here === '' : here === base || here.startsWith(`${base}/`);
}

/** The same page, as Docusaurus's isSamePath: trailing slashes and letter case aside. */
const samePath = (a: string | undefined, route: string) => a !== undefined && a.replace(/[?#].*$/, '').replace(/\/+$/, '').toLowerCase() === route.replace(/\/+$/, '').toLowerCase();

/**
 * Whether a drop-down's entry is the page's, as Docusaurus's drop-down decides (isItemActive): its
 * route is the page's, its `activeBaseRegex` matches, the page is under its `activeBasePath`, or (a
 * doc or sidebar entry, `isActive`) the page is in its sidebar.
 */
function isActiveEntry(props: LinkItemProps, route: string): boolean {
  if (props.href && !props.to) return false;
  if (typeof props.isActive === 'function' && (props.isActive as () => boolean)()) return true;
  if (samePath(props.to, route)) return true;
  if (typeof props.activeBaseRegex === 'string') {
    try {
      if (new RegExp(props.activeBaseRegex).test(route)) return true;
    } catch {
      // Not a regular expression: it matches nothing, as in Docusaurus.
    }
  }
  return typeof props.activeBasePath === 'string' && props.activeBasePath !== '' && route.startsWith(props.activeBasePath);
}

/** Class names, the empty ones left out. */
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * sfpdocs' link item; the current section's carries Infima's `navbar__link--active`. In a site's
 * own navbar (Docusaurus's markup), drawn as Docusaurus's: `navbar__item navbar__link`, in a
 * drop-down `dropdown__link`, in the mobile sidebar (`mobile`) `menu__link` in a `menu__list-item`.
 */
export function DefaultNavbarItem(props: LinkItemProps) {
  const name = props['aria-label'];
  const route = useContext(NavbarRouteContext);
  const onClick = typeof props.onClick === 'function' ? (props.onClick as () => void) : undefined;
  if (useContext(NavbarFrameContext) === 'docusaurus') {
    const label = typeof name === 'string' ? name : undefined;
    if (props.isDropdownItem) {
      const link = <Link href={targetOf(props)} className={classes('dropdown__link', props.className, isActiveEntry(props, route) && 'dropdown__link--active')} label={label} onClick={onClick}>{props.label}</Link>;
      return props.mobile ? <li className="menu__list-item"><Link href={targetOf(props)} className={classes('menu__link', props.className, isActiveEntry(props, route) && 'menu__link--active')} label={label} onClick={onClick}>{props.label}</Link></li> : <li>{link}</li>;
    }
    if (props.mobile) return <li className="menu__list-item"><Link href={targetOf(props)} className={classes('menu__link', props.className, isActiveItem(props, route) && 'menu__link--active')} label={label} onClick={onClick}>{props.label}</Link></li>;
    return <Link href={targetOf(props)} className={classes('navbar__item', 'navbar__link', props.className, isActiveItem(props, route) && 'navbar__link--active')} label={label} onClick={onClick}>{props.label}</Link>;
  }
  const className = [props.className, !props.isDropdownItem && isActiveItem(props, route) ? 'navbar__link--active' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Link href={targetOf(props)} className={className} label={typeof name === 'string' ? name : undefined}>
      {props.label}
    </Link>
  );
}

/**
 * sfpdocs' drop-down menu. Its button is the current section's (`navbar__link--active`) when the
 * menu's own `to` is (Docusaurus's desktop menu) or one of its entries is (its mobile menu); the
 * entry of the page being read is marked as the page.
 */
export function DropdownNavbarItem(props: DropdownItemProps) {
  const frame = useContext(NavbarFrameContext);
  if (frame === 'docusaurus') return props.mobile ? <DocusaurusMobileDropdown {...props} /> : <DocusaurusDropdown {...props} />;
  return <OwnDropdown {...props} />;
}

function OwnDropdown(props: DropdownItemProps) {
  const route = useContext(NavbarRouteContext);
  // Infima's mark, drawn by Infima's look (infima-look.css): sfpdocs' own sites keep their menus as they were.
  const infima = useContext(SiteContext)?.infima ?? false;
  const active = infima && ((!!props.to && isActiveItem(props, route)) || props.items.some((item) => isActiveEntry(item, route)));
  return <DisclosureMenu label={props.label} buttonClassName={active ? 'navbar__link--active' : undefined} items={props.items.map((item) => ({ label: String(item.label ?? ''), href: targetOf(item), current: infima && !item.href && samePath(item.to, route) }))} className="navbar-menu" hook={hooks.navMenu} />;
}

/** The drop-down of a site's own navbar, as Docusaurus's desktop one: opens on hover, focus or a click, its entries `dropdown__link`s. */
function DocusaurusDropdown(props: DropdownItemProps & { entries?: ReactNode }) {
  const route = useContext(NavbarRouteContext);
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setShown(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, []);
  const active = (!!props.to && isActiveItem(props, route)) || props.items.some((item) => isActiveEntry(item, route));
  const { baseUrl } = useSite();
  const entries = props.entries ?? props.items.map((item, i) => <DefaultNavbarItem key={i} {...item} isDropdownItem />);
  return (
    <div ref={ref} className={classes('navbar__item', 'dropdown', 'dropdown--hoverable', props.position === 'right' && 'dropdown--right', shown && 'dropdown--show')}>
      <a
        href={props.to ? withBase(baseUrl, props.to) : props.href ?? '#'}
        className={classes('navbar__link', props.className, active && 'navbar__link--active')}
        aria-haspopup="true"
        aria-expanded={shown}
        role="button"
        onClick={props.to || props.href ? undefined : (event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setShown(!shown);
          }
        }}
      >
        {props.label}
      </a>
      <ul className="dropdown__menu">{entries}</ul>
    </div>
  );
}

/** The drop-down of a site's own mobile sidebar, as Docusaurus's: a collapsible list, open while an entry is the page's. */
function DocusaurusMobileDropdown(props: DropdownItemProps & { entries?: ReactNode }) {
  const route = useContext(NavbarRouteContext);
  const active = props.items.some((item) => isActiveEntry(item, route));
  const onClick = typeof props.onClick === 'function' ? (props.onClick as () => void) : undefined;
  const [collapsed, setCollapsed] = useState(!active);
  return (
    <li className={classes('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <a href="#" role="button" className={classes('menu__link', 'menu__link--sublist', 'menu__link--sublist-caret', props.className, active && 'menu__link--active')} onClick={(event) => { event.preventDefault(); setCollapsed(!collapsed); }}>
        {props.label}
      </a>
      <ul className="menu__list" hidden={collapsed}>
        {props.entries ?? props.items.map((item, i) => <DefaultNavbarItem key={i} {...item} mobile isDropdownItem onClick={onClick} />)}
      </ul>
    </li>
  );
}

/** sfpdocs' locale menu: the site's locales, each opening the page being read, between the item's own entries. */
export function LocaleDropdownNavbarItem(props: LocaleDropdownItemProps) {
  const route = useContext(NavbarRouteContext);
  const site = useContext(SiteContext);
  const frame = useContext(NavbarFrameContext);
  if (frame === 'docusaurus' && site?.i18n) {
    // A site's own navbar: Docusaurus's drop-down markup, each locale's link as written (no base URL added).
    const locales = localeEntries(site.i18n, route);
    const extra = [...props.dropdownItemsBefore, ...props.dropdownItemsAfter];
    const linkClass = props.mobile ? 'menu__link' : 'dropdown__link';
    const entries = [
      ...locales.map((locale) => (
        <li key={locale.href} className={props.mobile ? 'menu__list-item' : undefined}>
          <a href={locale.href} hrefLang={locale.hrefLang} lang={locale.hrefLang} className={classes(linkClass, locale.current && `${linkClass}--active`)} onClick={(event) => keepPlace(event.currentTarget)}>{locale.label}</a>
        </li>
      )),
      ...extra.map((item, i) => <DefaultNavbarItem key={`extra-${i}`} {...item} isDropdownItem mobile={props.mobile} />),
    ];
    const label = props.label ?? locales.find((locale) => locale.current)?.label;
    const Dropdown = props.mobile ? DocusaurusMobileDropdown : DocusaurusDropdown;
    return <Dropdown label={label} position={props.position} items={[]} entries={entries} className={props.className} />;
  }
  const entries = [...props.dropdownItemsBefore, ...props.dropdownItemsAfter].map((item): NavbarEntry => ({ type: 'link', label: String(item.label ?? ''), href: targetOf(item), doc: '', sidebar: '', version: '' }));
  const item: NavbarItem = { type: 'locale', label: typeof props.label === 'string' ? props.label : '', href: '', doc: '', sidebar: '', version: '', items: entries, position: props.position ?? 'left', className: '', ariaLabel: '', component: '', props: {} };
  return <LocaleSwitcher item={item} route={route} />;
}

/** The search box has its own place in sfpdocs' navbar (after the items): its item draws nothing. */
function SearchNavbarItem() {
  return null;
}

/**
 * sfpdocs' table, what `@theme-original/NavbarItem/ComponentTypes` gives a site's. Each entry asks
 * for the site's swizzle of its component first, as Docusaurus's table imports `@theme/…`.
 */
export const componentTypes: Record<string, ComponentType<any>> = {
  default: function Default(props: LinkItemProps) {
    const Item = useThemeComponent('NavbarItem/DefaultNavbarItem', DefaultNavbarItem);
    return <Item {...props} />;
  },
  dropdown: function Dropdown(props: DropdownItemProps) {
    const Item = useThemeComponent('NavbarItem/DropdownNavbarItem', DropdownNavbarItem);
    return <Item {...props} />;
  },
  localeDropdown: function LocaleDropdown(props: LocaleDropdownItemProps) {
    const Item = useThemeComponent('NavbarItem/LocaleDropdownNavbarItem', LocaleDropdownNavbarItem);
    return <Item {...props} />;
  },
  search: SearchNavbarItem,
};

/**
 * An item's type in Docusaurus's table, and the props Docusaurus gives its component. A doc or
 * sidebar item (a link by now, `sidebar` the key of its sidebar) gets Docusaurus's `isActive`:
 * true on every page of that sidebar (`currentSidebar`, the page's), as DocNavbarItem's is.
 */
export function docusaurusItem(item: NavbarItem, currentSidebar: string | null = null): { type: string; props: Record<string, unknown> } {
  const position = item.position;
  switch (item.type) {
    case 'custom':
      return { type: item.component, props: { ...item.props, position } };
    case 'locale':
      return { type: 'localeDropdown', props: { label: item.label || undefined, position, dropdownItemsBefore: [], dropdownItemsAfter: item.items.map(linkProps) } };
    case 'search':
      return { type: 'search', props: { position } };
    default:
      // Doc, sidebar and version items reach the browser as links and menus (passes/resolve-navbar-links.ts).
      if (item.items.length) return { type: 'dropdown', props: { ...linkProps(item), position, items: item.items.map((entry) => ({ ...linkProps(entry), ...sidebarActive(entry, currentSidebar) })) } };
      return { type: 'default', props: { ...linkProps(item), position, ...sidebarActive(item, currentSidebar) } };
  }
}

/** A doc or sidebar item's or entry's `isActive`: the page being read is in its sidebar. */
function sidebarActive(item: NavbarItem | NavbarEntry, currentSidebar: string | null): { isActive?: () => boolean } {
  return (item.doc || item.sidebar) && item.sidebar ? { isActive: () => item.sidebar === currentSidebar } : {};
}

/**
 * sfpdocs' `@theme/NavbarItem` (`type` and the props of that type's component): the component the
 * site's table (its own, else sfpdocs') names for the type; a type nobody registered draws nothing.
 */
export function OwnNavbarItem({ type = 'default', ...props }: { type?: string; [key: string]: unknown }) {
  const types = useThemeValue('NavbarItem/ComponentTypes', componentTypes);
  const Component = types[type];
  return Component ? <Component {...props} /> : null;
}

/** One navbar item, through the site's `NavbarItem` when it has one, else sfpdocs' (OwnNavbarItem). */
export function NavbarItemView({ item }: { item: NavbarItem }) {
  const Item = useThemeComponent('NavbarItem', OwnNavbarItem);
  const route = useContext(NavbarRouteContext);
  const doc = useContext(NavbarVersionsContext);
  // A versions menu's entry for a version (passes/resolve-navbar-links.ts) opens the doc being read in it, where it exists.
  const twin = (entry: NavbarEntry): NavbarEntry => {
    if (!entry.version || entry.doc || entry.sidebar) return entry;
    const href = entry.version === doc.version ? route : doc.otherVersions[entry.version];
    return href ? { ...entry, href } : entry;
  };
  const { type, props } = docusaurusItem(item.type === 'versions' ? { ...item, items: item.items.map(twin) } : item, useContext(NavbarSidebarContext));
  return <Item type={type} {...props} />;
}
