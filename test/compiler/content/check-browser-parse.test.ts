// The HTML a page ships, parsed again as a browser parses it (scripting on, inside a <div>).
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/content/check-browser-parse.ts';
import { browserProblems, checkShippedHtml } from '../../../compiler/content/check-browser-parse.ts';

const rules = { iframeHosts: [], pageStyles: true };

const parse = suite('check-browser-parse');

parse('should expose the check', () => {
  assert.equal(Object.keys(api).sort(), ['browserProblems', 'checkShippedHtml']);
});

parse('should read <noscript> as a browser that runs scripts does', () => {
  // A parser without scripting sees a <style> holding text; a browser sees text, then an <img>.
  assert.equal(browserProblems('<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>', rules).map((p) => p.message), ['`onerror` on `<img>` is not allowed: event handlers do not run in the site']);
  assert.equal(browserProblems('<noscript><p>Turn on JavaScript.</p></noscript>', rules), []);
});

parse('should find what lands in <math> and <svg> once parsed again, and in <template>', () => {
  assert.equal(browserProblems('<math><mtext><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mtext></math>', rules).map((p) => p.message), ['`onerror` on `<img>` is not allowed: event handlers do not run in the site']);
  assert.equal(browserProblems('<template><script>alert(1)</script></template>', rules).length, 1);
  assert.equal(browserProblems('<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', rules).length, 1);
});

parse('leaves out, with an error at its line, the block a browser reads into something refused', () => {
  // A tree whose block writes out as HTML that a browser reads differently from the tree.
  const tree = fromHtml('<p>Before.</p>\n<div>x</div>\n<p>After.</p>', { fragment: true }) as Root;
  const div = tree.children.find((node) => node.type === 'element' && node.tagName === 'div')!;
  (div as { children: unknown[] }).children = [{ type: 'element', tagName: 'noscript', properties: {}, children: [{ type: 'element', tagName: 'style', properties: {}, children: [{ type: 'text', value: '</noscript><img src=x onerror=alert(1)>' }] }] }];
  const diagnostics: Parameters<typeof checkShippedHtml>[1]['diagnostics'] = [];
  const html = toHtml(tree);
  const shipped = checkShippedHtml({ html, previewHtml: null }, { ...rules, tree, stringify: (root) => toHtml(root), cut: (full) => ({ html: full, previewHtml: null }), diagnostics });
  assert.equal(diagnostics.map((d) => [d.line, d.column]), [[2, 1]]);
  assert.equal(shipped.html, '<p>Before.</p>\n\n<p>After.</p>');
});

parse.run();
