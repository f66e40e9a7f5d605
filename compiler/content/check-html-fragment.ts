// HTML that a config writes (a footer's `html` items, Docusaurus's `html` footer links) follows the
// rules of a page's raw HTML (html-rules.ts): it is shown in every page, so what a page may not
// carry it may not either. Parsed as a browser parses it; what the rules refuse is left out and
// reported, and what a second parse would read differently (check-browser-parse.ts) is not shown.
import type { Element, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toHtml } from 'hast-util-to-html';
import { defaultTreeAdapter, html as htmlNames, parseFragment } from 'parse5';
import { browserProblems } from './check-browser-parse.ts';
import { checkElement, headElements, type HtmlProblem, type HtmlRulesOptions } from './html-rules.ts';

export interface CheckedHtml {
  /** The HTML to show: what the rules keep ('' when nothing can be shown). */
  html: string;
  problems: HtmlProblem[];
}

export function checkHtmlFragment(html: string, options: HtmlRulesOptions): CheckedHtml {
  const context = defaultTreeAdapter.createElement('div', htmlNames.NS.HTML, []);
  const tree = fromParse5(parseFragment(context, html, { scriptingEnabled: true })) as Root;
  const problems: HtmlProblem[] = [];
  const report = (problem: HtmlProblem) => problems.push(problem);
  const check = (parent: Root | Element) => {
    parent.children = parent.children.filter((node) => {
      if (node.type !== 'element') return true;
      // A page's <head> is sfpdocs' to write; in a page these are left out too.
      if (headElements.has(node.tagName)) {
        report({ message: `\`<${node.tagName}>\` is not allowed here: it belongs in a page's <head>`, hint: 'remove it' });
        return false;
      }
      if (!checkElement(node, options, 'source', report)) return false;
      check(node);
      if (node.content) check(node.content as unknown as Root);
      return true;
    }) as typeof parent.children;
  };
  check(tree);
  const kept = toHtml(tree);
  const again = browserProblems(kept, options);
  if (again.length) return { html: '', problems: [...problems, { message: `this HTML changes when a browser reads it, and then holds what a page may not: ${again[0]!.message}`, hint: 'write the HTML plainly: no tags inside `<style>`, `<noscript>`, `<textarea>` or `<title>`, and no HTML elements inside `<math>` or `<svg>`' }] };
  return { html: kept, problems };
}
