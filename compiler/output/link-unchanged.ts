// A file of the new output that is byte for byte the file at the same path in the previous output
// is hard-linked to it instead of written. On a warm build almost every file is unchanged, and on
// this 2-core machine creating the 330-page benchmark's 2 645 files cost 1.6-2.0 CPU-s of system
// time (writing them, then removing the previous output), against 0.35-0.39 CPU-s to read, compare
// and link them (docs/performance.md). A link keeps the file's modification time, so a host synced
// by date uploads only what changed.
//
// The previous output is never modified: a linked path is never written in place (the writer
// removes the link first, atomic-output.ts), and a build whose plugins' postBuild may rewrite its
// files writes every file anew (build.ts). The staging folder is removed, link by link, when the
// build fails; the previous output keeps its files.
import fs from 'node:fs';
import path from 'node:path';
import { outputMarkerFile } from './claim-out-dir.ts';

/** Links `file` (relative) into the new output when the previous one holds exactly `bytes`; false: write it. */
export type LinkUnchanged = (file: string, target: string, bytes: Uint8Array) => boolean;

/**
 * A linker from `previousDir`, or null where it holds no build of sfpdocs (no marker: a folder
 * --empty-out-dir replaces, or none yet). `stagingDir` holds the marker just written: a file
 * written now gets its owner and permissions, and a previous file with others is written anew.
 */
export function linkUnchangedFrom(previousDir: string, stagingDir: string): LinkUnchanged | null {
  const marker = fs.statSync(path.join(stagingDir, outputMarkerFile), { throwIfNoEntry: false });
  if (!marker || !fs.statSync(path.join(previousDir, outputMarkerFile), { throwIfNoEntry: false })?.isFile()) return null;
  // One buffer for reading previous files, grown to the largest: a buffer per file raised the
  // build's peak memory.
  let previous = Buffer.alloc(0);
  return (file, target, bytes) => {
    let fd: number;
    try {
      fd = fs.openSync(path.join(previousDir, file), 'r');
    } catch {
      return false;
    }
    try {
      const stat = fs.fstatSync(fd);
      if (!stat.isFile() || stat.size !== bytes.byteLength || stat.mode !== marker.mode || stat.uid !== marker.uid) return false;
      if (previous.length < stat.size) previous = Buffer.allocUnsafe(Math.max(stat.size, previous.length * 2));
      if (fs.readSync(fd, previous, 0, stat.size, 0) !== stat.size || !previous.subarray(0, stat.size).equals(bytes)) return false;
      fs.linkSync(path.join(previousDir, file), target);
      return true;
    } catch {
      // A file system without hard links, or a file that went away meanwhile: it is written.
      return false;
    } finally {
      fs.closeSync(fd);
    }
  };
}
