import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The sfpdocs package folder (holding runtime/ and templates/), from source or from dist/. */
export function packageRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'shared', 'contract.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the sfpdocs runtime/ folder; this is a bug in sfpdocs');
    dir = parent;
  }
  root = dir;
  return dir;
}

/** The version of sfpdocs, part of every cache key. */
export function compilerVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}
