// Docusaurus's own build of a site, for the side-by-side run of bench/docusaurus-site.mjs: with
// and without `future.faster` (Rspack, SWC, Lightning CSS, SSG on worker threads; what
// create-docusaurus 3.10 turns on for a new site through `future.v4`). The site's config is
// loaded unchanged through a small wrapper config beside it that only sets those flags, and the
// wrapper is removed afterwards. Each build is cold: Docusaurus's generated files and caches
// (.docusaurus/, node_modules/.cache/) are removed before it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const configNames = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** The site's Docusaurus: its version and CLI, or a reason why it cannot be built. */
export function findDocusaurus(siteDir) {
  const require = createRequire(path.join(siteDir, 'package.json'));
  let packageJson;
  try {
    packageJson = require.resolve('@docusaurus/core/package.json');
  } catch {
    return { error: `no @docusaurus/core in ${siteDir}'s node_modules: install the site's dependencies first (npm install in ${siteDir})` };
  }
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8'));
  const config = configNames.find((name) => fs.existsSync(path.join(siteDir, name)));
  if (!config) return { error: `no docusaurus.config.* in ${siteDir}` };
  return { version, cli: path.join(path.dirname(packageJson), 'bin', 'docusaurus.mjs'), config, hasFaster: () => resolves(require, '@docusaurus/faster/package.json') };
}

function resolves(require, name) {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** Installs @docusaurus/faster at the site's Docusaurus version beside it (not saved to its package.json). */
export function installFaster(siteDir, version) {
  console.log(`installing @docusaurus/faster@${version} in ${siteDir} (npm install --no-save)…`);
  const result = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--legacy-peer-deps', `@docusaurus/faster@${version}`], { cwd: siteDir, stdio: 'inherit' });
  return result.status === 0;
}

/** Writes the two wrapper configs; returns their paths and a function that removes them. */
export function writeWrapperConfigs(siteDir, config) {
  const wrapper = (faster) => `// Written by sfpdocs' bench/docusaurus-site.mjs for one run; removed when it ends.
import original from './${config}';
export default async function config(...args) {
  const site = typeof original === 'function' ? await original(...args) : await original;
  const future = site.future ?? {};
  const v4 = future.v4 === true ? true : { ...(typeof future.v4 === 'object' ? future.v4 : {}), ${faster ? 'removeLegacyPostBuildHeadAttribute: true' : 'fasterByDefault: false'} };
  return { ...site, future: { ...future, v4, faster: ${faster} } };
}
`;
  const files = { faster: path.join(siteDir, '.sfpdocs-bench-faster.config.mjs'), plain: path.join(siteDir, '.sfpdocs-bench-plain.config.mjs') };
  fs.writeFileSync(files.faster, wrapper(true));
  fs.writeFileSync(files.plain, wrapper(false));
  return { ...files, remove: () => Object.values(files).forEach((file) => fs.rmSync(file, { force: true })) };
}

/** Runs a command under GNU time (when there is one): wall, CPU of the process tree, peak RSS of the largest process. */
export function timedRun(command, options = {}) {
  const timeBin = fs.existsSync('/usr/bin/time') ? '/usr/bin/time' : null;
  const started = performance.now();
  const spawnOptions = { encoding: 'utf8', maxBuffer: 1 << 28, ...options };
  const result = timeBin ? spawnSync(timeBin, ['-v', ...command], spawnOptions) : spawnSync(command[0], command.slice(1), spawnOptions);
  const wall = (performance.now() - started) / 1000;
  const field = (name) => Number(new RegExp(`${name}: ([\\d.]+)`).exec(result.stderr)?.[1] ?? NaN);
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    wall,
    cpu: field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
    peakMb: field('Maximum resident set size \\(kbytes\\)') / 1024,
  };
}

/** One cold Docusaurus build, timed as timedRun times it. */
export function timeDocusaurus(siteDir, cli, configFile, outDir, locale = 'en') {
  for (const dir of ['.docusaurus', path.join('node_modules', '.cache')]) fs.rmSync(path.join(siteDir, dir), { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  return timedRun([process.execPath, cli, 'build', '--config', configFile, '--out-dir', outDir, '--locale', locale], { cwd: siteDir, env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' } });
}
