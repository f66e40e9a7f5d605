// Bundles the MDX pages that use components (issue 19) with esbuild, twice: for the browser
// (hashed, minified, split so a component used by many pages is one shared chunk) and for the
// server renderer (written to a folder of its own, imported by the render task). Imports resolve
// the way Docusaurus resolves them: `@theme/…` and `@docusaurus/…` to sfpdocs' own components
// (runtime/docusaurus), `@site/…` to the site folder, relative paths from the page's file, a site's
// own .js/.jsx/.ts/.tsx components with their CSS and CSS modules. React and the theme's contexts
// are not bundled again: pages take the runtime's (shared/page-modules.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { sharedModulesGlobal, sharedPackages, sharedRuntimeModules } from '../../shared/page-modules.ts';
import { docusaurusAliases } from '../../shared/docusaurus-aliases.ts';
import { ownComponentMark, replaceableComponents } from '../../shared/theme-components.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import { trackTempFolder, untrackTempFolder } from '../output/temp-folders.ts';
import { packageRoot } from '../package-root.ts';
import { isFile } from '../paths/is-file.ts';
import type { PageBundles } from '../graph/page-graph.ts';
import { routeContentPrefix, type RouteContent } from '../model/site-plugins.ts';
import { fileLoaders } from './asset-loaders.ts';
import { svgComponent } from './svg-component.ts';
import { contextModuleCode, hasTemplateCall, rewriteTemplateCalls, type ContextSpec } from './template-requires.ts';
import { responsiveImage, siteSharp } from './responsive-images.ts';
import { addSass, type SassSettings } from './site-sass.ts';

/** One page to bundle: its module's code (links resolved) and where its imports resolve from. */
export interface ComponentPage {
  /** A name for its bundle (the route's readable stem), unique among the pages. */
  name: string;
  /** The page's source file, relative to the site folder. */
  file: string;
  /** The page's source text, to place problems with its imports on their lines. */
  source: string;
  code: string;
  /** An MDX or React page gets sfpdocs' `components` beside its default export; the site's theme module does not. */
  kind?: 'page' | 'theme';
}

/** On success, `warnings` lists the packages that are not installed and what stands in for them. */
export type BundleResult = { ok: true; bundles: PageBundles; warnings: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

const pageNamespace = 'sfp-page';
const sharedNamespace = 'sfp-shared';
const originalNamespace = 'sfp-theme-original';
/** The shared runtime module holding sfpdocs' replaceable components. */
const originalsModule = 'theme/theme-originals.tsx';
const missingNamespace = 'sfp-missing';
/** A template-literal require's context module (`require(`./img/${name}.png`)`): every file it can name. */
const contextNamespace = 'sfp-context';
const unstyledNamespace = 'sfp-unstyled';
const routeContentNamespace = 'sfp-route-content';
const routeBodyNamespace = 'sfp-route-body';
/** Marks the resolution a missing-package check asks esbuild for, so the check does not run on it again. */
const checking = Symbol('checking');
const aliased = Symbol('aliased');
/** Marks the resolution of an SVG imported as a component, and the module it becomes. */
const svgResolving = Symbol('svg');
const svgComponentSuffix = '?sfp-svg-component';
const svgComponentKinds = new Set<esbuild.ImportKind>(['import-statement', 'require-call', 'dynamic-import']);
/** Marks the resolution of an image imported by a module, and the module (its URL) it becomes. */
const imageResolving = Symbol('image');
const imageSuffix = '?sfp-image';
const imageRe = /\.(png|jpe?g|gif|webp|avif|ico|bmp)$/i;
/** A bare import: a package, not a path, an alias or a namespaced module. */
/** Packages a Docusaurus site gets with Docusaurus (so a bare checkout lacks them) that sfpdocs carries itself. */
const carriedPackages = ['clsx'];
const packageImportRe = /^(?![./]|@site\/|@theme\/|@docusaurus\/|sfp-page:|node:)(@[^/]+\/)?[^/]+/;

/**
 * What every bundle of one site's code resolves from: made once per locale (site-bundler.ts), so
 * the graph passes' probe, the theme folder's checks and the page bundles resolve alike.
 */
export interface SiteModules {
  siteDir: string;
  /** A file as diagnostics name it: relative to the site folder (diagnostics/site-path.ts). */
  sitePath: (file: string) => string;
  /** The config's moduleAliases: import path → place in the site. */
  aliases: Record<string, string>;
  /** The config's staticDirs (relative to the site): `import x from '/data/x.json'` names a file of one of them. */
  staticDirs?: string[];
  /** The config's sass: a component's .scss/.sass import is compiled with the site's `sass` (site-sass.ts); null: it renders without it, with a warning. */
  sass?: SassSettings | null;
}

export interface BundlePagesOptions {
  pages: ComponentPage[];
  /** Compiles an imported .md/.mdx partial to a module whose default export renders it. */
  compilePartial: (file: string) => Promise<string>;
  /**
   * Compiles a markdown file a plugin's route names as a module: `body`, the module whose default
   * export renders it, and `exports`, the code of what Docusaurus's mdx-loader exports beside it.
   */
  compileRouteContent?: (content: RouteContent) => Promise<{ body: string; exports: string }>;
  /** The output folder of the browser files. */
  outFolder?: string;
  /** `@theme/NAME` → the site's own file for it (src/theme/NAME), used before sfpdocs' component of that name. */
  overrides?: Record<string, string>;
  /** The site's base URL with its trailing slash: an imported image's URL starts with it. */
  publicPath?: string;
  /** The config's responsiveImages: imported PNG and JPEG files become objects of sizes. */
  responsiveImages?: { sizes: number[]; quality: number } | null;
}

/**
 * The esbuild plugin that resolves a page bundle's imports as Docusaurus would (see the top of this
 * file), and the warnings it collects for packages that are not installed.
 */
function pagePlugin(site: SiteModules, byName: Map<string, ComponentPage>, compilePartial: BundlePagesOptions['compilePartial'], overrides: Record<string, string> = {}, imageUrl: (file: string) => string = (file) => `/${path.basename(file)}`, imageModule?: (file: string) => Promise<string> | null, compileRouteContent?: BundlePagesOptions['compileRouteContent']): { plugin: esbuild.Plugin; missing: Map<string, Diagnostic> } {
  const { siteDir, sitePath, aliases, staticDirs = defaultStaticDirs } = site;
  const missing = new Map<string, Diagnostic>();
  /** The site file behind an import (a page by its markdown, else the module), its code and the import's place in it. */
  const importSite = (args: esbuild.OnResolveArgs) => {
    const page = args.namespace === pageNamespace ? byName.get(args.importer) : undefined;
    const code = page ? page.code : readOr(args.importer);
    return { file: page ? page.file : sitePath(args.importer), code, ...lineOf(page ? page.source : code, args.path) };
  };
  /** The folder a context's fixed start names: relative to the module, `@site/`, or a module alias of the site. */
  const contextStart = (resolveDir: string) => (written: string): string | null => {
    if (/^\.\.?\//.test(written)) return path.resolve(resolveDir, written);
    if (written.startsWith('@site/')) return path.resolve(siteDir, written.slice('@site/'.length));
    const alias = Object.entries(aliases).find(([name]) => !name.endsWith('$') && written.startsWith(`${name}/`));
    return alias ? path.resolve(siteDir, alias[1]) + written.slice(alias[0].length) : null;
  };
  const withContexts = (code: string, resolveDir: string): string => (hasTemplateCall(code) ? rewriteTemplateCalls(code, contextStart(resolveDir), (spec) => `sfp-context:${JSON.stringify(spec)}`) ?? code : code);
  const runtimeDir = path.join(packageRoot(), 'runtime');
  const sharedFiles = new Map(sharedRuntimeModules.map((module) => [path.join(runtimeDir, module), module]));
  const docusaurusDir = path.join(runtimeDir, 'docusaurus');
  const plugin: esbuild.Plugin = {
    name: 'sfpdocs-pages',
    setup(build) {
      build.onResolve({ filter: /^sfp-page:/ }, (args) => ({ path: args.path.slice('sfp-page:'.length), namespace: pageNamespace }));
      build.onLoad({ filter: /.*/, namespace: pageNamespace }, (args) => {
        const page = byName.get(args.path)!;
        // Docusaurus gives pages its MDXComponents (the site's, when it has its own); a page bundle carries them.
        if (page.kind === 'theme') return { contents: page.code, loader: 'js', resolveDir: siteDir };
        const resolveDir = path.dirname(path.join(siteDir, page.file));
        return { contents: `${withContexts(page.code, resolveDir)}\nexport { default as components } from '@theme/MDXComponents';\n`, loader: 'js', resolveDir };
      });
      // ``require(`@site/static/img/${name}.png`)``, ``import(`./data/${id}.json`)``: a webpack
      // context module in Docusaurus, made here by template-requires.ts. A site's own module with
      // such a call is read here to rewrite the call; every other module esbuild reads itself.
      build.onResolve({ filter: /^sfp-context:/ }, (args) => ({ path: args.path.slice('sfp-context:'.length), namespace: contextNamespace }));
      build.onLoad({ filter: /.*/, namespace: contextNamespace }, (args) => {
        const spec = JSON.parse(args.path) as ContextSpec;
        return { contents: contextModuleCode(spec), loader: 'js', resolveDir: spec.dir };
      });
      build.onLoad({ filter: /\.(jsx?|tsx?|mjs|cjs)$/ }, (args) => {
        if (args.namespace !== 'file' || args.suffix || args.path.split(path.sep).includes('node_modules')) return undefined;
        const code = readOr(args.path);
        const rewritten = withContexts(code, path.dirname(args.path));
        return rewritten === code ? undefined : { contents: rewritten, loader: scriptLoader(args.path), resolveDir: path.dirname(args.path) };
      });
      // An SVG a component or an MDX page imports is a React component, as Docusaurus's SVGR
      // loader makes it (`import Logo from './logo.svg'`, `require('@site/static/img/x.svg').default`);
      // one a stylesheet names (`url(x.svg)`) stays a file. The suffix keeps the two apart.
      build.onResolve({ filter: /\.svg$/i }, async (args) => {
        if (args.pluginData === svgResolving || !svgComponentKinds.has(args.kind)) return undefined;
        if (args.namespace !== pageNamespace && args.namespace !== contextNamespace && args.namespace !== routeContentNamespace && !/\.(jsx?|tsx?|mdx?|mjs|cjs)$/i.test(args.importer)) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: 'file', pluginData: svgResolving });
        if (found.errors.length || found.external || found.namespace !== 'file') return found.errors.length ? { errors: found.errors } : undefined;
        return { path: found.path, suffix: svgComponentSuffix };
      });
      build.onLoad({ filter: /\.svg$/i }, async (args) => {
        if (args.suffix !== svgComponentSuffix) return undefined;
        try {
          return { contents: await svgComponent(args.path), loader: 'jsx', resolveDir: path.dirname(args.path) };
        } catch (error) {
          return { errors: [{ text: `\`${sitePath(args.path)}\` cannot be imported as a component: ${(error as Error).message.split('\n')[0]}`, location: { file: args.path, line: 1, column: 0 } }] };
        }
      });
      // An image a component or an MDX page imports is a module whose default export is its URL
      // from the site's root, as Docusaurus's url-loader makes it: `import logo from './logo.png'`
      // and `require('./logo.png').default` both give the URL, in the browser's bundle and the
      // server's alike (esbuild's file loader gives a URL relative to the chunk, and to require()
      // a string without `.default`). One a stylesheet names stays esbuild's file.
      build.onResolve({ filter: imageRe }, async (args) => {
        if (args.pluginData === imageResolving || !svgComponentKinds.has(args.kind)) return undefined;
        if (args.namespace !== pageNamespace && args.namespace !== contextNamespace && args.namespace !== routeContentNamespace && !/\.(jsx?|tsx?|mdx?|mjs|cjs)$/i.test(args.importer)) return undefined;
        const found = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: 'file', pluginData: imageResolving });
        if (found.errors.length || found.external || found.namespace !== 'file') return found.errors.length ? { errors: found.errors } : undefined;
        return { path: found.path, suffix: imageSuffix };
      });
      build.onLoad({ filter: imageRe }, async (args) => {
        if (args.suffix !== imageSuffix) return undefined;
        // With responsiveImages, a PNG or JPEG is the object of sizes (responsive-images.ts).
        const responsive = imageModule?.(args.path);
        return { contents: responsive ? await responsive : `export default ${JSON.stringify(imageUrl(args.path))};\n`, loader: 'js' };
      });
      build.onResolve({ filter: /^(react|react-dom|react\/jsx-runtime|react\/jsx-dev-runtime)$/ }, (args) => ({ path: args.path === 'react/jsx-dev-runtime' ? 'react/jsx-runtime' : args.path, namespace: sharedNamespace }));
      build.onResolve({ filter: /(SiteContext|PageContext)\.ts$/ }, (args) => {
        const shared = sharedFiles.get(path.resolve(args.resolveDir, args.path));
        return shared ? { path: shared, namespace: sharedNamespace } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: sharedNamespace }, (args) => {
        if (!sharedPackages.includes(args.path) && !sharedRuntimeModules.includes(args.path)) return { errors: [{ text: `${args.path} is not a shared module; this is a bug in sfpdocs` }] };
        return { contents: `module.exports = globalThis[${JSON.stringify(sharedModulesGlobal)}][${JSON.stringify(args.path)}];`, loader: 'js' };
      });
      // sfpdocs' Admonition reads the table of types the site's swizzle gives (`src/theme/Admonition/Types`),
      // as Docusaurus's imports `@theme/Admonition/Types`; the site's file itself reaches sfpdocs' table
      // through `@theme-original/Admonition/Types`.
      build.onResolve({ filter: /^\.\/AdmonitionTypes\.tsx$/ }, (args) => {
        const own = overrides['Admonition/Types'];
        return own && own !== ownComponentMark && path.resolve(args.resolveDir) === docusaurusDir ? { path: own } : undefined;
      });
      // A wrapping swizzle (`import Footer from '@theme-original/Footer'`) gets sfpdocs' own component
      // of that name: the runtime's, shared with the page (theme-originals.tsx), or the MDX stand-in.
      build.onResolve({ filter: /^@theme-(original|init)\// }, (args) => {
        const name = args.path.replace(/^@theme-(original|init)\//, '');
        if ((replaceableComponents as readonly string[]).includes(name)) return { path: name, namespace: originalNamespace };
        const target = docusaurusAliases[`@theme/${name}`];
        if (target) return { path: path.join(docusaurusDir, target) };
        return { errors: [{ text: `\`${args.path}\`: sfpdocs has no theme component \`${name}\` of its own to wrap`, detail: 'theme' }] };
      });
      build.onLoad({ filter: /.*/, namespace: originalNamespace }, (args) => ({
        contents: `var originals = globalThis[${JSON.stringify(sharedModulesGlobal)}][${JSON.stringify(originalsModule)}].themeOriginals;\nmodule.exports = { __esModule: true, default: originals[${JSON.stringify(args.path)}] };`,
        loader: 'js',
      }));
      build.onResolve({ filter: /^@(theme|docusaurus)\// }, async (args) => {
        // The site's own component of that name (src/theme/NAME), as Docusaurus resolves @theme/
        // to the most specific theme; not for the site's file itself, which wraps sfpdocs' one.
        const own = overrides[args.path.slice('@theme/'.length)];
        // A frame component whose site file cannot be used (site-theme.ts): sfpdocs' own, for the site's other files too.
        if (args.path.startsWith('@theme/') && own === ownComponentMark) return { path: args.path.slice('@theme/'.length), namespace: originalNamespace };
        if (args.path.startsWith('@theme/') && own && path.resolve(args.importer) !== own) return { path: own };
        const target = docusaurusAliases[args.path];
        if (target) return { path: path.join(docusaurusDir, target) };
        // A part of the frame (`@theme/NavbarItem/DefaultNavbarItem` in a custom navbar item): the
        // site's own file for it (not for that file itself), else sfpdocs' own, shared with the runtime.
        const name = args.path.slice('@theme/'.length);
        if (args.path.startsWith('@theme/') && (replaceableComponents as readonly string[]).includes(name)) {
          const site = await build.resolve(`./src/theme/${name}`, { resolveDir: siteDir, kind: args.kind });
          if (!site.errors.length && path.resolve(site.path) !== path.resolve(args.importer)) return { path: site.path };
          return { path: name, namespace: originalNamespace };
        }
        // A component of the site's own theme folder (`@theme/BoxLink` → src/theme/BoxLink), as
        // Docusaurus resolves one it does not ship; the ones sfpdocs provides stay sfpdocs' own.
        if (args.path.startsWith('@theme/')) {
          const own = await build.resolve(`./src/theme/${args.path.slice('@theme/'.length)}`, { resolveDir: siteDir, kind: args.kind });
          if (!own.errors.length) return { path: own.path };
        }
        const near = closestMatch(args.path, Object.keys(docusaurusAliases));
        return { errors: [{ text: `\`${args.path}\` is not a component sfpdocs provides${near ? ` (did you mean \`${near}\`?)` : ''}`, detail: 'theme' }] };
      });
      // A markdown file a plugin's route names as a module (add-plugin-routes.ts).
      // Its module re-exports the compiled body's default, beside the loader's exports.
      build.onResolve({ filter: new RegExp(`^${routeContentPrefix}`) }, (args) => ({ path: args.path.slice(routeContentPrefix.length), namespace: routeContentNamespace }));
      build.onResolve({ filter: /^sfp-route-body:/ }, (args) => ({ path: args.path.slice('sfp-route-body:'.length), namespace: routeBodyNamespace }));
      build.onLoad({ filter: /.*/, namespace: routeContentNamespace }, async (args) => {
        const content = JSON.parse(args.path) as RouteContent;
        if (!compileRouteContent) return { contents: 'export default function Content() { return null; }\n', loader: 'js' };
        const { exports } = await compileRouteContent(content);
        // The content is given the MDX components (the site's own `@theme/MDXComponents` when it has
        // one), as Docusaurus's MDXContent provides them around it.
        const wrapper = [
          "import { jsx } from 'react/jsx-runtime';",
          `import Body from ${JSON.stringify(`sfp-route-body:${args.path}`)};`,
          "import MDXComponents from '@theme/MDXComponents';",
          'export default function Content(props) { return jsx(Body, Object.assign({ components: MDXComponents }, props)); }',
        ].join('\n');
        return { contents: `${wrapper}\n${exports}`, loader: 'js', resolveDir: path.dirname(content.file) };
      });
      build.onLoad({ filter: /.*/, namespace: routeBodyNamespace }, async (args) => {
        const content = JSON.parse(args.path) as RouteContent;
        return { contents: (await compileRouteContent!(content)).body, loader: 'js', resolveDir: path.dirname(content.file) };
      });
      // Partials imported by a page (`import Note from './_note.md'`), for those used as values or with props.
      build.onLoad({ filter: /\.mdx?$/ }, async (args) => ({ contents: await compilePartial(sitePath(args.path)), loader: 'js', resolveDir: path.dirname(args.path) }));
      // `url(/img/x.png)` in a stylesheet names a file of static/, served as it is.
      // `import team from '/data/team.json'` or `require('/img/x.png')` in a module names a file
      // of the static folders, then of the site folder, as Docusaurus's webpack resolves it
      // (resolve.roots); one in none of them is the absolute path it also is.
      const roots = [...staticDirs.map((dir) => path.resolve(siteDir, dir)), path.resolve(siteDir)];
      build.onResolve({ filter: /^\// }, (args) => {
        if (args.kind === 'url-token' || args.kind === 'import-rule') return { path: args.path, external: true };
        const file = fromRoots(roots, args.path);
        return file ? { path: file } : undefined;
      });
      // The site's module aliases, before the packages: `@components/Card` is a file of the site.
      // React and the shared packages stay sfpdocs' own, whatever the site aliases them to.
      const aliasList = Object.entries(aliases).filter(([name]) => !sharedPackages.includes(name.replace(/\$$/, '')));
      if (aliasList.length) {
        build.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (args.pluginData === aliased) return undefined;
          const match = aliasList.find(([name]) => (name.endsWith('$') ? args.path === name.slice(0, -1) : args.path === name || args.path.startsWith(`${name}/`)));
          if (!match) return undefined;
          const [name, target] = match;
          const rest = name.endsWith('$') ? '' : args.path.slice(name.length);
          const found = await build.resolve(path.resolve(siteDir, target) + rest, { kind: args.kind, resolveDir: siteDir, pluginData: aliased });
          return found.errors.length ? { errors: found.errors } : { path: found.path, external: found.external, namespace: found.namespace, sideEffects: found.sideEffects };
        });
      }
      build.onResolve({ filter: /^@site\// }, async (args) => {
        const resolved = await build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind });
        return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
      });
      // A package the site does not have installed (a bare checkout): the page still builds, with a
      // stand-in that renders its children, and one warning per import naming what is lost. Docusaurus
      // would stop; a writer previewing prose without `npm install` should not have to.
      // (esbuild's filters are Go regular expressions, without lookahead: the full test is in the callback.)
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === checking || args.namespace === sharedNamespace || !packageImportRe.test(args.path)) return undefined;
        const found = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, namespace: args.namespace, pluginData: checking });
        if (!found.errors.length) return { path: found.path, external: found.external, namespace: found.namespace, sideEffects: found.sideEffects, pluginData: found.pluginData };
        // Small packages every Docusaurus site has through Docusaurus itself: sfpdocs carries them.
        if (carriedPackages.includes(args.path)) {
          const carried = await build.resolve(args.path, { resolveDir: packageRoot(), kind: args.kind, pluginData: checking });
          if (!carried.errors.length) return { path: carried.path };
        }
        const { file, code, line, column } = importSite(args);
        const names = importedNames(code, args.path);
        const what = names.length ? names.map((name) => (name === 'default' ? 'its default export' : `\`${name}\``)).join(', ') : 'its exports';
        missing.set(`${file}:${args.path}`, {
          file,
          line,
          column,
          message: `package \`${args.path.match(packageImportRe)![0]}\` is not installed: ${/\.css$/.test(args.path) ? 'its stylesheet is left out' : `${what} stand${names.length === 1 ? 's' : ''} in as a component that shows only its children, without what the package would show`}`,
          hint: 'run npm install in the site folder (or add the package to its package.json) to render it',
          ruleId: 'markdown',
          severity: 'warning',
        });
        return { path: `${args.path}#${names.join(',')}`, namespace: missingNamespace };
      });
      // A component's Sass stylesheet, when the site asks for Sass: compiled with the site's `sass`.
      if (site.sass) addSass(build, site, site.sass, (d) => missing.set(`${d.file}:sass`, d));
      // A Less stylesheet (and Sass, when the site does not ask for it): Docusaurus compiles it
      // through a plugin (docusaurus-plugin-sass); sfpdocs does not, so the component renders
      // without it, with a warning at the import. A CSS module's class names stay the names written in the code.
      build.onResolve({ filter: /\.(scss|sass|less)$/ }, (args) => {
        if (args.kind === 'url-token' || args.kind === 'import-rule') return undefined;
        if (site.sass && !/\.less$/.test(args.path)) return undefined;
        const { file, line, column } = importSite(args);
        missing.set(`${file}:${args.path}`, {
          file,
          line,
          column,
          message: `stylesheet \`${args.path}\` is ${/\.less$/.test(args.path) ? 'Less' : 'Sass'}, which sfpdocs does not compile: the component renders without its styles`,
          hint: 'write the stylesheet as CSS (a .css or .module.css file) to keep its styles',
          ruleId: 'markdown',
          severity: 'warning',
        });
        return { path: args.path, namespace: unstyledNamespace };
      });
      build.onLoad({ filter: /.*/, namespace: unstyledNamespace }, (args) => ({
        contents: /\.module\.\w+$/.test(args.path) ? 'export default new Proxy({}, { get: (_, key) => (typeof key === "string" ? key : undefined) });\n' : 'export {};\n',
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: missingNamespace }, (args) => {
        const [specifier, list] = args.path.split('#') as [string, string];
        if (/\.css$/.test(specifier)) return { contents: '', loader: 'css' };
        const names = list ? list.split(',') : ['default'];
        const lines = names.map((name) => (name === 'default' ? `export default standIn(${JSON.stringify(specifier)});` : `export const ${name} = standIn(${JSON.stringify(name)});`));
        return { contents: `import { createElement, Fragment } from 'react';\nfunction standIn(name) { const C = (props) => (props && props.children !== undefined ? createElement(Fragment, null, props.children) : null); C.displayName = name; return C; }\n${lines.join('\n')}\n`, loader: 'js', resolveDir: siteDir };
      });
    },
  };
  return { plugin, missing };
}

/** How esbuild reads a site's script file of that name (a .js file may hold JSX, as webpack's babel reads it). */
function scriptLoader(file: string): esbuild.Loader {
  return /\.tsx$/.test(file) ? 'tsx' : /\.ts$/.test(file) ? 'ts' : /\.(mjs|cjs)$/.test(file) ? 'js' : 'jsx';
}

/** Docusaurus's static folder when a site names none (the schema's default). */
const defaultStaticDirs = ['static'];

/** The file `request` (`/data/team.json`) names in the first root that has it, never outside that root. */
function fromRoots(roots: string[], request: string): string | null {
  for (const root of roots) {
    const file = path.join(root, request);
    if (!file.startsWith(root + path.sep)) continue;
    // Written as webpack resolves it: as it is, or without its script extension or as a folder's index.
    for (const candidate of ['', '.js', '.jsx', '.ts', '.tsx', '.json', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'].map((ext) => file + ext)) {
      if (isFile(candidate)) return candidate;
    }
  }
  return null;
}
/** Gives the server's ES modules a `require`, for the CommonJS packages bundled into them. */
const serverRequireBanner = "import { createRequire as __sfpCreateRequire } from 'node:module'; const require = __sfpCreateRequire(import.meta.url);";

/** What every bundle of pages shares: JSX, the site's loaders, its node_modules. */
function buildOptions(siteDir: string, plugin: esbuild.Plugin): esbuild.BuildOptions {
  return {
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    metafile: true,
    plugins: [plugin],
    // Packages resolve from the site's node_modules, as webpack resolves them in Docusaurus, also for
    // docs outside the site folder (`path: '../docs'`).
    nodePaths: [path.join(siteDir, 'node_modules')],
    // A site's components and CSS modules, as webpack would load them in Docusaurus.
    loader: { ...fileLoaders, '.js': 'jsx', '.module.css': 'local-css' },
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: siteDir,
  };
}

/**
 * Bundles one module of the site (a React page) for the server, without writing anything, to learn
 * whether it can be built: the problems (imports sfpdocs cannot resolve, syntax errors), the
 * packages that stand in, and the site files it reads (for the compile cache).
 */
export async function probeModule(site: SiteModules, file: string, overrides: Record<string, string> = {}): Promise<{ problems: Diagnostic[]; warnings: Diagnostic[]; inputs: string[] }> {
  const { siteDir } = site;
  const { plugin, missing } = pagePlugin(site, new Map(), async () => 'export default function Partial() { return null; }', overrides);
  try {
    const result = await esbuild.build({ ...buildOptions(siteDir, plugin), entryPoints: [path.join(siteDir, file)], platform: 'node', write: false, outdir: path.join(siteDir, '.sfpdocs-probe-out') });
    // The site's own files: not packages, not sfpdocs' stand-ins for the theme.
    const own = [path.join(packageRoot(), 'runtime'), path.join(packageRoot(), 'shared')].map((dir) => dir + path.sep);
    const inputs = Object.keys(result.metafile!.inputs)
      .map((input) => input.replace(svgComponentSuffix, '').replace(imageSuffix, ''))
      .filter((input) => !input.includes(':') && !input.split(/[\\/]/).includes('node_modules'))
      .filter((input) => !own.some((dir) => path.resolve(siteDir, input).startsWith(dir)))
      .map((input) => site.sitePath(path.resolve(siteDir, input)));
    return { problems: [], warnings: [...missing.values()], inputs };
  } catch (error) {
    return { problems: bundleDiagnostics(error, site, new Map()), warnings: [...missing.values()], inputs: [] };
  }
}

export async function bundlePages(site: SiteModules, { pages, compilePartial, compileRouteContent, outFolder = 'assets/mdx', overrides = {}, publicPath = '/', responsiveImages = null }: BundlePagesOptions): Promise<BundleResult> {
  const { siteDir } = site;
  const byName = new Map(pages.map((page) => [page.name, page]));
  // The images the pages import, by the output file their URL names (see imageUrl in pagePlugin).
  const images = new Map<string, string>();
  /** An image's output name without its extension: its name and the hash of its bytes. */
  const hashedStem = (file: string, bytes: Buffer) => `${outFolder}/${path.basename(file, path.extname(file))}.${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8).toUpperCase()}`;
  const imageUrl = (file: string, bytes = fs.readFileSync(file)) => {
    const out = `${hashedStem(file, bytes)}${path.extname(file)}`;
    images.set(out, file);
    return `${publicPath}${out}`;
  };
  // The sizes made of imported images (responsiveImages), by output file; each image is made once
  // for the browser's bundle and the server's.
  const made = new Map<string, Uint8Array>();
  const responsive = new Map<string, Promise<string>>();
  const sharp = responsiveImages ? siteSharp(siteDir) : null;
  const imageModule = (file: string) => {
    if (!responsiveImages || !/\.(png|jpe?g)$/i.test(file)) return null;
    let module = responsive.get(file);
    if (!module) {
      const bytes = fs.readFileSync(file);
      const stem = hashedStem(file, bytes);
      const emit = (width: number, ext: string, out: Buffer) => {
        const name = `${stem}.${width}${ext}`;
        made.set(name, out);
        return `${publicPath}${name}`;
      };
      module = responsiveImage(bytes, { ...responsiveImages, sharp, original: imageUrl(file, bytes), emit }).then(({ preSrc, ...src }) => {
        const srcSet = src.images.filter((image) => image.width).map((image) => `${image.path} ${image.width}w`).join(', ');
        // CommonJS, as the plugin's loader makes it: `require()` and a default import both give the object.
        return `module.exports = ${JSON.stringify({ preSrc, src: { ...src, srcSet } })};\n`;
      });
      responsive.set(file, module);
    }
    return module;
  };
  const { plugin, missing } = pagePlugin(site, byName, compilePartial, overrides, imageUrl, imageModule, compileRouteContent);
  const entryPoints = Object.fromEntries(pages.map((page) => [page.name, `sfp-page:${page.name}`]));
  // The theme module (the site's swizzles) is bundled apart from the pages, and minified names are
  // given per build: a page's CSS module class and a swizzle's came out as the same short name
  // (`.o` and `.o`), each taking the other's rules. The theme's names keep their file and class
  // (esbuild's `styles_foot`), which no minified name can be; its whitespace and syntax are still minified.
  const minify: esbuild.BuildOptions = pages.some((page) => page.kind === 'theme') ? { minifyWhitespace: true, minifySyntax: true, minifyIdentifiers: false } : { minify: true };
  const common: esbuild.BuildOptions = { ...buildOptions(siteDir, plugin), entryPoints, splitting: true, ...minify };
  // Never written: the browser files come back in memory, named relative to this folder.
  const browserOut = path.join(siteDir, '.sfpdocs-pages-out');
  const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-ssr-'));
  trackTempFolder(serverDir);
  // ES modules, whatever loader imports them: a worker thread run from the sources (tsx) took the
  // `.js` files of a folder without a package.json for CommonJS.
  fs.writeFileSync(path.join(serverDir, 'package.json'), '{ "type": "module" }\n');
  const dispose = () => {
    fs.rmSync(serverDir, { recursive: true, force: true });
    untrackTempFolder(serverDir);
  };
  try {
    const [browser, server] = await Promise.all([
      esbuild.build({ ...common, platform: 'browser', target: 'es2020', write: false, outdir: browserOut, entryNames: `${outFolder}/[name].[hash]`, chunkNames: `${outFolder}/chunk.[hash]`, assetNames: `${outFolder}/[name].[hash]` }),
      // Minified like the browser's, so CSS module class names come out the same on both sides.
      // A package's `require()` of a Node module (debug's of `tty`, under react-share) works as in
      // Docusaurus's CommonJS server bundle: esbuild's ESM output calls the `require` it finds.
      esbuild.build({ ...common, platform: 'node', target: 'node20', write: true, banner: { js: serverRequireBanner }, outdir: serverDir, entryNames: '[name].[hash]', chunkNames: 'chunk.[hash]', assetNames: '[name].[hash]' }),
    ]);
    const files = new Map<string, Uint8Array>();
    const relative = (file: string) => path.relative(browserOut, path.resolve(siteDir, file)).split(path.sep).join('/');
    for (const output of browser.outputFiles!) if (!output.path.endsWith('.map')) files.set(relative(output.path), output.contents);
    for (const [out, file] of images) files.set(out, fs.readFileSync(file));
    for (const [out, bytes] of made) files.set(out, bytes);
    const entries = new Map<string, { script: string; css: string[]; sources: string[] }>();
    const outputs = browser.metafile!.outputs;
    for (const [file, output] of Object.entries(outputs)) {
      const name = output.entryPoint?.startsWith(`${pageNamespace}:`) ? output.entryPoint.slice(pageNamespace.length + 1) : null;
      if (name) entries.set(name, { script: relative(file), css: output.cssBundle ? [relative(output.cssBundle)] : [], sources: siteSources(siteDir, outputs, file) });
    }
    const serverEntries = new Map<string, string>();
    for (const [file, output] of Object.entries(server.metafile!.outputs)) {
      const name = output.entryPoint?.startsWith(`${pageNamespace}:`) ? output.entryPoint.slice(pageNamespace.length + 1) : null;
      if (name) serverEntries.set(name, pathToFileURL(path.resolve(siteDir, file)).href);
    }
    return { ok: true, bundles: { files, browser: entries, server: serverEntries, dispose }, warnings: [...missing.values()] };
  } catch (error) {
    dispose();
    return { ok: false, diagnostics: bundleDiagnostics(error, site, byName) };
  }
}

/** The site's own files in an output and the chunks it imports: not packages, not sfpdocs' modules, not the page itself. */
function siteSources(siteDir: string, outputs: esbuild.Metafile['outputs'], entry: string): string[] {
  const own = [path.join(packageRoot(), 'runtime'), path.join(packageRoot(), 'shared')].map((dir) => dir + path.sep);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const listed of Object.keys(outputs[file]!.inputs)) {
      const input = listed.replace(svgComponentSuffix, '').replace(imageSuffix, '');
      if (input.includes(':') || input.split(/[\\/]/).includes('node_modules')) continue;
      const absolute = path.resolve(siteDir, input);
      if (!own.some((dir) => absolute.startsWith(dir))) files.add(absolute);
    }
    for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement' || imported.kind === 'dynamic-import') visit(imported.path);
  };
  visit(entry);
  return [...files];
}

/** esbuild's errors as diagnostics at the page (and line of its import) they come from. */
function bundleDiagnostics(error: unknown, { siteDir, sitePath }: SiteModules, pages: Map<string, ComponentPage>): Diagnostic[] {
  const errors = (error as { errors?: esbuild.Message[] }).errors;
  if (!errors?.length) throw error;
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const message of errors) {
    const location = message.location;
    const page = location?.file.startsWith(`${pageNamespace}:`) ? pages.get(location.file.slice(pageNamespace.length + 1)) : undefined;
    const specifier = /"([^"]+)"|`([^`]+)`/.exec(message.text);
    const wanted = specifier?.[1] ?? specifier?.[2] ?? '';
    let file: string;
    let line = 1;
    let column = 1;
    if (page) {
      file = page.file;
      // The compiled module keeps the page's imports as written: find the line in the source.
      const at = wanted ? page.source.indexOf(wanted) : -1;
      if (at >= 0) {
        const before = page.source.slice(0, at);
        line = before.split('\n').length;
        column = at - before.lastIndexOf('\n');
      }
    } else if (location) {
      file = sitePath(path.resolve(siteDir, location.file));
      line = location.line;
      column = location.column + 1;
    } else file = 'site';
    const key = `${file}:${line}:${message.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const theme = message.notes?.some((n) => n.text === 'theme') || /not a component sfpdocs provides/.test(message.text);
    out.push({
      file,
      line,
      column,
      message: /Could not resolve/.test(message.text) ? `cannot import ${wanted ? `\`${wanted}\`` : 'a module'}: no such file or package` : standInExport(message.text) ?? message.text,
      hint: theme
        ? 'docs/mdx.md lists the @theme/ and @docusaurus/ components sfpdocs provides; use one of them, or a component of the site (`@site/src/components/…`)'
        : /Could not resolve/.test(message.text)
          ? 'check the path (relative to this file, or `@site/` for the site folder), or install the package in the site'
          : 'fix the component or the import it names',
      ruleId: 'markdown',
      severity: 'error',
    });
  }
  return out;
}

/** esbuild's "No matching export" for one of sfpdocs' stand-ins for Docusaurus, said in the site's terms. */
function standInExport(text: string): string | null {
  const match = /No matching export in "([^"]+)" for import "([^"]+)"/.exec(text);
  const alias = match && Object.entries(docusaurusAliases).find(([, file]) => match[1]!.endsWith(`runtime/docusaurus/${file}`))?.[0];
  return alias ? `\`${match[2]}\` of \`${alias}\` is not among what sfpdocs provides of it` : null;
}

function readOr(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The line and column of a module's import of `specifier` (1:1 when it cannot be found). */
function lineOf(source: string, specifier: string): { line: number; column: number } {
  const at = source.search(new RegExp(`['"]${escapeRegExp(specifier)}['"]`));
  if (at < 0) return { line: 1, column: 1 };
  const before = source.slice(0, at);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: at - lineStart + 1 };
}

/** The names a module imports from `specifier` (`default` for a default import), read from its import statements. */
export function importedNames(source: string, specifier: string): string[] {
  const names = new Set<string>();
  const re = new RegExp(`(?:import|export)\\s+([^;]*?)\\s+from\\s+['"]${escapeRegExp(specifier)}['"]`, 'g');
  for (const [, clause] of source.matchAll(re)) {
    const braces = /\{([^}]*)\}/.exec(clause!);
    const outside = clause!.replace(/\{[^}]*\}/, '').replace(/^type\s+/, '');
    if (/^\s*[\w$]+\s*(,|$)/.test(outside) && !/^\s*\*/.test(outside)) names.add('default');
    for (const part of braces?.[1]?.split(',') ?? []) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
      if (/^[\w$]+$/.test(name)) names.add(name);
    }
  }
  return [...names];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a component renders an element whose type is undefined: its site file, line and the name written there. */
export interface UndefinedElement {
  file: string;
  line: number;
  column: number;
  /** The name at that place (`ApacheSvg` of `<ApacheSvg …/>`), or '' when it cannot be read. */
  name: string;
}

const undefinedElementsGlobal = '__sfpdocsUndefinedElements';

/**
 * Renders a component module's default export once on the server, alone, to find an element it
 * renders whose type is undefined (an import that gives nothing: a default import of a module
 * without one, `require(…).default` of a CommonJS module), which makes React fail every page that
 * renders the component. Its JSX goes through a checking stand-in for react/jsx-runtime that notes
 * where each such element is made (source maps give the site's file and line); esbuild's own
 * "will always be undefined" warnings are found too. Other failures of the lone render (a hook
 * that needs the page around it) say nothing: null then.
 */
export function findUndefinedElement(site: SiteModules, file: string, overrides: Record<string, string> = {}): Promise<UndefinedElement | null> {
  // One at a time: the renders note their elements in one global and switch the process's source
  // maps; two at once (readSiteTheme probes its swizzles together) took each other's notes.
  const run = probeQueue.then(() => probeUndefinedElement(site, file, overrides));
  probeQueue = run.catch(() => null);
  return run;
}

let probeQueue: Promise<unknown> = Promise.resolve();

async function probeUndefinedElement(site: SiteModules, file: string, overrides: Record<string, string>): Promise<UndefinedElement | null> {
  const { siteDir, sitePath } = site;
  const require = createRequire(path.join(packageRoot(), 'package.json'));
  const url = (specifier: string) => pathToFileURL(require.resolve(specifier)).href;
  const { plugin } = pagePlugin(site, new Map(), async () => 'export default function Partial() { return null; }', overrides);
  const checking: esbuild.Plugin = {
    name: 'sfpdocs-render-probe',
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom|react-dom\/server)$/ }, (args) => ({ path: url(args.path), external: true }));
      build.onResolve({ filter: /^react\/jsx-(dev-)?runtime$/ }, () => ({ path: 'jsx', namespace: 'sfp-jsx-check' }));
      build.onLoad({ filter: /.*/, namespace: 'sfp-jsx-check' }, () => ({
        contents: `import rt from ${JSON.stringify(url('react/jsx-runtime'))};\nconst seen = (globalThis[${JSON.stringify(undefinedElementsGlobal)}] ??= []);\nfunction check(type) { if (type === undefined || type === null) seen.push(new Error().stack); }\nexport const Fragment = rt.Fragment;\nexport function jsx(type, props, key) { check(type); return rt.jsx(type, props, key); }\nexport function jsxs(type, props, key) { check(type); return rt.jsxs(type, props, key); }\nexport const jsxDEV = jsx;\n`,
        loader: 'js',
      }));
      // The runtime's contexts are bundled with the probe (their defaults), and a wrapper's
      // original renders its children: the probe looks only at the component's own elements.
      build.onResolve({ filter: /(SiteContext|PageContext)\.ts$/ }, (args) => (args.resolveDir.startsWith(path.join(packageRoot(), 'runtime')) ? { path: path.resolve(args.resolveDir, args.path) } : undefined));
      build.onResolve({ filter: /^@theme-(original|init)\// }, (args) => ((replaceableComponents as readonly string[]).includes(args.path.replace(/^@theme-(original|init)\//, '')) ? { path: 'original', namespace: 'sfp-probe-original' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'sfp-probe-original' }, () => ({ contents: 'export default function Original(props) { return props.children ?? null; }\n', loader: 'js' }));
    },
  };
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-probe-'));
  trackTempFolder(outdir);
  const hadSourceMaps = process.sourceMapsEnabled;
  try {
    const result = await esbuild.build({ ...buildOptions(siteDir, plugin), plugins: [checking, plugin], entryPoints: [path.join(siteDir, file)], platform: 'node', format: 'esm', target: 'node20', sourcemap: 'inline', outdir, write: true });
    const stated = result.warnings.find((w) => w.id === 'import-is-undefined' && w.location && !w.location.file.includes('node_modules'));
    if (stated?.location) {
      const at = stated.location;
      return { file: sitePath(path.resolve(siteDir, at.file)), line: at.line, column: at.column + 1, name: /"([^"]+)"/.exec(stated.text)?.[1] ?? '' };
    }
    const output = Object.keys(result.metafile!.outputs).find((out) => out.endsWith('.js'));
    if (!output) return null;
    // The stacks of the elements name the site's file by the bundle's source map.
    process.setSourceMapsEnabled(true);
    const seen: string[] = ((globalThis as Record<string, unknown>)[undefinedElementsGlobal] = []);
    const module = (await import(`${pathToFileURL(path.resolve(siteDir, output)).href}?probe=${Date.now()}`)) as { default?: unknown };
    const [{ createElement }, { renderToString }] = await Promise.all([import(url('react')), import(url('react-dom/server'))]);
    if (typeof module.default !== 'function' && typeof module.default !== 'object') return null;
    try {
      renderToString(createElement(module.default, {}));
    } catch {
      // Only the noted elements count (see above).
    }
    for (const stack of seen) {
      for (const match of stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?/g)) {
        const source = match[1]!.startsWith('file:') ? fileURLToPath(match[1]!) : match[1]!;
        if (source.split(path.sep).includes('node_modules') || !path.resolve(source).startsWith(path.resolve(siteDir) + path.sep)) continue;
        const line = Number(match[2]);
        const column = Number(match[3]);
        const text = readOr(source).split('\n')[line - 1] ?? '';
        return { file: sitePath(source), line, column, name: /^<\s*([\w$.]+)/.exec(text.slice(column - 1))?.[1] ?? '' };
      }
    }
    return null;
  } catch {
    // A probe that cannot run says nothing: the component is used as it is.
    return null;
  } finally {
    if (!hadSourceMaps) process.setSourceMapsEnabled(false);
    delete (globalThis as Record<string, unknown>)[undefinedElementsGlobal];
    fs.rmSync(outdir, { recursive: true, force: true });
    untrackTempFolder(outdir);
  }
}
