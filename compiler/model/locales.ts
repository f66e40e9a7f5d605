// The locales of a site, resolved from the config's `i18n` block (the same block for site.config.ts
// and a Docusaurus site's config, whose `i18n` maps onto it as written): each locale's label,
// `<html lang>`, direction, calendar, translations folder and base URL, with Docusaurus's defaults
// (packages/docusaurus/src/server/i18n.ts, 3.10: getDefaultLocaleConfig, loadI18n).
import type { ConfigValues } from '../../shared/config-schema.ts';

export interface ResolvedLocale {
  /** The locale's name as the config lists it (`fr`, `pt-BR`). */
  id: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** Its translations folder, relative to the site (`i18n/fr`, `content/i18n/fr`). */
  dir: string;
  /** The base URL its pages are served under (`/fr/`; the default locale's is the site's). */
  baseUrl: string;
  /** The origin its pages are deployed to. */
  url: string;
  /** Whether its translations are read. */
  translate: boolean;
  /** True for the default locale. */
  isDefault: boolean;
}

/** A locale name: letters, digits, `-` and `_` (it names a folder and a URL segment). */
export const localeNameRe = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

/** Every locale the site is built in, the default one first, then the others in the config's order. */
export function resolveLocales(config: Pick<ConfigValues, 'i18n' | 'baseUrl' | 'url'>): ResolvedLocale[] {
  const { defaultLocale, locales, localeConfigs, path } = config.i18n;
  const ids = locales.length ? locales : [defaultLocale];
  const ordered = [...new Set([defaultLocale, ...ids.filter((id) => id !== defaultLocale)])];
  return ordered.map((id) => {
    const given = localeConfigs[id];
    const htmlLang = given?.htmlLang || id;
    const isDefault = id === defaultLocale;
    return {
      id,
      label: given?.label || languageName(htmlLang),
      htmlLang,
      direction: given?.direction && given.direction !== 'auto' ? given.direction : textDirection(htmlLang),
      calendar: given?.calendar || defaultCalendar(htmlLang),
      dir: joinPath(path, given?.path || id),
      baseUrl: given?.baseUrl ? `/${given.baseUrl}/`.replace(/\/{2,}/g, '/') : isDefault ? config.baseUrl : `${config.baseUrl}${id}/`,
      url: (given?.url || config.url).replace(/\/+$/, ''),
      translate: given?.translate ?? true,
      isDefault,
    };
  });
}

/**
 * Where a locale's output goes, relative to the output folder: its base URL below the site's
 * (`fr` for `/fr/` under `/`), as Docusaurus places it; '' for the default locale.
 */
export function localeOutDir(locale: Pick<ResolvedLocale, 'baseUrl' | 'isDefault'>, siteBaseUrl: string): string {
  if (locale.isDefault && locale.baseUrl === siteBaseUrl) return '';
  const inner = locale.baseUrl.startsWith(siteBaseUrl) ? locale.baseUrl.slice(siteBaseUrl.length) : locale.baseUrl;
  return inner.replace(/^\/+|\/+$/g, '');
}

function joinPath(folder: string, name: string): string {
  return `${folder.replace(/\/+$/, '')}/${name}`.replace(/^\.\//, '');
}

/** The language's name in itself, capitalised as Docusaurus does (`Français`); the tag when unknown. */
export function languageName(tag: string): string {
  const [language, region] = tag.split('-');
  const of = (name: string) => tryIntl(() => new Intl.DisplayNames([name], { type: 'language', fallback: 'code' }).of(name));
  const name = of(tag) ?? (region ? of(`${language}-${region}`) : undefined) ?? of(language!);
  if (!name) return tag;
  return (tryIntl(() => name.charAt(0).toLocaleUpperCase(tag)) ?? name.charAt(0).toUpperCase()) + name.slice(1);
}

/** The language's writing direction (Intl.Locale's text info, where Node has it). */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const info = tryIntl(() => {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
    return locale.getTextInfo?.() ?? locale.textInfo;
  });
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

function defaultCalendar(tag: string): string {
  const calendar = tryIntl(() => {
    const locale = new Intl.Locale(tag) as Intl.Locale & { getCalendars?: () => string[]; calendars?: string[] };
    return locale.calendar ?? (locale.getCalendars?.() ?? locale.calendars)?.[0];
  });
  return calendar ?? 'gregory';
}

function tryIntl<T>(make: () => T): T | undefined {
  try {
    return make() ?? undefined;
  } catch {
    return undefined;
  }
}
