// The site read and compiled: every locale's content listed, and every markdown file compiled
// once (a page a locale does not translate is the default locale's file, compiled for all of them).
import { closestMatch } from '../diagnostics/closest-match.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { BuildCache } from '../cache/build-cache.ts';
import type { ResolvedConfig } from '../model/site-model.ts';
import { localizeConfig } from '../config/localize-config.ts';
import { compileOrder } from '../content/compile-order.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';
import { discoverContent, type ContentListing } from '../content/discover-content.ts';
import { markdownOptions, type MarkdownOptions } from '../content/markdown-options.ts';
import { compileAll, type CompileInput } from '../workers/compile-all.ts';
import { compileImportedPartials, type SitePartials } from '../workers/compile-partials.ts';
import type { WorkerPool } from '../workers/worker-pool.ts';
import { UsageError } from '../usage-error.ts';

/** One locale of the site, its content listed, ready for its graph. */
export interface LocaleSource {
  config: ResolvedConfig;
  listing: ContentListing;
  /** Problems of its translation files. */
  diagnostics: Diagnostic[];
}

export interface AnalyzedSite {
  config: ResolvedConfig;
  locales: LocaleSource[];
  compiled: Map<string, CompiledPage>;
  /** The markdown files pages import as components, compiled with the pages (by site path). */
  partials: SitePartials;
  markdown: MarkdownOptions;
}

export interface AnalyzeSiteOptions {
  siteDir: string;
  config: ResolvedConfig;
  /** The locales to build (the CLI's --locale); default: every locale of the site. */
  locales?: string[];
  cache: BuildCache;
  pool: () => WorkerPool | null;
  onProgress?: (done: number, total: number) => void;
}

export async function analyzeSite({ siteDir, config, locales: only, cache, pool, onProgress }: AnalyzeSiteOptions): Promise<AnalyzedSite> {
  const locales: LocaleSource[] = [];
  // One locale after another: each may run the site's plugins, from the site folder.
  for (const id of selectLocales(config, only)) {
    const localized = await localizeConfig(siteDir, config, id);
    locales.push({ config: localized.config, listing: discoverContent(siteDir, localized.config), diagnostics: localized.diagnostics });
  }
  const markdown = markdownOptions(config, siteDir);
  // One way to compile the site's files, its pages and the partials they import alike.
  const compile = (files: CompileInput[], options: MarkdownOptions, progress?: typeof onProgress) => compileAll({ siteDir, files, markdown: options, plugins: config.markdown, cache, pool, onProgress: progress });
  const compiled = await compile(compileOrder(locales.map(({ listing }) => listing.files)), markdown, onProgress);
  const partials = await compileImportedPartials({ siteDir, pages: compiled, markdown, compile });
  return { config, locales, compiled: new Map(compiled.map((page) => [page.file, page])), partials, markdown };
}

/** The locales to build: `only` (the CLI's --locale) or every locale of the site, the default first. */
function selectLocales(config: ResolvedConfig, only: string[] | undefined): string[] {
  if (!only?.length) return config.locales.map((l) => l.id);
  const known = config.locales.map((l) => l.id);
  for (const id of only) {
    if (!known.includes(id)) {
      const near = closestMatch(id, known);
      throw new UsageError(`the site has no locale "${id}"`, near ? `did you mean --locale ${near}?` : `its locales are ${known.join(', ')} (i18n.locales in ${config.file ?? 'site.config.ts'})`);
    }
  }
  return known.filter((id) => only.includes(id));
}
