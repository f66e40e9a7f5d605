// The modules an MDX page's components share with the runtime, one instance each: React itself
// and the contexts the theme provides. Pages are bundled apart from the runtime (only pages with
// components load theirs), so their bundles take these from the runtime (runtime/page-modules.ts
// puts them on globalThis; compiler/emit/bundle-pages.ts points the pages' imports at them) rather
// than carry copies, which would be a second React and contexts no provider fills.

/** Import specifiers (packages) shared as they are. */
export var sharedPackages = ['react', 'react/jsx-runtime', 'react-dom'];

/** Runtime modules shared, by their path under runtime/. */
export var sharedRuntimeModules = ['theme/SiteContext.ts', 'theme/PageContext.ts', 'theme/theme-originals.tsx'];

/** The global that holds them, by specifier or runtime path. */
export var sharedModulesGlobal = '__sfpModules';
