import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SidebarItem } from '../../../shared/contract.ts';
import { assignRoutes } from '../../../compiler/passes/assign-routes.ts';
import { buildSidebars } from '../../../compiler/passes/build-sidebars.ts';
import { compiledPage, graphOf } from '../../helpers/page-graph.ts';

/** The sidebar as indented lines: `label -> href`, a category's items under it. */
function outline(items: SidebarItem[], depth = 0): string[] {
  return items.flatMap((item) => [`${'  '.repeat(depth)}${item.label} -> ${item.href}`, ...(item.type === 'category' ? outline(item.items, depth + 1) : [])]);
}

const sidebars = suite('buildSidebars');

sidebars('should give each doc the trail its config `breadcrumbs` asks for: categories with pages, its sidebar\'s, or none', () => {
  const pages = [
    compiledPage('content/2.5/index.md', { title: 'Introduction' }),
    compiledPage('content/2.5/guide/index.md', { title: 'Guide' }),
    compiledPage('content/2.5/guide/deep/step.md', { title: 'Step', frontMatter: { sidebar_label: 'One step' } }),
  ];
  const trail = (breadcrumbs?: 'categories' | 'sidebar' | 'none') => {
    const graph = buildSidebars(assignRoutes(graphOf(pages, { versions: [{ id: '2.5', label: 'Docs 2.5', path: '/docs/', current: true }], generatedIndexes: 'when-linked', ...(breadcrumbs ? { breadcrumbs } : {}) }), pages));
    return graph.pages.get('/docs/guide/deep/step')!.breadcrumbs.map((crumb) => `${crumb.title} ${crumb.href}`.trim());
  };
  // The default: the categories that have a page (`deep/` has none).
  assert.equal(trail(), ['Guide /docs/guide']);
  // Docusaurus's: every category (`deep` without a link), then the doc by its sidebar label.
  assert.equal(trail('sidebar'), ['Guide /docs/guide', 'deep', 'One step /docs/guide/deep/step']);
  assert.equal(trail('none'), []);
});

sidebars('should list pages by sidebar_position, then by label, with folders as categories', () => {
  const pages = [
    compiledPage('content/2.5/index.md', { title: 'Introduction' }),
    compiledPage('content/2.5/zeta.md', { title: 'Zeta' }),
    compiledPage('content/2.5/alpha.md', { title: 'Alpha' }),
    compiledPage('content/2.5/first.md', { title: 'First', frontMatter: { sidebar_position: 1 } }),
    compiledPage('content/2.5/guide/index.md', { title: 'Guide', frontMatter: { sidebar_label: 'The guide' } }),
    compiledPage('content/2.5/guide/step.md', { title: 'Step' }),
  ];
  const graph = buildSidebars(assignRoutes(graphOf(pages), pages));
  assert.equal(outline(graph.sidebars.get('2.5')!), [
    'Introduction -> /docs/',
    'First -> /docs/first',
    'Alpha -> /docs/alpha',
    'The guide -> /docs/guide',
    '  Step -> /docs/guide/step',
    'Zeta -> /docs/zeta',
  ]);
});

sidebars('should take a folder label and position from its category, and give a folder without a page a generated index', () => {
  const pages = [compiledPage('content/2.5/api/alarm/add.md', { title: 'add()', text: 'Adds an alarm to the list.' }), compiledPage('content/2.5/start.md', { title: 'Start' })];
  const graph = assignRoutes(graphOf(pages), pages);
  graph.categories.set('2.5/api', { label: 'API reference', position: 0, file: 'content/2.5/api/_category_.json' });
  buildSidebars(graph);
  assert.equal(outline(graph.sidebars.get('2.5')!), ['API reference -> /docs/api', '  alarm -> /docs/api/alarm', '    add() -> /docs/api/alarm/add', 'Start -> /docs/start']);
  const index = graph.pages.get('/docs/api/alarm')!;
  assert.is(index.kind, 'generated-index');
  assert.equal(index.index, [{ label: 'add()', href: '/docs/api/alarm/add', description: 'Adds an alarm to the list.' }]);
  assert.equal(graph.pages.get('/docs/api')!.index, [{ label: 'alarm', href: '/docs/api/alarm', description: '' }]);
});

sidebars('should make a page x.md beside a folder x/ that folder\'s own page', () => {
  const pages = [compiledPage('content/2.5/wifi.md', { title: 'Wi-Fi' }), compiledPage('content/2.5/wifi/scan.md', { title: 'Scan' })];
  const graph = buildSidebars(assignRoutes(graphOf(pages), pages));
  assert.equal(outline(graph.sidebars.get('2.5')!), ['Wi-Fi -> /docs/wifi', '  Scan -> /docs/wifi/scan']);
  assert.not.ok([...graph.pages.values()].some((page) => page.kind === 'generated-index' && page.route === '/docs/wifi'));
});

sidebars('should follow a category\'s collapsed, collapsible, className and its link to a doc or a generated index', () => {
  const pages = [
    compiledPage('content/2.5/api/overview.md', { title: 'API overview' }),
    compiledPage('content/2.5/api/alarm.md', { title: 'Alarm' }),
    compiledPage('content/2.5/guides/install.md', { title: 'Install' }),
  ];
  const graph = assignRoutes(graphOf(pages), pages);
  graph.categories.set('2.5/api', { label: 'API', position: 1, collapsible: false, className: 'api', link: { type: 'doc', id: 'api/overview' }, file: 'content/2.5/api/_category_.json' });
  graph.categories.set('2.5/guides', { label: 'Guides', position: 2, collapsed: false, description: 'Step by step.', link: { type: 'generated-index', title: 'Every guide', slug: '/all-guides' }, file: 'content/2.5/guides/_category_.yml' });
  buildSidebars(graph);
  const [api, guides] = graph.sidebars.get('2.5')! as Array<Extract<SidebarItem, { type: 'category' }>>;
  assert.equal({ ...api!, items: api!.items.map((i) => i.label) }, { type: 'category', label: 'API', href: '/docs/api/overview', items: ['Alarm'], collapsible: false, className: 'api' });
  assert.equal({ ...guides!, items: guides!.items.map((i) => i.label) }, { type: 'category', label: 'Guides', href: '/docs/all-guides', items: ['Install'], collapsed: false });
  const index = graph.pages.get('/docs/all-guides')!;
  assert.equal([index.kind, index.title, index.description], ['generated-index', 'Every guide', 'Step by step.']);
  assert.equal(graph.diagnostics, []);
});

sidebars('should report a category link to a doc that does not exist, with the closest id', () => {
  const pages = [compiledPage('content/2.5/api/overview.md', { title: 'API overview' })];
  const graph = assignRoutes(graphOf(pages), pages);
  graph.categories.set('2.5/api', { label: 'API', position: null, link: { type: 'doc', id: 'api/overveiw' }, file: 'content/2.5/api/_category_.json' });
  buildSidebars(graph);
  assert.equal(graph.diagnostics.map((d) => [d.file, d.message, d.hint]), [['content/2.5/api/_category_.json', 'the category links to the doc `api/overveiw`, which does not exist in version 2.5', 'did you mean `api/overview`?']]);
});

sidebars.run();
