// What a team gets when it adds sfpdocs to its docs repository: the package as `npm pack` makes
// it, installed with `npm ci --omit=dev` into a project of its own, builds a site. The project's
// lockfile pins exactly the production packages of this repository's lockfile, so the install
// comes from the local npm cache (filled by this repository's own install) and reaches the npm
// registry only for what the cache lacks; it never resolves newer versions than CI tested.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot, writeFiles } from '../helpers/fixture-site.ts';

interface LockEntry {
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const readLockfile = () => JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

/** The lockfile key a dependency of the package at `from` resolves to, as Node looks it up. */
function resolveLocked(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent < 0 ? '' : dir.slice(0, parent);
  }
}

/** npm as the test was started with (`npm test` sets npm_execpath), else the one on PATH. */
function npm(args: string[], cwd: string): { status: number; stdout: string; stderr: string } {
  const execPath = process.env.npm_execpath;
  const [command, argv] = execPath && /\.c?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['npm', args];
  const result = spawnSync(command, argv, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' } });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** A team project's lockfile: sfpdocs from the tarball, and every non-dev package of ours. */
function teamLockfile(spec: string): object {
  const lock = readLockfile();
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Record<string, unknown>;
  const packages: Record<string, unknown> = {
    '': { name: 'team-docs', dependencies: { sfpdocs: spec } },
    'node_modules/sfpdocs': { version: pkg.version, resolved: spec, license: pkg.license, dependencies: pkg.dependencies, bin: pkg.bin, engines: pkg.engines },
  };
  for (const [key, entry] of Object.entries(lock.packages)) if (key && !entry.dev) packages[key] = entry;
  return { name: 'team-docs', lockfileVersion: 3, requires: true, packages };
}

const lockfile = suite('package-lock.json');

// npm drops the other platforms' builds from a lockfile written where node_modules already held
// this platform's (npm/cli#4828); `npm ci` then refuses the lockfile on every machine.
lockfile('should record every optional dependency, the builds for every platform included', () => {
  const { packages } = readLockfile();
  const missing: string[] = [];
  for (const [key, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) if (!resolveLocked(packages, key, name)) missing.push(`${name} (for ${key || 'sfpdocs'})`);
  }
  assert.equal(missing, []);
});

lockfile.run();

// ---

const install = suite('install into a docs repository');

install('should build a site after npm ci --omit=dev of the packed package', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-install-'));
  try {
    const packed = npm(['pack', '--json', '--pack-destination', dir], repoRoot);
    assert.is(packed.status, 0, packed.stderr);
    const { filename, files } = (JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>)[0]!;
    const paths = files.map((f) => f.path);
    const bundled = fs.readdirSync(path.join(repoRoot, 'dist')).map((name) => `dist/${name}`);
    for (const needed of ['bin/sfpdocs.js', 'dist/sfpdocs.mjs', ...bundled, 'runtime/client.tsx', 'shared/contract.ts', 'templates/page.html']) assert.ok(paths.includes(needed), `the package lacks ${needed}`);
    assert.not.ok(paths.some((p) => p.startsWith('test/') || p.startsWith('content/')), 'the package holds tests or the SFP content');

    const project = path.join(dir, 'team-docs');
    const spec = `file:../${filename}`;
    writeFiles(project, {
      'package.json': JSON.stringify({ name: 'team-docs', private: true, dependencies: { sfpdocs: spec } }, null, 2),
      'package-lock.json': JSON.stringify(teamLockfile(spec), null, 2),
      'site.config.ts': "import { defineConfig } from 'sfpdocs';\nexport default defineConfig({ title: 'Team Docs', versions: [{ id: 'main', label: 'Main', path: '/docs/', current: true }] });\n",
      'content/main/index.md': '---\ntitle: Welcome\n---\n\nRead the [guide](./guide.md).\n',
      'content/main/guide.md': '---\ntitle: Guide\n---\n\n```js\nconsole.log(1);\n```\n',
    });
    const installed = npm(['ci', '--omit=dev', '--prefer-offline'], project);
    assert.is(installed.status, 0, installed.stderr);
    assert.not.ok(fs.existsSync(path.join(project, 'node_modules', 'typescript')), 'a dev dependency was installed');

    const built = spawnSync(path.join(project, 'node_modules', '.bin', 'sfpdocs'), ['build'], { cwd: project, encoding: 'utf8' });
    assert.is(built.status, 0, built.stderr);
    assert.match(built.stdout, /^built 6 pages \(main: 2, site: 4\) in [\d.]+ s, 0 warnings/m);
    for (const file of ['index.html', 'docs/index.html', 'docs/guide/index.html', 'sw.js', 'manifest.webmanifest']) assert.ok(fs.existsSync(path.join(project, 'build', file)), `missing ${file}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

install.run();
