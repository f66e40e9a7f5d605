// Whether a folder is a site sfpdocs can build: it exists and holds a config (site.config.* or a
// Docusaurus site's docusaurus.config.*) or a content/ folder. Checked before anything is read or
// written, so a mistyped folder is a usage error that names it instead of an empty site built
// into a folder the build would have created.
import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from '../usage-error.ts';
import { siteConfigFileNames } from './load-config.ts';

/** Throws a UsageError naming the folder and what it lacks; `shown` is the folder as the user wrote it. */
export function assertSiteFolder(siteDir: string, shown = siteDir): void {
  const dir = path.resolve(siteDir);
  const stat = fs.statSync(dir, { throwIfNoEntry: false });
  const init = `sfpdocs init${shown === '.' ? '' : ` ${shown}`}`;
  const there = shown === '.' ? 'here' : 'there';
  if (!stat) throw new UsageError(`the site folder ${shown} does not exist`, `run \`${init}\` to start a site ${there}, or name the folder that holds your site`);
  if (!stat.isDirectory()) throw new UsageError(`the site folder ${shown} is a file, not a folder`, 'name the folder that holds site.config.ts or docusaurus.config.js');
  const holds = (name: string) => fs.existsSync(path.join(dir, name));
  if (siteConfigFileNames.some(holds)) return;
  if (fs.statSync(path.join(dir, 'content'), { throwIfNoEntry: false })?.isDirectory()) return;
  throw new UsageError(
    `the site folder ${shown} holds no site: no site.config.ts, no docusaurus.config.js and no content/ folder`,
    `run \`${init}\` to start a site ${there}, or run sfpdocs in the folder that holds your site`,
  );
}
