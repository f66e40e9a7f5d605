// The output folder is sfpdocs' alone: `build --out-dir` refuses every folder it did not make
// (exit 2, the folder untouched), replaces its own, and --empty-out-dir overrides only where a
// mistake cannot cost the site or a repository.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outputMarkerFile } from '../../compiler/output/claim-out-dir.ts';
import { makeSite, removeSite, runCli, snapshotDir, writeFiles } from '../helpers/fixture-site.ts';

const site = {
  'site.config.ts': `import { defineConfig } from 'sfpdocs';\nexport default defineConfig({ title: 'Out', url: 'https://out.example.test', versions: [{ id: '1.0', label: 'One', path: '/docs/', current: true }] });\n`,
  'content/1.0/index.md': '---\ntitle: Home\n---\n\nHello.\n',
  'static/img/logo.txt': 'logo',
};

/** A site inside a folder of its own (so a refusal of the folder holding it can be tested). */
function withRoot(run: (root: string, dir: string) => void): void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-outdir-'));
  try {
    const dir = path.join(root, 'site');
    writeFiles(dir, site);
    run(root, dir);
  } finally {
    removeSite(root);
  }
}

const shown = (dir: string) => path.relative(process.cwd(), dir) || '.';
const never = (dir: string, what: string, cwd = process.cwd()) => `name a folder of its own with --out-dir, e.g. --out-dir ${path.relative(cwd, path.join(dir, 'build'))}; --empty-out-dir never applies to ${what}`;

/** Runs a build that must be refused: exit 2, the exact message, and nothing under root changed. */
function assertRefused(root: string, args: string[], stderr: string, cwd?: string): void {
  const before = snapshotDir(root);
  const result = runCli(args, { cwd });
  assert.is(result.status, 2, result.stderr);
  assert.is(result.stderr, stderr);
  assert.equal(snapshotDir(root), before);
}

const refuses = suite('build --out-dir refuses a folder sfpdocs did not make');

refuses('should refuse the site folder, even with --empty-out-dir', () => {
  withRoot((root, dir) => {
    const message = `refusing to replace ${shown(dir)}: it is the site folder, which holds the sources and the config  (${never(dir, 'the site folder')})\n`;
    assertRefused(root, ['build', dir, '--out-dir', dir], message);
    assertRefused(root, ['build', dir, '--out-dir', dir, '--empty-out-dir'], message);
  });
});

refuses('should refuse `.` run from the site folder', () => {
  withRoot((root, dir) => {
    assertRefused(root, ['build', '.', '--out-dir', '.'], `refusing to replace .: it is the site folder, which holds the sources and the config  (${never(dir, 'the site folder', dir)})\n`, dir);
  });
});

refuses('should refuse a folder holding the site', () => {
  withRoot((root, dir) => {
    assertRefused(root, ['build', dir, '--out-dir', root, '--empty-out-dir'], `refusing to replace ${shown(root)}: it holds the site folder ${shown(dir)}  (${never(dir, 'a folder holding the site')})\n`);
  });
});

refuses('should refuse the content folder and a folder inside the static folder', () => {
  withRoot((root, dir) => {
    assertRefused(root, ['build', '.', '--out-dir', 'content', '--empty-out-dir'], `refusing to replace content: it is the site's source folder content  (${never(dir, "the site's sources", dir)})\n`, dir);
    assertRefused(root, ['build', '.', '--out-dir', 'static/site'], `refusing to replace static/site: it is inside the site's source folder static, where the next build would read it back as sources  (${never(dir, "the site's sources", dir)})\n`, dir);
  });
});

refuses('should refuse a folder holding .git, even with --empty-out-dir', () => {
  withRoot((root, dir) => {
    writeFiles(root, { 'repo/.git/HEAD': 'ref: refs/heads/main\n', 'repo/README.md': '# mine\n' });
    const repo = path.join(root, 'repo');
    assertRefused(root, ['build', dir, '--out-dir', repo, '--empty-out-dir'], `refusing to replace ${shown(repo)}: it holds .git, a git repository  (${never(dir, 'a folder holding .git')})\n`);
  });
});

refuses('should refuse a file, even with --empty-out-dir', () => {
  withRoot((root, dir) => {
    writeFiles(root, { 'notes.txt': 'years of notes' });
    const file = path.join(root, 'notes.txt');
    assertRefused(root, ['build', dir, '--out-dir', file, '--empty-out-dir'], `refusing to replace ${shown(file)}: it is a file, not a folder  (name a folder for the output with --out-dir)\n`);
  });
});

refuses('should refuse a folder whose path goes through a file', () => {
  withRoot((root, dir) => {
    writeFiles(root, { 'notes.txt': 'years of notes' });
    const out = path.join(root, 'notes.txt', 'build');
    assertRefused(root, ['build', dir, '--out-dir', out], `refusing to replace ${shown(out)}: a file is in the way: a folder on its path is a file  (name a folder for the output with --out-dir)\n`);
  });
});

refuses('should refuse a folder holding files of its own, naming them', () => {
  withRoot((root, dir) => {
    writeFiles(root, { 'dist/thesis.tex': 'years of work', 'dist/notes/a.txt': 'a', 'dist/b.txt': 'b', 'dist/c.txt': 'c' });
    const dist = path.join(root, 'dist');
    assertRefused(root, ['build', dir, '--out-dir', dist], `refusing to replace ${shown(dist)}: it holds b.txt, c.txt, notes/ and 1 more, which sfpdocs did not write (it replaces only a folder it made)  (name a new or empty folder with --out-dir, or add --empty-out-dir to delete what it holds)\n`);
  });
});

refuses.run();

// ---

const accepts = suite('build --out-dir accepts what is its own');

accepts('should build into an empty folder and mark it as its own', () => {
  withRoot((root, dir) => {
    fs.mkdirSync(path.join(root, 'empty'));
    const result = runCli(['build', dir, '--out-dir', path.join(root, 'empty')]);
    assert.is(result.status, 0, result.stderr);
    assert.ok(fs.existsSync(path.join(root, 'empty', 'docs', 'index.html')));
    assert.ok(fs.existsSync(path.join(root, 'empty', outputMarkerFile)));
  });
});

accepts('should replace an output of an earlier sfpdocs, which has no marker, and its own output', () => {
  withRoot((root, dir) => {
    assert.is(runCli(['build', dir]).status, 0);
    const out = path.join(dir, 'build');
    fs.rmSync(path.join(out, outputMarkerFile));
    fs.writeFileSync(path.join(out, 'stale.html'), 'from an old build');
    const again = runCli(['build', dir]);
    assert.is(again.status, 0, again.stderr);
    assert.not.ok(fs.existsSync(path.join(out, 'stale.html')));
    assert.ok(fs.existsSync(path.join(out, outputMarkerFile)));
    assert.is(runCli(['build', dir]).status, 0);
  });
});

accepts('should not take a foreign folder for an earlier output because it has a 404.html and an assets folder', () => {
  withRoot((root, dir) => {
    writeFiles(root, { 'www/404.html': 'mine', 'www/assets/routes.0123456789.json': '{"mine": true}' });
    const www = path.join(root, 'www');
    assertRefused(root, ['build', dir, '--out-dir', www], `refusing to replace ${shown(www)}: it holds 404.html, assets/, which sfpdocs did not write (it replaces only a folder it made)  (name a new or empty folder with --out-dir, or add --empty-out-dir to delete what it holds)\n`);
  });
});

accepts('should replace a foreign folder with --empty-out-dir', () => {
  withRoot((root, dir) => {
    writeFiles(root, { 'dist/thesis.tex': 'years of work' });
    const result = runCli(['build', dir, '--out-dir', path.join(root, 'dist'), '--empty-out-dir']);
    assert.is(result.status, 0, result.stderr);
    assert.not.ok(fs.existsSync(path.join(root, 'dist', 'thesis.tex')));
    assert.ok(fs.existsSync(path.join(root, 'dist', outputMarkerFile)));
  });
});

accepts.run();

// ---

const swap = suite('build after a kill between the two renames of the output');

swap('should put the previous output back before a failing build, and say it was kept', () => {
  const dir = makeSite({ ...site, 'build.sfpdocs-old-999999999-abc123/index.html': 'previous', 'build.sfpdocs-old-999999999-abc123/.sfpdocs-output': '', 'content/1.0/broken.md': '---\ntitle: [unclosed\n---\n' });
  try {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, /build failed; the previous output was left as it was\n$/);
    assert.is(fs.readFileSync(path.join(dir, 'build', 'index.html'), 'utf8'), 'previous');
    assert.not.ok(fs.readdirSync(dir).some((name) => name.includes('.sfpdocs-')));
  } finally {
    removeSite(dir);
  }
});

swap('should not claim a previous output was kept when there is none', () => {
  const dir = makeSite({ ...site, 'content/1.0/broken.md': '---\ntitle: [unclosed\n---\n' });
  try {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, /build failed; no output was written\n$/);
  } finally {
    removeSite(dir);
  }
});

swap.run();

// ---

const refused = suite('a disk that refuses writes');

refused('should build without a cache it cannot write, and say so once', () => {
  withRoot((_root, dir) => {
    // A file where the cache folder must go: the cache cannot be made (as on a read-only disk).
    fs.writeFileSync(path.join(dir, '.cache'), 'not a folder');
    const result = runCli(['build', dir]);
    assert.is(result.status, 0, result.stderr);
    assert.is(result.stderr, `warning: the build cache at ${path.join(dir, '.cache', 'sfpdocs')} cannot be written: a file is in the way of a folder on its path (ENOTDIR); this build ran without it\n`);
    assert.ok(fs.existsSync(path.join(dir, 'build', 'docs', 'index.html')));
  });
});

refused('should name a full disk while writing the output, keep the previous output and leave no staging folder', async () => {
  const { build } = await import('../../compiler/build.ts');
  const { WriteError } = await import('../../compiler/output/write-error.ts');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-outdir-'));
  const write = fs.writeFileSync;
  const link = fs.linkSync;
  try {
    const dir = path.join(root, 'site');
    writeFiles(dir, site);
    const out = path.join(root, 'out');
    await build({ siteDir: dir, outDir: out, cache: false });
    const before = snapshotDir(out);
    let writes = 0;
    const full = (file: unknown) => String(file).includes('.sfpdocs-tmp-') && ++writes > 5 && Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    fs.writeFileSync = ((file: fs.PathOrFileDescriptor, ...rest: unknown[]) => {
      const error = full(file);
      if (error) throw error;
      return (write as (...args: unknown[]) => void)(file, ...rest);
    }) as typeof fs.writeFileSync;
    // Files unchanged from the previous output are linked to it, which takes room too.
    fs.linkSync = ((from: fs.PathLike, to: fs.PathLike) => {
      const error = full(to);
      if (error) throw error;
      link(from, to);
    }) as typeof fs.linkSync;
    const error = await build({ siteDir: dir, outDir: out, cache: false }).then(() => null, (e: unknown) => e);
    fs.writeFileSync = write;
    fs.linkSync = link;
    assert.instance(error, WriteError);
    assert.is((error as Error).message, `cannot write the output to ${path.relative(process.cwd(), out)}: the disk is full (ENOSPC)`);
    assert.is((error as InstanceType<typeof WriteError>).hint, 'free some space on that disk, or name another folder with --out-dir; the previous output was left as it was');
    assert.equal(snapshotDir(out), before);
    assert.equal(fs.readdirSync(root).sort(), ['out', 'site']);
  } finally {
    fs.writeFileSync = write;
    fs.linkSync = link;
    removeSite(root);
  }
});

refused.run();
