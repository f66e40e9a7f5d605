// The one table of HTML rules, as each place that applies it sees it: the writer's HTML
// ('source') and the HTML a page ships ('output').
import type { Element } from 'hast';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/content/html-rules.ts';
import { checkElement, type HtmlRulesMode } from '../../../compiler/content/html-rules.ts';

const element = (tagName: string, properties: Element['properties'] = {}): Element => ({ type: 'element', tagName, properties, children: [] });
const run = (node: Element, mode: HtmlRulesMode, options = { iframeHosts: [] as string[], pageStyles: false }) => {
  const problems: string[] = [];
  const kept = checkElement(node, options, mode, (problem) => problems.push(problem.message));
  return { kept, problems, properties: node.properties };
};

const rules = suite('html-rules');

rules('should expose the rules', () => {
  assert.equal(Object.keys(api).sort(), ['attributeName', 'checkElement', 'frameProblem', 'headElements', 'linkAttributes', 'pageStyleProblem']);
});

rules('rejects sfpdocs\' own markers in the writer\'s HTML only', () => {
  assert.equal(run(element('p', { dataSfpMarkdown: 'x', dataSfpJsx: '' }), 'source'), { kept: true, problems: ["`data-sfp-markdown` on `<p>` is sfpdocs' own attribute: a page cannot set it", "`data-sfp-jsx` on `<p>` is sfpdocs' own attribute: a page cannot set it"], properties: {} });
  assert.equal(run(element('sfp-truncate'), 'source').problems, ["`<sfp-truncate>` is sfpdocs' own element: a page cannot write it"]);
  assert.equal(run(element('sfp-truncate'), 'output'), { kept: true, problems: [], properties: {} });
  assert.equal(run(element('div', { dataSfp: 'softkey' }), 'output').problems, []);
});

rules('rejects <style> unless the site allows page styles', () => {
  assert.equal(run(element('style'), 'source'), { kept: false, problems: [api.pageStyleProblem.message], properties: {} });
  assert.equal(run(element('style'), 'output', { iframeHosts: [], pageStyles: true }).kept, true);
});

rules('rejects head elements in the HTML a page ships, which the writer\'s pass has taken out', () => {
  assert.equal(run(element('link', { rel: ['stylesheet'], href: 'https://evil.example/x.css' }), 'output').problems, ["`<link>` is not allowed in a page's content"]);
  assert.equal(run(element('meta', { httpEquiv: ['refresh'] }), 'source').problems, ['`<meta http-equiv>` is not allowed in a page']);
});

rules('should name attributes as HTML writes them', () => {
  assert.is(api.attributeName('dataSfpMarkdown'), 'data-sfp-markdown');
  assert.is(api.attributeName('onError'), 'onerror');
  assert.is(api.attributeName('xLinkHref'), 'xlink:href');
});

rules.run();
