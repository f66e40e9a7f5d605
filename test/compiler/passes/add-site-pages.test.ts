import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addSitePages, firstDocRoute } from '../../../compiler/passes/add-site-pages.ts';
import { assignRoutes } from '../../../compiler/passes/assign-routes.ts';
import { buildSidebars } from '../../../compiler/passes/build-sidebars.ts';
import type { SiteConfig } from '../../../shared/config-schema.ts';
import type { CompiledPage } from '../../../compiler/content/compile-markdown.ts';
import { compiledPage, graphOf } from '../../helpers/page-graph.ts';

const versions: SiteConfig['versions'] = [
  { id: '1.0', label: 'Old', path: '/docs/1.0/' },
  { id: '2.5', label: 'Docs', path: '/docs/', current: true },
];

function siteOf(pages: CompiledPage[], config: SiteConfig = {}) {
  return addSitePages(buildSidebars(assignRoutes(graphOf(pages, { versions, ...config }), pages)));
}

const routes = (graph: ReturnType<typeof siteOf>) => [...graph.pages.keys()].sort();

const home = suite('addSitePages: the home');

home('should draw a neutral home without a landing page: one button to the first doc, no version cards, no /apis/', () => {
  const graph = siteOf([compiledPage('content/2.5/guide/start.md', { title: 'Start' }), compiledPage('content/1.0/old.md', { title: 'Old' })]);
  const page = graph.pages.get('/')!;
  assert.is(page.kind, 'home');
  assert.equal(page.hero, { actions: [{ label: 'Get started', href: '/docs/guide/start' }], versionCards: false });
  assert.equal(routes(graph).filter((r) => !r.startsWith('/docs')), ['/', '/404', '/search', '/versions']);
});

home('should show a landing page of the site as its home, with nothing drawn above it', () => {
  const graph = siteOf([compiledPage('content/pages/index.md', { title: 'Welcome', html: '<p>Ours.</p>' }), compiledPage('content/2.5/start.md', { title: 'Start' })]);
  const page = graph.pages.get('/')!;
  assert.is(page.file, 'content/pages/index.md');
  assert.is(page.hero, undefined);
});

home('should draw the configured buttons and version cards above the landing page with home.hero, and /apis/ with apiIndex', () => {
  const actions = [{ label: 'Read', href: '/docs/' }, { label: 'APIs', href: '/apis/' }];
  const graph = siteOf([compiledPage('content/pages/index.md', { title: 'Welcome' }), compiledPage('content/2.5/index.md', { title: 'Intro' })], { home: { hero: true, actions, versionCards: true }, apiIndex: true });
  assert.equal(graph.pages.get('/')!.hero, { actions, versionCards: true });
  assert.is(graph.pages.get('/apis')!.kind, 'apis');
});

home('should list versions only where one set of docs has several: two docs instances of one version each have no /versions', () => {
  const pages = [compiledPage('content/docs/start.md', { title: 'Start' }), compiledPage('content/community/join.md', { title: 'Join' })];
  const instances: SiteConfig['versions'] = [
    { id: 'docs', label: 'Next', path: '/docs/', group: 'default', current: true },
    { id: 'community', label: 'Community', path: '/community/', group: 'community' },
  ];
  assert.not.ok(siteOf(pages, { versions: instances }).pages.has('/versions'));
  const versioned: SiteConfig['versions'] = [...instances, { id: 'community-1.0', label: 'Community 1.0', path: '/community/1.0/', group: 'community' }];
  assert.ok(siteOf([...pages, compiledPage('content/community-1.0/join.md', { title: 'Join' })], { versions: versioned }).pages.has('/versions'));
});

home.run();

// ---

const first = suite('firstDocRoute');

first('should take the doc at the current version\'s root', () => {
  assert.is(firstDocRoute(siteOf([compiledPage('content/2.5/a.md', { title: 'A' }), compiledPage('content/2.5/index.md', { title: 'Intro' })])), '/docs/');
});

first('should take the first doc of the sidebar when the root has no page, never a route that does not exist', () => {
  const pages = [
    compiledPage('content/2.5/zeta.md', { title: 'Zeta' }),
    compiledPage('content/2.5/guide/step.md', { title: 'Step' }),
    compiledPage('content/2.5/alpha.md', { title: 'Alpha', frontMatter: { sidebar_position: 1 } }),
  ];
  const graph = siteOf(pages);
  assert.not.ok(graph.pages.has('/docs/'));
  assert.is(firstDocRoute(graph), '/docs/alpha');
});

first('should skip unlisted docs and give no button to a site without docs', () => {
  assert.is(firstDocRoute(siteOf([compiledPage('content/2.5/hidden.md', { title: 'Hidden', frontMatter: { unlisted: true } }), compiledPage('content/2.5/shown.md', { title: 'Shown' })])), '/docs/shown');
  const graph = siteOf([compiledPage('content/pages/about.md', { title: 'About' })], { versions: [] });
  assert.is(firstDocRoute(graph), null);
  assert.equal(graph.pages.get('/')!.hero!.actions, []);
});

first.run();
