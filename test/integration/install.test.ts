// What a team gets when it picks up sfpdocs: the package as `npm pack` makes it, installed with
// `npm install ./sfpdocs-*.tgz` into an empty folder (sfpdocs' dependencies from the local npm
// cache, filled by this repository's own install, and from the registry only for what it lacks),
// then `npx sfpdocs init`, a build through the site's npm scripts, writers' mode with an edit seen
// in a real browser, and the built site served.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/fixture-site.ts';

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

// BROWSER=none: `npm start` runs `sfpdocs start --open`, which must open nothing on a test machine.
const env = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false', FORCE_COLOR: '0', BROWSER: 'none' };

/** npm as the test was started with (`npm test` sets npm_execpath), else the one on PATH. */
function npmCommand(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  return execPath && /\.c?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : ['npm', args];
}

function npm(args: string[], cwd: string): { status: number; stdout: string; stderr: string } {
  const [command, argv] = npmCommand(args);
  const result = spawnSync(command, argv, { cwd, encoding: 'utf8', env });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** `npx sfpdocs …` as a team types it. */
function npx(args: string[], cwd: string): { status: number; stdout: string; stderr: string } {
  return npm(['exec', '--no', '--', 'sfpdocs', ...args], cwd);
}

/** An npm script that serves, in a process group of its own: stopped as Ctrl-C in a terminal stops it. */
async function startScript(args: string[], cwd: string): Promise<{ url: string; output: () => string; stop: () => Promise<number | null> }> {
  const [command, argv] = npmCommand(args);
  const child: ChildProcess = spawn(command, argv, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address within 120 s:\n${out}`)), 120_000);
    const check = () => {
      const match = /serving (?:\S+ )?at (http:\/\/\S+?)\/?\s/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', () => reject(new Error(`exited before serving:\n${out}`)));
  });
  return {
    url,
    output: () => out,
    async stop() {
      process.kill(-child.pid!, 'SIGINT');
      return exited;
    },
  };
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

const install = suite('the packed package in a new project');

install('should install quietly into an empty folder, init a site, build it, update it as it is edited and serve it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-install-'));
  const version = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  try {
    const packed = npm(['pack', '--json', '--pack-destination', dir], repoRoot);
    assert.is(packed.status, 0, packed.stderr);
    const { filename, files } = (JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>)[0]!;
    const paths = files.map((f) => f.path);
    for (const needed of ['bin/sfpdocs.js', 'dist/sfpdocs.mjs', 'dist/task-worker.mjs', 'dist/define-config.mjs', 'dist/types/compiler/config/define-config.d.ts', 'runtime/client.tsx', 'shared/contract.ts', 'templates/page.html', 'templates/init/content/docs/index.md', 'templates/init/gitignore']) {
      assert.ok(paths.includes(needed), `the package lacks ${needed}`);
    }
    const extra = paths.filter((p) => /^(test|bench|content|scripts|static)\//.test(p) || p === 'site.config.ts' || (p.startsWith('bin/') && p !== 'bin/sfpdocs.js'));
    assert.equal(extra, [], 'the package holds tests, benchmarks, build scripts or the SFP site');
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { private?: boolean; scripts: Record<string, string> };
    assert.not.ok(manifest.private, 'the package can be published');
    for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) assert.is(manifest.scripts[script], undefined, `an install script (${script}) would run in every project that installs sfpdocs`);

    // An empty folder, as a team starts.
    const project = path.join(dir, 'team-docs');
    fs.mkdirSync(project);
    const installed = npm(['install', `../${filename}`, '--prefer-offline'], project);
    assert.is(installed.status, 0, installed.stderr);
    assert.not.match(installed.stderr, /sfpdocs@/, 'npm warned about sfpdocs itself');
    assert.not.ok(fs.existsSync(path.join(project, 'node_modules', 'typescript')), 'a dev dependency of sfpdocs was installed');

    assert.is(npx(['--version'], project).stdout.trim(), version);
    assert.match(npx(['--help'], project).stdout, /^Usage: sfpdocs \[options\] \[command\]/);

    const init = npx(['init'], project);
    assert.is(init.status, 0, init.stderr);
    assert.match(init.stdout, 'created a site in .:');
    assert.match(init.stdout, /\nNext:\n {2}npm install\n {2}npm start\n$/);
    const pkg = JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8')) as { name: string; dependencies: Record<string, string>; scripts: Record<string, string> };
    assert.is(pkg.dependencies.sfpdocs, `file:../${filename}`, 'init keeps the dependency npm install wrote');
    assert.is(pkg.scripts.start, 'sfpdocs start --open');
    assert.is(pkg.name, 'team-docs', 'the site gets a name');

    // site.config.ts type-checks against the package's declarations (a site's own tsc reads no sfpdocs source).
    fs.writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, types: [] }, files: ['site.config.ts'] }));
    const tsc = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], { encoding: 'utf8' });
    assert.is(tsc.status, 0, tsc.stdout);
    fs.rmSync(path.join(project, 'tsconfig.json'));

    const built = npm(['run', 'build'], project);
    assert.is(built.status, 0, built.stderr + built.stdout);
    assert.match(built.stdout, /built \d+ pages \(.*docs: 4.*\) in [\d.]+ s, 0 warnings/);
    assert.not.ok(fs.existsSync(path.join(project, 'build', 'apis', 'index.html')), 'a new site has no /apis/ page');
    for (const file of ['index.html', 'docs/index.html', 'docs/writing-pages/index.html', 'docs/publishing/deploy/index.html', 'blog/welcome/index.html', 'img/icon.svg']) {
      assert.ok(fs.existsSync(path.join(project, 'build', file)), `the build lacks ${file}`);
    }

    const dev = await startScript(['start', '--', '--port', '0'], project);
    const browser = await launchBrowser();
    try {
      const tab = await browser.newPage();
      await tab.goto(`${dev.url}/docs/`);
      await tab.waitForSelector('html[data-hydrated="true"]');
      const page = path.join(project, 'content', 'docs', 'index.md');
      fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('## Next steps', 'A sentence the team added.\n\n## Next steps'));
      await tab.waitForFunction(() => document.querySelector('article')?.textContent?.includes('A sentence the team added.'));
    } finally {
      await browser.close();
      await dev.stop();
    }
    assert.match(dev.output(), /stopped writers' mode/);

    const served = await startScript(['run', 'serve', '--', '--port', '0'], project);
    try {
      const home = await fetch(`${served.url}/`);
      assert.is(home.status, 200);
      assert.match(await home.text(), /<title>Team Docs\b/);
      assert.is((await fetch(`${served.url}/docs/writing-pages`)).status, 200);
    } finally {
      await served.stop();
    }
    assert.match(served.output(), 'stopped serving build');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

install.run();
