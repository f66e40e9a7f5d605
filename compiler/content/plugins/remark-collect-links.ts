// Records every link and image with its position, and replaces internal link targets by a
// marker (`sfp:N`) that the render step swaps for the resolved href. Compiling a page then
// depends on nothing but its own text, which makes it cacheable and parallel. A `javascript:`
// link is refused: its text stays, without the link.
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { Root, RootContent } from 'mdast';
import { SKIP, walkTree } from '../walk-tree.ts';

export interface LinkInfo {
  url: string;
  line: number;
  column: number;
  image: boolean;
}

export const linkMarkerPrefix = 'sfp:';
const externalRe = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
/** Schemes that run script when followed; browsers ignore whitespace and control characters in them. */
const unsafeSchemeRe = /^(?:javascript|vbscript):/i;

export function isExternal(url: string): boolean {
  return externalRe.test(url);
}

export function isUnsafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  return unsafeSchemeRe.test(url.replace(/[\u0000-\u0020]/g, ''));
}

export function remarkCollectLinks(options: { readonly links: LinkInfo[]; readonly diagnostics: Omit<Diagnostic, 'file'>[] }) {
  return (tree: Root) => {
    walkTree<Root | RootContent>(tree, (node, index, parent) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return undefined;
      const url = node.url;
      if (isUnsafeUrl(url)) {
        options.diagnostics.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message: `a \`javascript:\` link is not allowed: \`${url.slice(0, 40)}\``, hint: 'link to a page, or show the code in a code block', ruleId: 'markdown', severity: 'error' });
        if (!parent || index === undefined) return undefined;
        // The link's text (an image's alt text) stays in the page.
        const keep: RootContent[] = node.type === 'link' ? node.children : node.type === 'image' && node.alt ? [{ type: 'text', value: node.alt }] : [];
        (parent.children as RootContent[]).splice(index, 1, ...keep);
        return [SKIP, index];
      }
      if (isExternal(url)) {
        if (node.type === 'link' && /^https?:|^\/\//i.test(url)) {
          node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), rel: ['noopener', 'noreferrer'] } };
        }
        return undefined;
      }
      options.links.push({ url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, image: node.type === 'image' });
      node.url = linkMarkerPrefix + (options.links.length - 1);
      return undefined;
    });
  };
}
