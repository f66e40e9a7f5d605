// Task: compile markdown files with the site's compile options. The text travels with the name,
// so it is the text the cache key hashed. The site's own plugins are functions, which cannot
// travel to a worker: the build's thread passes them as the context (the config it loaded); a
// worker loads the config once itself.
import { compileReactPage, reactPageRe } from '../../content/react-page.ts';
import { siteBundler } from '../../emit/site-bundler.ts';
import { loadConfig } from '../../config/load-config.ts';
import { createMarkdownCompiler, type CompiledPage, type MarkdownCompiler, type MarkdownOptions } from '../../content/compile-markdown.ts';
import type { SitePluginLists } from '../../content/site-plugins.ts';

export interface CompileItem {
  file: string;
  source: string;
}

let compiler: { options: string; compile: MarkdownCompiler } | undefined;

export async function run({ options, items }: { options: MarkdownOptions; items: CompileItem[] }, context?: { plugins: SitePluginLists }): Promise<CompiledPage[]> {
  const key = JSON.stringify(options);
  if (compiler?.options !== key) {
    const plugins = options.sitePlugins && options.siteDir ? context?.plugins ?? (await loadConfig(options.siteDir)).markdown : undefined;
    compiler = { options: key, compile: await createMarkdownCompiler(options, plugins) };
  }
  const pages: CompiledPage[] = [];
  // A site's React pages (src/pages/*.js …) are not markdown: react-page.ts checks their imports.
  for (const { file, source } of items) {
    const { siteDir } = options;
    if (!reactPageRe.test(file) || !siteDir) {
      pages.push(await compiler.compile(file, source));
      continue;
    }
    // The bundler is loaded on the first React page: a site of markdown never needs it here.
    pages.push(await compileReactPage(file, source, siteBundler(siteDir, { moduleAliases: options.moduleAliases ?? {}, staticDirs: options.staticDirs, sass: options.sass ?? null }).probe));
  }
  return pages;
}
