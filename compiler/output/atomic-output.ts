// Output is built in a sibling temporary folder and swapped in with renames, so a failed or
// killed build leaves the previous output folder exactly as it was.
import fs from 'node:fs';
import path from 'node:path';
import { isInside } from '../paths/is-inside.ts';
import { outputMarkerFile, outputMarkerText } from './claim-out-dir.ts';
import { linkUnchangedFrom, type LinkUnchanged } from './link-unchanged.ts';
import { trackTempFolder, untrackTempFolder } from './temp-folders.ts';

const stagingRe = /\.sfpdocs-(tmp|old)-(\d+)-[a-z0-9]+$/;

export interface Staging {
  dir: string;
  write(file: string, contents: string | Uint8Array): number;
  /** Swaps the new output in; resolves once the previous output is removed. */
  commit(): Promise<void>;
  discard(): void;
}

export interface StageOptions {
  /**
   * Hard-link each file that is unchanged from the previous output instead of writing it
   * (link-unchanged.ts). Only where nothing rewrites the staged files in place (no postBuild).
   */
  linkUnchanged?: boolean;
}

/**
 * Writes files under `dir` synchronously (paths relative to it), making each folder once;
 * returns the bytes written. Render workers write their pages' HTML with it. With `link`, a file
 * the previous output holds unchanged is linked to it instead.
 */
export function createFileWriter(dir: string, link?: LinkUnchanged | null): (file: string, contents: string | Uint8Array) => number {
  const made = new Set<string>([dir]);
  /** Files linked to the previous output's: never written in place, which would change that output too. */
  const linked = new Set<string>();
  return (file, contents) => {
    const target = path.join(dir, file);
    // Routes and asset names that would climb out are reported at their source line before any
    // writing starts; this is the last guard, so a path missed there never writes beside the output.
    if (!isInside(dir, target)) throw new Error(`refused to write ${file}: it is outside the output folder`);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      fs.mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    if (linked.delete(target)) fs.unlinkSync(target);
    if (!link) {
      fs.writeFileSync(target, contents);
      return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    }
    const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
    if (link(file, target, bytes)) linked.add(target);
    else fs.writeFileSync(target, bytes);
    return bytes.byteLength;
  };
}

/** A staging folder beside `outDir`; the caller has claimed `outDir` (claim-out-dir.ts). */
export function stageOutput(outDir: string, { linkUnchanged = false }: StageOptions = {}): Staging {
  recoverOutput(outDir);
  const suffix = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const dir = `${outDir}.sfpdocs-tmp-${suffix}`;
  fs.mkdirSync(dir, { recursive: true });
  trackTempFolder(dir);
  // The marker says the folder is a build's, so the next build may replace it (claim-out-dir.ts).
  fs.writeFileSync(path.join(dir, outputMarkerFile), outputMarkerText);
  return {
    dir,
    write: createFileWriter(dir, linkUnchanged ? linkUnchangedFrom(outDir, dir) : null),
    async commit() {
      const old = `${outDir}.sfpdocs-old-${suffix}`;
      const hadOld = fs.existsSync(outDir);
      if (hadOld) fs.renameSync(outDir, old);
      try {
        fs.renameSync(dir, outDir);
      } catch (error) {
        // The new output cannot take the place: the previous one goes back to it.
        if (hadOld) fs.renameSync(old, outDir);
        throw error;
      }
      untrackTempFolder(dir);
      if (!hadOld) return;
      // Removed by libuv's threads, several files at once: fs.rmSync unlinks one file after another,
      // each waiting on the file system's journal, and took 7.7-9.6 s of wall time (0.35 CPU-s)
      // for the 330-page benchmark's 2 645 files on the shared machine, against 0.6-1.2 s (0.2-0.25
      // CPU-s) this way. Interrupted, the signal handler removes it (temp-folders.ts); left behind
      // if removing fails, the next build's recovery removes it.
      trackTempFolder(old);
      try {
        await fs.promises.rm(old, { recursive: true, force: true, maxRetries: 2 });
      } catch {
        return;
      }
      untrackTempFolder(old);
    },
    discard() {
      try {
        fs.rmSync(dir, { recursive: true, force: true });
      } catch {
        // A staging folder that cannot be removed now is removed by the next build's recovery.
      }
      untrackTempFolder(dir);
    },
  };
}

/**
 * Cleans up after a build that was killed: staging folders are removed, and if the kill came
 * between the two renames of a commit, the previous output is put back.
 */
export function recoverOutput(outDir: string): void {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  if (!fs.statSync(parent, { throwIfNoEntry: false })?.isDirectory()) return;
  // A folder whose build process is still running belongs to a concurrent build: leave it.
  const leftovers = fs.readdirSync(parent).filter((name) => name.startsWith(`${base}.sfpdocs-`) && stagingRe.test(name) && !isAlive(Number(stagingRe.exec(name)![2])));
  for (const name of leftovers.sort()) {
    const full = path.join(parent, name);
    if (name.includes('.sfpdocs-old-') && !fs.existsSync(outDir)) fs.renameSync(full, outDir);
    else fs.rmSync(full, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
