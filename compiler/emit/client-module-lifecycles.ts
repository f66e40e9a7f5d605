// Whether a client module of a Docusaurus site has route lifecycles (`onRouteUpdate`,
// `onRouteDidUpdate`): only then does the site's theme module carry the code that calls them
// (runtime/docusaurus/client-lifecycles.ts), so other sites ship none of it.
import fs from 'node:fs';

/** True when the module's text names a lifecycle, or cannot be read here (a package's module: its exports are not known). */
export function namesRouteLifecycle(file: string): boolean {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return true;
  }
  return /\bonRoute(Did)?Update\b/.test(text);
}
