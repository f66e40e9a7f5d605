import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignRoutes } from '../../../compiler/passes/assign-routes.ts';
import { resolveLinks } from '../../../compiler/passes/resolve-links.ts';
import { compiledPage, graphOf } from '../../helpers/page-graph.ts';
import type { CompiledPage } from '../../../compiler/content/compile-markdown.ts';

const link = (url: string, line = 3) => ({ url, line, column: 1, image: false });
const target = compiledPage('content/2.5/guide/target.md', { title: 'Target', headings: [{ depth: 2, id: 'setup', text: 'Setup', line: 5 }] });

function resolve(page: CompiledPage, config?: Parameters<typeof graphOf>[1]) {
  const graph = graphOf([target, page], config);
  assignRoutes(graph, [target, page]);
  resolveLinks(graph);
  return { graph, hrefs: graph.byFile.get(page.file)!.hrefs, problems: graph.diagnostics.map((d) => [d.ruleId, d.severity, d.message, d.hint ?? '']) };
}

const links = suite('resolveLinks');

links('should turn .md paths, routes and relative routes into hrefs under the base URL, anchors kept', () => {
  const page = compiledPage('content/2.5/guide/from.md', { title: 'From', headings: [{ depth: 2, id: 'own', text: 'Own', line: 9 }], links: [link('./target.md#setup'), link('/docs/guide/target'), link('target'), link('#own')] });
  const { hrefs, problems } = resolve(page, { baseUrl: '/sfp/', versions: [{ id: '2.5', label: '2.5', path: '/docs/' }] });
  assert.equal(hrefs, ['/sfp/docs/guide/target#setup', '/sfp/docs/guide/target', '/sfp/docs/guide/target', '#own']);
  assert.equal(problems, []);
});

links('should report a broken markdown link as a warning with the closest file', () => {
  const page = compiledPage('content/2.5/guide/from.md', { title: 'From', links: [link('./targt.md')] });
  assert.equal(resolve(page).problems, [['broken-markdown-link', 'warning', 'broken markdown link `./targt.md`: content/2.5/guide/targt.md does not exist', 'did you mean `./target.md`?']]);
});

links('should report a broken route as an error with the closest route', () => {
  const page = compiledPage('content/2.5/guide/from.md', { title: 'From', links: [link('/docs/guide/targe')] });
  assert.equal(resolve(page).problems, [['broken-link', 'error', 'broken link `/docs/guide/targe`: no page has the route /docs/guide/targe', 'did you mean `/docs/guide/target`?']]);
});

links('should report an anchor no heading has, with the closest id, as onBrokenAnchors says (default: warn, as Docusaurus)', () => {
  const page = compiledPage('content/2.5/guide/from.md', { title: 'From', links: [link('./target.md#set-up')] });
  assert.equal(resolve(page).problems, [['broken-anchor', 'warning', 'broken anchor `#set-up`: content/2.5/guide/target.md has no heading with that id', 'did you mean `#setup`?']]);
  const strict = resolve(page, { onBrokenAnchors: 'throw', versions: [{ id: '2.5', label: '2.5', path: '/docs/' }] });
  assert.equal(strict.problems.map((p) => p[1]), ['error']);
});

links('should find a markdown link from the version\'s docs folder or the site folder when it is not next to the page, as Docusaurus does', () => {
  const page = compiledPage('content/2.5/guide/deep/from.md', { title: 'From', links: [link('guide/target.md'), link('@site/content/2.5/guide/target.md'), link('/guide/target.md')] });
  const { hrefs, problems } = resolve(page);
  assert.equal(problems, []);
  assert.equal(hrefs, ['/docs/guide/target', '/docs/guide/target', '/docs/guide/target']);
});

links('should follow the policies: ignored links leave no diagnostic', () => {
  const page = compiledPage('content/2.5/guide/from.md', { title: 'From', links: [link('/nowhere'), link('./nowhere.md')] });
  const { problems } = resolve(page, { onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore', versions: [{ id: '2.5', label: '2.5', path: '/docs/' }] });
  assert.equal(problems, []);
});

links('should check only the pages it is given, against every page of the site', () => {
  const page = compiledPage('content/2.5/guide/from.md', { title: 'From', links: [link('./target.md')] });
  const broken = compiledPage('content/2.5/guide/broken.md', { title: 'Broken', links: [link('/nowhere')] });
  const graph = graphOf([target, page, broken]);
  assignRoutes(graph, [target, page, broken]);
  resolveLinks(graph, [graph.byFile.get(page.file)!]);
  assert.equal(graph.byFile.get(page.file)!.hrefs, ['/docs/guide/target']);
  assert.equal(graph.byFile.get(broken.file)!.hrefs, [], 'a page not given is left alone');
  assert.equal(graph.diagnostics, []);
});

links.run();
