// The site's theme folder (`src/theme/`, Docusaurus's swizzles): which component files it holds.
// Read by the theme (site-theme.ts) and by the site stylesheet, which brings Infima's navbar
// rules when the folder draws the navbar's frame.
import fs from 'node:fs';
import path from 'node:path';

const componentFileRe = /\.(jsx?|tsx?)$/;

/** The theme folder's components: name (`DocItem/Footer`) → absolute file, the first of its index or named file. */
export function themeFolderComponents(siteDir: string): Map<string, string> {
  const root = path.join(siteDir, 'src', 'theme');
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (componentFileRe.test(entry.name) && !entry.name.endsWith('.d.ts') && !/\.test\.|\.stories\./.test(entry.name)) {
        const name = path.relative(root, full).split(path.sep).join('/').replace(componentFileRe, '').replace(/\/index$/, '');
        if (!found.has(name)) found.set(name, full);
      }
    }
  };
  walk(root);
  return found;
}

/**
 * Whether the theme folder draws the navbar's frame (a swizzled `Navbar` or `Navbar/Layout`, in
 * Docusaurus's markup), read before its swizzles are tried so its stylesheet is made alongside;
 * Infima's navbar rules leave sfpdocs' own navbar alone should they fail (infima-navbar.ts).
 */
export function drawsOwnNavbar(siteDir: string): boolean {
  const folder = themeFolderComponents(siteDir);
  return folder.has('Navbar') || folder.has('Navbar/Layout');
}
