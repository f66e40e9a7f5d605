// How diagnostics and the site's own files name a path: relative to the site folder.
import path from 'node:path';

/** A path relative to the site folder with forward slashes (`../docs` when outside it). */
export function toSitePath(siteDir: string, file: string): string {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  return relative || '.';
}
