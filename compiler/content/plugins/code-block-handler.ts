// Turns a fenced code block into its final HTML while the page becomes HTML (a remark-rehype
// handler, so the fence's language and meta are read from the markdown node itself): highlighted
// with shiki at build time (light and dark colours as CSS variables, so no highlighter ships to the
// browser), or plain text; with the `title="…"` caption, highlighted lines and line numbers.
import type { Element, ElementContent } from 'hast';
import type { Code } from 'mdast';
import type { Options } from 'remark-rehype';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { approximatedLanguage, resolveLanguage } from '../code-languages.ts';
import { parseCodeMeta } from '../../../shared/code-meta.ts';
import { applyMagicComments } from '../code-meta.ts';
import type { CodeHighlighter } from '../create-highlighter.ts';

type State = Parameters<NonNullable<NonNullable<Options['handlers']>['code']>>[0];

export interface CodeHandlerOptions {
  highlighter: CodeHighlighter;
  /** The page's diagnostics, read when the handler runs. */
  readonly diagnostics: Omit<Diagnostic, 'file'>[];
  /**
   * Where the page's blocks go when they are to be put in after raw HTML is parsed (see
   * rehype-raw-html.ts), a placeholder standing in for each; null puts them in place.
   */
  readonly codeBlocks: Element[] | null;
}

/** The element that stands in for the code block of that index until it is put in. */
export const codeBlockPlaceholder = 'sfp-code-block';

/** The message of an unknown language's warning, the same on every page so a build can merge them. */
export function unknownLanguageMessage(lang: string): string {
  return `unknown code language \`${lang}\`; its blocks are shown as plain text`;
}

/** The message for a Prism language highlighted with the closest grammar, the same on every page. */
export function approximatedLanguageMessage(lang: string, grammar: string): string {
  return `code language \`${lang}\` has no grammar of its own in sfpdocs (Prism has one, shiki does not): its blocks are highlighted as \`${grammar}\``;
}

export function createCodeHandler(options: CodeHandlerOptions) {
  const { highlighter } = options;
  return (state: State, node: Code): Element => {
    const lang = (node.lang ?? '').toLowerCase();
    const meta = parseCodeMeta(node.meta ?? '');
    const magic = applyMagicComments(node.value, lang);
    const at = node.position?.start;
    for (const { line, comment } of magic.unmatched) {
      options.diagnostics.push({
        line: (at?.line ?? 1) + 1 + line,
        column: at?.column ?? 1,
        message: `\`${comment}\` has no matching \`${comment === 'highlight-start' ? 'highlight-end' : 'highlight-start'}\``,
        hint: 'highlight a range with a `highlight-start` comment line before it and a `highlight-end` comment line after it',
        ruleId: 'markdown',
        severity: 'warning',
      });
    }
    const highlight = new Set([...meta.highlightLines, ...magic.highlight]);
    const byLine = highlight.size > 0 || meta.lineNumbersFrom !== null;
    let pre: Element;
    if (highlighter.has(lang)) {
      const grammar = approximatedLanguage(lang);
      if (grammar) reportOnce(options.diagnostics, approximatedLanguageMessage(node.lang!, grammar), `name one of shiki's languages (\`${grammar}\` is what sfpdocs uses) to say so, or \`text\` for none`, node);
      pre = highlighter.toHast(magic.code, lang).children[0] as Element;
      // Colours come from the theme through CSS variables; drop the inline background so the
      // site's own code-block background applies in both modes.
      delete pre.properties.style;
      delete pre.properties.tabindex;
      delete pre.properties.class;
    } else {
      if (!resolveLanguage(lang)) reportUnknown(options.diagnostics, node.lang!, node);
      pre = plainBlock(magic.code, byLine);
    }
    pre.properties.className = ['shiki'];
    if (lang) pre.properties.dataLanguage = lang;
    if (byLine) markLines(pre, highlight, meta.lineNumbersFrom);
    const children: ElementContent[] = [];
    if (meta.title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] });
    children.push(pre);
    const block: Element = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children };
    state.patch(node, block);
    const deferred = options.codeBlocks;
    if (!deferred) return block;
    const placeholder: Element = { type: 'element', tagName: codeBlockPlaceholder, properties: { dataIndex: String(deferred.push(block) - 1) }, children: [] };
    state.patch(node, placeholder);
    return placeholder;
  };
}

/** One warning per unknown language per page, at its first block. */
function reportUnknown(diagnostics: CodeHandlerOptions['diagnostics'], lang: string, node: Code): void {
  reportOnce(diagnostics, unknownLanguageMessage(lang), 'name a language shiki knows (`js`, `kotlin`, `objc`, …; see docs/content-format.md#code-blocks), or `text`', node);
}

/** One warning per message on a page (the build then keeps one per language: merge-language-warnings.ts). */
function reportOnce(diagnostics: CodeHandlerOptions['diagnostics'], message: string, hint: string, node: Code): void {
  if (diagnostics.some((d) => d.message === message)) return;
  diagnostics.push({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, message, hint, ruleId: 'markdown', severity: 'warning' });
}

/** `<pre><code>` for unhighlighted code, split into line spans only when lines are marked. */
function plainBlock(code: string, byLine: boolean): Element {
  const children: ElementContent[] = [];
  if (byLine) {
    code.split('\n').forEach((line, i) => {
      if (i) children.push({ type: 'text', value: '\n' });
      children.push({ type: 'element', tagName: 'span', properties: { className: ['line'] }, children: line ? [{ type: 'text', value: line }] : [] });
    });
  } else children.push({ type: 'text', value: code });
  return { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: {}, children }] };
}

/** Marks highlighted lines and numbers the lines (a CSS counter starting at `first`). */
function markLines(pre: Element, highlight: Set<number>, first: number | null): void {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
  if (!code) return;
  let line = 0;
  for (const child of code.children) {
    // Shiki writes the class as `class`, our plain blocks as `className`.
    if (child.type !== 'element' || String(child.properties.class ?? child.properties.className ?? '') !== 'line') continue;
    line++;
    if (!highlight.has(line)) continue;
    delete child.properties.class;
    child.properties.className = ['line', 'highlighted'];
  }
  if (first !== null) {
    pre.properties.className = ['shiki', 'line-numbers'];
    if (first !== 1) code.properties.style = `counter-reset:line ${first - 1}`;
  }
}
