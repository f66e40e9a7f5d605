// The theme's words in the reader's locale (shared/theme-messages.ts): the locale's messages from
// the client config, else English.
import { useCallback } from 'react';
import type { ClientConfig } from '../../shared/contract.ts';
import { themeMessage, type ThemeMessageId } from '../../shared/theme-messages.ts';
import { useSite } from './SiteContext.ts';

export type Translator = (id: ThemeMessageId, values?: Record<string, string | number>) => string;

/** A message id → the locale's message, `{name}` placeholders filled from `values`. */
export function translator(config: ClientConfig): Translator {
  const messages = config.i18n?.messages;
  return (id, values) => themeMessage(messages, id, values);
}

export function useMessages(): Translator {
  const config = useSite();
  return useCallback<Translator>((id, values) => themeMessage(config.i18n?.messages, id, values), [config]);
}

/** The locale of the page and of its content (an untranslated page's is the default locale's). */
export function useLocale(): { htmlLang: string; direction: 'ltr' | 'rtl'; calendar: string; label: string; defaultLabel: string; defaultLang: string; defaultDirection: 'ltr' | 'rtl' } | null {
  const i18n = useSite().i18n;
  if (!i18n) return null;
  const current = i18n.locales.find((l) => l.id === i18n.currentLocale) ?? i18n.locales[0]!;
  const fallback = i18n.locales.find((l) => l.id === i18n.defaultLocale) ?? current;
  return { htmlLang: current.htmlLang, direction: current.direction, calendar: current.calendar, label: current.label, defaultLabel: fallback.label, defaultLang: fallback.htmlLang, defaultDirection: fallback.direction };
}
