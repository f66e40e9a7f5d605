// Gives every heading an id (GitHub-style slug, or `{#custom-id}` from the text) and records
// the headings, so the TOC and the anchor checks never re-derive them.
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export interface HeadingInfo {
  depth: number;
  id: string;
  text: string;
  line: number;
}

const customIdRe = /\s*\{#([A-Za-z0-9_][\w.:-]*)\}\s*$/;

export function remarkHeadingIds(options: { headings: HeadingInfo[] }) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node: Heading) => {
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last && last.type === 'text') {
        const match = customIdRe.exec((last as Text).value);
        if (match) {
          id = match[1]!;
          (last as Text).value = (last as Text).value.slice(0, match.index);
        }
      }
      const text = toString(node).trim();
      id ??= slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      options.headings.push({ depth: node.depth, id, text, line: node.position?.start.line ?? 1 });
    });
  };
}
