// The markdown files that MDX pages import as components (`import Usage from './usage.md'`),
// compiled in the compile phase like the pages: from the cache when unchanged, else across the
// worker pool. Bundling asks for them one file at a time, on the main thread, twice (the browser's
// and the server's bundle); a site that imports thousands of them (Ionic's docs: 4 265 usage
// examples full of code blocks) spent most of its build there. One the compile phase could not
// follow (an import through a package or an alias; writers' mode) compiles when bundling asks,
// through the same compileAll, on this thread.
import path from 'node:path';
import type { CompiledPage, MarkdownOptions } from '../content/compile-markdown.ts';
import type { CompileInput } from './compile-all.ts';
import { partialPath } from '../content/mdx-page.ts';
import { isFile } from '../paths/is-file.ts';
import { isInside } from '../paths/is-inside.ts';

/** How a page's module imports a markdown file: `import X from "./a.md"` as MDX writes it out. */
const markdownImportRe = /\bfrom\s*(["'])([^"'\n]+\.mdx?)\1/g;
/** Partials that import partials: followed this many levels deep; deeper ones compile when bundled. */
const maxDepth = 4;

/** The options a partial compiles with: MDX whatever the site's format, as bundling compiles them. */
function partialOptions(markdown: MarkdownOptions, siteDir: string): MarkdownOptions {
  return { ...markdown, siteDir: path.resolve(siteDir), format: 'mdx' };
}

export interface CompilePartialsOptions {
  siteDir: string;
  /** The compiled pages (and, level by level, partials) whose imports are followed; none: every partial compiles on asking (writers' mode). */
  pages: Iterable<CompiledPage>;
  markdown: MarkdownOptions;
  /** How the build compiles files (compileAll with its cache, pool and the site's plugins), with these options. */
  compile: (files: CompileInput[], markdown: MarkdownOptions) => Promise<CompiledPage[]>;
}

/** The partials bundling asks for, by site path: compiled beforehand, else compiled on asking. */
export interface SitePartials {
  compile: (file: string) => Promise<CompiledPage>;
  /** A text given for a file (a plugin route's truncated post), compiled as a partial is. */
  compileText: (file: string, source: string) => Promise<CompiledPage>;
}

/**
 * Every markdown file the pages import by a path sfpdocs resolves alone (relative, or `@site/`),
 * compiled, by site path. Imports through packages or aliases are left to bundling: what it asks
 * for and finds here missing compiles then, alone.
 */
export async function compileImportedPartials({ siteDir, pages, markdown, compile }: CompilePartialsOptions): Promise<SitePartials> {
  siteDir = path.resolve(siteDir);
  const options = partialOptions(markdown, siteDir);
  const compiled = new Map<string, CompiledPage>();
  let importers = [...pages];
  for (let depth = 0; depth < maxDepth && importers.length; depth++) {
    const files = new Set<string>();
    for (const page of importers) for (const file of importedMarkdown(siteDir, page)) if (!compiled.has(file)) files.add(file);
    if (!files.size) break;
    const results = await compile([...files], options);
    for (const result of results) compiled.set(result.file, result);
    importers = results;
  }
  return {
    compile: async (file) => compiled.get(file) ?? (await compile([file], options))[0]!,
    compileText: async (file, source) => (await compile([{ file, source }], options))[0]!,
  };
}

/** The site paths of the existing markdown files a compiled page imports by relative or `@site/` paths. */
function importedMarkdown(siteDir: string, page: CompiledPage): string[] {
  if (!page.component) return [];
  const found: string[] = [];
  for (const [, , specifier] of page.component.matchAll(markdownImportRe)) {
    const target = partialPath(specifier!, page.file);
    if (!target) continue;
    const absolute = path.resolve(siteDir, target);
    if (!isInside(siteDir, absolute, { links: true }) || !isFile(absolute)) continue;
    found.push(path.relative(siteDir, absolute).split(path.sep).join('/'));
  }
  return found;
}
