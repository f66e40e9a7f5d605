// Gives every heading an id (GitHub-style slug, `{#custom-id}` from the text, or in MDX the
// comment form Docusaurus 3 reads, `{/* #custom-id */}`), records the
// headings, so the TOC and the anchor checks never re-derive them, and ends each h2-h4 with its
// `#` anchor link. (rehype-autolink-headings did the last part with a second walk over the whole
// HTML tree: 4% of a page's compile time, for what this walk over the headings does in passing.)
import GithubSlugger from 'github-slugger';
import type { PhrasingContent, Root, RootContent, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, walkTree } from '../walk-tree.ts';

export interface HeadingInfo {
  depth: number;
  id: string;
  text: string;
  line: number;
}

const customIdRe = /\s*\{#([A-Za-z0-9_][\w.:-]*)\}\s*$/;
/** An MDX expression that is one comment: `/* #custom-id *\/` (a second comment or code is not an id). */
const commentRe = /^\s*\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/;

/** The id of `{/* #custom-id *\/}`: the comment's first word, when it starts with `#` (as Docusaurus reads it). */
export function headingCommentId(node: RootContent | undefined): string | undefined {
  if (node?.type !== 'mdxTextExpression') return undefined;
  const comment = commentRe.exec(node.value);
  const first = comment?.[1]!.trim().split(/\s+/)[0];
  return first?.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
}

export function remarkHeadingIds(options: { headings: HeadingInfo[] }) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    walkTree<Root | RootContent>(tree, (node) => {
      // Headings are flow content: nothing inside a paragraph or a table can be one.
      if (node.type === 'paragraph' || node.type === 'table') return SKIP;
      if (node.type !== 'heading') return undefined;
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      id = headingCommentId(last);
      if (id !== undefined) {
        node.children.pop();
        const before = node.children[node.children.length - 1];
        if (before?.type === 'text') before.value = before.value.trimEnd();
      } else if (last && last.type === 'text') {
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
      // A node of our own, not a markdown link: the link checks and the page text skip it.
      if (node.depth >= 2 && node.depth <= 4) node.children.push(hashLink(id));
      return SKIP;
    });
  };
}

/** `<a class="hash-link" aria-hidden="true" tabindex="-1" href="#id">#</a>`, appended to a heading. */
function hashLink(id: string): PhrasingContent {
  const data = {
    hName: 'a',
    hProperties: { className: ['hash-link'], ariaHidden: 'true', tabIndex: -1, href: `#${id}` },
    hChildren: [{ type: 'text', value: '#' }],
  };
  return { type: 'sfpHashLink', data } as unknown as PhrasingContent;
}
