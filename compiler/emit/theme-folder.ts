// The site's theme folder (`src/theme/`, Docusaurus's swizzles): which component files it holds.
// Read by the theme (site-theme.ts) and by the site stylesheet, which brings Infima's navbar
// rules when the folder draws the navbar's frame.
import path from 'node:path';
import { walkFiles } from '../paths/walk-files.ts';

const componentFileRe = /\.(jsx?|tsx?)$/;

/** The theme folder's components: name (`DocItem/Footer`) → absolute file, the first of its index or named file. */
export function themeFolderComponents(siteDir: string): Map<string, string> {
  const root = path.join(siteDir, 'src', 'theme');
  const found = new Map<string, string>();
  walkFiles(root, (full, file) => {
    if (!componentFileRe.test(file) || file.endsWith('.d.ts') || /\.test\.|\.stories\./.test(file)) return;
    const name = path.relative(root, full).split(path.sep).join('/').replace(componentFileRe, '').replace(/\/index$/, '');
    if (!found.has(name)) found.set(name, full);
  });
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
