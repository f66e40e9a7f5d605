// Compiles the TypeScript CLI and compiler into dist/ with esbuild (a few hundred milliseconds),
// so `sfpdocs` starts without a TypeScript loader. Dependencies stay in node_modules.
import * as esbuild from 'esbuild';

await esbuild.build({
  entryPoints: { sfpdocs: 'bin/sfpdocs.ts', 'compile-worker': 'compiler/workers/compile-worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Shared code goes into chunks, so a dynamic import() stays lazy: the CLI starts without loading
  // the markdown compiler, React or the dev server until a command needs them.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  logLevel: 'warning',
});
