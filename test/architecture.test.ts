// The layers of the source tree (ARCHITECTURE.md): which folder may import which, and no import
// cycles anywhere, type-only imports included (a cycle of types is still two modules that cannot
// be understood one without the other).
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from './helpers/fixture-site.ts';

const importRe = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const sourceRe = /\.(ts|tsx|js|mjs)$/;
const layers = ['bin', 'compiler', 'runtime', 'shared'] as const;
/** What each layer may import besides itself (and packages). */
const allowed: Record<(typeof layers)[number], string[]> = {
  bin: ['compiler', 'shared'],
  compiler: ['shared'],
  runtime: ['shared'],
  shared: [],
};

/** Every source file of the layers and the repository files it imports (relative specifiers). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (sourceRe.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const text = fs.readFileSync(path.join(repoRoot, rel), 'utf8');
        const targets: string[] = [];
        for (const match of text.matchAll(importRe)) {
          const spec = match[1] ?? match[2] ?? match[3]!;
          if (spec.startsWith('.')) targets.push(path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec)));
          else targets.push(spec);
        }
        graph.set(rel, targets);
      }
    }
  };
  for (const layer of layers) walk(layer);
  return graph;
}

function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (state.get(target) === 'open') found.push(stack.slice(stack.indexOf(target)).concat(target));
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const architecture = suite('architecture');

architecture('should have no import cycle', () => {
  assert.equal(cycles(importGraph()).map((cycle) => cycle.join(' -> ')), []);
});

architecture('should import only along the layers: runtime and compiler share shared/ and nothing else', () => {
  const offenders: string[] = [];
  for (const [file, targets] of importGraph()) {
    const layer = file.split('/')[0] as (typeof layers)[number];
    for (const target of targets) {
      const targetLayer = target.split('/')[0]!;
      if ((layers as readonly string[]).includes(targetLayer) && targetLayer !== layer && !allowed[layer].includes(targetLayer)) offenders.push(`${file} -> ${target}`);
      // Browser code never reaches Node's modules; shared code reaches neither Node nor the DOM's packages.
      if ((layer === 'runtime' || layer === 'shared') && (target.startsWith('node:') || ['fs', 'path', 'os', 'child_process'].includes(target))) offenders.push(`${file} -> ${target}`);
    }
  }
  assert.equal(offenders, []);
});

architecture('should find a cycle and a layer breach when there is one', () => {
  assert.equal(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]])), [['a', 'b', 'c', 'a']]);
});

architecture.run();
