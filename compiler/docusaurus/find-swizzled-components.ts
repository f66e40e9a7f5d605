// Theme components a site overrides in `src/theme/` ("swizzled"): Docusaurus lets any file there
// replace or add the theme component at the same path (`src/theme/DocItem/Footer/index.tsx` is
// `@theme/DocItem/Footer`). sfpdocs renders its own theme, so each is reported once.
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

const componentFileRe = /\.(jsx?|tsx?)$/;

export function findSwizzledComponents(siteDir: string): { components: string[]; diagnostics: Diagnostic[] } {
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
        const relative = path.relative(root, full).split(path.sep).join('/');
        const component = relative.replace(componentFileRe, '').replace(/\/index$/, '');
        if (!found.has(component)) found.set(component, `src/theme/${relative}`);
      }
    }
  };
  walk(root);
  const components = [...found.keys()].sort();
  const diagnostics = components.map(
    (component): Diagnostic => ({
      file: found.get(component)!,
      line: 1,
      column: 1,
      message: `swizzled theme component \`${component}\` is ignored: sfpdocs renders pages with its own theme`,
      hint: `what it changes in Docusaurus's theme is left out, but an MDX page importing \`@theme/${component}\` still gets this file when sfpdocs has no component of that name; remove it from src/theme/ once the sfpdocs theme covers it`,
      ruleId: 'config',
      severity: 'warning',
    }),
  );
  return { components, diagnostics };
}
