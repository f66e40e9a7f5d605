// How each markdown node becomes HTML: remark-rehype's handlers for CommonMark and GFM, with ours
// for code blocks, list items and raw HTML, and for the nodes our plugins make. This list is the
// content-loss guard: a node type with no handler here is reported at its position (and its text
// is still shown), so a construct the parser learns is never dropped without a word.
import type { Element, ElementContent, Text } from 'hast';
import type { Html, Nodes } from 'mdast';
import { defaultHandlers, type Options } from 'remark-rehype';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { CodeHighlighter } from '../create-highlighter.ts';
import { createCodeHandler } from './code-block-handler.ts';
import { createListItemHandler } from './list-item-handler.ts';

type Handlers = NonNullable<Options['handlers']>;
type State = Parameters<NonNullable<Handlers['code']>>[0];

export interface MarkdownHandlersOptions {
  highlighter: CodeHighlighter;
  /** The page being compiled, read when the handlers run. */
  readonly page: { diagnostics: Omit<Diagnostic, 'file'>[]; hasRawHtml: boolean; codeBlocks: Element[] | null };
}

/** Node types our own plugins make, rendered as their `data.hName`/`hProperties` say. */
export const ownNodeTypes = ['containerDirective', 'sfpHashLink'] as const;

/** A comment, or several, and nothing else: notes to writers, never shown (as markdown always did). */
const commentsOnlyRe = /^\s*(?:<!--[\s\S]*?-->\s*)+$/;

/** remark-rehype's options: every handler, and the report for a node type that has none. */
export function createMarkdownHandlers(options: MarkdownHandlersOptions): Options {
  const { page } = options;
  const asData = (state: State, node: Nodes): Element => {
    const result: Element = { type: 'element', tagName: 'div', properties: {}, children: 'children' in node ? state.all(node) : [] };
    state.patch(node, result);
    return state.applyData(node, result);
  };
  const handlers = {
    ...(defaultHandlers as Handlers),
    code: createCodeHandler({ highlighter: options.highlighter, get diagnostics() { return page.diagnostics; }, get codeBlocks() { return page.codeBlocks; } }),
    listItem: createListItemHandler(),
    html(state, node: Html) {
      if (commentsOnlyRe.test(node.value)) return undefined;
      // Parsed with the rest of the page by rehype-raw-html.ts.
      page.hasRawHtml = true;
      const result = { type: 'raw', value: node.value } as unknown as Text;
      state.patch(node, result);
      return result;
    },
  } as Handlers;
  for (const type of ownNodeTypes) (handlers as Record<string, unknown>)[type] = asData;
  return {
    handlers,
    unknownHandler(state, node) {
      page.diagnostics.push({
        line: node.position?.start.line ?? 1,
        column: node.position?.start.column ?? 1,
        message: `sfpdocs has no way to show a \`${node.type}\` node; its text is shown as it is`,
        hint: 'this is a bug in sfpdocs: please report it with this file',
        ruleId: 'internal',
        severity: 'warning',
      });
      if ('value' in node && typeof node.value === 'string') return { type: 'text', value: node.value } as ElementContent;
      return asData(state, node as Nodes);
    },
  };
}
