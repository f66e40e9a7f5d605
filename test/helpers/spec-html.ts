// Compares sfpdocs's HTML for a CommonMark or GFM spec example with the spec's own, apart from what
// sfpdocs adds on purpose (docs/content-format.md, "Markdown"): heading ids and # links, code block
// wrappers and highlighting, link markers, rel on external links and task-list classes. Both sides
// are parsed and written again by the same HTML serializer, so quoting, void elements and
// whitespace between blocks do not count.
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import type { CompiledPage } from '../../compiler/content/compile-markdown.ts';

const serializer = unified().use(rehypeStringify);

/** The spec's HTML in the canonical form. */
export function canonicalSpecHtml(html: string): string {
  // Without the last line break: after unclosed inline HTML (`<a href="x">`), an HTML parser
  // reopens the element around it, which no renderer meant.
  return canonical(fromHtml(html.replace(/>\n$/, '>'), { fragment: true }), false);
}

/** sfpdocs's HTML for a page in the canonical form, its additions taken back out. */
export function canonicalPageHtml(page: CompiledPage): string {
  const tree = fromHtml(page.html.replace(/>\n$/, '>'), { fragment: true });
  return canonical(tree, true, (url) => page.links[Number(url.slice('sfp:'.length))]?.url ?? url);
}

function canonical(tree: Root, ours: boolean, unmark?: (url: string) => string): string {
  const clean = (parent: Root | Element, inPre: boolean) => {
    const kept: RootContent[] = [];
    for (let node of parent.children as RootContent[]) {
      if (node.type === 'comment') continue;
      if (node.type === 'text' && !inPre && !node.value.trim() && kept.length !== 0 && parent.type !== 'root' && isInline(parent)) {
        kept.push(node);
        continue;
      }
      if (node.type === 'text' && !inPre && !node.value.trim()) continue;
      if (node.type === 'element') {
        if (ours) node = undoAdditions(node, unmark!);
        // Link targets compare as a browser reads them: `öö.html` and `%C3%B6%C3%B6.html` are one.
        for (const name of ['href', 'src'] as const) if (typeof node.properties[name] === 'string') node.properties[name] = normalizeUri(node.properties[name] as string);
        // Attributes in one order: `<input type="checkbox" disabled>` and `<input disabled type="checkbox">` are one.
        node.properties = Object.fromEntries(Object.entries(node.properties).sort(([a], [b]) => (a < b ? -1 : 1)));
        if (node.type === 'element' && node.tagName === 'a' && node.properties.className?.toString() === 'hash-link') continue;
        clean(node, inPre || node.tagName === 'pre');
      }
      kept.push(node);
    }
    parent.children = kept as typeof parent.children;
  };
  clean(tree, false);
  return serializer.stringify(tree).trimEnd();
}

const inlineParents = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'em', 'strong', 'del', 'code', 'td', 'th', 'li']);
function isInline(node: Element): boolean {
  return inlineParents.has(node.tagName);
}

function undoAdditions(node: Element, unmark: (url: string) => string): Element {
  if (/^h[1-6]$/.test(node.tagName)) delete node.properties.id;
  if (node.tagName === 'a') {
    if (typeof node.properties.href === 'string' && node.properties.href.startsWith('sfp:')) node.properties.href = unmark(node.properties.href);
    delete node.properties.rel;
  }
  if (node.tagName === 'img' && typeof node.properties.src === 'string' && node.properties.src.startsWith('sfp:')) node.properties.src = unmark(node.properties.src);
  if ((node.tagName === 'ul' || node.tagName === 'ol') && node.properties.className?.toString() === 'contains-task-list') delete node.properties.className;
  if (node.tagName === 'li' && node.properties.className?.toString() === 'task-list-item') delete node.properties.className;
  // <div class="code-block"><pre class="shiki" data-language="x"><code>…</code></pre></div> → <pre><code class="language-x">…\n</code></pre>
  if (node.tagName === 'div' && node.properties.className?.toString() === 'code-block') {
    const pre = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre')!;
    const lang = pre.properties.dataLanguage;
    const text = textOf(pre);
    return { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'element', tagName: 'code', properties: lang ? { className: [`language-${lang}`] } : {}, children: text ? [{ type: 'text', value: `${text}\n` }] : [] }] };
  }
  return node;
}

function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

/** As micromark writes link targets: percent-encoded, existing escapes kept. */
function normalizeUri(url: string): string {
  return url.replace(/%(?![\da-f]{2})|[^!#$&-;=?-Z_a-z~%]/gi, (c) => (c === '%' ? '%25' : encodeURIComponent(c)));
}
