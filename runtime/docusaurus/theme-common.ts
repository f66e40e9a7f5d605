// `@docusaurus/theme-common`, the part of it a site's own components read: the colour mode (the
// theme's `data-theme`, followed as the switch changes it), the window size, and empty stand-ins
// for the theme config and the Prism theme (sfpdocs highlights code at build time with shiki).
import { useCallback, useSyncExternalStore } from 'react';
import { themeStorageKey } from '../../shared/hooks.ts';
import { useSite } from '../theme/SiteContext.ts';

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

/** Docusaurus's theme config is not sent to the browser: components reading it get an empty one. */
export function useThemeConfig(): Record<string, unknown> {
  return {};
}

export function usePrismTheme(): { plain: Record<string, string>; styles: unknown[] } {
  return { plain: {}, styles: [] };
}

/** The items of a list that another item equals (Docusaurus's `duplicates`, which Tabs use to check values). */
export function duplicates<T>(list: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return list.filter((item, i) => list.some((other, j) => i !== j && same(item, other)));
}
