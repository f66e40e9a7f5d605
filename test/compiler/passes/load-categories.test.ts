import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { discoverContent } from '../../../compiler/content/discover-content.ts';
import { emptyGraph } from '../../../compiler/graph/page-graph.ts';
import { loadCategories } from '../../../compiler/passes/load-categories.ts';
import { makeSite, removeSite } from '../../helpers/fixture-site.ts';
import { configOf } from '../../helpers/page-graph.ts';

function categoriesOf(files: Record<string, string>) {
  const dir = makeSite(files);
  try {
    const config = configOf({ versions: [{ id: '1.0', label: '1.0', path: '/docs/' }] });
    const graph = loadCategories(emptyGraph(dir, config, discoverContent(dir, config)));
    return { categories: graph.categories, problems: graph.diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.message}${d.hint ? ` (${d.hint})` : ''}`) };
  } finally {
    removeSite(dir);
  }
}

const categories = suite('loadCategories');

categories('should read every Docusaurus field from _category_.json and _category_.yml', () => {
  const { categories: found, problems } = categoriesOf({
    'content/1.0/guides/_category_.yml': "label: Guides\nposition: 2\ncollapsed: false\nclassName: red\ndescription: How to do things.\nlink:\n  type: generated-index\n  title: All guides\n  slug: /guides-overview\n",
    'content/1.0/api/_category_.json': '{ "label": "API", "collapsible": false, "link": { "type": "doc", "id": "api/overview" } }',
  });
  assert.equal(problems, []);
  const guides = found.get('1.0/guides')!;
  assert.equal({ ...guides, file: '' }, { label: 'Guides', position: 2, collapsed: false, className: 'red', description: 'How to do things.', link: { type: 'generated-index', title: 'All guides', description: undefined, slug: '/guides-overview' }, file: '' });
  assert.equal(found.get('1.0/api')!.link, { type: 'doc', id: 'api/overview' });
  assert.is(found.get('1.0/api')!.collapsible, false);
});

categories('should warn about an unknown key with the closest known one, and reject a wrong type at its line', () => {
  const { problems } = categoriesOf({ 'content/1.0/guides/_category_.yml': 'label: Guides\npositon: 2\ncollapsed: maybe\n' });
  assert.equal(problems, [
    'content/1.0/guides/_category_.yml:2 warning unknown category key `positon` (did you mean `position`?)',
    'content/1.0/guides/_category_.yml:3 error `collapsed` must be a boolean, got "maybe" (write `label: Name` and `position: 1` on lines of their own)',
  ]);
});

categories('should reject a link of an unknown type', () => {
  const { problems } = categoriesOf({ 'content/1.0/a/_category_.json': '{ "link": { "type": "page" } }' });
  assert.equal(problems, ["content/1.0/a/_category_.json:1 error `link.type` must be 'generated-index' or 'doc', got \"page\" (write `link: { type: 'generated-index' }` or `link: { type: 'doc', id: 'some-doc' }`)"]);
});

categories.run();
