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

/**
 * The compiler's parts, lowest first: each may import the parts before it and none after
 * (ARCHITECTURE.md draws them). A part is a folder of compiler/, or one of its top-level files;
 * workers/tasks/ is apart from workers/: the pool is what emitting uses, a task module is the top of
 * a worker thread as build.ts is of the main thread.
 */
const compilerOrder = [
  'package-root.ts', 'usage-error.ts', 'forbid-exit.ts', 'serve-conditions.ts', 'parse-json-file.ts',
  'diagnostics', 'paths', 'model',
  // The Docusaurus adapter reads a Docusaurus site into the model; config/ loads either kind of site.
  'docusaurus', 'config',
  'cache', 'output', 'content', 'graph', 'passes', 'workers', 'emit', 'workers/tasks',
  // The build's phases (phases/), each handed what it needs by build.ts, which runs them in order.
  'phases', 'build.ts', 'clear.ts', 'serve.ts', 'watch', 'init',
];
/** The adapter sits at the edge: only these parts read a Docusaurus site (init converts one). */
const docusaurusReaders = ['docusaurus', 'config', 'init'];
/** Imports against the order, each with why it is allowed. */
const compilerExceptions: Array<{ from: string; to: string; why: string }> = [
  { from: 'compiler/workers/tasks.ts', to: 'compiler/workers/tasks/', why: 'the registry of task modules, each loaded by name on first use, which the pool and runTaskHere run' },
  { from: 'compiler/emit/render-pages.ts', to: 'compiler/workers/tasks/render-pages.ts', why: 'type-only: the render task\'s context, items, results and errors, which emit hands to the pool' },
];

/** The part of the compiler a file belongs to (compilerOrder), undefined outside compiler/. */
export function compilerPart(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'compiler') return undefined;
  if (parts.length === 2) return parts[1];
  if (parts[1] === 'workers' && parts[2] === 'tasks' && parts.length > 3) return 'workers/tasks';
  return parts[1];
}

/** Imports between the compiler's parts that go against compilerOrder or reach the adapter from elsewhere. */
export function compilerBreaches(graph: Map<string, string[]>, order = compilerOrder, exceptions = compilerExceptions): string[] {
  const offenders: string[] = [];
  for (const [file, targets] of graph) {
    const from = compilerPart(file);
    if (from === undefined) continue;
    for (const target of targets) {
      const to = compilerPart(target);
      if (to === undefined || to === from) continue;
      if (exceptions.some((e) => file === e.from && target.startsWith(e.to))) continue;
      const [rank, targetRank] = [order.indexOf(from), order.indexOf(to)];
      if (rank < 0) offenders.push(`${file}: compiler part ${from} is not in compilerOrder`);
      else if (targetRank < 0) offenders.push(`${file} -> ${target}: compiler part ${to} is not in compilerOrder`);
      else if (targetRank > rank) offenders.push(`${file} -> ${target} (${from} is below ${to})`);
      else if (to === 'docusaurus' && !docusaurusReaders.includes(from)) offenders.push(`${file} -> ${target} (only ${docusaurusReaders.join(', ')} read the Docusaurus adapter)`);
    }
  }
  return offenders;
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

architecture("should import only down the compiler's parts, and reach the Docusaurus adapter only from config and init", () => {
  assert.equal(compilerBreaches(importGraph()), []);
  // Every part is placed: a new folder is added to the order, not let through.
  const parts = new Set([...importGraph().keys()].map(compilerPart).filter((part) => part !== undefined));
  assert.equal([...parts].filter((part) => !compilerOrder.includes(part!)), []);
});

architecture('should catch an import up the order, to the adapter, and from a part not placed', () => {
  const graph = new Map([
    ['compiler/model/site-model.ts', ['compiler/passes/pipeline.ts', 'compiler/diagnostics/diagnostic.ts']],
    ['compiler/emit/emit-site.ts', ['compiler/docusaurus/source-position.ts', 'compiler/graph/page-graph.ts']],
    ['compiler/workers/tasks.ts', ['compiler/workers/tasks/render-pages.ts']],
    ['compiler/newpart/x.ts', ['compiler/model/site-model.ts']],
  ]);
  assert.equal(compilerBreaches(graph), [
    'compiler/model/site-model.ts -> compiler/passes/pipeline.ts (model is below passes)',
    'compiler/emit/emit-site.ts -> compiler/docusaurus/source-position.ts (only docusaurus, config, init read the Docusaurus adapter)',
    'compiler/newpart/x.ts: compiler part newpart is not in compilerOrder',
  ]);
});

architecture('should find a cycle and a layer breach when there is one', () => {
  assert.equal(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]])), [['a', 'b', 'c', 'a']]);
});

architecture.run();
