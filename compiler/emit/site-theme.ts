// A site's theme folder (`src/theme/`), as Docusaurus sites use it to replace or wrap the theme's
// components ("swizzling"). Each file there is, by its path, a component name: `Footer/index.js` is
// `Footer`. sfpdocs honours two kinds:
// - the components its theme renders in the page's frame (shared/theme-components.ts: Root, Footer,
//   DocItem/Footer, NotFound, BlogPostItem …): bundled into one module, the site's theme, which
//   the server renderer and the browser give to the theme in place of its own;
// - the components pages import (`@theme/MDXComponents`, `@theme/Admonition`, `@theme/Layout` …,
//   shared/docusaurus-aliases.ts): the site's file is what `@theme/NAME` resolves to.
// A file of either kind that cannot be built (it imports a part of Docusaurus's theme that sfpdocs
// does not have), or a frame component that renders an element whose type is undefined (an
// import that gives nothing, found by rendering it once alone), is a warning at its line, and
// sfpdocs' own component renders. A file named like
// another component of Docusaurus's theme (`DocItem/Layout`, `Navbar/Content`) is used only when a
// file that is used imports it; else it is one warning saying it is not used.
import path from 'node:path';
import { docusaurusAliases } from '../../shared/docusaurus-aliases.ts';
import { ownComponentMark, replaceableComponents, type ReplaceableComponent } from '../../shared/theme-components.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageRoot } from '../package-root.ts';
import type { SiteBundler } from './site-bundler.ts';
import { themeFolderComponents } from './theme-folder.ts';


/**
 * The top-level names of Docusaurus's theme components (@docusaurus/theme-classic 3.10
 * `src/theme/`, and the search, live-codeblock, mermaid and ideal-image themes): a file of the
 * theme folder under one of these swizzles a part of Docusaurus's theme; any other is the site's own.
 */
const docusaurusThemeNames = new Set(
  'Admonition AnnouncementBar BackToTopButton Blog BlogArchivePage BlogLayout BlogListPage BlogListPaginator BlogPostItem BlogPostItems BlogPostPage BlogPostPaginator BlogSidebar BlogTagsListPage BlogTagsPostsPage CodeBlock CodeInline ColorModeToggle ContentVisibility Details DocBreadcrumbs DocCard DocCardList DocCategoryGeneratedIndexPage DocItem DocPaginator DocRoot DocSidebar DocSidebarItem DocSidebarItems DocTagDocListPage DocTagsListPage DocVersionBadge DocVersionBanner DocVersionRoot DocsRoot DocPage EditMetaRow EditThisPage ErrorPageContent Footer Heading Icon LastUpdated Layout Logo MDXComponents MDXContent MDXPage Mermaid Navbar NavbarItem NotFound PaginatorNavLink Root SearchBar SearchMetadata SearchPage SearchTranslations SiteMetadata SkipToContent TOC TOCCollapsible TOCInline TOCItems TabItem Tabs Tag TagsListByLetter TagsListInline ThemeProvider ThemedImage Playground ReactLiveScope IdealImage'.split(' '),
);

export interface SiteTheme {
  /** `@theme/NAME` → the site's file, for the page bundles. */
  overrides: Record<string, string>;
  /** The frame's components the site replaces → its file; empty: no theme module. */
  replaced: Map<ReplaceableComponent, string>;
  /** Every file of the theme folder: name → absolute file. */
  folder: Map<string, string>;
  diagnostics: Diagnostic[];
  /** The components that could not be used (each warned about once, where it fails). */
  failed: Set<string>;
}

/** Reads the theme folder and tries each file sfpdocs could use, so that one it cannot build falls back instead of failing pages. */
export async function readSiteTheme(bundler: SiteBundler): Promise<SiteTheme> {
  const folder = themeFolderComponents(bundler.siteDir);
  const candidates = [...folder].filter(([name]) => (replaceableComponents as readonly string[]).includes(name) || `@theme/${name}` in docusaurusAliases);
  const allOverrides = Object.fromEntries(candidates.filter(([name]) => `@theme/${name}` in docusaurusAliases));
  const isFrame = (name: string) => (replaceableComponents as readonly string[]).includes(name);
  /** Why a file cannot be used with these overrides, or null. */
  const attempt = async (name: string, file: string, overrides: Record<string, string>): Promise<Diagnostic | null> => {
    const probe = await bundler.probe(bundler.sitePath(file), overrides);
    const problem = probe.problems[0];
    if (problem) {
      return {
        ...problem,
        message: `swizzled theme component \`${name}\` cannot be used: ${problem.message}`,
        hint: `sfpdocs' own \`${name}\` renders instead; ${problem.hint ?? 'fix the import it names'}`,
        severity: 'warning',
      };
    }
    if (!isFrame(name)) return null;
    // It builds; an element it renders whose type is undefined would still fail every page.
    const hole = await bundler.undefinedElement(bundler.sitePath(file), overrides);
    if (!hole) return null;
    return {
      file: hole.file,
      line: hole.line,
      column: hole.column,
      message: `swizzled theme component \`${name}\` cannot be used: ${hole.name ? `\`${hole.name}\`` : 'an element it renders'} is undefined, so React cannot render it`,
      hint: `sfpdocs' own \`${name}\` renders instead; check what the imported module exports (default or named, \`require(…).default\`) and how this file imports it`,
      ruleId: 'config',
      severity: 'warning',
    };
  };
  // A frame component that cannot be used is sfpdocs' own for the site's other files too
  // (`@theme/NavbarItem` in its Navbar/Content), as Docusaurus falls back to the theme's: each
  // file that failed through another file's import is tried again with sfpdocs' own for those,
  // until no more of them fail (answer-website's Navbar: its NavbarItem needs docs hooks sfpdocs
  // lacks, its Navbar/Content renders with sfpdocs' NavbarItem).
  const outcome = new Map<string, Diagnostic | null>();
  let marked = new Set<string>();
  let pending = candidates;
  for (let round = 0; pending.length && round < 6; round++) {
    const overrides = { ...allOverrides, ...Object.fromEntries([...marked].map((name) => [name, ownComponentMark])) };
    await Promise.all(pending.map(async ([name, file]) => outcome.set(name, await attempt(name, file, overrides))));
    const failedFrame = new Set([...outcome].filter(([name, problem]) => problem && isFrame(name)).map(([name]) => name));
    const grew = [...failedFrame].some((name) => !marked.has(name)) || [...marked].some((name) => !failedFrame.has(name));
    marked = failedFrame;
    pending = grew ? candidates.filter(([name, file]) => { const problem = outcome.get(name); return problem && problem.file !== bundler.sitePath(file); }) : [];
  }
  const overrides: Record<string, string> = Object.fromEntries([...marked].map((name) => [name, ownComponentMark]));
  const replaced = new Map<ReplaceableComponent, string>();
  const diagnostics: Diagnostic[] = [];
  const failed = new Set<string>();
  for (const [name, file] of candidates) {
    const problem = outcome.get(name);
    if (problem) {
      failed.add(name);
      diagnostics.push(problem);
    } else if (isFrame(name)) replaced.set(name as ReplaceableComponent, file);
    else overrides[name] = file;
  }
  // The parts only a replacing Navbar/Content renders (its own imports of them resolve to the
  // site's files): sfpdocs' navbar draws its own, since the site's assume Infima's navbar styles and
  // Docusaurus's mobile sidebar (a menu toggle shown at every width, a search box styled for another
  // bar). Not in the theme module, they are reported unused unless a used file imports them.
  for (const name of navbarContentParts) replaced.delete(name);
  return { overrides, replaced, folder, diagnostics, failed };
}

const navbarContentParts: ReplaceableComponent[] = ['Navbar/ColorModeToggle', 'Navbar/Search', 'Navbar/MobileSidebar/Toggle', 'SearchBar'];

/**
 * The site's theme module: its replacing components by name, which the theme renders in place of
 * its own, after the client modules of its plugins (getClientModules), which every page imports
 * before it renders, as Docusaurus imports them (their stylesheets are linked on every page).
 */
export function siteThemeModule(replaced: Map<ReplaceableComponent, string>, clientModules: string[] = [], lifecycles = false): string {
  const entries = [...replaced].sort(([a], [b]) => (a < b ? -1 : 1));
  const imports = [...clientModules.map((file, i) => (lifecycles ? `import * as M${i} from ${JSON.stringify(file)};` : `import ${JSON.stringify(file)};`)), ...entries.map(([, file], i) => `import C${i} from ${JSON.stringify(file)};`)];
  // The client modules' route lifecycles, for the router (runtime/docusaurus/client-lifecycles.ts).
  if (lifecycles) imports.push(`import { routeLifecycles } from ${JSON.stringify(path.join(packageRoot(), 'runtime', 'docusaurus', 'client-lifecycles.ts'))};`, `export const lifecycles = routeLifecycles([${clientModules.map((_, i) => `M${i}`).join(', ')}]);`);
  return `${imports.join('\n')}\nexport default { ${entries.map(([name], i) => `${JSON.stringify(name)}: C${i}`).join(', ')} };\n`;
}

/**
 * One warning for each file of the theme folder named like a part of Docusaurus's theme that is
 * not used: neither replaced, nor an override, nor imported by a page or a component that is used.
 */
export function unusedThemeFiles(sitePath: (file: string) => string, theme: SiteTheme, used: Set<string>): Diagnostic[] {
  const honoured = [...replaceableComponents, ...Object.keys(docusaurusAliases).filter((a) => a.startsWith('@theme/')).map((a) => a.slice('@theme/'.length))];
  // A component that failed was warned about where it fails (maybe an import in another file): once is enough.
  const failed = new Set(theme.diagnostics.map((d) => d.file));
  return [...theme.folder]
    .filter(([name, file]) => docusaurusThemeNames.has(name.split('/')[0]!) && !used.has(file) && !theme.replaced.has(name as ReplaceableComponent) && !(name in theme.overrides) && !failed.has(sitePath(file)) && !theme.failed.has(name))
    .map(([name, file]): Diagnostic => ({
      file: sitePath(file),
      line: 1,
      column: 1,
      message: `swizzled theme component \`${name}\` is not used: sfpdocs renders that part of the page with its own theme`,
      hint: `a site can replace or wrap ${honoured.map((n) => `\`${n}\``).join(', ')} (docs/coming-from-docusaurus.md); put what this file adds into one of those`,
      ruleId: 'config',
      severity: 'warning',
    }));
}
