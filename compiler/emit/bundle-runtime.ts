// Bundles the React runtime twice with esbuild: for the browser (hashed, minified, with its CSS)
// and for Node (the server renderer). `platform: 'browser'` makes an import of node-only code
// in runtime/ fail the build, naming the import. Bundles are cached by the hash of runtime/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { RenderInput } from '../../shared/contract.ts';
import { compilerVersion, packageRoot } from '../package-root.ts';

export interface RuntimeBundle {
  /** Output path (relative to the output dir) -> contents. */
  files: Map<string, Uint8Array | string>;
  script: string;
  /** The search Web Worker's script (a second entry point, so it is hashed like the runtime). */
  searchWorker: string;
  css: string;
  /** The server renderer's module, loaded only where pages are rendered (see loadRenderer). */
  ssr: string;
}

export type RenderPage = (props: RenderInput) => string;

/** The server renderer of a bundle: React and the theme load here, not with the bundle. */
export async function loadRenderer(ssr: string): Promise<RenderPage> {
  return ((await import(pathToFileURL(ssr).href)) as { renderPage: RenderPage }).renderPage;
}

export async function bundleRuntime(): Promise<RuntimeBundle> {
  const root = packageRoot();
  const runtimeDir = path.join(root, 'runtime');
  // The bundling options in this file are part of the key too: a bundle made by other options
  // (an older sfpdocs sharing node_modules, another build running meanwhile) is not reused.
  const bundler = path.join(root, 'compiler', 'emit', 'bundle-runtime.ts');
  const hash = crypto.createHash('sha256').update(hashTree(runtimeDir)).update(hashTree(path.join(root, 'shared'))).update(fs.existsSync(bundler) ? fs.readFileSync(bundler) : '').digest('hex').slice(0, 16);
  const cacheDir = path.join(root, 'node_modules', '.cache', 'sfpdocs', `runtime-${hash}`);
  if (!fs.existsSync(path.join(cacheDir, 'manifest.json'))) await buildInto(runtimeDir, cacheDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(cacheDir, 'manifest.json'), 'utf8')) as { script: string; searchWorker: string; css: string; files: string[] };
  const files = new Map<string, Uint8Array>();
  for (const file of manifest.files) files.set(file, fs.readFileSync(path.join(cacheDir, 'client', file)));
  return { files, script: manifest.script, searchWorker: manifest.searchWorker, css: manifest.css, ssr: path.join(cacheDir, 'ssr.mjs') };
}

async function buildInto(runtimeDir: string, cacheDir: string): Promise<void> {
  const staging = `${cacheDir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const shared: esbuild.BuildOptions = { bundle: true, logLevel: 'silent', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' } };
  const [client, , worker] = await Promise.all([
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
      outdir: path.join(staging, 'client'),
      metafile: true,
      write: true,
    }),
    esbuild.build({
      ...shared,
      entryPoints: [path.join(runtimeDir, 'render-page.tsx')],
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: path.join(staging, 'ssr.mjs'),
      loader: { '.css': 'empty' },
      packages: 'external',
      // What the browser loads lazily (search, offline, hosted search) never runs on the server:
      // left as import() calls, their browser-only dependencies stay out of the server bundle.
      plugins: [{ name: 'server-skips-lazy-imports', setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)) }],
      write: true,
    }),
    // The search worker is a classic script of its own (one file, no imports): module workers
    // are missing from older engines (Gecko before 114) that run the rest of the runtime.
    esbuild.build({
      ...shared,
      entryPoints: { 'search-worker': path.join(runtimeDir, 'search', 'search-worker.ts') },
      platform: 'browser',
      format: 'iife',
      target: 'es2020',
      minify: true,
      entryNames: 'assets/[name].[hash]',
      outdir: path.join(staging, 'client'),
      metafile: true,
      write: true,
    }),
  ]);
  const relative = (p: string) => path.relative(path.join(staging, 'client'), p).split(path.sep).join('/');
  const outputs = [...Object.keys(client.metafile!.outputs), ...Object.keys(worker.metafile!.outputs)].map(relative);
  const entry = Object.entries(client.metafile!.outputs).find(([, o]) => o.entryPoint?.endsWith('client.tsx'))!;
  const manifest = {
    script: relative(entry[0]),
    searchWorker: relative(Object.keys(worker.metafile!.outputs).find((f) => f.endsWith('.js'))!),
    css: outputs.find((f) => f.endsWith('.css'))!,
    files: outputs.filter((f) => !f.endsWith('.map')),
  };
  fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
  // Another build may have finished the same bundle meanwhile and be reading it: keep theirs
  // (the contents are identical, the key is the hash of runtime/) rather than replace it.
  try {
    fs.renameSync(staging, cacheDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
  fs.rmSync(staging, { recursive: true, force: true });
}

function hashTree(dir: string): string {
  const hash = crypto.createHash('sha256').update(compilerVersion());
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else hash.update(entry.name).update(fs.readFileSync(p));
    }
  };
  walk(dir);
  return hash.digest('hex').slice(0, 16);
}
