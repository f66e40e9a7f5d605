// Compiles the TypeScript CLI and compiler into dist/ with esbuild (a few hundred milliseconds),
// so `sfpdocs` starts without a TypeScript loader. The CLI's dependencies stay in node_modules.
// The worker threads' script (task-worker.mjs) carries its dependencies (unified, micromark,
// shiki, yaml …): a build starts up to six workers, and Node's module loader spent more of a
// worker's start-up resolving and reading some 400 small files than compiling them (a compile
// worker's CPU to its first page: 460 → 290 ms, bench/worker-startup.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

// Paths are the package's own, whatever the working folder (bin/sfpdocs.js runs this on first use).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

/** What the CLI's bundle and the worker's have in common: ESM for Node in dist/, chunks in metafile. */
const nodeBundle = {
  absWorkingDir: root,
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
};

/**
 * Marks every package import external except those `inlined` names, and what an inlined package
 * imports in turn (resolved from its own folder, as Node would).
 */
function inlinePackages(inlined) {
  return {
    name: 'inline-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:')) return { external: true };
        if (inlined.test(args.path) || /[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

const cli = await esbuild.build({
  ...nodeBundle,
  // The CLI, and `import { defineConfig } from 'sfpdocs'` for a site.config.ts that Node runs
  // itself (sfpdocs bundles the config with its own stand-in).
  entryPoints: { sfpdocs: 'bin/sfpdocs.ts', 'define-config': 'compiler/config/define-config.ts' },
  // Node's loader resolves and reads a package file by file: culori's 450 modules, yaml's 230,
  // workbox-build's manifest builder with its 250 (common-tags, fs-extra, glob …) and postcss's
  // 160 cost 0.3 CPU-s of every build, a fifth of a warm one, before any work. Those are bundled
  // in (with what they import). Every other package stays in node_modules: one that packages
  // there import too (parse5, hast-util-to-html for unified's plugins) would be loaded twice,
  // bundled and not (jest's website: 40-60 MB more at its peak when they were bundled).
  plugins: [inlinePackages(/^(culori|yaml|postcss|postcss-selector-parser|postcss-value-parser|workbox-build|feed)(\/|$)/)],
  banner: { js: "import { createRequire as sfpdocsCreateRequire } from 'node:module'; const require = sfpdocsCreateRequire(import.meta.url);" },
  // Shared code goes into chunks, so a dynamic import() stays lazy: the CLI starts without loading
  // the markdown compiler, React or the dev server until a command needs them.
  splitting: true,
  chunkNames: '[name]-[hash]',
});

const worker = await esbuild.build({
  ...nodeBundle,
  entryPoints: { 'task-worker': 'compiler/workers/task-worker.ts' },
  external: [
    // One React in a worker: the server bundle of the theme imports it from node_modules too.
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    // Native code and a service of its own; grammars load by name, one per language used.
    'esbuild',
    '@resvg/*',
    '@shikijs/langs-precompiled/*',
    'tsx',
    'tsx/*',
    // SVGR carries Babel: loaded from node_modules, and only by a build whose components import an SVG.
    '@svgr/*',
  ],
  // Bundled CommonJS packages (yaml, acorn) call require() for Node's own modules.
  banner: { js: "import { createRequire as sfpdocsCreateRequire } from 'node:module'; const require = sfpdocsCreateRequire(import.meta.url);" },
  splitting: true,
  chunkNames: 'worker-[name]-[hash]',
});

// Chunk names carry a content hash, so every change leaves the previous chunks behind: remove
// what this build did not write.
const written = new Set([cli, worker].flatMap((result) => Object.keys(result.metafile.outputs)).map((file) => path.resolve(root, file)));
// Folders are not this script's: dist/types/ holds the declarations `npm pack` writes.
for (const entry of fs.readdirSync(dist, { withFileTypes: true })) {
  const file = path.join(dist, entry.name);
  if (entry.isFile() && !written.has(file)) fs.rmSync(file, { force: true });
}
