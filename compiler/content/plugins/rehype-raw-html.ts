// Raw HTML in markdown, rendered the unified way: hast-util-raw parses the page's HTML fragments
// together with the markdown around them (so `<details>` … blank line … markdown … `</details>`
// nests as CommonMark says), keeping each element's source position. Then every element from the
// page is checked by the HTML rules (html-rules.ts: <script>, on* attributes, javascript: URLs,
// plugins, <iframe> from a host the config does not allow, <style> unless the site allows it) and
// what they refuse is an error at its line, left out of the page; <head> elements are left out
// with a warning. Links and media sources are collected for the link checks like markdown ones,
// and its ids as anchors. Only pages with HTML pay for the reparse. The HTML the page ships is
// checked once more as a browser parses it (check-browser-parse.ts, from compile-markdown.ts).
import crypto from 'node:crypto';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { checkElement as checkHtmlElement, headElements, linkAttributes, type HtmlRulesOptions } from '../html-rules.ts';
import { isJsxElement } from '../mdx-page.ts';
import { reportPageHiding } from '../page-hiding-style.ts';
import { codeBlockPlaceholder } from './code-block-handler.ts';
import { isExternal, linkMarkerPrefix, type LinkInfo } from './remark-collect-links.ts';

type Found = Omit<Diagnostic, 'file'>;

/** What a page's own `<head>` block (Docusaurus MDX) gives its document: the <title> and the description. */
export interface PageHeadTags {
  title?: string;
  description?: string;
}

export interface RawHtmlOptions extends HtmlRulesOptions {
  /** The page being compiled, read when the plugin runs. */
  readonly page: { hasRawHtml: boolean; links: LinkInfo[]; anchors: string[]; diagnostics: Found[]; codeBlocks: Element[] | null; head: PageHeadTags };
}

const newlineDroppingElements = new Set(['pre', 'textarea', 'listing']);

export function rehypeRawHtml(options: RawHtmlOptions) {
  // Elements made from markdown carry this attribute through the reparse (hast-util-raw makes new
  // nodes, so nothing but attributes survives it). Its value is secret to this compiler: a writer
  // who types the attribute cannot match it, so only sfpdocs' own elements skip the checks.
  const ownMarkValue = crypto.randomBytes(16).toString('hex');
  return (tree: Root, file: VFile): Root | undefined => {
    const { page } = options;
    // Highlighted code is most of a page's elements, and reparsing it would double the cost of
    // a page with HTML: its blocks wait outside the tree and are put in afterwards.
    const blocks = page.codeBlocks;
    if (!page.hasRawHtml) {
      if (blocks?.length) putCodeBlocks(tree, blocks);
      return undefined;
    }
    // Elements from the markdown are marked before the reparse: only the page's own HTML is
    // checked after it (a footnote's generated `#user-content-fn-1` link is no link to check).
    markElements(tree, ownMarkValue);
    const parsed = raw(tree, { file }) as Root;
    const report = (node: { position?: Element['position'] }, message: string, hint: string, severity: Found['severity'] = 'error') => {
      page.diagnostics.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message, hint, ruleId: 'markdown', severity });
    };
    const check = (parent: Root | Element) => {
      const kept: Array<RootContent | ElementContent> = [];
      for (const node of parent.children) {
        // Comments are notes to other writers, as in markdown they always were.
        if (node.type === 'comment' || node.type === 'doctype') continue;
        if (node.type === 'element' && node.properties[ownMark] === ownMarkValue) {
          if (node.tagName === codeBlockPlaceholder && blocks) {
            kept.push(blocks[Number(node.properties.dataIndex)]!);
            continue;
          }
          delete node.properties[ownMark];
          check(node);
        } else if (node.type === 'element' && checkElement(node)) {
          check(node);
          if (node.content) check(node.content as unknown as Root);
        } else if (node.type === 'element') continue;
        kept.push(node);
      }
      parent.children = kept as typeof parent.children;
    };
    /** Whether the element stays; removes what it must not carry and collects its link. */
    const checkElement = (node: Element): boolean => {
      const name = node.tagName;
      if (headElements.has(name) && !(name === 'meta' && node.properties.httpEquiv !== undefined)) {
        // The title and description become the page's head; other tags are left out, and said so.
        if (name === 'title') page.head.title = toString(node).trim();
        else if (name === 'meta' && String(node.properties.name ?? '').toLowerCase() === 'description' && typeof node.properties.content === 'string') page.head.description = node.properties.content;
        else headFound.push(node);
        return false;
      }
      if (!checkHtmlElement(node, options, 'source', (problem) => report(node, problem.message, problem.hint))) return false;
      if (name === 'style') reportPageHiding(toString(node), (message, hint) => report(node, message, hint, 'warning'));
      // An HTML parser drops a line break right after <pre> or <textarea>, and the serializer
      // does not write one back: without this, a leading blank line of the writer's would go.
      const first = node.children[0];
      if (newlineDroppingElements.has(name) && first?.type === 'text' && first.value.startsWith('\n')) first.value = `\n${first.value}`;
      // `<a id="x">` and `<a name="x">` are link targets as much as headings are.
      const anchor = node.properties.id ?? (name === 'a' ? node.properties.name : undefined);
      if (typeof anchor === 'string' && anchor) page.anchors.push(anchor);
      const link = linkAttributes[name];
      const url = link && node.properties[link.property];
      if (typeof url === 'string' && url && !isExternal(url)) {
        page.links.push({ url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, image: link.image });
        node.properties[link.property] = linkMarkerPrefix + (page.links.length - 1);
      } else if (name === 'a' && typeof url === 'string' && /^https?:|^\/\//i.test(url) && node.properties.rel === undefined) {
        node.properties.rel = ['noopener', 'noreferrer'];
      }
      return true;
    };
    const headFound: Element[] = [];
    check(parsed);
    // One warning a page: Docusaurus pages often carry a whole <head> block of them.
    if (headFound.length) {
      const names = [...new Set(headFound.map((node) => `\`<${node.tagName}>\``))];
      report(headFound[0]!, `${names.join(', ')} ${names.length > 1 ? 'belong' : 'belongs'} in the page's <head>, which sfpdocs writes: left out`, 'a <title> and a <meta name="description"> are kept; other tags of the head are not', 'warning');
    }
    return parsed;
  };
}

/** Replaces each code block placeholder below `parent` by its block. */
function putCodeBlocks(parent: Root | Element, blocks: Element[]): void {
  parent.children.forEach((node, i) => {
    if (node.type !== 'element') return;
    if (node.tagName === codeBlockPlaceholder) parent.children[i] = blocks[Number(node.properties.dataIndex)]!;
    else putCodeBlocks(node, blocks);
  });
}

/** A data attribute (it survives the reparse) on the elements made from markdown. */
const ownMark = 'dataSfpMarkdown';

function markElements(parent: Root | Element, value: string): void {
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    // An MDX page's HTML-like tag (mdx-page.ts) is the writer's HTML: checked, not marked.
    if (!isJsxElement(node)) node.properties[ownMark] = value;
    markElements(node, value);
  }
}
