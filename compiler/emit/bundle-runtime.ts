// Bundles the React runtime twice with esbuild: for the browser (hashed, minified, with its CSS)
// and for Node (the server renderer). `platform: 'browser'` makes an import of node-only code
// in runtime/ fail the build, naming the import. Bundles are cached by the hash of runtime/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { RenderInput } from '../../runtime/contract.ts';
import { compilerVersion, packageRoot } from '../package-root.ts';

export interface RuntimeBundle {
  /** Output path (relative to the output dir) -> contents. */
  files: Map<string, Uint8Array | string>;
  script: string;
  css: string;
  renderPage: (props: RenderInput) => string;
}

export async function bundleRuntime(): Promise<RuntimeBundle> {
  const root = packageRoot();
  const runtimeDir = path.join(root, 'runtime');
  const hash = hashTree(runtimeDir);
  const cacheDir = path.join(root, 'node_modules', '.cache', 'sfpdocs', `runtime-${hash}`);
  if (!fs.existsSync(path.join(cacheDir, 'manifest.json'))) await buildInto(runtimeDir, cacheDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(cacheDir, 'manifest.json'), 'utf8')) as { script: string; css: string; files: string[] };
  const files = new Map<string, Uint8Array>();
  for (const file of manifest.files) files.set(file, fs.readFileSync(path.join(cacheDir, 'client', file)));
  const ssr = (await import(path.join(cacheDir, 'ssr.mjs'))) as { renderPage: RuntimeBundle['renderPage'] };
  return { files, script: manifest.script, css: manifest.css, renderPage: ssr.renderPage };
}

async function buildInto(runtimeDir: string, cacheDir: string): Promise<void> {
  const staging = `${cacheDir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const shared: esbuild.BuildOptions = { bundle: true, logLevel: 'silent', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' } };
  const [client] = await Promise.all([
    esbuild.build({
      ...shared,
      // More entry points (e.g. a web worker) go here; `script` below is always `runtime`.
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
      write: true,
    }),
  ]);
  const relative = (p: string) => path.relative(path.join(staging, 'client'), p).split(path.sep).join('/');
  const outputs = Object.keys(client.metafile!.outputs).map(relative);
  const entry = Object.entries(client.metafile!.outputs).find(([, o]) => o.entryPoint?.endsWith('client.tsx'))!;
  const manifest = {
    script: relative(entry[0]),
    css: outputs.find((f) => f.endsWith('.css'))!,
    files: outputs.filter((f) => !f.endsWith('.map')),
  };
  fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest));
  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.renameSync(staging, cacheDir);
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
