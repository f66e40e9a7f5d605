// A Docusaurus site's swizzles of the navbar's items and of the admonitions' table render where
// sfpdocs' own would: a `custom-…` navbar item type registered in `NavbarItem/ComponentTypes`
// draws the site's component with the item's keys as props, a wrapping `DefaultNavbarItem` wraps
// every link item (also the one the custom item draws through `@theme/NavbarItem/DefaultNavbarItem`),
// and a type added to `Admonition/Types` makes `:::that-type` render with the site's component in
// .md and .mdx pages. One build shared by the assertions.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { withSite } from '../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-swizzles', dependencies: { '@docusaurus/core': '^3.9.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Swizzle Site',
  url: 'https://swizzles.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { to: '/docs/intro', label: 'Docs' },
        { type: 'custom-stars', position: 'right', repo: 'example/brand', count: 42 },
      ],
    },
  },
};
`,
  // The site's table: sfpdocs' types, and its own.
  'src/theme/NavbarItem/ComponentTypes.js': `import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import Stars from '@site/src/components/Stars';

export default { ...ComponentTypes, 'custom-stars': Stars };
`,
  'src/components/Stars.js': `import React from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';

export default function Stars({ repo, count, position }) {
  return (
    <span className="stars" data-position={position}>
      <DefaultNavbarItem label={'★ ' + count} href={'https://github.com/' + repo} />
    </span>
  );
}
`,
  // A wrapping swizzle of the link item.
  'src/theme/NavbarItem/DefaultNavbarItem.js': `import React from 'react';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';

export default function BrandItem(props) {
  return <span className="brand-item" data-target={props.to ?? props.href}><DefaultNavbarItem {...props} /></span>;
}
`,
  'docs/intro.md': '# Intro\n\nWelcome.\n',
};

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8').replace(/<!-- -->/g, '');

const swizzles = suite('Docusaurus swizzles of navbar items and admonition types');

swizzles('should draw a custom navbar item type with its props, and wrap every link item in the site\'s DefaultNavbarItem', async () => {
  await withSite(files, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const messages = result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`);
    assert.not.ok(messages.some((m) => /NavbarItem|navbar item/.test(m)), messages.join('\n'));
    const intro = read(dir, 'docs/intro/index.html');
    assert.match(intro, '<span class="brand-item" data-target="/docs/intro"><a href="/docs/intro">Docs</a></span>', 'a link item, through the wrapping DefaultNavbarItem');
    assert.match(
      intro,
      '<span class="stars" data-position="right"><span class="brand-item" data-target="https://github.com/example/brand"><a href="https://github.com/example/brand" rel="noopener noreferrer">★ 42</a></span></span>',
      'the custom item: the site\'s component with the item\'s keys as props',
    );
    // The right-hand item stands after the left-hand one.
    assert.ok(intro.indexOf('class="stars"') > intro.indexOf('data-target="/docs/intro"'));
  });
});

swizzles.run();
