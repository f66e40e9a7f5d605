// Compiles the TypeScript CLI and compiler into dist/ with esbuild (a few hundred milliseconds),
// so `sfpdocs` starts without a TypeScript loader. Dependencies stay in node_modules.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const result = await esbuild.build({
  entryPoints: { sfpdocs: 'bin/sfpdocs.ts', 'task-worker': 'compiler/workers/task-worker.ts' },
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
  metafile: true,
});

// Chunk names carry a content hash, so every change leaves the previous chunks behind: remove
// what this build did not write.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(file)));
for (const name of fs.readdirSync('dist')) {
  const file = path.resolve('dist', name);
  if (!written.has(file)) fs.rmSync(file, { force: true });
}
