// The HTML a page ships, checked once more the way a browser reads it. The HTML rules look at the
// tree the compiler built; but a tree does not always survive being written out and parsed again:
// `<noscript>` is text to a browser that runs scripts and markup to one that does not, and an
// element that a first parse put outside `<math>` or `<svg>` may land inside it the second time,
// where `<style>` holds markup instead of text (mutation XSS). So the written HTML is parsed again
// by parse5, the HTML parser browsers follow, with scripting on and in the place pages put it (a
// <div>, as `innerHTML` and the prerendered page do), and the same rules run on what it finds.
// Only pages with HTML of the writer's pay for it.
import type { Element, Root, RootContent } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { defaultTreeAdapter, html as htmlNames, parseFragment } from 'parse5';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { checkElement, type HtmlProblem, type HtmlRulesOptions } from './html-rules.ts';

type Found = Omit<Diagnostic, 'file'>;

/** What the rules refuse in `html` once a browser has parsed it. */
export function browserProblems(html: string, options: HtmlRulesOptions): HtmlProblem[] {
  const context = defaultTreeAdapter.createElement('div', htmlNames.NS.HTML, []);
  const tree = fromParse5(parseFragment(context, html, { scriptingEnabled: true })) as Root;
  const problems: HtmlProblem[] = [];
  const walk = (parent: Root | Element) => {
    for (const node of parent.children) {
      if (node.type !== 'element') continue;
      checkElement(node, options, 'output', (problem) => problems.push(problem));
      walk(node);
      if (node.content) walk(node.content as unknown as Root);
    }
  };
  walk(tree);
  return problems;
}

export interface ShippedHtml {
  html: string;
  previewHtml: string | null;
}

export interface CheckShippedOptions extends HtmlRulesOptions {
  /** The page's tree as it is written (positions from the source). */
  tree: Root;
  /** Writes a tree as the page's HTML. */
  stringify: (tree: Root) => string;
  /** Cuts the blog preview out of the page's HTML (null: the page has none). */
  cut: (html: string) => ShippedHtml;
  diagnostics: Found[];
}

/**
 * The page's HTML and preview, with every top-level block whose HTML a browser would read into
 * something the rules refuse left out and reported at its line; nothing at all when the blocks
 * only do it together.
 */
export function checkShippedHtml(shipped: ShippedHtml, options: CheckShippedOptions): ShippedHtml {
  const clean = (result: ShippedHtml) => !browserProblems(result.html, options).length && (result.previewHtml === null || !browserProblems(result.previewHtml, options).length);
  if (clean(shipped)) return shipped;
  const { tree, stringify, diagnostics } = options;
  const report = (node: RootContent | undefined, problem: HtmlProblem | undefined) => {
    diagnostics.push({
      line: node?.position?.start.line ?? 1,
      column: node?.position?.start.column ?? 1,
      message: `this HTML changes when a browser reads it, and then holds what a page may not: ${problem ? problem.message : 'see the blocks around it'}`,
      hint: 'write the HTML plainly: no tags inside `<style>`, `<noscript>`, `<textarea>` or `<title>`, and no HTML elements inside `<math>` or `<svg>`',
      ruleId: 'markdown',
      severity: 'error',
    });
  };
  const kept = tree.children.filter((node) => {
    const problems = browserProblems(stringify({ type: 'root', children: [node] }), options);
    if (problems.length) report(node, problems[0]);
    return !problems.length;
  });
  const result = options.cut(stringify({ ...tree, children: kept }));
  if (kept.length < tree.children.length && clean(result)) return result;
  // No block alone does it (or leaving them out is not enough): the page ships no HTML.
  if (kept.length === tree.children.length) report(tree.children.find((node) => node.position), browserProblems(shipped.html, options)[0] ?? (shipped.previewHtml === null ? undefined : browserProblems(shipped.previewHtml, options)[0]));
  return { html: '', previewHtml: shipped.previewHtml === null ? null : '' };
}
