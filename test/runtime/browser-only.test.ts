// runtime/ runs in the browser: it must never import node-only code or the compiler.
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../helpers/fixture-site.ts';

const importRe = /(?:import|export)[^'"]*from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g;

test('runtime/ imports neither node: modules nor compiler/', () => {
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(importRe)) {
          const spec = match[1] ?? match[2]!;
          if (spec.startsWith('node:') || spec.includes('/compiler/') || ['fs', 'path', 'os', 'child_process'].includes(spec)) offenders.push(`${path.relative(repoRoot, file)}: ${spec}`);
        }
      }
    }
  };
  walk(path.join(repoRoot, 'runtime'));
  assert.equal(offenders, []);
});
test.run();
