// The one test of "is this path inside that folder", behind every read of a site's files (the
// site folder, its static folders) and every write of the output (the output folder, a route's
// file): a markdown image, a slug or a redirect that climbs out with `..` fails here, and so
// does a symbolic link inside the site that points out of it.
import fs from 'node:fs';
import path from 'node:path';

export interface InsideOptions {
  /**
   * Also follow symbolic links: a target that exists must lie inside the folder once both are
   * resolved to their real paths. For reads, where a link could lead anywhere on the machine.
   */
  links?: boolean;
}

/** Whether `target` is `folder` itself or lies below it (paths resolved from the working folder). */
export function isInside(folder: string, target: string, options: InsideOptions = {}): boolean {
  if (!below(path.resolve(folder), path.resolve(target))) return false;
  if (!options.links) return true;
  const realTarget = realPath(target);
  return realTarget === null || below(realPath(folder) ?? path.resolve(folder), realTarget);
}

function below(folder: string, target: string): boolean {
  const relative = path.relative(folder, target);
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative));
}

function realPath(file: string): string | null {
  try {
    return fs.realpathSync(file);
  } catch {
    return null;
  }
}

/** Stands for the output folder when a route is checked before any output exists. */
const outputRoot = path.resolve('/', 'sfpdocs-output');

/**
 * Whether a route's files stay inside the output folder: `/../x` or `/a/../../x` would write
 * beside it. (A browser resolves `..` in an address itself, so such a route is never a page's.)
 */
export function isRouteInside(route: string): boolean {
  return isInside(outputRoot, path.join(outputRoot, route));
}
