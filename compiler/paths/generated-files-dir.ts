// Where a Docusaurus site's plugins write with createData: sfpdocs' own folder beside its cache
// (cache/build-cache.ts defaultCacheDir), never Docusaurus's `.docusaurus`. Read by the plugin
// runner (docusaurus/run-plugins.ts) and by `sfpdocs clear`, which removes it.
import fs from 'node:fs';
import path from 'node:path';

export function generatedFilesDir(siteDir: string): string {
  const modules = path.join(siteDir, 'node_modules');
  return fs.existsSync(modules) ? path.join(modules, '.cache', 'sfpdocs', 'generated') : path.join(siteDir, '.cache', 'sfpdocs-generated');
}
