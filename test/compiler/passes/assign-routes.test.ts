import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignRoutes } from '../../../compiler/passes/assign-routes.ts';
import { compiledPage, graphOf } from '../../helpers/page-graph.ts';

const routes = suite('assignRoutes');

routes('should give each file the route of its path, folders their index.md, under the version path', () => {
  const pages = [
    compiledPage('content/2.5/index.md', { title: 'Home' }),
    compiledPage('content/2.5/guide/start.md', { title: 'Start' }),
    compiledPage('content/2.5/guide/index.md', { title: 'Guide' }),
    compiledPage('content/pages/about.md', { title: 'About' }),
    compiledPage('content/blog/2024-05-01-launch.md', { title: 'Launch' }),
  ];
  const graph = assignRoutes(graphOf(pages), pages);
  assert.equal([...graph.pages.keys()].sort(), ['/about', '/blog/launch', '/docs', '/docs/guide', '/docs/guide/start']);
  assert.is(graph.byFile.get('content/2.5/guide/start.md')!.folder, 'guide');
  assert.is(graph.byFile.get('content/blog/2024-05-01-launch.md')!.date, '2024-05-01');
  assert.is(graph.byFile.get('content/pages/about.md')!.kind, 'page');
  assert.equal(graph.diagnostics, []);
});

routes('should follow `slug` as Docusaurus does: from the version root when it starts with /, else from the doc\'s folder', () => {
  const pages = [
    compiledPage('content/2.5/guide/a.md', { title: 'A', frontMatter: { slug: 'elsewhere/a' } }),
    compiledPage('content/2.5/guide/b.md', { title: 'B', frontMatter: { slug: '/top-level' } }),
    compiledPage('content/2.5/guide/c.md', { title: 'C', frontMatter: { slug: '../up' } }),
    compiledPage('content/2.5/guide/d.md', { title: 'D', frontMatter: { id: 'renamed' } }),
  ];
  const graph = assignRoutes(graphOf(pages), pages);
  assert.equal([...graph.pages.keys()].sort(), ['/docs/guide/elsewhere/a', '/docs/guide/renamed', '/docs/top-level', '/docs/up']);
  assert.is(graph.byFile.get('content/2.5/guide/d.md')!.docId, 'guide/renamed');
});

routes('should route README.md and the doc named like its folder at the folder only with folderIndex index-readme-named', () => {
  const pages = [compiledPage('content/2.5/guide/guide.md', { title: 'Guide' }), compiledPage('content/2.5/api/README.md', { title: 'API' })];
  const sfp = assignRoutes(graphOf(pages), pages);
  assert.equal([...sfp.pages.keys()].sort(), ['/docs/api/README', '/docs/guide/guide']);
  const docusaurus = assignRoutes(graphOf(pages, { folderIndex: 'index-readme-named', versions: [{ id: '2.5', label: '2.5', path: '/docs/' }] }), pages);
  assert.equal([...docusaurus.pages.keys()].sort(), ['/docs/api', '/docs/guide']);
  assert.is(docusaurus.byFile.get('content/2.5/guide/guide.md')!.docId, 'guide/guide', 'the id keeps the file name');
});

routes('should route dated posts under their date with blog.dateRoutes, from file or folder names', () => {
  const pages = [
    compiledPage('content/blog/2024-05-01-launch.md', { title: 'Launch' }),
    compiledPage('content/blog/2023-1-9-folder-post/index.md', { title: 'Folder post' }),
    compiledPage('content/blog/2022/03/04/nested.mdx', { title: 'Nested' }),
    compiledPage('content/blog/2021-02-02-moved.md', { title: 'Moved', frontMatter: { slug: '/moved-here' } }),
  ];
  const graph = assignRoutes(graphOf(pages, { blog: { dateRoutes: true }, versions: [{ id: '2.5', label: '2.5', path: '/docs/' }] }), pages);
  assert.equal([...graph.pages.keys()].sort(), ['/blog/2022/03/04/nested', '/blog/2023/01/09/folder-post', '/blog/2024/05/01/launch', '/blog/moved-here']);
  assert.is(graph.byFile.get('content/blog/2023-1-9-folder-post/index.md')!.date, '2023-01-09');
  const plain = assignRoutes(graphOf(pages), pages);
  assert.ok(plain.pages.has('/blog/folder-post') && plain.pages.has('/blog/launch'));
});

routes('should keep x.md over x/index.md and report the duplicate naming both files', () => {
  const pages = [compiledPage('content/2.5/x/index.md', { title: 'Folder page' }), compiledPage('content/2.5/x.md', { title: 'File page' })];
  const graph = assignRoutes(graphOf(pages), pages);
  assert.is(graph.pages.get('/docs/x')!.title, 'File page');
  assert.is(graph.byFile.get('content/2.5/x/index.md'), graph.pages.get('/docs/x'), 'links to the losing file reach the page that holds the route');
  assert.equal(
    graph.diagnostics.map((d) => [d.file, d.severity, d.message]),
    [['content/2.5/x/index.md', 'warning', 'route `/docs/x` is claimed by both content/2.5/x.md and content/2.5/x/index.md; content/2.5/x.md is kept']],
  );
});

routes('should make a duplicate route an error when onDuplicateRoutes throws', () => {
  const pages = [compiledPage('content/2.5/a.md', { title: 'A' }), compiledPage('content/2.5/b.md', { title: 'B', frontMatter: { slug: 'a' } })];
  const graph = assignRoutes(graphOf(pages, { onDuplicateRoutes: 'throw', versions: [{ id: '2.5', label: '2.5', path: '/docs/' }] }), pages);
  assert.equal(graph.diagnostics.map((d) => d.severity), ['error']);
});

routes('should leave drafts out and warn about a page with no title, naming it by its file', () => {
  const pages = [compiledPage('content/2.5/draft.md', { title: 'Draft', frontMatter: { draft: true } }), compiledPage('content/2.5/untitled.md')];
  const graph = assignRoutes(graphOf(pages), pages);
  assert.equal([...graph.pages.keys()], ['/docs/untitled']);
  assert.is(graph.pages.get('/docs/untitled')!.title, 'untitled');
  assert.equal(graph.diagnostics.map((d) => [d.severity, d.message, d.hint]), [['warning', 'page has no title', 'add `title: …` to the front matter']]);
});

routes('should describe a page by its front matter, else its first sentence', () => {
  const pages = [
    compiledPage('content/2.5/a.md', { title: 'A', frontMatter: { description: 'Given.' } }),
    compiledPage('content/2.5/b.md', { title: 'B', text: 'The first sentence is long enough. The second is not used.' }),
  ];
  const graph = assignRoutes(graphOf(pages), pages);
  assert.is(graph.pages.get('/docs/a')!.description, 'Given.');
  assert.is(graph.pages.get('/docs/b')!.description, 'The first sentence is long enough.');
});

routes.run();
