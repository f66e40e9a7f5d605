// Where a version's pages live, for the content listing and the compile options alike.
import type { ResolvedVersion } from '../model/site-model.ts';

/** A version's folder, relative to the site: its `dir`, else `content/<id>`. */
export function versionDir(version: Pick<ResolvedVersion, 'id' | 'dir'>): string {
  return version.dir || `content/${version.id}`;
}
