// Sass stylesheets (config `sass`, set for Docusaurus sites by docusaurus-plugin-sass): the site's
// customCss and the .scss/.sass files its components import, CSS modules included, compiled with
// the `sass` package the site has installed, as the plugin's sass-loader requires it from the site.
// sfpdocs carries no Sass compiler of its own. What is ours: the esbuild plugin, and the importer
// that reads `~pkg/file` and `pkg/file` from node_modules as sass-loader's webpack importer does
// (Sass's own importers know no node_modules before 1.71's `pkg:` URLs, which sites do not write).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Stylesheet } from './root-variables.ts';

export interface SassSettings {
  /** Folders Sass looks in, relative to the site. */
  loadPaths: string[];
  /** Sass code put before every file. */
  additionalData: string;
}

/** The part of the `sass` package's modern API sfpdocs calls (1.45 and later). */
interface SassModule {
  compileString: (source: string, options: Record<string, unknown>) => { css: string; loadedUrls: URL[] };
  Logger?: { silent: unknown };
  info?: string;
}

type Compiled = { css: string; files: string[] } | { error: esbuild.PartialMessage };

/** A compiled file with the modification times of every file it read: reused while none changed (locales, bundles, rebuilds). */
const compiledFiles = new Map<string, { stamps: [string, number][]; result: Compiled }>();

/**
 * Adds Sass to an esbuild build: a `.scss`/`.sass` file loads as CSS (a `.module.` one as a CSS
 * module). When the site has no `sass` package, `onMissing` gets one error per file, naming it
 * and the fix, and the file loads empty.
 */
export function addSass(build: esbuild.PluginBuild, site: { siteDir: string; sitePath: (file: string) => string }, settings: SassSettings, onMissing: (diagnostic: Diagnostic) => void): void {
  build.onLoad({ filter: /\.s[ac]ss$/ }, (args) => {
    if (args.namespace !== 'file') return undefined;
    const loader = /\.module\.s[ac]ss$/.test(args.path) ? 'local-css' : 'css';
    const sass = siteSass(site.siteDir);
    if (!sass) {
      onMissing({
        file: site.sitePath(args.path),
        line: 1,
        column: 1,
        message: `\`${site.sitePath(args.path)}\` is Sass, and the site has no \`sass\` package to compile it: its styles are left out`,
        hint: 'run `npm install --save-dev sass` in the site folder (docusaurus-plugin-sass compiles with it too)',
        ruleId: 'config',
        severity: 'error',
      });
      return { contents: '', loader };
    }
    const result = compileSass(sass, args.path, site.siteDir, settings);
    if ('error' in result) return { errors: [result.error] };
    return { contents: result.css, loader, resolveDir: path.dirname(args.path), watchFiles: result.files };
  });
}

/** The site's Sass bound once to its folder and settings, for the site's own stylesheet (bundle-site-css.ts). */
export interface BoundSass {
  /** The esbuild plugin that compiles Sass files (addSass); `onMissing` as there. */
  plugin(onMissing: (diagnostic: Diagnostic) => void): esbuild.Plugin;
  /** The Sass files among `files` (relative to the site), compiled, for reading their colours; one that cannot be is left out (the bundler reports why). */
  sheets(files: string[]): Stylesheet[];
  /**
   * Where a Sass stylesheet writes the variable a colour diagnostic names: the diagnostic was found in
   * the CSS it compiles to, whose lines are not the file's. Its first line naming the variable, else line 1.
   */
  sourcePosition(diagnostic: Diagnostic): { line: number; column: number };
}

export function bindSass(siteDir: string, settings: SassSettings): BoundSass {
  const site = { siteDir, sitePath: (file: string) => path.relative(siteDir, file).split(path.sep).join('/') };
  return {
    plugin: (onMissing) => ({ name: 'sass', setup: (build) => addSass(build, site, settings, onMissing) }),
    sheets(files) {
      const sass = siteSass(siteDir);
      if (!sass) return [];
      return files.filter(isSass).flatMap((file) => {
        const result = compileSass(sass, path.resolve(siteDir, file), siteDir, settings);
        return 'css' in result ? [{ file, css: result.css, fromSite: true }] : [];
      });
    },
    sourcePosition(diagnostic) {
      const name = /^`(--[\w-]+)`/.exec(diagnostic.message)?.[1];
      let lines: string[] = [];
      try {
        lines = fs.readFileSync(path.join(siteDir, diagnostic.file), 'utf8').split('\n');
      } catch {
        // the file went away: line 1
      }
      const index = name ? lines.findIndex((line) => line.includes(`${name}:`)) : -1;
      return index < 0 ? { line: 1, column: 1 } : { line: index + 1, column: lines[index]!.indexOf(name!) + 1 };
    },
  };
}

/** Whether a stylesheet's name is a Sass file's. */
export const isSass = (file: string) => /\.s[ac]ss$/.test(file);

/** The site's `sass` (or `sass-embedded`, the same API), or null when it has neither or one older than the modern API. */
function siteSass(siteDir: string): { module: SassModule; file: string } | null {
  const require = createRequire(path.join(siteDir, 'package.json'));
  for (const name of ['sass', 'sass-embedded']) {
    try {
      const file = require.resolve(name);
      const module = require(name) as SassModule;
      if (typeof module.compileString === 'function') return { module, file };
    } catch {
      // not installed: try the next one
    }
  }
  return null;
}

function compileSass(sass: { module: SassModule; file: string }, file: string, siteDir: string, settings: SassSettings): Compiled {
  const key = `${sass.file}\0${JSON.stringify(settings)}\0${file}`;
  const known = compiledFiles.get(key);
  if (known && known.stamps.every(([name, time]) => modified(name) === time)) return known.result;
  const result = compileNow(sass.module, file, siteDir, settings);
  const files = 'files' in result ? result.files : [file];
  compiledFiles.set(key, { stamps: files.map((name) => [name, modified(name)]), result });
  return result;
}

function compileNow(sass: SassModule, file: string, siteDir: string, settings: SassSettings): Compiled {
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (error) {
    return { error: { text: `cannot read it: ${(error as Error).message}`, location: { file, line: 1, column: 0 } } };
  }
  // sass-loader puts additionalData and a line break before the file's text: lines below shift by its lines.
  const prefix = settings.additionalData ? `${settings.additionalData}\n` : '';
  const shift = prefix ? prefix.split('\n').length - 1 : 0;
  const url = pathToFileURL(file);
  try {
    const result = sass.compileString(prefix + source, {
      url,
      syntax: file.endsWith('.sass') ? 'indented' : 'scss',
      loadPaths: settings.loadPaths.map((folder) => path.resolve(siteDir, folder)),
      importers: [nodeModulesImporter(siteDir)],
      // sass-loader hands Sass's deprecation warnings to webpack's logger, which a build does not print.
      ...(sass.Logger ? { logger: sass.Logger.silent } : {}),
    });
    const files = result.loadedUrls.filter((loaded) => loaded.protocol === 'file:').map((loaded) => fileURLToPath(loaded));
    return { css: result.css, files: files.includes(file) ? files : [file, ...files] };
  } catch (error) {
    const { sassMessage, span } = error as { sassMessage?: string; span?: { url?: URL; start: { line: number; column: number }; context?: string } };
    if (!sassMessage) throw error;
    const inFile = span?.url?.protocol === 'file:' ? fileURLToPath(span.url) : file;
    const line = (span?.start.line ?? 0) + 1 - (inFile === file ? shift : 0);
    return { error: { text: `Sass cannot compile it: ${sassMessage}`, location: { file: inFile, line: Math.max(1, line), column: span?.start.column ?? 0 } } };
  }
}

function modified(file: string): number {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/**
 * `@import '~bootstrap/scss/bootstrap'` and `@use 'pkg/file'`: the file in the package's folder in
 * node_modules (looked for from the importing file's folder up, else from the site's), or the
 * package's own Sass entry (package.json `sass`, then `style`) when only the package is named.
 * Sass then tries the file's partial, extensions and index as it does for any path.
 */
function nodeModulesImporter(siteDir: string) {
  return {
    findFileUrl(written: string, context?: { containingUrl?: URL | null }): URL | null {
      const request = written.replace(/^~/, '');
      if (/^(\.|\/|[a-z][a-z0-9+.-]*:)/i.test(request)) return null;
      const [name, rest] = splitPackage(request);
      const from = context?.containingUrl?.protocol === 'file:' ? path.dirname(fileURLToPath(context.containingUrl)) : siteDir;
      const folder = packageFolder(name, from) ?? packageFolder(name, siteDir);
      if (!folder) return null;
      if (rest) return pathToFileURL(path.join(folder, rest));
      const manifest = readJson(path.join(folder, 'package.json'));
      const entry = [manifest.sass, manifest.style].find((value): value is string => typeof value === 'string');
      return entry ? pathToFileURL(path.join(folder, entry)) : pathToFileURL(path.join(folder, 'index'));
    },
  };
}

function splitPackage(request: string): [string, string] {
  const parts = request.split('/');
  const count = request.startsWith('@') ? 2 : 1;
  return [parts.slice(0, count).join('/'), parts.slice(count).join('/')];
}

function packageFolder(name: string, from: string): string | null {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const folder = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(dir) === dir) return null;
  }
}

function readJson(file: string): Record<string, unknown> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
