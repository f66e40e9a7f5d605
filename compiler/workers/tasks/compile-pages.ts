// Task: compile markdown files with the site's compile options. The text travels with the name,
// so it is the text the cache key hashed.
import { compileReactPage, reactPageRe } from '../../content/react-page.ts';
import { createMarkdownCompiler, type CompiledPage, type MarkdownCompiler, type MarkdownOptions } from '../../content/compile-markdown.ts';

export interface CompileItem {
  file: string;
  source: string;
}

let compiler: { options: string; compile: MarkdownCompiler } | undefined;

export async function run({ options, items }: { options: MarkdownOptions; items: CompileItem[] }, _context?: undefined): Promise<CompiledPage[]> {
  const key = JSON.stringify(options);
  if (compiler?.options !== key) compiler = { options: key, compile: await createMarkdownCompiler(options) };
  const pages: CompiledPage[] = [];
  // A site's React pages (src/pages/*.js …) are not markdown: react-page.ts checks their imports.
  for (const { file, source } of items) pages.push(reactPageRe.test(file) && options.siteDir ? await compileReactPage(file, source, options.siteDir, options.moduleAliases) : await compiler.compile(file, source));
  return pages;
}
