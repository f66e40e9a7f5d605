import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assignRoutes } from '../../../compiler/passes/assign-routes.ts';
import { buildSidebars } from '../../../compiler/passes/build-sidebars.ts';
import { resolveNavbarLinks } from '../../../compiler/passes/resolve-navbar-links.ts';
import { graphOf, twoVersions } from '../../helpers/page-graph.ts';

const navbar = suite('resolveNavbarLinks');

const { pages, versions } = twoVersions();

navbar('should turn doc, sidebar and versions items of site.config.ts into links and menus, keeping their side', () => {
  const graph = buildSidebars(assignRoutes(graphOf(pages, {
    versions,
    navbar: [
      { type: 'doc', doc: 'guide/setup' },
      { type: 'doc', doc: 'intro', version: '2.0', label: 'New intro', position: 'right' },
      { type: 'sidebar', sidebar: 'docs', label: 'Docs' },
      { type: 'versions', items: [{ label: 'Archive', href: 'https://old.example.com' }] },
      { label: 'More', items: [{ type: 'doc', doc: 'intro' }] },
    ],
  }), pages));
  resolveNavbarLinks(graph);
  assert.equal(graph.diagnostics, []);
  assert.equal(
    graph.config.navbar.map((item) => [item.type, item.label, item.href, item.position, item.items.map((entry) => `${entry.label} ${entry.href}`)]),
    [
      ['link', 'Set up', '/docs/1.0/guide/setup', 'left', []],
      ['link', 'New intro', '/docs/2.0/intro', 'right', []],
      // The first entry of the sidebar: the folder guide/ (its generated index) comes before intro.
      ['link', 'Docs', '/docs/1.0/guide', 'left', []],
      // Each version's main doc, as Docusaurus links them: the root doc, else the sidebar's first doc.
      ['versions', 'Versions', '', 'left', ['One /docs/1.0/guide/setup', 'Two /docs/2.0/intro', 'Archive https://old.example.com']],
      ['link', 'More', '', 'left', ['Intro /docs/1.0/intro']],
    ],
  );
});

navbar('should report a doc or a sidebar that does not exist, with the closest name', () => {
  const graph = buildSidebars(assignRoutes(graphOf(pages, { versions, navbar: [{ type: 'doc', doc: 'guide/stup' }, { type: 'sidebar', sidebar: 'doc' }] }), pages));
  resolveNavbarLinks(graph);
  assert.equal(graph.diagnostics.map((d) => [d.message, d.hint]), [
    ['the navbar links to the doc `guide/stup`, which is not in version One', 'did you mean `guide/setup`?'],
    ['the navbar links to the sidebar `doc`, which does not exist', 'did you mean `docs`?'],
  ]);
});

navbar.run();
