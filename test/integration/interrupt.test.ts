// Ctrl-C while a build writes its output: the build says what it stopped, leaves the previous
// output exactly as it was, removes its staging folder and exits 130. The signal is sent once
// the staging folder exists, while the build is writing into it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stageOutput } from '../../compiler/output/atomic-output.ts';
import { removeTempFolders } from '../../compiler/output/temp-folders.ts';
import { basicSite, makeSite, removeSite, repoRoot, runCli, snapshotDir } from '../helpers/fixture-site.ts';

const interrupt = suite('Ctrl-C');

/** Enough pages that writing them (and compressing them) takes a while after the staging folder appears. */
const pages = Object.fromEntries(
  Array.from({ length: 200 }, (_, i) => [`content/2.5/many/page-${i}.md`, `---\ntitle: Page ${i}\n---\n\n${'A sentence long enough to be worth compressing. '.repeat(60)}\n`]),
);

interrupt('should remove the staging folders a process has open, and only those', async () => {
  const dir = makeSite({});
  try {
    const staging = stageOutput(path.join(dir, 'build'));
    const other = path.join(dir, 'build.sfpdocs-tmp-1-other');
    fs.mkdirSync(other);
    assert.ok(fs.existsSync(staging.dir));
    // Earlier tests in this process may have left folders of their own open.
    assert.ok(removeTempFolders().includes(staging.dir));
    assert.not.ok(fs.existsSync(staging.dir));
    assert.ok(fs.existsSync(other), 'another process\'s folder is left alone');
    const committed = stageOutput(path.join(dir, 'out'));
    await committed.commit();
    assert.not.ok(removeTempFolders().includes(committed.dir), 'a committed output is no longer temporary');
    assert.ok(fs.existsSync(path.join(dir, 'out')));
  } finally {
    removeSite(dir);
  }
});

interrupt('should stop a build that is writing, keep the previous output and remove its staging folder', async () => {
  const dir = makeSite({ ...basicSite, ...pages });
  try {
    const first = runCli(['build', dir, '--no-cache']);
    assert.is(first.status, 0, first.stderr);
    const before = snapshotDir(path.join(dir, 'build'));

    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'sfpdocs.js'), 'build', dir, '--no-cache'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const staging = () => fs.readdirSync(dir).filter((name) => name.startsWith('build.sfpdocs-tmp-'));
    // Ctrl-C once the build writes into its staging folder.
    await new Promise<void>((resolve, reject) => {
      const look = setInterval(() => {
        if (staging().length) {
          clearInterval(look);
          child.kill('SIGINT');
          resolve();
        } else if (child.exitCode !== null) {
          clearInterval(look);
          reject(new Error(`the build ended before it staged its output:\n${out}`));
        }
      }, 5);
    });
    assert.is(await exited, 130, out);
    assert.match(out, 'stopped the build: ');
    assert.match(out, " was left as it was, and the build's temporary folders were removed");
    assert.equal(staging(), [], 'the staging folder is gone');
    assert.equal(snapshotDir(path.join(dir, 'build')), before, 'the previous output is as it was');
  } finally {
    removeSite(dir);
  }
});

interrupt('should stop writers\' mode during its first build, saying it served nothing', async () => {
  const dir = makeSite(basicSite);
  try {
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'sfpdocs.js'), 'start', dir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        out += chunk;
        // Ctrl-C as soon as the first build begins.
        if (out.includes("sfpdocs writers' mode: building")) {
          child.stdout.off('data', onData);
          child.kill('SIGINT');
          resolve();
        }
      };
      child.stdout.on('data', onData);
    });
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk));
    assert.is(await exited, 130, out);
    assert.match(out, "stopped writers' mode before it served (nothing was written to the site)");
    assert.not.ok(fs.existsSync(path.join(dir, 'build')));
  } finally {
    removeSite(dir);
  }
});

interrupt.run();
