// What the theme and the phone script agree on: the elements the phone script finds (the theme
// marks them `data-sfp="…"`, so restyling never breaks a phone), the phone breakpoint and the
// colour-mode key. ES5-safe (var and plain functions): bundle-legacy.ts builds the Gecko 48
// script from it.

/** The attribute the theme marks phone-script hooks with. */
export var hookAttribute = 'data-sfp';

/** The hooks: the name each marked element carries. */
export var hooks = {
  navbar: 'navbar',
  home: 'home-link',
  navItems: 'nav-items',
  navMenu: 'nav-menu',
  colorMode: 'color-mode',
  toc: 'toc',
  sidebar: 'sidebar',
  versionSwitcher: 'version-switcher',
  /** The navbar's locale menu: the phone menu lists its links under Languages. */
  localeSwitcher: 'locale-switcher',
  chatbot: 'chatbot-launcher',
  searchResults: 'search-results',
  /** A Tabs block (runtime/docusaurus/Tabs.tsx): the legacy script switches its tabs when React is absent. */
  tabs: 'tabs',
};

/** A CSS selector for a hook. */
export function hookSelector(name: string): string {
  return '[' + hookAttribute + '="' + name + '"]';
}

/** The platform's screen is 240 px wide; anything up to 320 px gets the phone layout (phone.css says the same). */
export var phoneMaxWidth = 320;
export var phoneQuery = '(max-width: ' + phoneMaxWidth + 'px)';

/** The colour mode a reader chose, in localStorage (templates/theme-init.js reads the same key). */
export var themeStorageKey = 'theme';

/**
 * The id of the announcement bar a reader closed, in localStorage; templates/announcement-init.js
 * reads it before the first paint and marks `<html>` with `announcementDismissedAttribute`.
 */
export var announcementStorageKey = 'sfpdocs.announcement.dismissed';
export var announcementDismissedAttribute = 'data-announcement-dismissed';
