// The lowercase tags of an MDX page with components (`<a href>`, `<img src>`, `<iframe>`,
// `<script>`) follow the rules raw HTML follows in a `.md` page (html-rules.ts): what they refuse
// is an error at its line and leaves the page, and links and media sources are checked and copied
// like markdown's (a marker `sfp:N` stands in for the URL until the links are resolved). Values
// written as `{expressions}` are the page's code, which MDX runs anyway: they are not checked,
// except an <iframe>'s `src`, which must be a string unless the site allows every host.
import type { Element, Properties } from 'hast';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { checkElement, frameProblem, linkAttributes, type HtmlRulesOptions } from './html-rules.ts';
import { intrinsicRe, reactNames } from './mdx-page.ts';
import { reportPageHiding } from './page-hiding-style.ts';
import { isExternal, linkMarkerPrefix, type LinkInfo } from './plugins/remark-collect-links.ts';
import { SKIP, walkTree } from './walk-tree.ts';

type Found = Omit<Diagnostic, 'file'>;

export interface IntrinsicElementsOptions extends HtmlRulesOptions {
  readonly links: LinkInfo[];
  readonly anchors: string[];
  readonly diagnostics: Found[];
}

/** The hast property of a JSX attribute name (`className` → `className`, `onerror` → `onError`). */
function propertyOf(name: string): string {
  return find(html, reactNames[name] ?? name).property;
}

export function checkIntrinsicElements(tree: Root, options: IntrinsicElementsOptions): void {
  walkTree<Nodes>(tree, (node, index, parent) => {
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name || !intrinsicRe.test(node.name)) return undefined;
    if (checkOne(node, options) || !parent || index === undefined) return undefined;
    (parent.children as Nodes[]).splice(index, 1);
    return [SKIP, index];
  });
}

/** Whether the tag stays; its refused attributes are removed and its link collected. */
function checkOne(node: MdxJsxFlowElement | MdxJsxTextElement, options: IntrinsicElementsOptions): boolean {
  const name = node.name!;
  const at = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
  const report = (message: string, hint: string) => options.diagnostics.push({ ...at, message, hint, ruleId: 'markdown', severity: 'error' });
  // The tag's written values as hast properties, each with the attribute it came from.
  const properties: Properties = {};
  const from = new Map<string, MdxJsxAttribute>();
  const expressions = new Set<string>();
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const property = propertyOf(attribute.name);
    if (attribute.value !== null && attribute.value !== undefined && typeof attribute.value !== 'string') expressions.add(property);
    else properties[property] = attribute.value ?? true;
    from.set(property, attribute);
  }
  if (name === 'iframe' && expressions.has('src')) {
    if (!options.iframeHosts.includes('*')) {
      report(`\`<iframe src={…}>\` cannot be checked against \`markdown.iframeHosts\`: ${frameProblem('', options.iframeHosts).message}`, 'write the frame\'s URL as a string, from an allowed host');
      return false;
    }
    // Any https host is allowed: the expression's URL is the page's code, as the rest of it.
    properties.src = 'https://any.host.invalid/';
  }
  const element: Element = { type: 'element', tagName: name, properties: { ...properties }, children: [] };
  if (!checkElement(element, options, 'source', (problem) => report(problem.message, problem.hint))) return false;
  if (name === 'style') reportPageHiding(styleText(node), (message, hint) => options.diagnostics.push({ ...at, message, hint, ruleId: 'markdown', severity: 'warning' }));
  // Attributes the rules took away go from the tag too.
  for (const property of Object.keys(properties)) {
    if (!(property in element.properties)) node.attributes.splice(node.attributes.indexOf(from.get(property)!), 1);
  }
  const anchor = properties.id ?? (name === 'a' ? properties.name : undefined);
  if (typeof anchor === 'string' && anchor) options.anchors.push(anchor);
  const link = linkAttributes[name];
  const url = link && properties[link.property];
  if (typeof url === 'string' && url && !isExternal(url)) {
    options.links.push({ url, ...at, image: link.image });
    from.get(link.property)!.value = linkMarkerPrefix + (options.links.length - 1);
  }
  return true;
}

type Expression = { type: string; value?: unknown; expressions?: unknown[]; quasis?: Array<{ value: { cooked?: string | null } }> };

/** The CSS of a `<style>` as far as it is written out: text, and `{'…'}` or `{`…`}` without `${}`. */
function styleText(node: MdxJsxFlowElement | MdxJsxTextElement): string {
  return node.children
    .map((child) => {
      if (child.type === 'text') return child.value;
      if (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') return '';
      const expression = ((child.data?.estree as { body?: Array<{ expression?: Expression }> } | undefined)?.body?.[0]?.expression);
      if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value;
      if (expression?.type === 'TemplateLiteral' && !expression.expressions?.length) return expression.quasis?.[0]?.value.cooked ?? '';
      return '';
    })
    .join('\n');
}
