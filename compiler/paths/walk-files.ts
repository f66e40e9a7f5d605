// Every file below a folder, depth first, each folder's entries in name order: a stable order for
// hashing a tree (cache-keys.ts) and for the first-found rule of the theme folder (theme-folder.ts).
// A folder that cannot be read (absent, or no permission) holds nothing.
import fs from 'node:fs';
import path from 'node:path';

export function walkFiles(dir: string, visit: (file: string, name: string) => void): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walkFiles(full, visit);
    else visit(full, entry.name);
  }
}
