#!/usr/bin/env node
// The floor under the build benchmark: what the libraries the spec names cost on this machine
// before sfpdocs adds anything. Generates N pages with the shared corpus generator, then, in one
// fresh process with one worker thread per core (as `sfpdocs build` runs), passes every page
// through the bare pipeline: remark-parse + remark-gfm + remark-rehype + rehype-stringify, and
// the same with shiki highlighting the code blocks (one theme, precompiled grammars). No
// front matter, no checks, no page graph, no React, nothing written. Prints the wall time of each
// from the start of the process and the CPU time of all its threads. Not a test: it prints figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusGenerator } from './lib/corpus.mjs';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

if (!isMainThread) {
  const { files, highlight } = workerData;
  const { unified } = await import('unified');
  const remarkParse = (await import('remark-parse')).default;
  const remarkGfm = (await import('remark-gfm')).default;
  const remarkRehype = (await import('remark-rehype')).default;
  const rehypeStringify = (await import('rehype-stringify')).default;
  let processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  if (highlight) {
    const { visit } = await import('unist-util-visit');
    const { toString } = await import('hast-util-to-string');
    const { createHighlighterCore } = await import('@shikijs/core');
    const { createJavaScriptRawEngine } = await import('@shikijs/engine-javascript');
    const shiki = await createHighlighterCore({
      engine: createJavaScriptRawEngine(),
      themes: [import('@shikijs/themes/github-light')],
      langs: [import('@shikijs/langs-precompiled/javascript'), import('@shikijs/langs-precompiled/typescript'), import('@shikijs/langs-precompiled/json'), import('@shikijs/langs-precompiled/shellscript')],
    });
    const langs = new Set(shiki.getLoadedLanguages());
    const rehypeShiki = () => (tree) =>
      visit(tree, 'element', (node, index, parent) => {
        const code = node.tagName === 'pre' && node.children[0];
        const lang = code && (code.properties?.className ?? []).find((c) => String(c).startsWith('language-'))?.slice(9);
        if (!lang || !langs.has(lang) || !parent) return;
        parent.children[index] = shiki.codeToHast(toString(code).replace(/\n$/, ''), { lang, theme: 'github-light', tokenizeTimeLimit: 0 }).children[0];
      });
    processor = processor.use(rehypeShiki);
  }
  processor = processor.use(rehypeStringify).freeze();
  let bytes = 0;
  for (const file of files) bytes += String(processor.processSync(fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''))).length;
  parentPort.postMessage(bytes);
} else if (process.argv[2] === '--run') {
  // One measured run: prints the seconds from the process's start to its last page.
  const highlight = process.argv[3] === 'true';
  const dir = process.argv[4];
  const files = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.md')).map((f) => path.join(dir, f)).sort();
  const threads = Number(process.argv[5]) || os.availableParallelism();
  const shares = Array.from({ length: threads }, (_, t) => files.filter((_, i) => i % threads === t));
  await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { files: share, highlight } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const { user, system } = process.cpuUsage();
  console.log(`${(performance.now() / 1000).toFixed(3)} ${((user + system) / 1e6).toFixed(3)}`);
} else {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(`usage: node bench/pipeline-floor.mjs [N ... | SITE_DIR ...]   (default: 330 3300)

  N         pages of the shared benchmark corpus, one worker per core
  SITE_DIR  a real site's markdown and MDX texts (and its docs folder's, if that lies outside it) (node_modules and build folders left out), each
            different text once, as sfpdocs compiles them; on one thread and on one per core
            (MDX goes through the markdown parser: a floor, not the same work)`);
    process.exit(0);
  }
  const siteDirs = args.filter((a) => !/^\d+$/.test(a) && !a.startsWith('--'));
  if (siteDirs.length) {
    // Each different text once, under a name of its own, in a temporary folder the runs read.
    const texts = new Set();
    const skipped = new Set(['node_modules', 'build', '.docusaurus', 'i18n']);
    const read = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory() && !skipped.has(entry.name)) read(path.join(dir, entry.name));
        else if (entry.isFile() && /\.mdx?$/.test(entry.name)) texts.add(fs.readFileSync(path.join(dir, entry.name), 'utf8'));
      }
    };
    siteDirs.forEach(read);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-floor-site-'));
    try {
      [...texts].forEach((text, i) => fs.writeFileSync(path.join(dir, `${i}.md`), text));
      const chars = [...texts].reduce((sum, text) => sum + text.length, 0);
      console.log(`| texts | characters | threads | parse + gfm + rehype + stringify | with shiki |`);
      console.log('|---:|---:|---:|---:|---:|');
      for (const threads of [1, os.availableParallelism()]) {
        const run = (highlight) => spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--run', String(highlight), dir, String(threads)], { encoding: 'utf8' });
        const seconds = (result) => {
          if (result.status !== 0) throw new Error(result.stderr);
          const [wall, cpu] = result.stdout.trim().split(' ').map(Number);
          return `${wall.toFixed(2)} s, CPU ${cpu.toFixed(2)} s`;
        };
        console.log(`| ${texts.size} | ${chars} | ${threads} | ${seconds(run(false))} | ${seconds(run(true))} |`);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    process.exit(0);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const generator = corpusGenerator;
  const sizes = args.filter((a) => /^\d+$/.test(a)).map(Number);
  const threads = os.availableParallelism();
  console.log(`| corpus | markdown files | parse + gfm + rehype + stringify | with shiki | threads |`);
  console.log('|---:|---:|---:|---:|---:|');
  for (const n of sizes.length ? sizes : [330, 3300]) {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), `sfpdocs-floor-${n}-`));
    try {
      spawnSync(process.execPath, [generator, path.join(site, 'content'), String(n)], { stdio: 'ignore' });
      const files = fs.readdirSync(path.join(site, 'content'), { recursive: true }).filter((f) => f.endsWith('.md'));
      // Each run is a fresh process, so both start cold as a build does.
      const run = (highlight) => spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--run', String(highlight), path.join(site, 'content')], { encoding: 'utf8', cwd: root });
      const seconds = (result) => {
        if (result.status !== 0) throw new Error(result.stderr);
        const [wall, cpu] = result.stdout.trim().split(' ').map(Number);
        return `${wall.toFixed(2)} s, CPU ${cpu.toFixed(2)} s`;
      };
      const plain = seconds(run(false));
      const shiki = seconds(run(true));
      console.log(`| ${n} | ${files.length} | ${plain} | ${shiki} | ${threads} |`);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  }
}
