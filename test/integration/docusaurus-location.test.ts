// A Docusaurus site's swizzles outside the article read the page they are on, as Docusaurus lets
// them anywhere: a wrapping `NavbarItem` and a replacing `Footer` call useLocation() (microsoft/
// playwright.dev's NavbarItem does, for its language switch), and `Root` calls useActiveVersion().
// Before, only the article had the page's context, and every page failed to render.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { makeSite, removeSite } from '../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-location', dependencies: { '@docusaurus/core': '^3.9.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Location Site',
  url: 'https://location.example.com',
  baseUrl: '/base/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] } },
};
`,
  'sidebars.js': "module.exports = { docs: ['intro', 'guide'] };\n",
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'docs/guide.md': '# Guide\n\nSteps.\n',
  'src/pages/about.md': '# About\n\nUs.\n',
  'src/theme/NavbarItem/index.js': `import React from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import { useLocation } from '@docusaurus/router';

export default function NavbarItemWrapper(props) {
  const location = useLocation();
  return <span className="item-at" data-path={location.pathname}><NavbarItem {...props} /></span>;
}
`,
  'src/theme/Footer/index.js': `import React from 'react';
import { useLocation } from '@docusaurus/router';

export default function Footer() {
  return <footer className="my-footer">You are at {useLocation().pathname}</footer>;
}
`,
  'src/theme/Root.js': `import React from 'react';
import { useActiveVersion } from '@docusaurus/plugin-content-docs/client';

export default function Root({ children }) {
  const version = useActiveVersion();
  return <div className="my-root" data-version={version ? version.name : 'none'}>{children}</div>;
}
`,
};

const location = suite('Docusaurus swizzles that read the location');
let dir = '';
let result: Awaited<ReturnType<typeof build>>;
const read = (file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8').replace(/<!-- -->/g, '');

location.before(async () => {
  dir = makeSite(files);
  result = await build({ siteDir: dir, cache: false });
});

location.after(() => removeSite(dir));

location('should give a navbar item, the footer and Root the page they are on', () => {
  assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} ${d.message}`)));
  for (const [file, pathname, version] of [
    ['docs/intro/index.html', '/base/docs/intro', 'current'],
    ['docs/guide/index.html', '/base/docs/guide', 'current'],
    ['about/index.html', '/base/about', 'none'],
  ] as const) {
    const html = read(file);
    assert.match(html, `<span class="item-at" data-path="${pathname}">`, `${file}: the navbar item`);
    assert.match(html, `<footer class="my-footer">You are at ${pathname}</footer>`, `${file}: the footer`);
    assert.match(html, `<div class="my-root" data-version="${version}">`, `${file}: Root`);
  }
});

location.run();
