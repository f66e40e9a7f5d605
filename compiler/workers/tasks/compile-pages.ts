// Task: compile markdown files. The text travels with the name, so it is the text the cache key hashed.
import { createMarkdownCompiler, type CompiledPage, type MarkdownCompiler } from '../../content/compile-markdown.ts';

export interface CompileItem {
  file: string;
  source: string;
}

let compile: MarkdownCompiler | undefined;

export async function run(items: CompileItem[], _context?: undefined): Promise<CompiledPage[]> {
  compile ??= await createMarkdownCompiler();
  return items.map(({ file, source }) => compile!(file, source));
}
