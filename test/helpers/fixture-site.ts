// Builds real fixture sites in fresh temp folders and runs the real CLI on them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(repoRoot, 'bin', 'sfpdocs.js');

/** A fixture site of test/fixtures/sites/NAME, as files to build in a temp folder. */
export function fixtureSite(name: string): Record<string, string> {
  const dir = path.join(repoRoot, 'test', 'fixtures', 'sites', name);
  const files: Record<string, string> = {};
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (fs.statSync(path.join(dir, file)).isFile()) files[file.split(path.sep).join('/')] = fs.readFileSync(path.join(dir, file), 'utf8');
  }
  return files;
}

export function makeSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-test-'));
  writeFiles(dir, files);
  return dir;
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

export function removeSite(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

export function runCli(args: string[], options: { cwd?: string } = {}): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' }, cwd: options.cwd });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Every file below dir with its bytes, for comparing two builds. */
export function snapshotDir(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else out.set(path.relative(dir, p), fs.readFileSync(p).toString('base64'));
    }
  };
  walk(dir);
  return out;
}

/** A small but complete site: two versions, a blog, categories, and every markdown feature. */
export const basicSite: Record<string, string> = {
  'site.config.ts': `import { defineConfig } from 'sfpdocs';
export default defineConfig({
  title: 'Fixture Docs',
  tagline: 'Reach new users through the app store',
  url: 'https://docs.example.test',
  versions: [
    { id: '2.5', label: 'Fixture 2.5', path: '/docs/', current: true },
    { id: '3.0', label: 'Fixture 3.0', path: '/docs/v3/' },
  ],
  redirects: [{ from: '/old-start', to: '/docs/guide/start' }],
  apiIndex: true,
});
`,
  'content/2.5/index.md': '---\ntitle: Welcome\ndescription: The fixture root.\n---\n\nStart with the [guide](./guide/start.md).\n',
  'content/2.5/guide/_category_.json': '{ "label": "Guides", "position": 1 }',
  'content/2.5/guide/start.md': '---\ntitle: Getting started\nsidebar_position: 1\n---\n\n## Install {#install}\n\nRun it.\n\n```bash title="install.sh"\nnpm install\n```\n\n:::tip[Shortcut]\nUse the [API](../api/alarm/add.md#syntax).\n:::\n',
  'content/2.5/guide/next.md': '---\ntitle: Next steps\nsidebar_position: 2\n---\n\nBack to [install](./start.md#install) and [3.0](../../3.0/guide/start.md).\n',
  'content/2.5/api/alarm/add.md': '---\ntitle: Alarm.add()\ndescription: Adds an alarm.\n---\n\n## Syntax\n\n```js\nnavigator.mozAlarms.add(new Date(), "honorTimezone");\n```\n',
  'content/3.0/guide/start.md': '---\ntitle: Getting started on 3.0\n---\n\nSee [2.5](/docs/guide/start).\n',
  'content/blog/authors.yml': 'ana:\n  name: Ana Writer\n  title: Docs team\n',
  'content/blog/2024-01-02-hello.md': '---\ntitle: Hello\nauthors: [ana]\ntags: [news]\n---\n\nFirst paragraph.\n\n<!-- truncate -->\n\nMore text.\n',
  'content/pages/about.md': '---\ntitle: About\n---\n\nAbout this site.\n',
};

/** Runs `run` on a temp site made of `files`, and removes the site afterwards, whatever happens. */
export async function withSite<T>(files: Record<string, string>, run: (dir: string) => T | Promise<T>): Promise<T> {
  const dir = makeSite(files);
  try {
    return await run(dir);
  } finally {
    removeSite(dir);
  }
}
