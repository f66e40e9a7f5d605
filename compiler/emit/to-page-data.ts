import type { DefinitionRef, PageData } from '../../shared/contract.ts';
import type { DefinedIn } from '../content/parse-front-matter.ts';
import { routeKey, type Page, type PageGraph } from '../graph/page-graph.ts';
import { applyHrefs } from '../content/apply-hrefs.ts';
import type { PageAssets } from './page-assets.ts';
import { admonitionTypes } from '../../shared/admonition-types.ts';
import { escapeHtml } from './escape-html.ts';

/** The chunk payload of one page: its own data only, never site-wide lists. */
export function toPageData(graph: PageGraph, page: Page, assets: PageAssets): PageData {
  const compiled = page.compiled;
  const html = compiled ? localizeAdmonitions(applyHrefs(compiled.html, page.hrefs), graph.config.messages) : '';
  const blog = page.blog && {
    ...page.blog,
    posts: page.blog.posts?.map((p) => ({ ...p, previewHtml: p.previewHtml && applyHrefs(p.previewHtml, graph.pages.get(routeKey(p.href))?.hrefs ?? []) })),
  };
  const fm = compiled?.frontMatter ?? {};
  // Front matter `custom_edit_url` replaces the edit link; null hides it.
  // A translation is edited where its original is (Docusaurus's default, editLocalizedFiles: false).
  const source = page.original ?? page.file;
  const editUrl = fm.custom_edit_url !== undefined ? fm.custom_edit_url : graph.config.editUrl && source ? graph.config.editUrl.replace(/\/?$/, '/') + source : null;
  const tocMin = fm.toc_min_heading_level ?? 2;
  const tocMax = fm.toc_max_heading_level ?? Math.max(3, tocMin);
  const updated = fm.last_update?.date ? Date.parse(fm.last_update.date) : NaN;
  const css = assets.stylesheets.get(page) ?? [];
  return {
    route: page.route,
    kind: page.kind,
    title: page.title,
    description: page.description,
    html,
    toc: compiled && !fm.hide_table_of_contents ? compiled.headings.filter((h) => h.depth >= tocMin && h.depth <= tocMax).map((h) => ({ depth: h.depth, id: h.id, text: h.text })) : [],
    version: page.version,
    ...(page.sidebar !== undefined ? { sidebar: page.sidebar } : {}),
    breadcrumbs: page.breadcrumbs,
    prev: page.prev,
    next: page.next,
    lastUpdated: Number.isNaN(updated) ? page.lastUpdated : updated,
    editUrl,
    otherVersions: page.otherVersions,
    ...(blog ? { blog } : {}),
    ...(page.apis ? { apis: page.apis } : {}),
    ...(page.hero ? { hero: page.hero } : {}),
    ...(page.index ? { index: page.index } : {}),
    ...(fm.hide_title ? { hideTitle: true as const } : {}),
    ...(page.compiled?.head?.title ? { documentTitle: page.compiled.head.title } : {}),
    ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
    ...(fm.image ? { image: fm.image } : {}),
    ...(page.unlisted ? { unlisted: true as const } : {}),
    ...(page.draft ? { draft: true as const } : {}),
    ...(fm.last_update?.author ? { lastUpdatedBy: fm.last_update.author } : {}),
    ...(fm.defined_in?.length ? { definedIn: fm.defined_in.map((d) => definitionRef(graph, d)) } : {}),
    ...(compiled?.component ? { component: assets.components.get(page) } : {}),
    ...(css.length ? { css } : {}),
    ...(page.untranslated ? { untranslated: true as const } : {}),
  };
}

const admonitionTitleRe = /(<aside class="admonition admonition-\w+"><p class="admonition-title">)([A-Z][a-z]+)(<\/p>)/g;

/**
 * Admonitions' default titles in the locale's words (`theme.admonition.note` …). Pages compile
 * once for every locale, so the English title they were given is replaced here.
 */
function localizeAdmonitions(html: string, messages: Record<string, string>): string {
  if (!Object.keys(messages).some((id) => id.startsWith('theme.admonition.'))) return html;
  return html.replace(admonitionTitleRe, (whole, open: string, title: string, close: string) => {
    const type = title.toLowerCase();
    const translated = admonitionTypes[type]?.title === title ? messages[`theme.admonition.${type}`] : undefined;
    return translated ? open + escapeHtml(translated) + close : whole;
  });
}

/** A `defined_in` entry with its source's label and a link to the file. */
function definitionRef(graph: PageGraph, entry: DefinedIn): DefinitionRef {
  const source = graph.config.apiDefinitions.sources[entry.source];
  return { interface: entry.interface, file: entry.file, source: source?.label ?? entry.source, url: source?.url ? source.url.replace('{file}', entry.file) : '' };
}
