// Highlights fenced code at build time with shiki (light and dark colours as CSS variables, so
// no highlighter ships to the browser) and adds the `title="…"` caption.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, walkTree } from '../walk-tree.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { CodeHighlighter } from '../create-highlighter.ts';

const titleRe = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
export const highlightedLanguages = ['js', 'ts', 'jsx', 'json', 'html', 'css', 'bash', 'xml', 'yaml', 'diff', 'ini', 'lua'];
const inlineParents = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table']);
export const plainLanguages = new Set(['text', 'txt', 'plain', 'plaintext', '']);

export function rehypeCodeBlocks(options: { highlighter: CodeHighlighter; diagnostics: Omit<Diagnostic, 'file'>[] }) {
  const { highlighter } = options;
  const known = new Set(highlighter.languages);
  return (tree: Root) => {
    walkTree<Root | ElementContent>(tree, (node, index, parent) => {
      if (node.type !== 'element') return undefined;
      // Code blocks are flow content: they are never inside paragraphs, headings or tables.
      if (inlineParents.has(node.tagName)) return SKIP;
      if (node.tagName !== 'pre' || !parent || index === undefined) return undefined;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const className = (code.properties.className as string[] | undefined) ?? [];
      const lang = (className.find((c) => c.startsWith('language-')) ?? 'language-').slice('language-'.length).toLowerCase();
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const titleMatch = titleRe.exec(meta);
      const title = titleMatch ? (titleMatch[1] ?? titleMatch[2] ?? titleMatch[3]) : undefined;
      const text = toString(code).replace(/\n$/, '');
      let pre: Element;
      if (!plainLanguages.has(lang) && known.has(lang)) {
        const root = highlighter.toHast(text, lang);
        pre = root.children[0] as Element;
        // Colours come from the theme through CSS variables; drop the inline background so the
        // site's own code-block background applies in both modes.
        delete pre.properties.style;
        delete pre.properties.tabindex;
        delete pre.properties.class;
      } else {
        if (!plainLanguages.has(lang)) {
          const pos = node.position?.start;
          options.diagnostics.push({
            line: pos?.line ?? 1,
            column: pos?.column ?? 1,
            message: `unknown code language \`${lang}\`; the block is shown without highlighting`,
            hint: `use one of ${highlightedLanguages.join(', ')}, or \`text\``,
            ruleId: 'markdown',
            severity: 'warning',
          });
        }
        pre = { type: 'element', tagName: 'pre', properties: { className: ['shiki'] }, children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: text }] }] };
      }
      pre.properties.className = ['shiki'];
      if (lang) pre.properties.dataLanguage = lang;
      const children: ElementContent[] = [];
      if (title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] });
      children.push(pre);
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children };
      return SKIP;
    });
  };
}
