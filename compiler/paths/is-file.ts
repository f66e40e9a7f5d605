import fs from 'node:fs';

/** Whether a path names a regular file (symlinks followed); false when it is missing or unreadable. */
export function isFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}
