// The order the markdown files of every locale are compiled in. The compile workers take the
// files in batches in this order, so with a page's translations right after it, a page and its
// translations (which share their code blocks, copied as they are) are mostly compiled by the
// same worker, which highlights each block once (create-highlighter.ts rememberBlocks).
import type { SourceFile } from './discover-content.ts';

/** The markdown files of the locales' listings, each once, in the first listing's order, a page's translations right after it. */
export function compileOrder(listings: SourceFile[][]): string[] {
  const byPage = new Map<string, Set<string>>();
  for (const files of listings) {
    for (const f of files) {
      if (f.kind !== 'doc' && f.kind !== 'blog' && f.kind !== 'page') continue;
      // A translation goes with the default locale's file it stands in for.
      const page = f.original ?? f.file;
      let group = byPage.get(page);
      if (!group) byPage.set(page, (group = new Set()));
      group.add(f.file);
    }
  }
  return [...byPage.values()].flatMap((group) => [...group]);
}
