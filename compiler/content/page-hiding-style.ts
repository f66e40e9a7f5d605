// A page's `<style>`, where a site allows one (`markdown.pageStyles`), still must not hide the
// whole page: a rule that takes the document away (`body { display: none }`, `* { visibility:
// hidden }`) is said at the tag's line. The CSS is read with postcss and its selectors with
// postcss-selector-parser, so comments, nesting in @media and odd spacing change nothing.
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** Declarations that take an element, and everything in it, off the page. */
const hides: Record<string, RegExp> = {
  display: /^none$/i,
  visibility: /^(hidden|collapse)$/i,
  opacity: /^0*(\.0*)?%?$/,
  'content-visibility': /^hidden$/i,
};

/** Elements whose hiding hides the page: the document, its body, or every element. */
const pageElements = new Set(['html', 'body']);

/** The first rule of `css` that hides the whole page, as `selector { property: value }`; null when none does. */
export function pageHidingRule(css: string): string | null {
  let root: postcss.Root;
  try {
    root = postcss.parse(css);
  } catch {
    return null; // CSS the browser would drop rule by rule; nothing to read here
  }
  let found: string | null = null;
  root.walkRules((rule) => {
    if (found) return false;
    const selector = rule.selectors.find(hitsPage);
    if (!selector) return undefined;
    rule.walkDecls((decl) => {
      if (!found && hides[decl.prop.toLowerCase()]?.test(decl.value.replace(/\s*!important$/i, '').trim())) found = `${selector} { ${decl.prop}: ${decl.value} }`;
    });
    return undefined;
  });
  return found;
}

/** Whether a selector stands for the document itself: made of `html`, `body`, `:root` and `*` alone (`html > body` too). */
function hitsPage(selector: string): boolean {
  let hits = false;
  try {
    selectorParser((selectors) => {
      hits = selectors.nodes.some((compound) => compound.nodes.some((node) => node.type !== 'combinator') && compound.nodes.every((node) => (node.type === 'tag' && pageElements.has(node.value.toLowerCase())) || node.type === 'universal' || node.type === 'combinator' || (node.type === 'pseudo' && node.value === ':root')));
    }).processSync(selector);
  } catch {
    return false;
  }
  return hits;
}

/** Reports a page's style that hides the whole page (a warning: the site allows page styles). */
export function reportPageHiding(css: string, report: (message: string, hint: string) => void): void {
  const rule = pageHidingRule(css);
  if (rule) report(`this \`<style>\` hides the whole page: \`${rule}\``, 'remove the rule: a page\'s style applies to the whole site page, navbar and sidebar included');
}
