// Records every link and image with its position, and replaces internal link targets by a
// marker (`sfp:N`) that the render step swaps for the resolved href. Compiling a page then
// depends on nothing but its own text, which makes it cacheable and parallel.
import type { Root, RootContent } from 'mdast';
import { walkTree } from '../walk-tree.ts';

export interface LinkInfo {
  url: string;
  line: number;
  column: number;
  image: boolean;
}

export const linkMarkerPrefix = 'sfp:';
const externalRe = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternal(url: string): boolean {
  return externalRe.test(url);
}

export function remarkCollectLinks(options: { links: LinkInfo[] }) {
  return (tree: Root) => {
    walkTree<Root | RootContent>(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
      const url = node.url;
      if (isExternal(url)) {
        if (node.type === 'link' && /^https?:|^\/\//i.test(url)) {
          node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), rel: ['noopener', 'noreferrer'] } };
        }
        return;
      }
      options.links.push({ url, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, image: node.type === 'image' });
      node.url = linkMarkerPrefix + (options.links.length - 1);
    });
  };
}
