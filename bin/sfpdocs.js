#!/usr/bin/env node
// The compiled CLI lives in dist/: the package carries it (`npm pack` makes it), and in a clone of
// the repository (or a git dependency) it is made here on first use, as no install script runs.
import { existsSync } from 'node:fs';
import v8 from 'node:v8';

// V8 optimizes a function once it has run through a budget of bytecode. With four times the
// default budget, the many functions a build runs only briefly stay with the baseline compiler:
// optimizing them (on V8's helper threads, in every worker) cost more than it gave back
// (docs/performance.md has the paired figures). Set before any worker starts, as V8's flags are
// the process's; a budget given on node's command line wins.
if (!process.execArgv.some((arg) => arg.startsWith('--interrupt-budget'))) v8.setFlagsFromString('--interrupt-budget=270336');

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
