// Admonitions in the forms writers use: `:::note[Optional title]` … `:::` containers (nested with
// more colons), Docusaurus's older `:::note Optional title` (see legacyTitleSource), and GitHub's
// alerts (`> [!NOTE]`), all as <aside class="admonition admonition-STYLE">. An unknown type is a
// warning and its content is still shown, as a note. Text and leaf directives we do not define are
// turned back into the text they came from, because remark-directive also reads ordinary prose
// such as "ratio:value" as a directive.
import type { Blockquote, Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, walkTree } from '../walk-tree.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { admonitionTypes, type AdmonitionStyle, type AdmonitionType } from '../../../shared/admonition-types.ts';

/** The looks an admonition can have: each has its colours in the theme. */
export const admonitionStyles = ['note', 'tip', 'info', 'warning', 'danger'] as const satisfies readonly AdmonitionStyle[];
export type { AdmonitionStyle, AdmonitionType };

/** Docusaurus's types (shared with `<Admonition>` in MDX): caution looks like warning, important like info. */
export const builtInAdmonitions: Record<string, AdmonitionType> = admonitionTypes;

/** GitHub's alert types, styled as GitHub colours them (its CAUTION is red). */
const githubAlerts: Record<string, AdmonitionType> = {
  NOTE: builtInAdmonitions.note!,
  TIP: builtInAdmonitions.tip!,
  IMPORTANT: builtInAdmonitions.important!,
  WARNING: builtInAdmonitions.warning!,
  CAUTION: { title: 'Caution', style: 'danger' },
};
const alertRe = /^\[!([A-Za-z]+)\][ \t]*(?:\n|$)/;

type Found = Omit<Diagnostic, 'file'>;

export interface AdmonitionOptions {
  /** Every type a page may use: the built-in ones and the site's own. */
  types: Record<string, AdmonitionType>;
  /** The page's diagnostics, read when the plugin runs. */
  readonly diagnostics: Found[];
  /** The page's markdown, to turn unused directives back into exactly what was written. */
  readonly source: string;
}

export function remarkAdmonitions(options: AdmonitionOptions) {
  const { types } = options;
  const names = Object.keys(types).map((t) => `:::${t}`).join(', ');
  return (tree: Root) => {
    walkTree<Root | RootContent>(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        let type = types[node.name];
        if (!type) {
          options.diagnostics.push({
            line: node.position?.start.line ?? 1,
            column: node.position?.start.column ?? 1,
            message: `unknown admonition \`:::${node.name}\`; it is shown as a note`,
            hint: `use one of ${names}, or add \`${node.name}\` to \`markdown.admonitions\` in site.config.ts`,
            ruleId: 'markdown',
            severity: 'warning',
          });
          type = { title: node.name.charAt(0).toUpperCase() + node.name.slice(1), style: 'note' };
        }
        const first = node.children[0] as Paragraph | undefined;
        let title: Paragraph['children'] = [{ type: 'text', value: type.title }];
        if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = first.children;
          node.children.shift();
        }
        toAside(node, type, title);
        return undefined;
      }
      if (node.type === 'blockquote') {
        const alert = alertOf(node);
        if (alert) toAside(node, alert, [{ type: 'text', value: alert.title }]);
        return undefined;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        // What was written, attributes and all; without positions (never from the parser), its name and label.
        const value = start !== undefined && end !== undefined ? options.source.slice(start, end) : `${node.type === 'textDirective' ? ':' : '::'}${node.name}${toString(node) ? `[${toString(node)}]` : ''}`;
        const text = { type: 'text', value, position: node.position } as Text;
        const replacement = node.type === 'textDirective' ? text : ({ type: 'paragraph', children: [text], position: node.position } as Paragraph);
        (parent.children as RootContent[]).splice(index, 1, replacement);
        return [SKIP, index + 1];
      }
      // Directives are flow or phrasing content of their own: none is inside a code block or text.
      return node.type === 'code' || node.type === 'text' ? SKIP : undefined;
    });
  };
}

/** The alert type of a blockquote opening with `[!TYPE]` alone on its first line, which is then removed. */
function alertOf(quote: Blockquote): AdmonitionType | undefined {
  const first = quote.children[0];
  if (first?.type !== 'paragraph') return undefined;
  const text = first.children[0];
  if (text?.type !== 'text') return undefined;
  const match = alertRe.exec(text.value);
  const type = match && githubAlerts[match[1]!.toUpperCase()];
  if (!type) return undefined;
  text.value = text.value.slice(match[0].length);
  if (!text.value) first.children.shift();
  // A break after the marker (two trailing spaces) would open the body with an empty line.
  if (first.children[0]?.type === 'break') first.children.shift();
  if (!first.children.length) quote.children.shift();
  return type;
}

function toAside(node: ContainerDirective | Blockquote, type: AdmonitionType, title: Paragraph['children']): void {
  const heading: Paragraph = { type: 'paragraph', children: title, data: { hProperties: { className: ['admonition-title'] } } };
  (node as Parent).children.unshift(heading);
  node.data = { ...node.data, hName: 'aside', hProperties: { className: ['admonition', `admonition-${type.style}`] } };
}

const legacyTitleRe = /(?:^|\n)(:{3,}[A-Za-z][\w-]*)[ \t]+(?=\S)/g;

/**
 * Docusaurus's older title form, `:::tip My title`, which remark-directive reads as a paragraph:
 * the source with each such line written `:::tip[My title]`, or null when the page has none. The
 * lines are found in the parsed paragraphs, so code blocks are never touched.
 */
export function legacyTitleSource(tree: Root, source: string): string | null {
  const lines = new Set<number>();
  walkTree<Root | RootContent>(tree, (node) => {
    if (node.type === 'code' || node.type === 'html' || node.type === 'heading') return SKIP;
    if (node.type !== 'paragraph') return undefined;
    node.children.forEach((child, i) => {
      if (child.type !== 'text' || !child.position) return;
      for (const match of child.value.matchAll(legacyTitleRe)) {
        // At the start of a line: after a line break, or at the start of the paragraph.
        if (!match[0].startsWith('\n') && i > 0) continue;
        lines.add(child.position.start.line + child.value.slice(0, match.index + (match[0].startsWith('\n') ? 1 : 0)).split('\n').length - 1);
      }
    });
    return SKIP;
  });
  if (!lines.size) return null;
  const sourceLines = source.split('\n');
  for (const line of lines) {
    const text = sourceLines[line - 1];
    if (text === undefined) continue;
    sourceLines[line - 1] = text.replace(/(:{3,}[A-Za-z][\w-]*)[ \t]+(\S.*?)[ \t]*(\r?)$/, (_, fence: string, title: string, cr: string) => `${fence}[${title.replace(/[[\]]/g, '\\$&')}]${cr}`);
  }
  return sourceLines.join('\n');
}
