// Docusaurus's `mdx-code-block` fences hold content that GitHub shows as code and Docusaurus renders
// as markdown: each is replaced by its content parsed as markdown, with positions in the page's
// own lines and columns. The same walk lists the page's code languages, whose grammars must be
// loaded before the page compiles.
import type { Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import { SKIP, walkTree } from './walk-tree.ts';

/** Expands the page's `mdx-code-block` fences in place and returns the languages of its code blocks. */
export function expandMdxCodeBlocks(tree: Root, source: string, parse: (markdown: string) => Root): Set<string> {
  const languages = new Set<string>();
  let lineStarts: number[] | undefined;
  walkTree<Root | RootContent>(tree, (node, index, parent) => {
    // Code blocks are flow content: never inside a paragraph, a heading or a table.
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'table') return SKIP;
    if (node.type !== 'code') return undefined;
    if (node.lang !== 'mdx-code-block' || !parent || index === undefined || !node.position) {
      if (node.lang) languages.add(node.lang.toLowerCase());
      return SKIP;
    }
    lineStarts ??= startsOfLines(source);
    const inner = parse(node.value);
    const innerLines = node.value.split('\n');
    const firstLine = node.position.start.line;
    const toPage = (point: Point): Point => {
      // Inner line n is the page's line firstLine + n; its columns move by what the fence's
      // container (indentation, `> `) took off the front of the page's line.
      const line = firstLine + point.line;
      const pageLine = source.slice(lineStarts![line - 1], (lineStarts![line] ?? source.length + 1) - 1);
      const innerLine = innerLines[point.line - 1] ?? '';
      const shift = pageLine.endsWith(innerLine) ? pageLine.length - innerLine.length : 0;
      const column = point.column + shift;
      return { line, column, offset: (lineStarts![line - 1] ?? 0) + column - 1 };
    };
    walkTree(inner, (child) => {
      if (child.position) child.position = { start: toPage(child.position.start), end: toPage(child.position.end) };
      return undefined;
    });
    (parent.children as RootContent[]).splice(index, 1, ...inner.children);
    // Walk what replaced the block: it may hold code blocks, and more of these.
    return [SKIP, index];
  });
  return languages;
}

function startsOfLines(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
