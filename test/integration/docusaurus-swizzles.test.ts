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
import { makeSite, removeSite } from '../helpers/fixture-site.ts';

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
import styles from './Stars.module.css';

export default function Stars({ repo, count, position }) {
  return (
    <>
      <span className="stars" data-position={position}>
        <DefaultNavbarItem label={'★ ' + count} href={'https://github.com/' + repo} />
      </span>
      <em id="theme-tag" className={styles.tag}>new</em>
    </>
  );
}
`,
  // One CSS module class in the theme's bundle (through the navbar item) and one in a page's: each the first name of its bundle.
  'src/components/Stars.module.css': '.tag { color: rgb(200, 0, 0); }\n',
  'src/components/Box.js': "import React from 'react';\nimport styles from './Box.module.css';\nexport default function Box({ children }) { return <div id=\"page-box\" className={styles.box}>{children}</div>; }\n",
  'src/components/Box.module.css': '.box { color: rgb(0, 0, 200); }\n',
  // A wrapping swizzle of the link item.
  'src/theme/NavbarItem/DefaultNavbarItem.js': `import React from 'react';
import DefaultNavbarItem from '@theme-original/NavbarItem/DefaultNavbarItem';

export default function BrandItem(props) {
  return <span className="brand-item" data-target={props.to ?? props.href}><DefaultNavbarItem {...props} /></span>;
}
`,
  'docs/intro.md': '# Intro\n\nWelcome.\n\n:::note\n\nA plain note.\n\n:::\n\n:::my-type[Heads up]\n\nIts **own** type.\n\n:::\n',
  'docs/page.mdx': "import Box from '@site/src/components/Box';\n\n# In MDX\n\n<Box>In a box.</Box>\n\n:::my-type\n\nAlso in MDX, see [the intro](./intro.md).\n\n:::\n\n<Admonition type=\"my-type\" title=\"Direct\">Written as JSX.</Admonition>\n",
  'docs/raw.md': '# Raw\n\n<div class="box">Raw HTML.</div>\n\n:::my-type\n\nBeside raw HTML.\n\n:::\n',
  // The site's table: sfpdocs' types, and one of its own.
  'src/theme/Admonition/Types.js': `import React from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';

function MyType({ title, children }) {
  return <div className="my-type"><strong className="my-title">{title ?? 'Mine'}</strong>{children}</div>;
}

export default { ...DefaultAdmonitionTypes, 'my-type': MyType };
`,
};

const swizzles = suite('Docusaurus swizzles of navbar items and admonition types');
let dir = '';
let result: Awaited<ReturnType<typeof build>>;
let messages: string[] = [];
const read = (file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8').replace(/<!-- -->/g, '');

swizzles.before(async () => {
  dir = makeSite(files);
  result = await build({ siteDir: dir, cache: false });
  messages = result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`);
});

swizzles.after(() => removeSite(dir));

swizzles('should draw a custom navbar item type with its props, and wrap every link item in the site\'s DefaultNavbarItem', () => {
  assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
  assert.not.ok(messages.some((m) => /NavbarItem|navbar item/.test(m)), messages.join('\n'));
  const intro = read('docs/intro/index.html');
  assert.match(intro, '<span class="brand-item" data-target="/docs/intro"><a href="/docs/intro" class="navbar__link--active">Docs</a></span>', 'a link item, through the wrapping DefaultNavbarItem');
  assert.match(
    intro,
    '<span class="stars" data-position="right"><span class="brand-item" data-target="https://github.com/example/brand"><a href="https://github.com/example/brand" rel="noopener noreferrer">★ 42</a></span></span>',
    'the custom item: the site\'s component with the item\'s keys as props',
  );
  // The title carries Docusaurus's class name, which a site's CSS for its brand styles.
  assert.match(intro, '<span class="navbar__title">Swizzle Site</span>');
  // The right-hand item stands after the left-hand one.
  assert.ok(intro.indexOf('class="stars"') > intro.indexOf('data-target="/docs/intro"'));
});

swizzles('should give a swizzle\'s CSS module classes names no page\'s CSS module can take', () => {
  const page = read('docs/page/index.html');
  const themeClass = /<em id="theme-tag" class="([^"]+)"/.exec(page)?.[1];
  const pageClass = /<div id="page-box" class="([^"]+)"/.exec(page)?.[1];
  assert.ok(themeClass && pageClass, page);
  // The theme module and the pages are bundled apart: minified names from each came out the same (\`.o\` for both).
  assert.is.not(themeClass, pageClass);
  const css: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.css')) css.push(fs.readFileSync(file, 'utf8'));
    }
  };
  walk(path.join(dir, 'build', 'assets'));
  const rules = css.join('\n');
  assert.match(rules, `.${themeClass}{color:#c80000}`);
  assert.match(rules, `.${pageClass}{color:#0000c8}`);
});

swizzles('should render the site\'s own admonition type with its component, in markdown and MDX pages, and sfpdocs\' own types as before', () => {
  assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
  const intro = read('docs/intro/index.html');
  assert.match(intro, '<div class="my-type"><strong class="my-title">Heads up</strong><p>Its <strong>own</strong> type.</p></div>', 'a markdown page: the site\'s component, the label as its title');
  assert.match(intro, '<aside class="admonition admonition-note"><p class="admonition-title">Note</p><p>A plain note.</p></aside>', 'a type of sfpdocs\' table: its own drawing');
  const page = read('docs/page/index.html');
  assert.match(page, '<div class="my-type"><strong class="my-title">Mine</strong><p>Also in MDX, see <a href="/docs/intro">the intro</a>.</p></div>', 'an MDX page, its link resolved');
  assert.match(page, '<div class="my-type"><strong class="my-title">Direct</strong>Written as JSX.</div>', '<Admonition type> in MDX reads the site\'s table too');
  // Docusaurus reads every page as MDX (markdown.format 'mdx'): a page's HTML tags are JSX beside the component.
  const raw = read('docs/raw/index.html');
  assert.match(raw, '<div class="box">Raw HTML.</div>');
  assert.match(raw, '<div class="my-type"><strong class="my-title">Mine</strong><p>Beside raw HTML.</p></div>');
  assert.equal(messages.filter((m) => /admonition/.test(m)), []);
});

swizzles.run();
