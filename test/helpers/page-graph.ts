// In-memory page graphs for unit tests of the graph passes: no files, no compiler, only the
// compiled pages a pass reads.
import { resolveSite, type ResolvedConfig } from '../../compiler/model/site-model.ts';
import { validateConfig } from '../../compiler/config/validate-config.ts';
import type { CompiledPage } from '../../compiler/content/compile-markdown.ts';
import type { SourceFile } from '../../compiler/content/discover-content.ts';
import { emptyGraph, type PageGraph } from '../../compiler/graph/page-graph.ts';
import type { SiteConfig } from '../../shared/config-schema.ts';

/** A resolved config: the schema's defaults under `config`. */
export function configOf(config: SiteConfig = {}): ResolvedConfig {
  const { value, diagnostics } = validateConfig(config, { file: 'site.config.ts', source: '' });
  if (diagnostics.length) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return resolveSite(value, { file: null, source: '' });
}

/** A compiled page as the markdown compiler would give it, with only what a test names. */
export function compiledPage(file: string, page: Partial<CompiledPage> = {}): CompiledPage {
  return { file, frontMatter: {}, title: null, html: '', previewHtml: null, headings: [], links: [], anchors: [], text: '', sections: [], markdown: '', diagnostics: [], ...page };
}

/** The source listing entry of a file under content/ (a doc of the version named by its folder). */
function sourceOf(file: string, versionIds: Set<string>): SourceFile {
  const [, top, ...rest] = file.split('/');
  if (top === 'blog') return { file, kind: file.endsWith('.md') ? 'blog' : 'asset' };
  if (top === 'pages') return { file, kind: 'page' };
  if (!versionIds.has(top!)) throw new Error(`${file} is in no version`);
  const inner = rest.join('/');
  return { file, kind: file.endsWith('.md') ? 'doc' : inner.endsWith('_category_.json') ? 'category' : 'asset', version: top, inner };
}

/**
 * A graph with these compiled pages listed (paths under content/) and no pass run yet. The
 * site folder does not exist, so there are no static files.
 */
export function graphOf(pages: CompiledPage[], config: SiteConfig = { versions: [{ id: '2.5', label: 'Docs 2.5', path: '/docs/', current: true }] }): PageGraph {
  const resolved = configOf(config);
  const ids = new Set(resolved.versions.map((v) => v.id));
  const files = pages.map((page) => sourceOf(page.file, ids));
  return emptyGraph('/nonexistent-sfpdocs-site', resolved, { files, versions: resolved.versions, folderPositions: new Map(), staticFiles: new Map() });
}

/** Three pages in two versions (1.0 current, with a guide page; 2.0), for the passes that resolve config items to docs. */
export function twoVersions(): { pages: CompiledPage[]; versions: Array<{ id: string; label: string; path: string; current?: boolean }> } {
  return {
    pages: [
      compiledPage('content/1.0/intro.md', { title: 'Intro' }),
      compiledPage('content/1.0/guide/setup.md', { title: 'Setup', frontMatter: { sidebar_label: 'Set up' } }),
      compiledPage('content/2.0/intro.md', { title: 'Intro 2' }),
    ],
    versions: [
      { id: '1.0', label: 'One', path: '/docs/1.0/', current: true },
      { id: '2.0', label: 'Two', path: '/docs/2.0/' },
    ],
  };
}
