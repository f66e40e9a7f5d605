// Admonitions in the forms writers use: `:::note[Optional title]` … `:::` containers (nested with
// more colons), Docusaurus's older `:::note Optional title` (see legacyTitleSource), and GitHub's
// alerts (`> [!NOTE]`), all as <aside class="admonition admonition-STYLE">. An unknown type is a
// warning and its content is still shown, as a note; on a site whose theme swizzles Docusaurus's
// table of types (`src/theme/Admonition/Types`), it is the site's own type: an `<Admonition type>`
// element, which the site's component for that type renders (runtime/docusaurus/Admonition.tsx). Text and leaf directives we do not define are
// turned back into the text they came from, because remark-directive also reads ordinary prose
// such as "ratio:value" as a directive.
import type { Blockquote, Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { SKIP, walkTree } from '../walk-tree.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { githubAlerts, type AdmonitionType } from '../../../shared/admonition-types.ts';
const alertRe = /^\[!([A-Za-z]+)\][ \t]*(?:\n|$)/;

type Found = Omit<Diagnostic, 'file'>;

export interface AdmonitionOptions {
  /** Every type a page may use: the built-in ones and the site's own. */
  types: Record<string, AdmonitionType>;
  /** The page's diagnostics, read when the plugin runs. */
  readonly diagnostics: Found[];
  /** The page's markdown, to turn unused directives back into exactly what was written. */
  readonly source: string;
  /**
   * Whether a type beyond `types` is the site's own (its `src/theme/Admonition/Types`): 'render'
   * makes it an `<Admonition>` element; 'raw-html', a page whose raw HTML cannot go beside
   * components, keeps it a note with a warning saying why; 'off', a plain unknown type.
   */
  readonly siteTypes?: 'render' | 'raw-html' | 'off';
}

export function remarkAdmonitions(options: AdmonitionOptions) {
  const { types } = options;
  const names = Object.keys(types).map((t) => `:::${t}`).join(', ');
  return (tree: Root) => {
    walkTree<Root | RootContent>(tree, (node, index, parent) => {
      if (node.type === 'containerDirective') {
        let type = types[node.name];
        if (!type && options.siteTypes === 'render') {
          (parent?.children as RootContent[] | undefined)?.splice(index!, 1, toElement(node));
          return undefined;
        }
        if (!type && options.siteTypes === 'raw-html') {
          options.diagnostics.push({
            line: node.position?.start.line ?? 1,
            column: node.position?.start.column ?? 1,
            message: `admonition \`:::${node.name}\` is shown as a note, not with the site's component for it (src/theme/Admonition/Types): this page holds raw HTML, which sfpdocs cannot render beside components`,
            hint: 'rename the page to .mdx (its HTML tags become JSX), or write the HTML as markdown',
            ruleId: 'markdown',
            severity: 'warning',
          });
          type = { title: node.name.charAt(0).toUpperCase() + node.name.slice(1), style: 'note' };
        }
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

/**
 * A site's own type as the element Docusaurus's admonitions become: `<Admonition type="NAME">`,
 * with the directive's label (`:::NAME[Title]`) as its `title`.
 */
function toElement(node: ContainerDirective): MdxJsxFlowElement {
  const first = node.children[0] as Paragraph | undefined;
  const attributes: MdxJsxAttribute[] = [{ type: 'mdxJsxAttribute', name: 'type', value: node.name }];
  if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: toString(first) });
    node.children.shift();
  }
  // The same children array: the walk goes on into it (admonitions nested inside).
  return { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: node.children as MdxJsxFlowElement['children'], ...(node.position ? { position: node.position } : {}) };
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

/** An opening or closing code fence, after any blockquote markers and indentation. */
const fenceRe = /^(`{3,}|~{3,})(.*)$/;
/** `:::tip My title` (not `:::tip[Title]` or `:::tip{attrs}`, which remark-directive reads as they are). */
const legacyTitleRe = /^(:{3,}[A-Za-z][\w-]*)[ \t]+([^\s[{].*?)[ \t]*(\r?)$/;

/**
 * Docusaurus's older title form, `:::tip My title`, which remark-directive reads as a paragraph:
 * the source with each such line written `:::tip[My title]`, or null when the page has none.
 * Docusaurus rewrites these lines with a pattern before parsing; so does this, line by line and
 * outside fenced code (an `mdx-code-block` fence holds markdown, so its lines count), so that a
 * page is parsed once.
 */
export function legacyTitleSource(source: string): string | null {
  const lines = source.split('\n');
  let fence: string | null = null;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const prefix = /^(?:[ \t]*>)*[ \t]*/.exec(line)![0];
    const rest = line.slice(prefix.length);
    const fenceMatch = fenceRe.exec(rest);
    if (fence) {
      // A closing fence: the same character, at least as long, nothing after it.
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length && !fenceMatch[2]!.trim()) fence = null;
      continue;
    }
    if (fenceMatch) {
      if (fenceMatch[2]!.trim().split(/\s/)[0] !== 'mdx-code-block') fence = fenceMatch[1]!;
      continue;
    }
    const title = legacyTitleRe.exec(rest);
    if (!title) continue;
    lines[i] = `${prefix}${title[1]}[${title[2]!.replace(/[[\]]/g, '\\$&')}]${title[3]}`;
    changed = true;
  }
  return changed ? lines.join('\n') : null;
}
