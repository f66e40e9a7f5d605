#!/usr/bin/env node
// The compiled CLI lives in dist/: the package carries it (`npm pack` makes it), and in a clone of
// the repository (or a git dependency) it is made here on first use, as no install script runs.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/sfpdocs.mjs', import.meta.url);
if (!existsSync(entry)) {
  const bundler = new URL('../scripts/bundle-cli.mjs', import.meta.url);
  if (!existsSync(bundler)) {
    console.error('sfpdocs is incomplete: dist/ is missing. Reinstall it (npm install sfpdocs).');
    process.exit(2);
  }
  await import(bundler.href);
}
await import(entry.href);
