// `sfpdocs clear`: removes what a build can always make again, the caches and the output folder.
// The output folder is removed only when sfpdocs made it (claim-out-dir.ts), so a mistyped
// --out-dir cannot delete anything else.
import fs from 'node:fs';
import path from 'node:path';
import { bundleCacheDir, defaultCacheDir } from './cache/build-cache.ts';
import { generatedFilesDir } from './paths/generated-files-dir.ts';
import { recoverOutput } from './output/atomic-output.ts';
import { claimOutDir } from './output/claim-out-dir.ts';

export interface ClearOptions {
  siteDir: string;
  /** The output folder; default: `siteDir/build`. */
  outDir?: string;
}

export interface ClearResult {
  /** Folders removed, with the bytes they held. */
  removed: Array<{ dir: string; bytes: number }>;
  /** Why the output folder was left in place: sfpdocs did not make it. */
  refused: { message: string; hint: string } | null;
}

export function clear(options: ClearOptions): ClearResult {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build'));
  const result: ClearResult = { removed: [], refused: null };
  const remove = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    const bytes = folderBytes(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    result.removed.push({ dir, bytes });
  };
  // The page cache (`…/.cache/sfpdocs/pages` or `.cache/sfpdocs`), and the runtime and service
  // worker bundles of the sfpdocs package (beside it in this repository, inside the package where
  // a site installs sfpdocs).
  const siteCache = defaultCacheDir(siteDir);
  remove(path.basename(siteCache) === 'pages' ? path.dirname(siteCache) : siteCache);
  // What a Docusaurus site's plugins wrote (inside the page cache's folder when the site has node_modules).
  const generated = generatedFilesDir(siteDir);
  if (!result.removed.some((r) => generated.startsWith(r.dir + path.sep))) remove(generated);
  const packageCache = path.dirname(bundleCacheDir());
  if (!result.removed.some((r) => r.dir === packageCache)) remove(packageCache);
  // Staging folders of builds that were killed go first (one may be put back as the output).
  recoverOutput(outDir);
  const claim = claimOutDir({ outDir, siteDir, sources: [path.join(siteDir, 'content')], action: 'remove' });
  if (!claim.ok) result.refused = { message: claim.message, hint: claim.hint };
  // An empty folder is no output: left as it is, and nothing to say.
  else if (claim.exists && fs.readdirSync(outDir).length) remove(outDir);
  return result;
}

function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false })?.size ?? 0;
  }
  return bytes;
}
