// `markdown.mdx: false`: MDX pages are read, never run. MDX is code with the build machine's
// rights (and the reader's browser), so a site that takes contributions it does not review as
// code turns it off; its `.mdx` pages are still parsed as MDX, and then everything that would run
// is taken out with a warning at its line, keeping the writer's content: imports and exports go,
// an `{expression}` is shown as code, a component's content is shown without the component, and
// a tag's `{…}` attributes go. What is left is an HTML page, checked as raw HTML is.
import type { Code, InlineCode, Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { intrinsicRe } from './mdx-page.ts';
import { SKIP, walkTree } from './walk-tree.ts';

type Found = Omit<Diagnostic, 'file'>;

const notRun = 'this site reads MDX without running it (`markdown.mdx: false` in its config)';
const hint = 'write the page in markdown and HTML; a site that trusts its writers with code sets `markdown.mdx: true`';

export function disarmMdx(tree: Root, diagnostics: Found[]): void {
  const warned = new Set<string>();
  const warn = (node: Nodes, key: string, message: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    diagnostics.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message, hint, ruleId: 'markdown', severity: 'warning' });
  };
  walkTree<Nodes>(tree, (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    const siblings = parent.children as Nodes[];
    if (node.type === 'mdxjsEsm') {
      warn(node, `esm:${node.position?.start.line}`, `\`${firstLine(node.value)}\` is not run: ${notRun}`);
      siblings.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      warn(node, `expression:${node.position?.start.line}`, `\`{${firstLine(node.value)}}\` is not run: ${notRun}; its code is shown as it is written`);
      const shown: Code | InlineCode = node.type === 'mdxFlowExpression' ? { type: 'code', lang: 'js', value: `{${node.value}}` } : { type: 'inlineCode', value: `{${node.value}}` };
      siblings[index] = { ...shown, ...(node.position ? { position: node.position } : {}) } as Nodes;
      return SKIP;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
    if (node.name && intrinsicRe.test(node.name)) {
      dropExpressionAttributes(node, (message) => warn(node, `attribute:${node.position?.start.line}:${node.position?.start.column}`, message));
      return undefined;
    }
    // A component (or a fragment): its content stays, in its place.
    const label = node.name ? `<${node.name}>` : '<>';
    warn(node, `component:${node.name ?? ''}`, `\`${label}\` is a component, which is not run: ${notRun}; its content is shown without it`);
    siblings.splice(index, 1, ...(node.children as Nodes[]));
    return [SKIP, index];
  });
}

/** Removes a tag's `{…}` attributes and spreads: their values are code. */
function dropExpressionAttributes(node: MdxJsxFlowElement | MdxJsxTextElement, warn: (message: string) => void): void {
  const kept = node.attributes.filter((attribute) => attribute.type === 'mdxJsxAttribute' && (attribute.value === null || attribute.value === undefined || typeof attribute.value === 'string'));
  if (kept.length === node.attributes.length) return;
  const gone = node.attributes.filter((attribute) => !kept.includes(attribute)).map((attribute) => (attribute.type === 'mdxJsxAttribute' ? `${attribute.name}={…}` : '{…}'));
  warn(`\`${gone.join(' ')}\` on \`<${node.name}>\` is not run: ${notRun}; the tag is kept without it`);
  node.attributes = kept;
}

function firstLine(code: string): string {
  const line = code.trim().split('\n')[0]!;
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}
