#!/usr/bin/env node
// Highlighting cost by regex engine: sfpdocs' (shiki's JavaScript engine with precompiled
// grammars) against shiki's Oniguruma engine (WebAssembly, the grammars' own expressions), on
// the code fences of a folder of markdown. Each round runs each engine in a fresh process, in
// alternating order, and prints the CPU of start-up (engine and grammars) and of highlighting
// every fence once, with no cache; then the medians.
//
//   node bench/highlight-engines.mjs DIR [--rounds 5]
//
// The Oniguruma engine is not a dependency: it is installed, at the version of @shikijs/core,
// into a folder under the system's temp folder on first use.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);
const require = createRequire(here);
const aliases = { js: 'javascript', ts: 'typescript', sh: 'bash', shell: 'bash', console: 'bash', zsh: 'bash', yml: 'yaml', md: 'markdown', py: 'python', rb: 'ruby' };

if (process.argv[2] === '--child') await child(process.argv[3], process.argv[4], process.argv[5]);
else await main();

async function main() {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 5;
  if (!dir || !fs.existsSync(dir)) {
    console.error('usage: node bench/highlight-engines.mjs DIR [--rounds N]  (DIR: a folder of .md/.mdx files)');
    process.exit(2);
  }
  const blocksFile = path.join(os.tmpdir(), `sfpdocs-bench-blocks-${process.pid}.json`);
  const blocks = fences(path.resolve(dir));
  fs.writeFileSync(blocksFile, JSON.stringify(blocks));
  const onig = installOniguruma();
  console.log(`${blocks.length} fences in ${dir}; ${rounds} rounds, engines alternating`);
  const runs = { javascript: [], oniguruma: [] };
  try {
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? ['oniguruma', 'javascript'] : ['javascript', 'oniguruma'];
      for (const engine of order) {
        const result = spawnSync(process.execPath, [here, '--child', engine, blocksFile, onig], { encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`${engine} run failed: ${result.stderr}`);
        const figures = JSON.parse(result.stdout);
        runs[engine].push(figures);
        console.log(`round ${round + 1} ${engine.padEnd(10)} start-up ${figures.startCpuMs} CPU-ms, highlighting ${figures.highlightCpuMs} CPU-ms (${figures.blocks} fences, ${figures.wallMs} ms wall)`);
      }
    }
  } finally {
    fs.rmSync(blocksFile, { force: true });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const engine of Object.keys(runs)) {
    console.log(`median ${engine.padEnd(10)} start-up ${median(runs[engine].map((r) => r.startCpuMs))} CPU-ms, highlighting ${median(runs[engine].map((r) => r.highlightCpuMs))} CPU-ms`);
  }
  const ratios = runs.javascript.map((r, i) => runs.oniguruma[i].highlightCpuMs / r.highlightCpuMs);
  console.log(`highlighting, Oniguruma / JavaScript per round: ${ratios.map((r) => r.toFixed(2)).join(' ')} (median ${median(ratios).toFixed(2)})`);
}

/** Every fenced code block below dir: [language, code]. */
function fences(dir) {
  const out = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(file);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/^(`{3,})(\w[\w+-]*)[^\n]*\n([\s\S]*?)^\1\s*$/gm)) out.push([match[2].toLowerCase(), match[3]]);
      }
    }
  };
  walk(dir);
  return out;
}

/** A folder holding @shikijs/engine-oniguruma and @shikijs/langs at the version of the repo's @shikijs/core. */
function installOniguruma() {
  const version = JSON.parse(fs.readFileSync(require.resolve('@shikijs/core/package.json'), 'utf8')).version;
  const folder = path.join(os.tmpdir(), `sfpdocs-bench-shiki-oniguruma-${version}`);
  if (!fs.existsSync(path.join(folder, 'node_modules', '@shikijs', 'langs', 'package.json'))) {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'package.json'), '{"private":true}');
    console.log(`installing @shikijs/engine-oniguruma@${version} and @shikijs/langs@${version} in ${folder}…`);
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', `@shikijs/core@${version}`, `@shikijs/engine-oniguruma@${version}`, `@shikijs/langs@${version}`, `@shikijs/themes@${version}`], { cwd: folder, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm install failed');
  }
  return folder;
}

async function child(engine, blocksFile, onigFolder) {
  const blocks = JSON.parse(fs.readFileSync(blocksFile, 'utf8'));
  // Each engine with its own copy of shiki: the repo's for JavaScript (as sfpdocs loads it), the installed one for Oniguruma.
  const from = engine === 'javascript' ? here : path.join(onigFolder, 'index.js');
  const load = (name) => import(pathToFileURL(createRequire(from).resolve(name)).href);
  const grammarsPackage = engine === 'javascript' ? '@shikijs/langs-precompiled' : '@shikijs/langs';
  const start = process.cpuUsage();
  const { createHighlighterCore } = await load('@shikijs/core');
  const names = [...new Set(blocks.map(([lang]) => aliases[lang] ?? lang))];
  const grammars = [];
  const known = new Set();
  for (const name of names) {
    try {
      grammars.push((await load(`${grammarsPackage}/${name}`)).default);
      known.add(name);
    } catch {
      // No grammar of that name (text, a language shiki lacks): the fence is left out of both runs.
    }
  }
  const engineValue = engine === 'javascript'
    ? (await load('@shikijs/engine-javascript/raw')).createJavaScriptRawEngine()
    : (await load('@shikijs/engine-oniguruma')).createOnigurumaEngine(load('@shikijs/engine-oniguruma/wasm-inlined'));
  const theme = (await load('@shikijs/themes/github-light')).default;
  const highlighter = await createHighlighterCore({ engine: engineValue, themes: [theme], langs: grammars });
  const started = process.cpuUsage(start);
  const wall = performance.now();
  let count = 0;
  for (const [lang, code] of blocks) {
    const name = aliases[lang] ?? lang;
    if (!known.has(name)) continue;
    highlighter.codeToHast(code, { lang: name, theme: theme.name, tokenizeTimeLimit: 0 });
    count++;
  }
  const done = process.cpuUsage(start);
  const ms = (usage) => Math.round((usage.user + usage.system) / 1000);
  process.stdout.write(JSON.stringify({ blocks: count, startCpuMs: ms(started), highlightCpuMs: ms(done) - ms(started), wallMs: Math.round(performance.now() - wall) }));
}
