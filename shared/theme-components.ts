// The theme components a site may replace or wrap from its `src/theme/` folder, as Docusaurus sites
// do ("swizzling"), by Docusaurus's names: `src/theme/Footer/index.js` renders where sfpdocs renders
// its footer, and `@theme-original/Footer` in it is sfpdocs' own. docs/coming-from-docusaurus.md
// lists each with the props it receives. The compiler bundles a site's files of these names
// (compiler/emit/site-theme.ts); the runtime renders them in place of its own (runtime/theme/ThemeComponents.ts).

export const replaceableComponents = [
  'Root',
  'Footer',
  'DocItem/Footer',
  'NotFound',
  'NotFound/Content',
  'BlogPostItem',
  // Not a component: the table of navbar item types (type → component), which a site spreads and extends.
  'NavbarItem/ComponentTypes',
  'NavbarItem/DefaultNavbarItem',
  'NavbarItem/DropdownNavbarItem',
  'NavbarItem/LocaleDropdownNavbarItem',
  // `@theme/NavbarItem`: renders an item by its `type` through the table above.
  'NavbarItem',
  // The navbar's parts, as Docusaurus's theme splits it: its content (everything inside the
  // `nav`), and the pieces a replacing `Navbar/Content` imports.
  'Navbar/Content',
  'Navbar/Logo',
  'Navbar/ColorModeToggle',
  'Navbar/Search',
  'Navbar/MobileSidebar/Toggle',
  'SearchBar',
  // The whole navbar, and the frame Docusaurus draws it in (`Navbar` renders `Navbar/Layout` around
  // `Navbar/Content`): a site's own renders in place of sfpdocs' navbar, in Docusaurus's markup,
  // with the mobile sidebar its Layout renders and the parts of it, and the logo its parts draw.
  'Navbar',
  'Navbar/Layout',
  'Navbar/MobileSidebar',
  'Navbar/MobileSidebar/Layout',
  'Navbar/MobileSidebar/Header',
  'Navbar/MobileSidebar/PrimaryMenu',
  'Navbar/MobileSidebar/SecondaryMenu',
  'Logo',
] as const;

/**
 * What a name of the table above maps to in a bundle's `@theme/` overrides when the site's own
 * file for it cannot be used: `@theme/NAME` in the site's other files is sfpdocs' own (compiler/emit/site-theme.ts).
 */
export const ownComponentMark = 'sfpdocs:own-component';

export type ReplaceableComponent = (typeof replaceableComponents)[number];
