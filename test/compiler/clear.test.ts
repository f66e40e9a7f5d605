import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as clearModule from '../../compiler/clear.ts';
import { clear } from '../../compiler/clear.ts';
import { bundleCacheDir } from '../../compiler/cache/build-cache.ts';
import { basicSite, runCli, withSite } from '../helpers/fixture-site.ts';

const builtSite = {
  'build/404.html': '<h1>not found</h1>',
  'build/index.html': '<h1>home</h1>',
  'build/assets/routes.0123456789.json': '{"config": {}, "routes": {}, "sidebars": {}, "searchIndexes": {}, "css": ""}',
};

const module = suite('clear');

module('should expose the public api', () => {
  assert.equal(Object.keys(clearModule), ['clear']);
});

module('should remove the page cache and the output folder, and say how much each held', async () => {
  await withSite({ ...builtSite, '.cache/sfpdocs/p-1-1-a.pack': 'x'.repeat(100), 'content/2.5/index.md': '# Home' }, (dir) => {
    const { removed, refused } = clear({ siteDir: dir });
    const mine = removed.filter((r) => r.dir.startsWith(dir));
    assert.equal(mine, [
      { dir: path.join(dir, '.cache', 'sfpdocs'), bytes: 100 },
      { dir: path.join(dir, 'build'), bytes: 107 },
    ]);
    assert.is(refused, null);
    assert.equal(fs.readdirSync(dir).sort(), ['.cache', 'content']);
  });
});

module('should remove the whole sfpdocs folder of node_modules/.cache in a site that has node_modules', async () => {
  await withSite({ 'node_modules/.cache/sfpdocs/pages/p-1-1-a.pack': 'x', 'node_modules/.cache/sfpdocs/runtime-0123/ssr.mjs': 'y', 'node_modules/.cache/other/keep': 'z' }, (dir) => {
    const { removed } = clear({ siteDir: dir });
    assert.ok(removed.some((r) => r.dir === path.join(dir, 'node_modules', '.cache', 'sfpdocs') && r.bytes === 2));
    assert.ok(fs.existsSync(path.join(dir, 'node_modules', '.cache', 'other', 'keep')));
  });
});

module('should remove what a Docusaurus site\'s plugins wrote, in a site without node_modules', async () => {
  await withSite({ '.cache/sfpdocs-generated/en/plugin/data.json': '{}', '.cache/other/keep': 'z', 'content/2.5/index.md': '# Home' }, (dir) => {
    const { removed } = clear({ siteDir: dir });
    assert.ok(removed.some((r) => r.dir === path.join(dir, '.cache', 'sfpdocs-generated') && r.bytes === 2));
    assert.ok(fs.existsSync(path.join(dir, '.cache', 'other', 'keep')), 'another tool\'s cache stays');
  });
});

module('should leave an output folder that sfpdocs did not build, and name it', async () => {
  await withSite({ 'dist/thesis.tex': 'years of work' }, (dir) => {
    const { removed, refused } = clear({ siteDir: dir, outDir: path.join(dir, 'dist') });
    assert.equal(refused, { message: `refusing to remove ${path.relative(process.cwd(), path.join(dir, 'dist'))}: it holds thesis.tex, which sfpdocs did not write (it removes only a folder it made)`, hint: 'remove it yourself if it should go' });
    assert.not.ok(removed.some((r) => r.dir === path.join(dir, 'dist')));
    assert.ok(fs.existsSync(path.join(dir, 'dist', 'thesis.tex')));
  });
});

module('should put back the output of a build killed while it swapped folders, then remove it', async () => {
  await withSite({ 'build.sfpdocs-old-999999999-abc123/404.html': 'old', 'build.sfpdocs-old-999999999-abc123/.sfpdocs-output': '' }, (dir) => {
    const { removed } = clear({ siteDir: dir });
    assert.ok(removed.some((r) => r.dir === path.join(dir, 'build')));
    assert.equal(fs.readdirSync(dir), []);
  });
});

module.run();

// ---

const command = suite('sfpdocs clear');

command('should say what it removed, then that nothing is left to remove', async () => {
  await withSite(basicSite, (dir) => {
    assert.is(runCli(['build', dir]).status, 0);
    const first = runCli(['clear', dir]);
    assert.is(first.status, 0, first.stderr);
    const shown = (p: string) => path.relative(process.cwd(), p) + path.sep;
    assert.match(first.stdout, new RegExp(`^removed ${escape(shown(path.join(dir, '.cache', 'sfpdocs')))} \\(\\d+\\.\\d\\d MB\\)$`, 'm'));
    assert.match(first.stdout, new RegExp(`^removed ${escape(shown(path.join(dir, 'build')))} \\(\\d+\\.\\d\\d MB\\)$`, 'm'));
    assert.not.ok(fs.existsSync(path.join(dir, 'build')));
    assert.not.ok(fs.existsSync(path.join(dir, '.cache', 'sfpdocs')));
    // The runtime bundles of this sfpdocs went with the first clear.
    assert.not.ok(fs.existsSync(bundleCacheDir()));
    const second = runCli(['clear', dir]);
    assert.is(second.stdout, 'nothing to remove: no build cache and no output\n');
  });
});

command('should exit 2 and name an output folder it leaves in place, and what it holds', async () => {
  await withSite({ 'dist/notes.txt': 'mine' }, (dir) => {
    const result = runCli(['clear', dir, '--out-dir', path.join(dir, 'dist')]);
    assert.is(result.status, 2);
    assert.is(result.stderr, `refusing to remove ${path.relative(process.cwd(), path.join(dir, 'dist'))}: it holds notes.txt, which sfpdocs did not write (it removes only a folder it made)  (remove it yourself if it should go)\n`);
    assert.ok(fs.existsSync(path.join(dir, 'dist', 'notes.txt')));
  });
});

command('should never remove the site folder or a folder holding .git', async () => {
  await withSite({ 'content/1.0/index.md': '# Home', '.sfpdocs-output': '', 'repo/.git/HEAD': 'ref', 'repo/.sfpdocs-output': '' }, (dir) => {
    const site = runCli(['clear', dir, '--out-dir', dir]);
    assert.is(site.status, 2);
    assert.is(site.stderr, `refusing to remove ${path.relative(process.cwd(), dir)}: it is the site folder, which holds the sources and the config  (sfpdocs never removes the site folder)\n`);
    const repo = runCli(['clear', dir, '--out-dir', path.join(dir, 'repo')]);
    assert.is(repo.status, 2);
    assert.is(repo.stderr, `refusing to remove ${path.relative(process.cwd(), path.join(dir, 'repo'))}: it holds .git, a git repository  (sfpdocs never removes a folder holding .git)\n`);
    assert.ok(fs.existsSync(path.join(dir, 'content', '1.0', 'index.md')));
    assert.ok(fs.existsSync(path.join(dir, 'repo', '.git', 'HEAD')));
  });
});

command.run();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
