#!/usr/bin/env node
// The compiled CLI lives in dist/ (made by `npm install` through the prepare script).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/sfpdocs.mjs', import.meta.url);
if (!existsSync(entry)) {
  console.error('sfpdocs is not built yet: run `npm install` (or `node scripts/bundle-cli.mjs`) in the sfpdocs folder.');
  process.exit(2);
}
await import(entry.href);
