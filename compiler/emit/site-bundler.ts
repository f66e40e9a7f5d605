// The bundler of one site's own code, made once per locale (the build's locale graph, writers'
// mode, a compile worker's React pages): the site's folder, module aliases, static folders and Sass settings,
// and how diagnostics name its files, are bound here once, so the graph passes' probe, the theme
// folder's checks and the page bundles all resolve the same way. The bundler (esbuild) loads on
// first use, so a site without such modules never loads it.
import type { ProbePage } from '../content/react-page.ts';
import { toSitePath } from '../diagnostics/site-path.ts';
import type { SassSettings } from './site-sass.ts';
import type { BundlePagesOptions, BundleResult, SiteModules, UndefinedElement } from './bundle-pages.ts';

export interface SiteBundler {
  siteDir: string;
  /** A file as diagnostics name it: relative to the site folder. */
  sitePath: (file: string) => string;
  /** Tries one module of the site without writing anything (a React page, a plugin route's component, a swizzled component). */
  probe: (file: string, overrides?: Record<string, string>) => ReturnType<ProbePage>;
  /** Renders a component alone to find an element of it whose type is undefined (bundle-pages.ts findUndefinedElement). */
  undefinedElement: (file: string, overrides?: Record<string, string>) => Promise<UndefinedElement | null>;
  /** Bundles pages (or the site's theme module) for the browser and the server renderer. */
  bundle: (options: BundlePagesOptions) => Promise<BundleResult>;
}

export function siteBundler(siteDir: string, config: { moduleAliases: Record<string, string>; staticDirs?: string[]; sass?: SassSettings | null }): SiteBundler {
  const site: SiteModules = { siteDir, sitePath: (file) => toSitePath(siteDir, file), aliases: config.moduleAliases, staticDirs: config.staticDirs, sass: config.sass ?? null };
  const bundler = () => import('./bundle-pages.ts');
  return {
    siteDir,
    sitePath: site.sitePath,
    probe: async (file, overrides?) => (await bundler()).probeModule(site, file, overrides),
    undefinedElement: async (file, overrides) => (await bundler()).findUndefinedElement(site, file, overrides),
    bundle: async (options) => (await bundler()).bundlePages(site, options),
  };
}
