// MDX component pages: each highlighted code block's <code> content goes into the page's module as
// one HTML string (`dangerouslySetInnerHTML`) instead of one JSX element per token. Shiki makes
// an element with a style for every token, and MDX turns each into JavaScript (its style string
// parsed into an object) that runs again on every render: a code-heavy page compiled and rendered
// at a fraction of the cost, to the same HTML. The text is sfpdocs' own highlighter output, and
// hast-util-to-html escapes it, so nothing a writer typed becomes markup.
import type { Element, Root } from 'hast';
import type { Program } from 'estree';
import { toHtml } from 'hast-util-to-html';
import { SKIP, walkTree } from '../walk-tree.ts';

export function rehypeCodeAsHtml() {
  return (tree: Root) => {
    walkTree(tree, (node) => {
      const pre = node as Element;
      if (pre.type !== 'element' || pre.tagName !== 'pre') return undefined;
      if (!(pre.properties.className as string[] | undefined)?.includes('shiki')) return SKIP;
      const index = pre.children.findIndex((child) => child.type === 'element' && child.tagName === 'code');
      const code = pre.children[index] as Element | undefined;
      if (!code) return SKIP;
      const className = (code.properties.className as string[] | undefined)?.join(' ');
      pre.children[index] = {
        type: 'mdxJsxTextElement',
        name: 'code',
        attributes: [...(className ? [{ type: 'mdxJsxAttribute' as const, name: 'className', value: className }] : []), { type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: htmlProp(toHtml(code.children)) } } }],
        children: [],
      } as never;
      return SKIP;
    });
  };
}

/** `{ __html: html }` as the estree of an attribute expression. */
function htmlProp(html: string): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'ObjectExpression', properties: [{ type: 'Property', key: { type: 'Identifier', name: '__html' }, value: { type: 'Literal', value: html }, kind: 'init', method: false, shorthand: false, computed: false }] } }],
  };
}
