// The temporary folders a build or a server has open (the staging folder of the output, the
// server modules of component pages), so that stopping it with Ctrl-C removes them at once: an
// interrupted build leaves nothing of its own behind and the previous output as it was.
import fs from 'node:fs';

const open = new Set<string>();

export function trackTempFolder(dir: string): void {
  open.add(dir);
}

export function untrackTempFolder(dir: string): void {
  open.delete(dir);
}

/** Removes every temporary folder still open; returns them. Synchronous: a signal handler calls it before exiting. */
export function removeTempFolders(): string[] {
  const removed = [...open];
  for (const dir of removed) fs.rmSync(dir, { recursive: true, force: true });
  open.clear();
  return removed;
}
