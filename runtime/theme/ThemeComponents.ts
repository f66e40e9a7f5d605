// A site's own theme components (shared/theme-components.ts), given to the whole page: each place
// that renders one of them asks for the site's first and falls back to sfpdocs' own. The server
// renderer and the browser give the same map, so hydration sees the same tree.
import { createContext, useContext, type ComponentType } from 'react';
import type { ReplaceableComponent } from '../../shared/theme-components.ts';

export type SiteTheme = Partial<Record<ReplaceableComponent, ComponentType<any> | Record<string, ComponentType<any>>>>;

export const ThemeComponentsContext = createContext<SiteTheme>({});

/** The site's component of that name, else sfpdocs' `own`. */
export function useThemeComponent<P>(name: ReplaceableComponent, own: ComponentType<P>): ComponentType<P> {
  return (useContext(ThemeComponentsContext)[name] as ComponentType<P> | undefined) ?? own;
}

/** The site's module of that name that is not a component (`NavbarItem/ComponentTypes`, a table), else sfpdocs' `own`. */
export function useThemeValue<T extends object>(name: ReplaceableComponent, own: T): T {
  const value = useContext(ThemeComponentsContext)[name];
  return value && typeof value === 'object' ? (value as T) : own;
}
