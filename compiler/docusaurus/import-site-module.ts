// Runs a JavaScript or TypeScript module of a Docusaurus site (its config, a sidebars file) the
// way Docusaurus does, without a separate compile step: esbuild bundles the site's own files in
// memory and Node imports the result. Packages are not bundled: when the site has installed them
// they are imported from its node_modules as they are; when it has not, each becomes a stand-in
// (package-stub.ts) and is reported, so a bare checkout still loads.
import crypto from 'node:crypto';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { forbidExit } from '../forbid-exit.ts';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { esbuildDiagnostics } from '../diagnostics/esbuild-diagnostics.ts';
import { createPackageStub } from './package-stub.ts';
import { firstLine, toSitePath, type SourcePosition } from './source-position.ts';
import { createSiteRequire, type MissingPackageRecorder, type SiteRequire } from './site-require.ts';
import { sitePlugin } from './site-module-plugin.ts';

/** A package the module asked for that the site has not installed. */
export interface MissingPackage {
  /** `@docusaurus/remark-plugin-npm2yarn`, `js-yaml`. */
  name: string;
  /** The site file that first asked for it, relative to the site folder. */
  importer: string;
  /** The specifier as that file wrote it (`js-yaml`, `./node_modules/x/y.css`). */
  specifier: string;
  /** The absolute paths `require.resolve` answered with for it (where it would be installed). */
  resolvedPaths: string[];
}

export type SiteModuleResult =
  | {
      ok: true;
      /** The default export (`module.exports` for CommonJS), awaited, and called when asked to. */
      value: unknown;
      missing: MissingPackage[];
      /** The site's own files that were bundled, relative to the site folder. */
      files: string[];
      /**
       * Runs the module again, as a module of its own: its state and that of the site files it
       * bundles are fresh, as Docusaurus's loadFreshModule gives them (packages stay Node's,
       * loaded once). Not bundled again: the files are read as they were.
       */
      again: () => Promise<SiteModuleResult>;
    }
  | { ok: false; diagnostics: Diagnostic[] };

export interface ImportSiteModuleOptions {
  siteDir: string;
  /** Call a default export that is a function and await it (`export default async function createConfig()`). */
  callDefault?: boolean;
}

/** The loader state a bundle reaches through a global, keyed by a per-load id (see the banner). */
interface LoadState {
  require: SiteRequire;
  resolve: (importer: string, specifier: string) => string;
  createRequire: (from: string | URL) => SiteRequire;
  stub: (name: string) => unknown;
}

const loadsKey = Symbol.for('sfpdocs.docusaurus.module-loads');
function loads(): Map<string, LoadState> {
  const holder = globalThis as unknown as Record<symbol, Map<string, LoadState> | undefined>;
  return (holder[loadsKey] ??= new Map());
}
const loadsExpression = `globalThis[Symbol.for(${JSON.stringify(loadsKey.description)})]`;

export async function importSiteModule(file: string, options: ImportSiteModuleOptions): Promise<SiteModuleResult> {
  const siteDir = path.resolve(options.siteDir);
  const name = toSitePath(siteDir, file);
  const missing = new Map<string, MissingPackage>();
  const record: MissingPackageRecorder = (packageName, specifier, importer, resolvedAs) => {
    let entry = missing.get(packageName);
    const from = toSitePath(siteDir, importer);
    if (!entry) missing.set(packageName, (entry = { name: packageName, importer: from, specifier, resolvedPaths: [] }));
    // esbuild resolves in parallel: report the entry file, else the first file by name, whatever the order.
    else if (entry.importer !== name && (from === name || from < entry.importer)) Object.assign(entry, { importer: from, specifier });
    if (resolvedAs && !entry.resolvedPaths.includes(resolvedAs)) entry.resolvedPaths.push(resolvedAs);
  };
  const id = crypto.randomUUID();
  const state: LoadState = {
    require: createSiteRequire(file, { siteDir, missing: record }),
    resolve: (importer, specifier) => createSiteRequire(importer, { siteDir, missing: record }).resolve(specifier),
    createRequire: (from) => createSiteRequire(from, { siteDir, missing: record }),
    stub: (packageName) => createPackageStub(packageName),
  };

  let bundle: esbuild.BuildResult<{ write: false; metafile: true }>;
  try {
    bundle = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      logLevel: 'silent',
      sourcemap: 'external',
      // Never written: it only names the output so the source map's paths are site-relative.
      outfile: path.join(siteDir, 'sfpdocs-docusaurus-module.mjs'),
      absWorkingDir: siteDir,
      banner: { js: `const __sfpdocsLoad = ${loadsExpression}.get(${JSON.stringify(id)}); const require = __sfpdocsLoad.require;` },
      plugins: [sitePlugin({ record })],
    });
  } catch (error) {
    const diagnostics = esbuildDiagnostics(error, {
      // esbuild names files relative to absWorkingDir; esbuildDiagnostics resolved them against the process's folder.
      fileOf: (located) => toSitePath(siteDir, path.resolve(siteDir, path.relative(process.cwd(), located))),
      fallbackFile: name,
      hint: `fix the syntax of ${path.basename(file)}`,
      ruleId: 'config',
    });
    return { ok: false, diagnostics: diagnostics.length ? diagnostics : [{ file: name, ...firstLine, message: String(error), ruleId: 'config', severity: 'error' }] };
  }

  const code = bundle.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text;
  const map = bundle.outputFiles.find((f) => f.path.endsWith('.map'))?.text;
  const inputs = Object.keys(bundle.metafile.inputs);
  // Each run reaches the loader state through an id of its own, written in the banner (a UUID:
  // the same length, so the source map still fits).
  const evaluate = (runId: string): Promise<SiteModuleResult> =>
    runExclusively(() => run({ code: code.replace(id, runId), map, id: runId, state, siteDir, name, missing, options, inputs, again: () => evaluate(crypto.randomUUID()) }));
  return evaluate(id);
}

// Running a module changes the process's working directory, so two must not run at once.
let running: Promise<unknown> = Promise.resolve();
function runExclusively<T>(task: () => Promise<T>): Promise<T> {
  const result = running.then(task);
  running = result.catch(() => undefined);
  return result;
}

async function run({ code, map, id, state, siteDir, name, missing, options, inputs, again }: {
  code: string;
  map: string | undefined;
  id: string;
  state: LoadState;
  siteDir: string;
  name: string;
  missing: Map<string, MissingPackage>;
  options: ImportSiteModuleOptions;
  inputs: string[];
  again: () => Promise<SiteModuleResult>;
}): Promise<SiteModuleResult> {
  loads().set(id, state);
  // Docusaurus runs with the site folder as the working directory, and configs rely on it
  // (`path.resolve('src/css/x.css')`). Worker threads cannot change it; they load from the main
  // thread's folder.
  const previousDir = process.cwd();
  if (isMainThread) process.chdir(siteDir);
  try {
    // A unique comment makes every load a fresh module, as Docusaurus's loadFreshModule does.
    // The site's code may not end the process (forbid-exit.ts): a call is reported at its line.
    const value = await forbidExit(async () => {
      const mod = (await import(`data:text/javascript;base64,${Buffer.from(`${code}\n// ${id}\n`).toString('base64')}`)) as { default?: unknown };
      let loaded = mod.default;
      if (loaded && typeof loaded === 'object' && (loaded as { __esModule?: unknown }).__esModule && 'default' in loaded) loaded = (loaded as { default: unknown }).default;
      loaded = await loaded;
      if (options.callDefault && typeof loaded === 'function') loaded = await (loaded as () => unknown)();
      return loaded;
    });
    const files = inputs.filter((input) => !input.includes(':')).map((input) => toSitePath(siteDir, path.resolve(siteDir, input)));
    return { ok: true, value, missing: [...missing.values()], files, again };
  } catch (error) {
    const at = map ? throwSite(error, map, siteDir) : undefined;
    const message = error instanceof Error ? error.message : String(error);
    const stand = [...missing.keys()];
    return {
      ok: false,
      diagnostics: [
        {
          file: at ? toSitePath(siteDir, at.file) : name,
          line: (at ?? firstLine).line,
          column: (at ?? firstLine).column,
          message: `${name} threw while loading: ${message}`,
          hint: stand.length
            ? `it ran with stand-ins for packages that are not installed (${stand.map((p) => `\`${p}\``).join(', ')}); run npm install in the site, or fix the code at this line`
            : 'sfpdocs runs it as Docusaurus does; fix the code at this line',
          ruleId: 'config',
          severity: 'error',
        },
      ],
    };
  } finally {
    if (isMainThread) process.chdir(previousDir);
    loads().delete(id);
  }
}

const dataFrameRe = /data:text\/javascript;base64,[A-Za-z0-9+/=]*:(\d+):(\d+)/;

/** The site file and position the error was thrown at: its first frame in the bundle, mapped back. */
function throwSite(error: unknown, mapText: string, siteDir: string): (SourcePosition & { file: string }) | undefined {
  const stack = (error as { stack?: unknown })?.stack;
  const frame = typeof stack === 'string' ? dataFrameRe.exec(stack) : null;
  if (!frame) return undefined;
  const entry = new SourceMap(JSON.parse(mapText)).findEntry(Number(frame[1]) - 1, Number(frame[2]) - 1) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  if (!entry?.originalSource) return undefined;
  const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : path.resolve(siteDir, entry.originalSource);
  return { file: source, line: (entry.originalLine ?? 0) + 1, column: (entry.originalColumn ?? 0) + 1 };
}
