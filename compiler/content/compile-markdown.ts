// Markdown source → article HTML plus everything the page graph needs (headings, links, text).
// The result depends only on the file's own text and the compile options, so it can run in a
// worker and be cached.
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import type { Root, RootContent } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import type { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { VFile } from 'vfile';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { toString } from 'mdast-util-to-string';
import { unified } from 'unified';
import { SKIP, walkTree } from './walk-tree.ts';
import { isInside } from '../paths/is-inside.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { checkShippedHtml, type ShippedHtml } from './check-browser-parse.ts';
import { applyMagicComments } from './code-meta.ts';
import { createHighlighter } from './create-highlighter.ts';
import { resolveMarkdownOptions, type MarkdownOptions } from './markdown-options.ts';
import { noSitePlugins, SitePluginError, wrapSitePlugins, type SitePluginLists } from './site-plugins.ts';
import { expandMdxCodeBlocks } from './expand-mdx-code-blocks.ts';
import { parseFrontMatter, type FrontMatter } from './parse-front-matter.ts';
import { createMarkdownHandlers } from './plugins/markdown-handlers.ts';
import { legacyTitleSource, remarkAdmonitions } from './plugins/remark-admonitions.ts';
import { remarkCollectLinks, type LinkInfo } from './plugins/remark-collect-links.ts';
import { remarkFootnoteCheck } from './plugins/remark-footnote-check.ts';
import { remarkGfmLinkLiteralsWhereNeeded } from './plugins/remark-gfm-link-literals.ts';
import { remarkHeadingIds, type HeadingInfo } from './plugins/remark-heading-ids.ts';
import { rehypeCodeAsHtml } from './plugins/rehype-code-as-html.ts';
import { rehypeRawHtml, type PageHeadTags } from './plugins/rehype-raw-html.ts';
import { checkMdxModule } from './check-mdx-module.ts';
import { checkIntrinsicElements } from './mdx-intrinsic-elements.ts';
import { disarmMdx } from './mdx-off.ts';
import { dropMdxComments, inlinePartials, jsxElementHandlers, mdxComments, mdxSyntaxDiagnostic, needsComponent, unravelJsxParagraphs } from './mdx-page.ts';
import { maxNestingDepth, measureNesting, type NestingPlace } from './nesting-depth.ts';

export type { MarkdownOptions } from './markdown-options.ts';

export interface CompiledPage {
  /** Path relative to the site dir, posix separators. */
  file: string;
  frontMatter: FrontMatter;
  /** The line of each front matter key, for checks that run on the graph. */
  frontMatterLines?: Record<string, number>;
  /** Title from front matter, else from a leading `# h1` (which is then removed). */
  title: string | null;
  html: string;
  /** HTML above `<!-- truncate -->`, for blog lists; null when there is no marker. */
  previewHtml: string | null;
  headings: HeadingInfo[];
  links: LinkInfo[];
  /** Ids of the page's raw HTML elements (`<a id>`, `<a name>`), link targets besides the headings. */
  anchors: string[];
  /** Plain text of the page, for search and reading time. */
  text: string;
  /** Where each h2/h3 section's text lies in `text`, for section-level search. */
  sections: TextSection[];
  /** Markdown body without front matter, for the llms.txt twin. */
  markdown: string;
  diagnostics: Diagnostic[];
  /**
   * An MDX page that needs React (imports, expressions, components): its ES module, whose default
   * export renders the article; `html` is then empty. Internal links are `"sfp:N"` strings in it.
   */
  component?: string;
  /** Other files the page's output depends on (partials it includes), relative to the site folder. */
  dependencies?: string[];
  /** The page's own <head> block (Docusaurus MDX): its <title> and description. */
  head?: PageHeadTags;
  /** A React page (react-page.ts): built, or left out because an import cannot be provided. */
  react?: 'page' | 'skipped';
}

/**
 * A part of the page text under one heading (h1-h3; deeper headings stay in their section), as
 * offsets into CompiledPage.text so the text is not held twice. The first part is the text before
 * the first heading, with id and heading ''. The heading's own words are not in [start, end).
 */
export interface TextSection {
  id: string;
  heading: string;
  depth: number;
  start: number;
  end: number;
}

const truncateRe = /^<!--\s*truncate\s*-->$/;
// The same marker in an MDX page: `{/* truncate *\/}`.
const mdxTruncateRe = /^\s*\/\*\s*truncate\s*\*\/\s*$/;
/** A heading line ending in `{#id}`. */
const headingIdRe = /^( {0,3}#{1,6}[ \t].*?)[ \t]*\{#([A-Za-z0-9_][\w.:-]*)\}[ \t]*$/gm;
/** A source without this has no raw HTML. */
const mayHoldHtmlRe = /<[A-Za-z!/?]/;
const truncateMarker = '<sfp-truncate></sfp-truncate>';

/** Compiles one page. Pages may be compiled one after another or at once. */
export type MarkdownCompiler = (file: string, source: string) => Promise<CompiledPage>;

/** `plugins`: the site's own plugin lists (the config's `markdown`), when `options.sitePlugins` says it has some. */
export async function createMarkdownCompiler(options: MarkdownOptions = {}, plugins?: SitePluginLists): Promise<MarkdownCompiler> {
  const resolved = resolveMarkdownOptions(options);
  const highlighter = await createHighlighter();
  const page = { source: '' };
  const parser = unified().use(remarkParse).use(remarkGfm).use(remarkGfmLinkLiteralsWhereNeeded, page).use(remarkDirective).freeze();
  /** Which files are MDX (Docusaurus's `markdown.format`). */
  const isMdx = (file: string) => resolved.format === 'mdx' || (resolved.format === 'detect' && file.endsWith('.mdx'));
  const parserOf = (mdx: boolean) => (markdown: string) => {
    page.source = markdown;
    return (mdx ? mdxTools!.parser : parser).parse(markdown) as Root;
  };
  // One processor for every page, frozen once: the plugins read this per-page state when they
  // run, and running it is synchronous (grammars are loaded before), so pages never share it.
  const state = { source: '', headings: [] as HeadingInfo[], links: [] as LinkInfo[], anchors: [] as string[], diagnostics: [] as Omit<Diagnostic, 'file'>[], hasRawHtml: false, codeBlocks: null as Element[] | null, head: {} as PageHeadTags, siteAdmonitions: 'off' as 'render' | 'raw-html' | 'off' };
  // The site's own plugins (site-plugins.ts) run around sfpdocs' remark passes and after its HTML pass.
  const site = resolved.sitePlugins && plugins ? wrapSitePlugins(plugins) : noSitePlugins;
  const siteRemarkBefore = site.beforeDefaultRemarkPlugins.length ? unified().use(site.beforeDefaultRemarkPlugins).freeze() : null;
  const siteRemarkAfter = site.remarkPlugins.length ? unified().use(site.remarkPlugins).freeze() : null;
  const siteRehype = [...site.beforeDefaultRehypePlugins, ...site.rehypePlugins];
  const remarkPasses = unified()
    .use(remarkHeadingIds, state)
    .use(remarkAdmonitions, { types: resolved.admonitions, get diagnostics() { return state.diagnostics; }, get source() { return state.source; }, get siteTypes() { return state.siteAdmonitions; } })
    .use(remarkCollectLinks, state)
    .use(remarkFootnoteCheck, state)
    .freeze();
  const processor = unified()
    .use(remarkRehype, withJsxElements(createMarkdownHandlers({ highlighter, page: state }), state))
    .use(rehypeRawHtml, { iframeHosts: resolved.iframeHosts, pageStyles: resolved.pageStyles, page: state })
    .use(siteRehype)
    .use(rehypeStringify)
    .freeze();
  // MDX pages that need React: the same remark passes and handlers, then MDX's own way to an ES
  // module (hast → estree → JavaScript). JSX runs on the site's React (runtime/). MDX's parser and
  // compiler load with the first MDX page: a site of markdown alone (and each of its compile
  // workers) never loads them, about a quarter of a second of CPU each.
  let mdxTools: { parser: typeof parser; processor: ReturnType<typeof createProcessor> } | undefined;
  let mdxLoading: Promise<void> | undefined;
  const loadMdx = () =>
    (mdxLoading ??= Promise.all([import('@mdx-js/mdx'), import('remark-mdx')]).then(([{ createProcessor }, { default: remarkMdx }]) => {
      mdxTools = {
        parser: unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkGfmLinkLiteralsWhereNeeded, page).use(remarkDirective).freeze(),
        processor: createProcessor({
          outputFormat: 'program',
          jsxImportSource: 'react',
          remarkRehypeOptions: createMarkdownHandlers({ highlighter, page: state }),
          // The site's plugins see the code blocks as elements; then they become HTML strings.
          rehypePlugins: [...siteRehype, rehypeCodeAsHtml],
        }),
      };
    }));
  // Pages share the per-page state, so a page runs alone from the moment it sets it. Without site
  // plugins that stretch is synchronous; a site's plugin may be async, so then pages take turns.
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };

  const pluginsRun = !!(siteRemarkBefore || siteRemarkAfter || siteRehype.length);
  // The folders an MDX page may import from and include partials of: the site's, and its content
  // folders outside it (symbolic links followed: a link in the site may point anywhere).
  const readRoots = resolved.siteDir ? [resolved.siteDir, ...resolved.outsideDirs.map((dir) => path.resolve(resolved.siteDir!, dir))] : [];
  const isAllowed = (absolute: string) => readRoots.some((root) => isInside(root, absolute, { links: true }));

  const compileOne: MarkdownCompiler = async (file, source) => {
    const fm = parseFrontMatter(source.replace(/^\uFEFF/, ''));
    let body = fm.body;
    const mdx = isMdx(file);
    // A markdown page using one of the site's own admonition types becomes a component page too.
    if (mdx || (resolved.siteAdmonitionTypes && usesOtherAdmonition(body, resolved.admonitions))) await loadMdx();
    const parse = parserOf(mdx);
    // Docusaurus lets MDX headings end in `{#custom-id}`, which MDX alone reads as an expression.
    if (mdx) body = mdxComments(body.replace(headingIdRe, '$1\\{#$2\\}'));
    // Docusaurus's `:::tip Title` is a paragraph to remark-directive: written as `:::tip[Title]`, it parses as meant.
    if (body.includes(':::')) body = legacyTitleSource(body) ?? body;
    let tree: Root;
    try {
      tree = parse(body);
    } catch (error) {
      // An MDX syntax error stops the page, as in Docusaurus: reported at its place.
      return { ...failedPage(file, '', '', 'markdown'), frontMatter: fm.data, diagnostics: [...fm.diagnostics, mdxSyntaxDiagnostic(error)].map((d) => ({ file, ...d })) };
    }
    const languages = expandMdxCodeBlocks(tree, body, parse);
    await highlighter.load(languages);

    return pluginsRun ? exclusive(() => finish(file, fm, body, tree, mdx, parse)) : finish(file, fm, body, tree, mdx, parse);
  };
  // From here on the processors' per-page state is this page's (synchronous without site plugins).
  const finish = async (file: string, fm: ReturnType<typeof parseFrontMatter>, body: string, tree: Root, mdx: boolean, parse: (markdown: string) => Root): Promise<CompiledPage> => {
    const diagnostics = fm.diagnostics.slice();
    // Site plugins read the file as Docusaurus gives it to them: its absolute path, the site as cwd.
    const vfile = resolved.siteDir ? new VFile({ path: path.join(resolved.siteDir, file), cwd: resolved.siteDir, value: body }) : new VFile({ path: file, value: body });
    if (siteRemarkBefore) tree = (await siteRemarkBefore.run(tree, vfile)) as Root;
    const headings: HeadingInfo[] = [];
    const links: LinkInfo[] = [];
    const anchors: string[] = [];
    // Code blocks wait outside the tree only on pages that may hold HTML (rehype-raw-html.ts).
    // Partials used as `<Partial />` become part of the page (mdx-page.ts).
    const dependencies = mdx && resolved.siteDir ? inlinePartials(tree, { file, siteDir: resolved.siteDir, parse: (text) => parse(text), bodyOf: (text) => parseFrontMatter(text).body, isMdx, isAllowed }) : [];
    let hasTruncate = false;
    tree.children = tree.children.map((node) => {
      if ((node.type === 'html' && truncateRe.test(node.value.trim())) || (node.type === 'mdxFlowExpression' && mdxTruncateRe.test(node.value))) {
        hasTruncate = true;
        return { type: 'thematicBreak', data: { hName: 'sfp-truncate' } } as never;
      }
      return node;
    });
    // `{/* … */}` shows nothing: a page whose only expressions are comments stays plain HTML.
    if (mdx) dropMdxComments(tree);
    const head: PageHeadTags = {};
    // The site's own admonition types render as components; a markdown page's raw HTML cannot go beside them.
    const siteAdmonitions = !resolved.siteAdmonitionTypes || !mdxTools ? 'off' : mdx || !tree.children.some(function holdsHtml(node: RootContent): boolean { return node.type === 'html' || ('children' in node && (node.children as RootContent[]).some(holdsHtml)); }) ? 'render' : 'raw-html';
    Object.assign(state, { source: body, headings, links, anchors, diagnostics, hasRawHtml: false, codeBlocks: null, head, siteAdmonitions });
    let title = fm.data.title ?? null;
    if (!title) {
      // Imports and exports come first in MDX pages: the title is the first heading after them.
      const first = tree.children.find((n) => n.type !== 'html' && n.type !== 'definition' && n.type !== 'mdxjsEsm');
      if (first?.type === 'heading' && first.depth === 1) {
        title = toString(first, { includeHtml: false }).trim();
        tree.children.splice(tree.children.indexOf(first), 1);
      }
    }
    remarkPasses.runSync(tree, vfile);
    if (siteRemarkAfter) tree = (await siteRemarkAfter.run(tree, vfile)) as Root;
    // A site that does not run MDX gets its pages' content without their code (mdx-off.ts).
    if (mdx && !resolved.mdx) disarmMdx(tree, diagnostics);
    // Whether the page needs React is known once every remark plugin (a site's may add JSX) has run.
    const component = (mdx || siteAdmonitions === 'render') && needsComponent(tree);
    if (component) {
      // The HTML rules hold for its lowercase tags too, and their links are checked like markdown's.
      checkIntrinsicElements(tree, { iframeHosts: resolved.iframeHosts, pageStyles: resolved.pageStyles, links, anchors, diagnostics });
      checkMdxModule(tree, { file, siteDir: resolved.siteDir, isAllowed, parse, diagnostics });
    }
    // A page with components has no HTML preview to cut (its list entry shows its description).
    if (component && hasTruncate) tree.children = tree.children.filter((node) => (node.data as { hName?: string } | undefined)?.hName !== 'sfp-truncate');
    if (mdx && !component) unravelJsxParagraphs(tree);
    // Code blocks wait outside the tree only on pages that may hold HTML (rehype-raw-html.ts).
    state.codeBlocks = !component && mayHoldHtmlRe.test(body) ? [] : null;
    if (component) {
      const text = plainText(tree);
      const mdxProcessor = mdxTools!.processor;
      const program = siteRehype.length ? await mdxProcessor.run(tree as never, vfile) : mdxProcessor.runSync(tree as never, vfile);
      const code = String(mdxProcessor.stringify(program as never, vfile));
      return {
        file,
        frontMatter: fm.data,
        ...(fm.lines ? { frontMatterLines: fm.lines } : {}),
        title,
        html: '',
        previewHtml: null,
        headings,
        links,
        anchors,
        ...text,
        markdown: fm.body.replace(/^\n+/, ''),
        diagnostics: diagnostics.map((d) => ({ file, ...d })),
        component: code + pageExports(fm.data, headings, title),
        ...(dependencies.length ? { dependencies } : {}),
      };
    }
    const hast = (siteRehype.length ? await processor.run(tree, vfile) : processor.runSync(tree, vfile)) as HastRoot;
    const stringify = (root: HastRoot) => processor.stringify(root as never) as string;
    const cut = (full: string): ShippedHtml => {
      const at = hasTruncate ? full.indexOf(truncateMarker) : -1;
      return at < 0 ? { html: full, previewHtml: null } : { html: full.replace(truncateMarker, ''), previewHtml: full.slice(0, at) };
    };
    let { html, previewHtml } = cut(stringify(hast));
    // The writer's HTML, once more as a browser will read it (check-browser-parse.ts).
    if (state.hasRawHtml) ({ html, previewHtml } = checkShippedHtml({ html, previewHtml }, { tree: hast, stringify, cut, diagnostics, iframeHosts: resolved.iframeHosts, pageStyles: resolved.pageStyles }));
    return {
      file,
      frontMatter: fm.data,
      ...(fm.lines ? { frontMatterLines: fm.lines } : {}),
      title,
      html,
      previewHtml,
      ...(head.title || head.description ? { head } : {}),
      headings,
      links,
      anchors,
      ...plainText(tree),
      markdown: fm.body.replace(/^\n+/, ''),
      diagnostics: diagnostics.map((d) => ({ file, ...d })),
      ...(dependencies.length ? { dependencies } : {}),
    };
  };
  // One page that breaks the compiler (a parser bug, nesting deep enough to overflow the stack)
  // becomes an error against that file instead of a crash of the whole build.
  return async (file, source) => {
    // The markdown parser needs about 500 bytes of memory per byte of input: a page much larger
    // than this would exhaust the heap and kill the build without naming the file.
    if (source.length > maxPageLength) {
      return failedPage(file, `the page is ${(source.length / 1024 / 1024).toFixed(1)} MB; pages over ${maxPageLength / 1024 / 1024} MB are not compiled`, 'split it into several pages (a folder of pages gets a generated index)', 'markdown');
    }
    // Counted on the text, before the parser can overflow the stack on it (nesting-depth.ts).
    const nesting = measureNesting(source);
    if (nesting.markers.depth > maxNestingDepth) return tooDeep(file, nesting.markers);
    try {
      return await compileOne(file, source);
    } catch (error) {
      // Nesting by indentation is only estimated on the text: an overflow on a page that nests
      // that deep is the page's nesting, not a bug.
      if (error instanceof RangeError && /call stack/i.test(error.message) && nesting.indented.depth > maxNestingDepth) return tooDeep(file, nesting.indented);
      // The site's plugin, not sfpdocs, failed: the page and the plugin are named, like Docusaurus's build does.
      if (error instanceof SitePluginError) return failedPage(file, `${error.message} on this page`, 'fix the plugin (listed in the site\'s config), or the part of this page it fails on', 'markdown');
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return failedPage(file, `sfpdocs could not compile this file: ${reason}`, 'this is a bug in sfpdocs: please report it with this file; simplifying the construct it names works around it', 'internal');
    }
  };
}

/** The opening of an admonition container (`:::name`), at the start of a line, in a quote or not. */
const containerRe = /^[ \t>]*:{3,}([A-Za-z][\w-]*)/gm;

/** Whether the page opens an admonition of a type not in `types`: the site's own, when its theme has a table of them. */
function usesOtherAdmonition(body: string, types: Record<string, unknown>): boolean {
  if (!body.includes(':::')) return false;
  for (const [, name] of body.matchAll(containerRe)) if (!Object.prototype.hasOwnProperty.call(types, name!)) return true;
  return false;
}

/** remark-rehype's options with the handlers for an MDX page's HTML-like tags. */
function withJsxElements(options: ReturnType<typeof createMarkdownHandlers>, page: { hasRawHtml: boolean }): ReturnType<typeof createMarkdownHandlers> {
  return { ...options, handlers: { ...options.handlers, ...jsxElementHandlers(page) } };
}

/**
 * What Docusaurus gives an MDX page besides its own exports: `toc` (for `<TOCInline toc={toc} />`),
 * `frontMatter` and `contentTitle`.
 */
function pageExports(frontMatter: FrontMatter, headings: HeadingInfo[], title: string | null): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const toc = headings.filter((h) => h.depth >= 2).map((h) => ({ value: escape(h.text), id: h.id, level: h.depth }));
  return `\nexport const toc = ${JSON.stringify(toc)};\nexport const frontMatter = ${JSON.stringify(frontMatter)};\nexport const contentTitle = ${JSON.stringify(title)};\n`;
}

/** Longest markdown file compiled, in characters; see the check above. */
export const maxPageLength = 6 * 1024 * 1024;

function tooDeep(file: string, { line, column }: NestingPlace): CompiledPage {
  const page = failedPage(file, `lists or quotes nest too deeply here to compile (more than ${maxNestingDepth} levels)`, 'nest fewer levels: split the list, or turn inner levels into headings or a table', 'markdown');
  return { ...page, diagnostics: page.diagnostics.map((d) => ({ ...d, line, column })) };
}

function failedPage(file: string, message: string, hint: string, ruleId: 'markdown' | 'internal'): CompiledPage {
  return {
    file,
    frontMatter: {},
    title: null,
    html: '',
    previewHtml: null,
    headings: [],
    links: [],
    anchors: [],
    text: '',
    sections: [],
    markdown: '',
    diagnostics: [{ file, line: 1, column: 1, message, hint, ruleId, severity: 'error' }],
  };
}

const blockTypes = new Set(['paragraph', 'heading', 'tableCell', 'code', 'html']);
const tagOrCommentRe = /<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>|<[^>]*>/gi;
const sectionDepth = 3;

/** Text of the page with blocks separated by spaces (toString alone runs blocks together), and its sections. */
function plainText(tree: Root): { text: string; sections: TextSection[] } {
  let text = '';
  const sections: TextSection[] = [{ id: '', heading: '', depth: 0, start: 0, end: 0 }];
  walkTree<RootContent>(tree, (node) => {
    if (!blockTypes.has(node.type)) return undefined;
    // Each block collapsed on its own and joined by one space: the same text as collapsing the
    // joined blocks, with the offsets known as it grows.
    const part = blockText(node).replace(/\s+/g, ' ').trim();
    if (node.type === 'heading' && node.depth <= sectionDepth) {
      sections[sections.length - 1]!.end = text.length;
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? '';
      if (part) text += (text ? ' ' : '') + part;
      sections.push({ id, heading: part, depth: node.depth, start: text.length, end: text.length });
      return SKIP;
    }
    if (part) text += (text ? ' ' : '') + part;
    return SKIP;
  });
  sections[sections.length - 1]!.end = text.length;
  return { text, sections };
}

/** The words of one block of the page. */
function blockText(node: RootContent): string {
  // The words of raw HTML (a <summary>, a table cell) are the page's too.
  if (node.type === 'html') return node.value.replace(tagOrCommentRe, ' ');
  // Magic comments are not shown, so they are not searched either.
  if (node.type === 'code') return applyMagicComments(node.value, node.lang ?? '').code;
  return toString(node, { includeHtml: false });
}
