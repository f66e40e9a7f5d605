// The output folder is sfpdocs' alone: a build replaces it whole and `clear` removes it, so
// before either touches it, this decides whether it may. It may when sfpdocs made the folder
// (the marker every build writes into its output, or an older sfpdocs output recognised by its
// route table), when the folder is empty or absent, or when the user said so (--empty-out-dir).
// Never, whatever the user says: a file, the site folder or a folder holding it, a folder holding
// or inside the site's sources, a folder holding .git. A mistyped --out-dir must not cost a
// repository (issue 28).
import fs from 'node:fs';
import path from 'node:path';
import { isInside } from '../paths/is-inside.ts';

/** Written into every output folder; its presence says the folder is a build's. */
export const outputMarkerFile = '.sfpdocs-output';
export const outputMarkerText = 'This folder is the output of `sfpdocs build`: every build replaces it whole and `sfpdocs clear` removes it.\nDo not keep anything else here.\n';

/** An output of sfpdocs before the marker existed: its route table, under its hashed name. */
const routeTableRe = /^routes\.[0-9a-f]{10}\.json$/;
/** Entries of a folder named in a refusal; the rest are counted. */
const namedEntries = 3;

export interface ClaimOutDirOptions {
  outDir: string;
  siteDir: string;
  /** The site's sources, absolute: content and static folders, the config file. */
  sources?: string[];
  /** --empty-out-dir: replace a folder that holds other things. */
  emptyOutDir?: boolean;
  /** What the caller would do to the folder, for the message. */
  action: 'replace' | 'remove';
}

export type OutDirClaim = { ok: true; exists: boolean } | { ok: false; message: string; hint: string };

export function claimOutDir({ outDir, siteDir, sources = [], emptyOutDir = false, action }: ClaimOutDirOptions): OutDirClaim {
  const shown = shownPath(outDir);
  const refuse = (reason: string, hint: string): OutDirClaim => ({ ok: false, message: `refusing to ${action} ${shown}: ${reason}`, hint });
  const never = (what: string) => (action === 'replace' ? `name a folder of its own with --out-dir, e.g. --out-dir ${shownPath(path.join(siteDir, 'build'))}; --empty-out-dir never applies to ${what}` : `sfpdocs never removes ${what}`);
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(outDir, { throwIfNoEntry: false });
  } catch {
    // ENOTDIR: a file stands where a folder on the way should be.
    return refuse('a file is in the way: a folder on its path is a file', 'name a folder for the output with --out-dir');
  }
  if (stat && !stat.isDirectory()) return refuse('it is a file, not a folder', action === 'replace' ? 'name a folder for the output with --out-dir' : 'remove it yourself if it should go');
  const real = (file: string) => (fs.existsSync(file) ? fs.realpathSync(file) : path.resolve(file));
  const out = real(outDir);
  const site = real(siteDir);
  if (out === site) return refuse('it is the site folder, which holds the sources and the config', never('the site folder'));
  if (isInside(out, site)) return refuse(`it holds the site folder ${shownPath(siteDir)}`, never('a folder holding the site'));
  for (const source of sources.map(real)) {
    if (source === site) continue;
    const name = shownPath(source);
    if (out === source) return refuse(`it is the site's source folder ${name}`, never("the site's sources"));
    if (isInside(out, source)) return refuse(`it holds the site's source ${name}`, never("the site's sources"));
    if (isInside(source, out)) return refuse(`it is inside the site's source folder ${name}, where the next build would read it back as sources`, never("the site's sources"));
  }
  if (!stat) return { ok: true, exists: false };
  const entries = fs.readdirSync(outDir);
  if (entries.includes('.git')) return refuse('it holds .git, a git repository', never('a folder holding .git'));
  if (!entries.length || entries.includes(outputMarkerFile) || isEarlierOutput(outDir) || emptyOutDir) return { ok: true, exists: true };
  const listed = entries.sort().slice(0, namedEntries).map((name) => (fs.statSync(path.join(outDir, name), { throwIfNoEntry: false })?.isDirectory() ? `${name}/` : name));
  const more = entries.length > namedEntries ? ` and ${entries.length - namedEntries} more` : '';
  return refuse(
    `it holds ${listed.join(', ')}${more}, which sfpdocs did not write (it ${action}s only a folder it made)`,
    action === 'replace' ? 'name a new or empty folder with --out-dir, or add --empty-out-dir to delete what it holds' : 'remove it yourself if it should go',
  );
}

/**
 * An output written before builds left the marker: `404.html` beside a route table of the shape
 * sfpdocs writes. Recognised so that a site's existing `build/` is replaced as before, once; the
 * build that replaces it leaves the marker.
 */
function isEarlierOutput(dir: string): boolean {
  try {
    if (!fs.statSync(path.join(dir, '404.html')).isFile()) return false;
    const table = fs.readdirSync(path.join(dir, 'assets')).find((name) => routeTableRe.test(name));
    if (!table) return false;
    const parsed = JSON.parse(fs.readFileSync(path.join(dir, 'assets', table), 'utf8')) as Record<string, unknown>;
    return isObject(parsed) && isObject(parsed.config) && isObject(parsed.routes) && isObject(parsed.sidebars) && typeof parsed.css === 'string';
  } catch {
    return false;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A folder as the user would type it: relative to the working folder. */
function shownPath(dir: string): string {
  return path.relative(process.cwd(), dir) || '.';
}
