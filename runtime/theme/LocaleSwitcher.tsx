import { hooks } from '../../shared/hooks.ts';
import type { NavbarItem } from '../../shared/contract.ts';
import { basePrefix } from '../../shared/base-url.ts';
import { DisclosureMenu, type MenuItem } from './DisclosureMenu.tsx';
import { useSite } from './SiteContext.ts';
import { useMessages } from './useMessages.ts';

/**
 * The navbar's locale menu (a `locale` item, Docusaurus's `localeDropdown`): each locale's link
 * opens the page the reader is on, in that locale (every locale has the same routes), then the
 * item's own entries. The links leave this locale's pages, so the browser loads them (the router
 * leaves other locales' paths alone: match-route.ts); the query and the #section go along.
 */
export function LocaleSwitcher({ item, route }: { item: NavbarItem; route: string }) {
  const site = useSite();
  const t = useMessages();
  const i18n = site.i18n;
  if (!i18n) return null;
  const current = i18n.locales.find((l) => l.id === i18n.currentLocale) ?? i18n.locales[0]!;
  const locales = localeEntries(i18n, route);
  const entries = item.items.map((entry) => ({ label: entry.label, href: entry.href }));
  return (
    <DisclosureMenu
      className="navbar-menu locale-switcher"
      label={item.label || current.label}
      buttonLabel={`${t('theme.navbar.mobileLanguageDropdown.label')}: ${current.label}`}
      items={[...locales, ...entries]}
      hook={hooks.localeSwitcher}
      onFollow={keepPlace}
    />
  );
}

/** The page being read in each of the site's locales: a path on the same origin, else the whole URL. */
export function localeEntries(i18n: NonNullable<ReturnType<typeof useSite>['i18n']>, route: string): MenuItem[] {
  const current = i18n.locales.find((l) => l.id === i18n.currentLocale) ?? i18n.locales[0]!;
  return i18n.locales.map((locale) => ({
    label: locale.label,
    href: (locale.url === current.url ? '' : locale.url) + basePrefix(locale.baseUrl) + route,
    current: locale.id === current.id,
    hrefLang: locale.htmlLang,
  }));
}

/** The reader's query and #section go with them to the other locale. */
export function keepPlace(anchor: HTMLAnchorElement): void {
  if (!anchor.hreflang) return;
  const url = new URL(anchor.href);
  url.search = location.search;
  url.hash = location.hash;
  anchor.href = url.href;
}
