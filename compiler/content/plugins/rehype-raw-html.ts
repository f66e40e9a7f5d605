// Raw HTML in markdown, rendered the unified way: hast-util-raw parses the page's HTML fragments
// together with the markdown around them (so `<details>` … blank line … markdown … `</details>`
// nests as CommonMark says), keeping each element's source position. Then every element from the
// page is checked: what the site's Content-Security-Policy would not run anyway, or what would run
// script, is refused with an error at its line and left out of the page (<script>, on* attributes,
// javascript: URLs, plugins, <iframe> from a host the config does not allow); <head> elements are
// left out with a warning. Links and media sources are collected for the link checks like markdown
// ones, and its ids as anchors. Only pages with HTML pay for the reparse.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { jsxMark } from '../mdx-page.ts';
import { codeBlockPlaceholder } from './code-block-handler.ts';
import { isExternal, isUnsafeUrl, linkMarkerPrefix, type LinkInfo } from './remark-collect-links.ts';

type Found = Omit<Diagnostic, 'file'>;

/** What a page's own `<head>` block (Docusaurus MDX) gives its document: the <title> and the description. */
export interface PageHeadTags {
  title?: string;
  description?: string;
}

export interface RawHtmlOptions {
  /** Hosts an <iframe> may load from. */
  iframeHosts: readonly string[];
  /** The page being compiled, read when the plugin runs. */
  readonly page: { hasRawHtml: boolean; links: LinkInfo[]; anchors: string[]; diagnostics: Found[]; codeBlocks: Element[] | null; head: PageHeadTags };
}

/** Elements that run code or plugins, or change how the page's links resolve: never rendered. */
const refusedElements: Record<string, string> = {
  script: 'scripts in pages do not run: the site\'s Content-Security-Policy blocks them',
  object: 'plugins do not run in the site (Content-Security-Policy `object-src \'none\'`)',
  embed: 'plugins do not run in the site (Content-Security-Policy `object-src \'none\'`)',
  applet: 'plugins do not run in the site (Content-Security-Policy `object-src \'none\'`)',
  frame: 'frames do not belong in a page',
  frameset: 'frames do not belong in a page',
  base: 'a page cannot change the base of its links (Content-Security-Policy `base-uri \'self\'`)',
};

/** Elements of a document's <head>: sfpdocs writes the head from the front matter. */
const headElements = new Set(['title', 'meta', 'link']);

/** SVG animations can set an `href` to any of a list of values (`values="x;javascript:…"`). */
const animationElements = new Set(['animate', 'set', 'animateMotion', 'animateTransform', 'animatemotion', 'animatetransform']);
const hidesUnsafeUrl = (value: string) => value.split(';').some(isUnsafeUrl);

const newlineDroppingElements = new Set(['pre', 'textarea', 'listing']);

/** Attributes whose value is a link or a media source, checked like markdown links. */
const linkAttributes: Record<string, { property: 'href' | 'src'; image: boolean }> = {
  a: { property: 'href', image: false },
  area: { property: 'href', image: false },
  img: { property: 'src', image: true },
  video: { property: 'src', image: true },
  audio: { property: 'src', image: true },
  source: { property: 'src', image: true },
  track: { property: 'src', image: true },
};

export function rehypeRawHtml(options: RawHtmlOptions) {
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
    markElements(tree);
    const parsed = raw(tree, { file }) as Root;
    const report = (node: { position?: Element['position'] }, message: string, hint: string, severity: Found['severity'] = 'error') => {
      page.diagnostics.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message, hint, ruleId: 'markdown', severity });
    };
    const check = (parent: Root | Element) => {
      const kept: Array<RootContent | ElementContent> = [];
      for (const node of parent.children) {
        // Comments are notes to other writers, as in markdown they always were.
        if (node.type === 'comment' || node.type === 'doctype') continue;
        if (node.type === 'element' && node.tagName === codeBlockPlaceholder && blocks) {
          kept.push(blocks[Number(node.properties.dataIndex)]!);
          continue;
        }
        if (node.type === 'element' && node.properties[ownMark] !== undefined) {
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
      const reason = refusedElements[name];
      if (reason) {
        report(node, `\`<${name}>\` is not allowed in a page: ${reason}`, name === 'script' ? 'link to the script\'s page instead, or put the example in a code block' : 'remove it, or link to the content instead');
        return false;
      }
      if (name === 'meta' && node.properties.httpEquiv !== undefined) {
        report(node, '`<meta http-equiv>` is not allowed in a page', 'remove it: a page cannot redirect or change its own headers');
        return false;
      }
      if (headElements.has(name)) {
        // The title and description become the page's head; other tags are left out, and said so.
        if (name === 'title') page.head.title = toString(node).trim();
        else if (name === 'meta' && String(node.properties.name ?? '').toLowerCase() === 'description' && typeof node.properties.content === 'string') page.head.description = node.properties.content;
        else headFound.push(node);
        return false;
      }
      if (name === 'iframe' && !allowedFrame(node)) return false;
      // An HTML parser drops a line break right after <pre> or <textarea>, and the serializer
      // does not write one back: without this, a leading blank line of the writer's would go.
      const first = node.children[0];
      if (newlineDroppingElements.has(name) && first?.type === 'text' && first.value.startsWith('\n')) first.value = `\n${first.value}`;
      for (const [property, value] of Object.entries(node.properties)) {
        if (/^on[a-z]/i.test(property)) {
          report(node, `\`${attributeName(property)}\` on \`<${name}>\` is not allowed: event handlers do not run in the site`, 'remove the attribute');
          delete node.properties[property];
        } else if ((typeof value === 'string' || Array.isArray(value)) && [value].flat().some((v) => typeof v === 'string' && (isUnsafeUrl(v) || (animationElements.has(name) && hidesUnsafeUrl(v))))) {
          report(node, `a \`javascript:\` URL in \`${attributeName(property)}\` on \`<${name}>\` is not allowed`, 'link to a page, or show the code in a code block');
          delete node.properties[property];
        }
      }
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
    const allowedFrame = (node: Element): boolean => {
      if (node.properties.srcDoc !== undefined) {
        report(node, '`<iframe srcdoc>` is not allowed in a page', 'load the frame from an allowed host with `src`');
        return false;
      }
      const src = String(node.properties.src ?? '');
      let host = '';
      try {
        const url = new URL(src);
        if (url.protocol === 'https:') host = url.hostname;
      } catch {
        // not an absolute URL: no host can allow it
      }
      // `*`: any https host (a Docusaurus site's pages frame what they like).
      if (host && (options.iframeHosts.includes(host) || options.iframeHosts.includes('*'))) return true;
      const allowed = options.iframeHosts.length ? `the allowed hosts are ${options.iframeHosts.join(', ')}` : 'no host is allowed';
      report(node, host ? `\`<iframe>\` from \`${host}\` is not allowed: ${allowed}` : `\`<iframe>\` needs an https:// \`src\` from an allowed host (${allowed})`, host ? `add \`${host}\` to \`markdown.iframeHosts\` in site.config.ts, or link to the page instead` : 'give it an absolute https:// URL, or link to the page instead');
      return false;
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

function markElements(parent: Root | Element): void {
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    // An MDX page's HTML-like tag (mdx-page.ts) is the writer's HTML: checked, not marked.
    if (node.properties[jsxMark] !== undefined) delete node.properties[jsxMark];
    else node.properties[ownMark] = '';
    markElements(node);
  }
}

/** The HTML name of a hast property, for messages (`onClick` → `onclick`). */
function attributeName(property: string): string {
  return property.replace(/^xLink/, 'xlink:').toLowerCase();
}
