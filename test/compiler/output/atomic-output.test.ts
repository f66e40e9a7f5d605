// The output folder is replaced all at once, and what a killed build leaves behind is cleaned up
// by the next one without touching a build that is still running.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { recoverOutput, stageOutput } from '../../../compiler/output/atomic-output.ts';
import { outputMarkerFile } from '../../../compiler/output/claim-out-dir.ts';

const atomic = suite('atomic output');
let root = '';
atomic.before.each(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-atomic-'));
});
atomic.after.each(() => fs.rmSync(root, { recursive: true, force: true }));

atomic('commit swaps the new output in and leaves no staging folder', async () => {
  const out = path.join(root, 'build');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'old.html'), 'old');
  const staging = stageOutput(out);
  staging.write('a/index.html', 'new');
  assert.ok(fs.existsSync(path.join(out, 'old.html')), 'the old output is untouched until commit');
  await staging.commit();
  assert.equal(fs.readdirSync(root), ['build']);
  assert.is(fs.readFileSync(path.join(out, 'a/index.html'), 'utf8'), 'new');
  assert.not.ok(fs.existsSync(path.join(out, 'old.html')));
});

atomic('discard leaves the previous output exactly as it was', () => {
  const out = path.join(root, 'build');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'index.html'), 'kept');
  const staging = stageOutput(out);
  staging.write('index.html', 'half-written');
  staging.discard();
  assert.equal(fs.readdirSync(root), ['build']);
  assert.is(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), 'kept');
});

atomic('recovery puts back the previous output when a kill came between the two renames', () => {
  const out = path.join(root, 'build');
  fs.mkdirSync(`${out}.sfpdocs-old-999999-abc123`);
  fs.writeFileSync(`${out}.sfpdocs-old-999999-abc123/index.html`, 'previous');
  fs.mkdirSync(`${out}.sfpdocs-tmp-999999-abc123`);
  recoverOutput(out);
  assert.equal(fs.readdirSync(root), ['build']);
  assert.is(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), 'previous');
});

atomic('recovery leaves the staging folder of a build that is still running', async () => {
  const out = path.join(root, 'build');
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
  try {
    const live = `${out}.sfpdocs-tmp-${child.pid}-live01`;
    const dead = `${out}.sfpdocs-tmp-999999-dead01`;
    fs.mkdirSync(live);
    fs.mkdirSync(dead);
    recoverOutput(out);
    assert.ok(fs.existsSync(live), 'a concurrent build lost its staging folder');
    assert.not.ok(fs.existsSync(dead));
  } finally {
    child.kill();
  }
});

atomic('commit puts the previous output back when the new one cannot take its place', async () => {
  const out = path.join(root, 'build');
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, 'index.html'), 'kept');
  const staging = stageOutput(out);
  staging.write('index.html', 'new');
  const rename = fs.renameSync;
  fs.renameSync = ((from: fs.PathLike, to: fs.PathLike) => {
    if (String(from) === staging.dir) throw Object.assign(new Error('EACCES: permission denied, rename'), { code: 'EACCES' });
    rename(from, to);
  }) as typeof fs.renameSync;
  try {
    await staging.commit().then(
      () => assert.unreachable('the commit succeeded'),
      (error: Error) => assert.match(error.message, /EACCES/),
    );
  } finally {
    fs.renameSync = rename;
  }
  staging.discard();
  assert.equal(fs.readdirSync(root), ['build']);
  assert.is(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), 'kept');
});

atomic('marks the output as sfpdocs\' own', async () => {
  const out = path.join(root, 'build');
  const staging = stageOutput(out);
  await staging.commit();
  assert.equal(fs.readdirSync(out), [outputMarkerFile]);
});

atomic('refuses to write a file outside its folder', () => {
  const staging = stageOutput(path.join(root, 'build'));
  assert.throws(() => staging.write('../escape.html', 'x'), 'refused to write ../escape.html: it is outside the output folder');
  assert.throws(() => staging.write('a/../../../escape.html', 'x'), /outside the output folder/);
  staging.discard();
  assert.equal(fs.readdirSync(root), []);
});

atomic.run();

// ---

const linking = suite('atomic output: linkUnchanged');
linking.before.each(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-atomic-'));
});
linking.after.each(() => fs.rmSync(root, { recursive: true, force: true }));

/** A previous output of sfpdocs, committed as a build commits it. */
async function previousOutput(out: string, files: Record<string, string>): Promise<void> {
  const staging = stageOutput(out);
  for (const [file, text] of Object.entries(files)) staging.write(file, text);
  await staging.commit();
}

linking('should link a file the previous output holds unchanged, and write a changed one', async () => {
  const out = path.join(root, 'build');
  await previousOutput(out, { 'a/index.html': 'same', 'b.json': 'old' });
  const staging = stageOutput(out, { linkUnchanged: true });
  staging.write('a/index.html', Buffer.from('same'));
  staging.write('b.json', 'new');
  staging.write('c.css', 'added');
  const inode = (dir: string, file: string) => fs.statSync(path.join(dir, file)).ino;
  assert.is(inode(staging.dir, 'a/index.html'), inode(out, 'a/index.html'), 'the unchanged file is linked');
  assert.is.not(inode(staging.dir, 'b.json'), inode(out, 'b.json'), 'the changed file is written');
  assert.is(fs.readFileSync(path.join(out, 'b.json'), 'utf8'), 'old');
  await staging.commit();
  assert.equal(['a/index.html', 'b.json', 'c.css'].map((file) => fs.readFileSync(path.join(out, file), 'utf8')), ['same', 'new', 'added']);
  assert.equal(fs.readdirSync(root), ['build']);
});

linking('should never change the previous output through a linked file written again', () => {
  const out = path.join(root, 'build');
  return previousOutput(out, { 'index.html': 'previous' }).then(() => {
    const staging = stageOutput(out, { linkUnchanged: true });
    staging.write('index.html', 'previous');
    staging.write('index.html', 'rewritten');
    assert.is(fs.readFileSync(path.join(staging.dir, 'index.html'), 'utf8'), 'rewritten');
    assert.is(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), 'previous', 'the previous output changed through the link');
    staging.discard();
    assert.is(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), 'previous');
  });
});

linking('should link nothing from a folder sfpdocs did not build, nor a file whose permissions changed', async () => {
  const foreign = path.join(root, 'foreign');
  fs.mkdirSync(foreign);
  fs.writeFileSync(path.join(foreign, 'index.html'), 'same');
  const staging = stageOutput(foreign, { linkUnchanged: true });
  staging.write('index.html', 'same');
  assert.is(fs.statSync(path.join(staging.dir, 'index.html')).nlink, 1, 'linked from a folder without the marker');
  staging.discard();

  const out = path.join(root, 'build');
  await previousOutput(out, { 'run.sh': 'same' });
  fs.chmodSync(path.join(out, 'run.sh'), 0o755);
  const next = stageOutput(out, { linkUnchanged: true });
  next.write('run.sh', 'same');
  assert.is(fs.statSync(path.join(next.dir, 'run.sh')).nlink, 1, 'linked to a file whose mode is not what a write gives');
  next.discard();
});

linking.run();
