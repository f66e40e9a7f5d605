// The shared benchmark corpus generator (`shared/bench/gen-corpus.mjs` of the project workspace),
// found from the repository upwards, so the benchmarks run from any checkout or worktree in it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function findGenerator() {
  for (let dir = repo; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'shared', 'bench', 'gen-corpus.mjs');
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) throw new Error(`shared/bench/gen-corpus.mjs not found in ${repo} or any folder above it`);
  }
}

/** The generator's path. */
export const corpusGenerator = findGenerator();
