// A Docusaurus site's swizzles of the navbar's parts: a replacing `Navbar/Content` written as
// Docusaurus's own (ejected: useThemeConfig's items split left and right, `@theme/NavbarItem`,
// `Navbar/Logo`, `Navbar/ColorModeToggle`, `Navbar/Search` with `SearchBar`, the menu toggle,
// `useNavbarMobileSidebar`, `ErrorCauseBoundary`) renders inside sfpdocs' navbar, and a wrapping
// `Navbar/Logo` wraps sfpdocs' logo there. The navbar link of the page's section is marked active
// (Infima's `navbar__link--active`): a doc item on every page of its sidebar, a link on its route
// and below. One build shared by the assertions.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { makeSite, removeSite } from '../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-navbar-swizzles', dependencies: { '@docusaurus/core': '^3.9.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Navbar Site',
  url: 'https://navbar.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs' },
        { to: '/community', label: 'Community' },
        { href: 'https://github.com/example/site', label: 'GitHub', position: 'right' },
      ],
    },
  },
};
`,
  'sidebars.js': "module.exports = { docs: ['intro', 'guide'] };\n",
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'docs/guide.md': '# Guide\n\nSteps.\n',
  'src/pages/community.md': '# Community\n\nTalk to us.\n',
  // Docusaurus 3's own Navbar/Content, as `docusaurus swizzle --eject` writes it, with a mark.
  'src/theme/Navbar/Content/index.js': `import React from 'react';
import { useThemeConfig, ErrorCauseBoundary } from '@docusaurus/theme-common';
import { splitNavbarItems, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';

function NavbarItems({ items }) {
  return <>{items.map((item, i) => <ErrorCauseBoundary key={i} onError={(error) => error}><NavbarItem {...item} /></ErrorCauseBoundary>)}</>;
}

export default function NavbarContent(props) {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useThemeConfig().navbar.items;
  const [leftItems, rightItems] = splitNavbarItems(items);
  const searchBarItem = items.find((item) => item.type === 'search');
  return (
    <div className="navbar__inner" data-props={Object.keys(props).length}>
      <div className="navbar__items">
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        <NavbarItems items={leftItems} />
      </div>
      <div className="navbar__items navbar__items--right">
        <NavbarItems items={rightItems} />
        <NavbarColorModeToggle className="my-toggle" />
        {!searchBarItem && <NavbarSearch><SearchBar /></NavbarSearch>}
      </div>
    </div>
  );
}
`,
  // A wrapping swizzle of the logo.
  'src/theme/Navbar/Logo/index.js': `import React from 'react';
import Logo from '@theme-original/Navbar/Logo';

export default function LogoWrapper(props) {
  return <span className="logo-wrapper"><Logo {...props} /></span>;
}
`,
};

const navbar = suite('Docusaurus swizzles of the navbar');
let dir = '';
let result: Awaited<ReturnType<typeof build>>;
const read = (file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8').replace(/<!-- -->/g, '');
/** The navbar's markup of a built page. */
const header = (file: string) => /<header class="navbar"[\s\S]*?<\/header>/.exec(read(file))?.[0] ?? '';

navbar.before(async () => {
  dir = makeSite(files);
  result = await build({ siteDir: dir, cache: false });
});

navbar.after(() => removeSite(dir));

navbar('should render a replacing Navbar/Content written as Docusaurus\'s, with its parts, and a wrapping Navbar/Logo', () => {
  assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
  const said = result.diagnostics.filter((d) => /Navbar|navbar/.test(`${d.file} ${d.message}`)).map((d) => `${d.file}:${d.line} ${d.message}`);
  assert.equal(said, [], 'no swizzle is warned about');
  const nav = header('docs/intro/index.html');
  assert.match(nav, '<div class="navbar__inner" data-props="0"><div class="navbar__items"><button type="button" class="navbar-toggle"', 'the site\'s Content, with no props, the menu toggle first');
  assert.match(nav, /<span class="logo-wrapper"><a href="\/" class="navbar-brand navbar__brand"[^>]*><span class="navbar__title">Navbar Site<\/span><\/a><\/span>/, 'the wrapping logo around sfpdocs\' own');
  const left = nav.slice(nav.indexOf('<div class="navbar__items">'), nav.indexOf('navbar__items--right'));
  const right = nav.slice(nav.indexOf('navbar__items--right'));
  assert.match(left, '>Docs</a>');
  assert.match(left, '>Community</a>');
  assert.match(right, /<a href="https:\/\/github.com\/example\/site"[^>]*>GitHub<\/a>/, 'a right-hand item on the right');
  assert.match(right, '<div class="my-toggle"><button', 'the colour switch with the className Content gives');
  assert.ok(right.indexOf('my-toggle') < right.indexOf('search'), 'then the search box');
  assert.match(right, /class="[^"]*search/);
});

navbar('should mark the navbar link of the page\'s section active, as Docusaurus does', () => {
  const docs = (file: string) => /<a href="\/docs\/intro"( class="[^"]*")?>Docs<\/a>/.exec(header(file))?.[1] ?? '';
  const community = (file: string) => /<a href="\/community"( class="[^"]*")?>Community<\/a>/.exec(header(file))?.[1] ?? '';
  assert.is(docs('docs/intro/index.html'), ' class="navbar__link--active"');
  assert.is(docs('docs/guide/index.html'), ' class="navbar__link--active"', 'a doc item is active on every page of its sidebar');
  assert.is(community('docs/guide/index.html'), '');
  assert.is(community('community/index.html'), ' class="navbar__link--active"');
  assert.is(docs('community/index.html'), '');
  assert.not.match(header('docs/guide/index.html'), /navbar__link--active[^>]*>GitHub/, 'a link to another site never is');
});

navbar.run();
