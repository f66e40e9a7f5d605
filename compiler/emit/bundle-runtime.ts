// Bundles the React runtime three times with esbuild, in memory: for the browser (hashed,
// minified, with its CSS), its search worker, and for Node (the server renderer). `platform:
// 'browser'` makes an import of node-only code in runtime/ fail the build, naming the import.
// The result is cached in the build cache by the hash of runtime/, shared/ and this file.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { admonitionCss } from '../../shared/admonition-types.ts';
import type { RenderInput } from '../../shared/contract.ts';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { hashText, hashTree } from '../cache/cache-keys.ts';
import { compilerVersion, packageRoot } from '../package-root.ts';
import { searchLanguagePlugin } from './locale-search-language.ts';

export interface RuntimeBundle {
  /** Output path (relative to the output dir) -> contents. */
  files: Map<string, Uint8Array>;
  script: string;
  /** The search Web Worker's script (a second entry point, so it is hashed like the runtime). */
  searchWorker: string;
  css: string;
  /**
   * The server renderer's code, an ES module loaded only where pages are rendered (loadRenderer).
   * Its packages are imported by absolute file URL, so it runs from memory, from any folder.
   */
  ssr: string;
}

/** Renders a page; an MDX page with components passes its loaded module as `content`, a site with its own theme components their map as `theme`. */
export type RenderPage = (props: RenderInput & { content?: PageModule; theme?: SiteThemeComponents }) => string;

/** The site's theme module's default export: component name → component (compiler/emit/site-theme.ts). */
export type SiteThemeComponents = Record<string, unknown>;

/** The site's theme components from its server module (loaded once per process). */
export async function loadSiteTheme(url: string): Promise<SiteThemeComponents> {
  return (await loadPageModule(url)).Content as SiteThemeComponents;
}

/** A component page's server module, as the theme renders it (runtime/theme/PageContext.ts). */
export interface PageModule {
  Content: unknown;
  components?: unknown;
}

const pageModules = new Map<string, Promise<PageModule>>();

/** A component page's server module (bundle-pages.ts), loaded once. */
export function loadPageModule(url: string): Promise<PageModule> {
  let module = pageModules.get(url);
  if (!module) {
    module = import(url).then((mod: { default: unknown; components?: unknown }) => ({ Content: mod.default, components: mod.components }));
    pageModules.set(url, module);
  }
  return module;
}

const renderers = new Map<string, Promise<RenderPage>>();

/** The server renderer of a bundle: React and the theme load here, not with the bundle. */
export function loadRenderer(ssr: string): Promise<RenderPage> {
  let renderer = renderers.get(ssr);
  if (!renderer) {
    renderer = import(`data:text/javascript;base64,${Buffer.from(ssr).toString('base64')}`).then((module: { renderPage: RenderPage }) => module.renderPage);
    renderers.set(ssr, renderer);
  }
  return renderer;
}

/** The cached record of a bundle: its files' bytes in base64. */
type BundleRecord = Omit<RuntimeBundle, 'files'> & { files: Array<[string, string]> };

export async function bundleRuntime(cache: BuildCache = openBuildCache(null)): Promise<RuntimeBundle> {
  const root = packageRoot();
  // The bundling options in this file are part of the key too: a bundle made by other options
  // (an older sfpdocs sharing the cache) is not reused.
  const bundlers = ['bundle-runtime.ts', 'locale-search-language.ts'].map((file) => path.join(root, 'compiler', 'emit', file));
  const key = hashText(compilerVersion(), hashTree(path.join(root, 'runtime')), hashTree(path.join(root, 'shared')), ...bundlers.map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '')));
  const cached = cache.read('bundle', `runtime-${key}`);
  if (cached !== undefined) {
    try {
      const record = JSON.parse(cached) as BundleRecord;
      return { ...record, files: new Map(record.files.map(([file, base64]) => [file, Buffer.from(base64, 'base64')])) };
    } catch {
      cache.reject('bundle', `runtime-${key}`);
    }
  }
  const bundle = await buildRuntime(path.join(root, 'runtime'));
  const record: BundleRecord = { ...bundle, files: [...bundle.files].map(([file, bytes]) => [file, Buffer.from(bytes).toString('base64')]) };
  cache.write('bundle', `runtime-${key}`, JSON.stringify(record));
  return bundle;
}

/** Stylesheets made from shared tables: `@import 'sfpdocs:admonitions.css'` (styles.css) is admonitionCss(). Any bundle of the runtime's stylesheet needs it (the Tabs harness too). */
export const generatedCss: esbuild.Plugin = {
  name: 'sfpdocs-generated-css',
  setup(build) {
    build.onResolve({ filter: /^sfpdocs:admonitions\.css$/ }, (args) => ({ path: args.path, namespace: 'sfpdocs-generated' }));
    build.onLoad({ filter: /.*/, namespace: 'sfpdocs-generated' }, () => ({ contents: admonitionCss(), loader: 'css' }));
  },
};

/**
 * The search worker: a classic script of its own (one file, no imports), since module workers
 * are missing from older engines (Gecko before 114) that run the rest of the runtime. Its
 * language module is the one `language` gives (locale-search-language.ts).
 */
export function buildSearchWorker(runtimeDir: string, outdir: string, language: esbuild.Plugin): Promise<esbuild.BuildResult & { metafile: esbuild.Metafile; outputFiles: esbuild.OutputFile[] }> {
  return esbuild.build({
    // Its name's hash is the same wherever the build is started (buildRuntime).
    absWorkingDir: path.dirname(runtimeDir),
    bundle: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    entryPoints: { 'search-worker': path.join(runtimeDir, 'search', 'search-worker.ts') },
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    entryNames: 'assets/[name].[hash]',
    outdir,
    metafile: true,
    plugins: [language],
  });
}

async function buildRuntime(runtimeDir: string): Promise<RuntimeBundle> {
  const outdir = path.join(runtimeDir, '..', '.sfpdocs-runtime-out');
  // esbuild's [hash] covers the input paths relative to absWorkingDir (else the process's folder):
  // from the package root, the runtime's file names are the same wherever the build is started.
  const root = path.dirname(runtimeDir);
  const shared: esbuild.BuildOptions = { absWorkingDir: root, bundle: true, logLevel: 'silent', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, write: false };
  const require = createRequire(import.meta.url);
  const [client, server, worker] = await Promise.all([
    esbuild.build({
      ...shared,
      // More entry points go here; `script` below is always `runtime`.
      entryPoints: { runtime: path.join(runtimeDir, 'client.tsx') },
      platform: 'browser',
      format: 'esm',
      // Lazy features (search, offline, chatbot) load through import() into their own chunks,
      // keeping them out of the first-load budget.
      splitting: true,
      chunkNames: 'assets/chunk.[hash]',
      target: 'es2020',
      minify: true,
      entryNames: 'assets/[name].[hash]',
      assetNames: 'assets/[name].[hash]',
      outdir,
      metafile: true,
      plugins: [generatedCss],
    }),
    esbuild.build({
      ...shared,
      entryPoints: [path.join(runtimeDir, 'render-page.tsx')],
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: path.join(outdir, 'ssr.mjs'),
      loader: { '.css': 'empty' },
      plugins: [
        {
          name: 'server-imports',
          setup: (build) =>
            build.onResolve({ filter: /.*/ }, (args) => {
              // What the browser loads lazily (search, offline, hosted search) never runs on the
              // server: left as import() calls, their browser-only dependencies stay out.
              if (args.kind === 'dynamic-import') return { path: args.path, external: true };
              if (/^[./]/.test(args.path) || args.path.startsWith('node:')) return undefined;
              // Packages by absolute URL, so the renderer loads from memory (a data: URL).
              return { path: pathToFileURL(require.resolve(args.path, { paths: [args.resolveDir] })).href, external: true };
            }),
        },
      ],
    }),
    buildSearchWorker(runtimeDir, outdir, searchLanguagePlugin(runtimeDir, null)),
  ]);
  // Metafile paths are relative to absWorkingDir; output files' paths are absolute.
  const relative = (p: string) => path.relative(outdir, path.resolve(root, p)).split(path.sep).join('/');
  const files = new Map<string, Uint8Array>();
  for (const output of [...client.outputFiles!, ...worker.outputFiles!]) if (!output.path.endsWith('.map')) files.set(relative(output.path), output.contents);
  const entry = Object.entries(client.metafile!.outputs).find(([, o]) => o.entryPoint?.endsWith('client.tsx'))!;
  return {
    files,
    script: relative(entry[0]),
    searchWorker: relative(Object.keys(worker.metafile!.outputs).find((f) => f.endsWith('.js'))!),
    css: [...files.keys()].find((f) => f.endsWith('.css'))!,
    ssr: server.outputFiles![0]!.text,
  };
}
