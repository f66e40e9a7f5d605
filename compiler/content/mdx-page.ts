// What MDX adds to a page (issue 19). A page is parsed as MDX (remark-mdx) when it is `.mdx`, or
// when the config's `markdown.format` makes every page MDX, as Docusaurus does. Most such pages use
// no component at all, only HTML-like tags (`<details>`, `<img>`): those stay plain HTML pages,
// the tags becoming elements checked like raw HTML, so they ship no component code. A page with
// imports, exports, `{expressions}` or components becomes an ES module (see createMdxProcessor in
// compile-markdown.ts), which the build bundles and renders with React.
import type { Element, ElementContent, Properties } from 'hast';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import type { Options } from 'remark-rehype';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { SKIP, walkTree } from './walk-tree.ts';

type Handlers = NonNullable<Options['handlers']>;
type State = Parameters<NonNullable<Handlers['code']>>[0];

/** The node types MDX adds to markdown. */
export const mdxNodeTypes = ['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

/** Intrinsic HTML names as JSX writes them (lowercase, maybe with dashes): no component. */
const intrinsicRe = /^[a-z][a-z0-9-]*$/;

/**
 * Whether the page needs React to render: an import or export, an expression, a component, or an
 * HTML tag with an expression or a spread in its attributes.
 */
export function needsComponent(tree: Root): boolean {
  let found = false;
  walkTree<Nodes>(tree, (node) => {
    if (found) return SKIP;
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') found = true;
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (!node.name || !intrinsicRe.test(node.name) || node.attributes.some((a) => a.type !== 'mdxJsxAttribute' || (a.value !== null && a.value !== undefined && typeof a.value !== 'string'))) found = true;
    }
    return found ? SKIP : undefined;
  });
  return found;
}

/** JSX attribute names as React spells them, back to HTML's. */
const reactNames: Record<string, string> = { className: 'class', htmlFor: 'for' };

/**
 * remark-rehype handlers for a page without components: each HTML-like tag becomes the element it
 * names, marked so rehype-raw-html.ts checks it as it checks raw HTML (refusals, links, anchors).
 */
export function jsxElementHandlers(page: { hasRawHtml: boolean }): Handlers {
  const element = (state: State, node: MdxJsxFlowElement | MdxJsxTextElement): Element => {
    const properties: Properties = { [jsxMark]: '' };
    for (const attribute of node.attributes as Array<MdxJsxAttribute | MdxJsxExpressionAttribute>) {
      if (attribute.type !== 'mdxJsxAttribute') continue;
      const name = reactNames[attribute.name] ?? attribute.name;
      properties[find(html, name).property] = attribute.value === null || attribute.value === undefined ? true : String(attribute.value);
    }
    page.hasRawHtml = true;
    const result: Element = { type: 'element', tagName: node.name!, properties, children: state.all(node) as ElementContent[] };
    state.patch(node, result);
    return result;
  };
  return { mdxJsxFlowElement: element, mdxJsxTextElement: element } as unknown as Handlers;
}

/** Marks an element made from an MDX tag, so the raw-HTML checks look at it (rehype-raw-html.ts). */
export const jsxMark = 'dataSfpJsx';

/** A message of the MDX parser as a diagnostic at its place, with a hint for the common causes. */
export function mdxSyntaxDiagnostic(error: unknown): Omit<Diagnostic, 'file'> {
  const message = error as { reason?: string; message?: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const place = message.place && 'start' in message.place && message.place.start ? message.place.start : message.place;
  const reason = (message.reason ?? message.message ?? String(error)).split('\n')[0]!;
  return {
    line: place?.line ?? message.line ?? 1,
    column: place?.column ?? message.column ?? 1,
    message: `MDX syntax error: ${reason}`,
    hint: mdxHint(reason),
    ruleId: 'markdown',
    severity: 'error',
  };
}

function mdxHint(reason: string): string {
  if (/before name|Unexpected character .* before name|Unexpected lazy line|`<`/.test(reason) && /</.test(reason)) return 'a bare `<` in prose starts a tag in MDX: write `\\<` or `&lt;`, or rename the file to .md (plain markdown)';
  if (/acorn|expression|`\{`|Could not parse expression/.test(reason)) return 'a `{` in prose starts a JavaScript expression in MDX: write `\\{`, or put it in `code`';
  if (/closing tag|Expected a closing tag|end tag/.test(reason)) return 'close the tag (`<Tabs>` … `</Tabs>`), or write a tag without content as `<br />`';
  return 'fix the MDX syntax at this place, or rename the file to .md if it is plain markdown';
}

/**
 * A paragraph holding only tags (and whitespace) is no paragraph: its tags stand on their own, as
 * MDX itself unravels them (@mdx-js/mdx's remark-mark-and-unravel), so `<summary>` on a line of
 * its own is not wrapped in a `<p>`.
 */
export function unravelJsxParagraphs(tree: Root): void {
  walkTree<Nodes>(tree, (node) => {
    if (!('children' in node)) return undefined;
    const parent = node as Extract<Nodes, { children: unknown[] }>;
    parent.children = (parent.children as Nodes[]).flatMap((child) => {
      if (child.type !== 'paragraph') return [child];
      const tagsOnly = child.children.every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && !c.value.trim()));
      if (!tagsOnly || !child.children.some((c) => c.type === 'mdxJsxTextElement')) return [child];
      return child.children.filter((c) => c.type === 'mdxJsxTextElement').map((c) => ({ ...c, type: 'mdxJsxFlowElement' }) as Nodes);
    }) as never;
    return undefined;
  });
}
