// `:::note[Optional title]` … `:::` containers become <aside class="admonition …">. Text and leaf
// directives we do not define are turned back into the text they came from, because remark-directive
// also reads ordinary prose such as "ratio:value" as a directive.
import type { Paragraph, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, walkTree } from '../walk-tree.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';

export const admonitionTypes: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
};

type Found = Omit<Diagnostic, 'file'>;

export function remarkAdmonitions(options: { diagnostics: Found[] }) {
  return (tree: Root) => {
    walkTree<Root | RootContent>(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        const label = admonitionTypes[node.name];
        if (!label) {
          options.diagnostics.push({
            line: node.position?.start.line ?? 1,
            column: node.position?.start.column ?? 1,
            message: `unknown admonition \`:::${node.name}\``,
            hint: `use one of ${Object.keys(admonitionTypes).map((t) => `:::${t}`).join(', ')}`,
            ruleId: 'markdown',
            severity: 'error',
          });
        }
        const first = node.children[0] as Paragraph | undefined;
        let title = label ?? node.name;
        if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = toString(first);
          node.children.shift();
        }
        const heading: Paragraph = {
          type: 'paragraph',
          children: [{ type: 'text', value: title }],
          data: { hProperties: { className: ['admonition-title'] } },
        };
        node.children.unshift(heading);
        node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${label ? node.name : 'note'}`] } };
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const prefix = node.type === 'textDirective' ? ':' : '::';
        const inner = toString(node);
        const value = prefix + node.name + (inner ? `[${inner}]` : '');
        const replacement: RootContent =
          node.type === 'textDirective'
            ? ({ type: 'text', value } as RootContent)
            : ({ type: 'paragraph', children: [{ type: 'text', value }] } as RootContent);
        (parent.children as RootContent[]).splice(index, 1, replacement);
        return [SKIP, index + 1];
      }
      return undefined;
    });
  };
}
