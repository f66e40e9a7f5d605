#!/usr/bin/env node
// Builds a Docusaurus site folder with sfpdocs and prints what came of it: time (wall and CPU),
// peak memory, pages, the diagnostics grouped by kind, and — given the routes Docusaurus built for
// the same site (one per line, `/a/b/` for a/b/index.html) — which routes match, which are missing
// and which are extra. With --docusaurus, the site's own Docusaurus builds it too, in the same
// rounds, with and without future.faster, and the ratios are printed. Not a test: it prints figures. Fetched sites are never committed; point it
// at a checkout anywhere.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findDocusaurus, installFaster, timeDocusaurus, timedRun, writeWrapperConfigs } from './lib/docusaurus-build.mjs';

const usage = `usage: node bench/docusaurus-site.mjs SITE_DIR [--routes FILE | --docusaurus-out DIR] [--base /prefix] [--runs N] [--list N] [--docusaurus [--faster-only] [--locale L]]

  SITE_DIR        a folder with docusaurus.config.{js,mjs,ts}
  --routes FILE   the routes Docusaurus built, one per line, to compare with
  --docusaurus-out DIR
                  the folder Docusaurus built the site into, every locale (\`docusaurus build
                  --out-dir DIR\`): the routes of each locale are compared with sfpdocs' build of
                  every locale, locale by locale
  --base PREFIX   strip this base URL from the routes in FILE (ionic: /docs)
  --runs N        build N times (cold: --no-cache), report the median (default 1)
  --list N        list at most N missing and N extra routes (default 20)
  --docusaurus    also build the site with its own Docusaurus in each round, interleaved: with
                  future.faster (installing @docusaurus/faster at the site's Docusaurus version
                  beside it when missing) and without; print medians and sfpdocs' ratio to each.
                  The site's dependencies must be installed. Docusaurus builds are cold too.
  --faster-only   with --docusaurus: only the build with future.faster
  --locale L      with --docusaurus: the locale both build (default en)`;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const valued = ['--routes', '--docusaurus-out', '--base', '--runs', '--list', '--locale'];
const siteDir = args.find((a, i) => !a.startsWith('--') && !valued.includes(args[i - 1]));
if (!siteDir || args.includes('--help')) {
  console.log(usage);
  process.exit(siteDir ? 0 : 2);
}
const runs = Number(option('--runs', '1'));
const listMax = Number(option('--list', '20'));
const base = (option('--base', '') ?? '').replace(/\/+$/, '');
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(repo, 'bin', 'sfpdocs.js');
const timeBin = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

function build(outDir) {
  // Side by side, sfpdocs builds the one locale Docusaurus builds (a translated site's every locale would be other work).
  const locale = versus ? ['--locale', versus.locale] : [];
  const command = [process.execPath, cli, 'build', path.resolve(siteDir), '--out-dir', outDir, '--no-cache', '--no-precompress', ...locale];
  return timedRun(command);
}

/** Routes of a built folder: `/a/b` for a/b/index.html and for a/b.html; none from the folders `skip` names (other locales'). */
function builtRoutes(dir, skip = []) {
  const routes = new Set();
  if (!fs.existsSync(dir)) return routes;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const rel = path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/');
    if (rel.startsWith('assets/') || skip.includes(rel.split('/')[0])) continue;
    routes.add(normal(rel === 'index.html' ? '/' : `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`));
  }
  return routes;
}

function normal(route) {
  const inner = base && route.startsWith(base) ? route.slice(base.length) || '/' : route;
  const trimmed = inner.replace(/\/+$/, '');
  return trimmed === '' ? '/' : decodeURI(trimmed);
}

/** A diagnostic's kind: its message with names and routes taken out, up to the first colon. */
function kindOf(message) {
  return message
    .replace(/`[^`]*`/g, '…')
    .replace(/\s\s\(.*$/, '')
    .split(':')[0]
    .replace(/\/\S+/g, '…')
    .trim();
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-docusaurus-'));
const versus = args.includes('--docusaurus') ? prepareDocusaurus() : null;
const results = [];
const theirs = { faster: [], plain: [] };
try {
  for (let run = 0; run < runs; run++) {
    const result = build(outDir);
    results.push(result);
    if (result.status !== 0 && result.status !== 1) {
      console.error(result.output);
      process.exit(1);
    }
    for (const kind of versus?.kinds ?? []) {
      const theirOut = path.join(outDir, '..', `${path.basename(outDir)}-docusaurus-${kind}`);
      const their = timeDocusaurus(path.resolve(siteDir), versus.docusaurus.cli, versus.configs[kind], theirOut, versus.locale);
      fs.rmSync(theirOut, { recursive: true, force: true });
      if (their.status !== 0) {
        console.error(their.output.slice(-4000));
        console.error(`Docusaurus's build ${kind === 'faster' ? 'with' : 'without'} future.faster failed (above)`);
        process.exit(1);
      }
      theirs[kind].push(their);
      console.log(`round ${run + 1}: sfpdocs ${result.wall.toFixed(2)} s (CPU ${result.cpu.toFixed(2)} s), Docusaurus ${kind === 'faster' ? 'with' : 'without'} future.faster ${their.wall.toFixed(2)} s (CPU ${their.cpu.toFixed(2)} s)`);
    }
  }
} finally {
  versus?.configs.remove();
}
const last = results.at(-1);
const diagnostics = last.output
  .split('\n')
  .map((line) => /^(\S+):(\d+):(\d+)\s\s(.*)$/.exec(line))
  .filter(Boolean)
  .map(([, file, , , message]) => ({ file, message }));
const summary = last.output.split('\n').find((line) => /^built \d+ pages|build failed/.test(line)) ?? '(no summary)';

console.log(`site: ${path.resolve(siteDir)}`);
console.log(summary);
console.log(`exit ${last.status}; ${runs} run${runs > 1 ? 's' : ''}, median: wall ${median(results.map((r) => r.wall)).toFixed(2)} s, CPU ${median(results.map((r) => r.cpu)).toFixed(2)} s, peak RSS ${median(results.map((r) => r.peakMb)).toFixed(0)} MB${timeBin ? '' : ' (no /usr/bin/time: CPU and memory not measured)'}`);
const byKind = new Map();
for (const d of diagnostics) byKind.set(kindOf(d.message), (byKind.get(kindOf(d.message)) ?? 0) + 1);
console.log(`diagnostics: ${diagnostics.length}`);
for (const [kind, count] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(5)}  ${kind}`);

const routesFile = option('--routes');
if (routesFile && last.status === 0) {
  const expected = new Set(fs.readFileSync(routesFile, 'utf8').split('\n').filter(Boolean).map(normal));
  compareRoutes(expected, builtRoutes(outDir), { missing: 'missing', extra: 'extra' });
}
const theirOutDir = option('--docusaurus-out');
if (theirOutDir && last.status === 0) {
  // Locale by locale: the default locale's routes are the output without the other locales' folders.
  const locales = await siteLocales();
  const folders = locales.map((l) => l.folder).filter(Boolean);
  for (const { id, folder } of locales) {
    const skip = folder ? [] : folders;
    console.log(`\nlocale ${id} (${folder ? `${folder}/` : 'root'}):`);
    compareRoutes(builtRoutes(path.join(path.resolve(theirOutDir), folder), skip), builtRoutes(path.join(outDir, folder), skip), { missing: 'only in Docusaurus', extra: 'only in sfpdocs' });
  }
}
if (versus) {
  const row = (name, list) => `| ${name} | ${median(list.map((r) => r.wall)).toFixed(2)} | ${median(list.map((r) => r.cpu)).toFixed(2)} | ${median(list.map((r) => r.peakMb)).toFixed(0)} MB |`;
  console.log(`\nside by side, ${runs} interleaved round${runs > 1 ? 's' : ''}, medians (Docusaurus ${versus.docusaurus.version}, locale ${versus.locale}):\n`);
  console.log('| build | wall s | CPU s | peak RSS |');
  console.log('|---|---:|---:|---:|');
  console.log(row('sfpdocs (--no-cache --no-precompress)', results));
  for (const kind of versus.kinds) console.log(row(`Docusaurus ${kind === 'faster' ? 'with' : 'without'} future.faster`, theirs[kind]));
  const ours = { wall: median(results.map((r) => r.wall)), cpu: median(results.map((r) => r.cpu)) };
  for (const kind of versus.kinds) {
    const wall = median(theirs[kind].map((r) => r.wall));
    const cpu = median(theirs[kind].map((r) => r.cpu));
    console.log(`sfpdocs / Docusaurus ${kind === 'faster' ? 'with' : 'without'} future.faster: ${(ours.wall / wall).toFixed(2)}× the wall time, ${(ours.cpu / cpu).toFixed(2)}× the CPU`);
  }
}
console.log(`output: ${outDir}`);

/** Prints how two sets of routes compare: Docusaurus's (`expected`) and sfpdocs' (`built`). */
function compareRoutes(expected, built, names) {
  const missing = [...expected].filter((r) => !built.has(r)).sort();
  const extra = [...built].filter((r) => !expected.has(r)).sort();
  console.log(`routes: Docusaurus ${expected.size}, sfpdocs ${built.size}, both ${expected.size - missing.length} (${expected.size ? ((100 * (expected.size - missing.length)) / expected.size).toFixed(1) : '0.0'} % of Docusaurus's)`);
  console.log(`${names.missing} (${missing.length}):${missing.slice(0, listMax).map((r) => `\n  ${r}`).join('')}${missing.length > listMax ? '\n  …' : ''}`);
  console.log(`${names.extra} (${extra.length}):${extra.slice(0, listMax).map((r) => `\n  ${r}`).join('')}${extra.length > listMax ? '\n  …' : ''}`);
}

/** The site's locales as sfpdocs reads its config, each with its output folder ('' for the default locale at the root). */
async function siteLocales() {
  const { register } = await import('tsx/esm/api');
  register();
  const { loadConfig } = await import('../compiler/config/load-config.ts');
  const { localeOutDir } = await import('../compiler/model/locales.ts');
  const config = await loadConfig(path.resolve(siteDir));
  return config.locales.map((locale) => ({ id: locale.id, folder: localeOutDir(locale, config.baseUrl) }));
}

/** The site's Docusaurus, @docusaurus/faster beside it (installed when missing) and the wrapper configs. */
function prepareDocusaurus() {
  const site = path.resolve(siteDir);
  const docusaurus = findDocusaurus(site);
  if (docusaurus.error) {
    console.error(docusaurus.error);
    process.exit(2);
  }
  if (!docusaurus.hasFaster() && !installFaster(site, docusaurus.version)) {
    console.error(`could not install @docusaurus/faster@${docusaurus.version} in ${site}`);
    process.exit(1);
  }
  const configs = writeWrapperConfigs(site, docusaurus.config);
  return { docusaurus, configs, locale: option('--locale', 'en'), kinds: args.includes('--faster-only') ? ['faster'] : ['faster', 'plain'] };
}
