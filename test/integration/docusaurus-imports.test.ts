// How a Docusaurus site's components and MDX pages import files, as its webpack config resolves
// them (compiler/emit/bundle-pages.ts): a path from the root (`/data/team.json`, `/img/logo.png`)
// names a file of the static folders (resolve.roots); a require of a template literal
// (``require(`@site/static/img/people/${name}.png`)``, a webpack context module) bundles every file
// it can name, an image being its URL and an SVG a component; a package's stylesheet brings its
// fonts (.eot, .woff, .ttf, .otf) as files. One build shared by the assertions.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { withSite } from '../helpers/fixture-site.ts';

// Tiny files with the bytes of a PNG's signature: the bundler copies them, nothing decodes them.
const png = (tag: string) => `\x89PNG\r\n\x1a\n${tag}`;

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-imports', dependencies: { '@docusaurus/core': '^3.9.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Imports Site',
  url: 'https://imports.example.com',
  baseUrl: '/',
  staticDirectories: ['static', 'public'],
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
};
`,
  'static/data/team.json': JSON.stringify([{ name: 'Ada' }, { name: 'Grace' }]),
  'static/img/logo.png': png('logo'),
  // A second static folder: a root path is looked for in each, in order.
  'public/data/motto.json': JSON.stringify({ motto: 'Ship it' }),
  'static/img/people/Ada.png': png('ada'),
  'static/img/people/Grace.png': png('grace'),
  'static/img/people/unused.txt': 'not an image',
  'src/components/Person.js': `import React from 'react';
export default function Person({ name, badge }) {
  const Badge = require(\`./badges/\${badge}.svg\`).default;
  const face = require(\`@site/static/img/people/\${name.replace('!', '')}.png\`).default;
  return <span className="person"><img className="face" src={face} alt={name} /><Badge className={\`badge-\${badge}\`} /></span>;
}
`,
  'src/components/badges/star.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Star</title><path d="M5 0L10 10H0z"/></svg>\n',
  'src/components/badges/moon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Moon</title><circle cx="5" cy="5" r="5"/></svg>\n',
  'docs/team.mdx': `import team from '/data/team.json';
import logo from '/img/logo.png';
import motto from '/data/motto.json';
import Person from '@site/src/components/Person';

# Team

<ul id="team">{team.map((person) => <li key={person.name}>member {person.name}</li>)}</ul>

<img id="logo" src={logo} alt="logo" />

<p id="motto">{motto.motto}</p>

<p id="ada"><Person name="Ada!" badge="star" /></p>

<p id="grace"><Person name="Grace" badge="moon" /></p>
`,
  // A package's stylesheet naming its fonts in every format (slick-carousel's slick-theme.css).
  'node_modules/carousel-kit/package.json': JSON.stringify({ name: 'carousel-kit', version: '1.0.0' }),
  'node_modules/carousel-kit/theme.css': `@font-face { font-family: kit; src: url(fonts/kit.eot); src: url(fonts/kit.eot?#iefix) format('embedded-opentype'), url(fonts/kit.woff) format('woff'), url(fonts/kit.ttf) format('truetype'), url(fonts/kit.otf) format('opentype'); }
.kit { font-family: kit; }
`,
  ...Object.fromEntries(['eot', 'woff', 'ttf', 'otf'].map((format) => [`node_modules/carousel-kit/fonts/kit.${format}`, `font-${format}`])),
  'src/pages/people.js': `import React from 'react';
import Layout from '@theme/Layout';
import 'carousel-kit/theme.css';
import team from '/data/team.json';
export default function People() {
  return <Layout title="People"><p id="people">{team.length} people: {team.map((p) => p.name).join(' and ')}</p></Layout>;
}
`,
};

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8').replace(/<!-- -->/g, '');

const imports = suite('Docusaurus imports');

imports('should resolve a root path in a component or an MDX page against the static folders', async () => {
  await withSite(files, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const team = read(dir, 'docs/team/index.html');
    assert.match(team, '<li>member Ada</li><li>member Grace</li>', 'the JSON of static/data is the import');
    assert.match(team, '<p id="motto">Ship it</p>', 'a second static folder is looked in too');
    const logo = /<img id="logo" src="([^"]+)"/.exec(team)?.[1];
    assert.ok(logo, 'the image is rendered with a URL');
    assert.ok(fs.existsSync(path.join(dir, 'build', logo!.replace(/^\//, ''))), `the imported image is written where its URL points (${logo})`);
    assert.match(read(dir, 'people/index.html'), '<p id="people">2 people: Ada and Grace</p>', 'a React page imports from static/ too, and a package stylesheet with fonts');
    const written = fs.readdirSync(path.join(dir, 'build'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
    for (const format of ['eot', 'woff', 'ttf', 'otf']) assert.ok(written.includes(`font-${format}`), `the stylesheet's .${format} font is written`);

    // Template requires: each call picks its file among all those the pattern names.
    for (const [id, name, badge] of [['ada', 'Ada', 'Star'], ['grace', 'Grace', 'Moon']] as const) {
      const person = new RegExp(`<p id="${id}"><span class="person"><img class="face" src="([^"]+)" alt="[^"]+"/><svg[^>]*class="badge-[a-z]+"[^>]*><title>${badge}</title>`).exec(team);
      assert.ok(person, `${id}: the face image and the badge SVG (a component) render`);
      const file = path.join(dir, 'build', person![1]!.replace(/^\//, ''));
      assert.is(fs.existsSync(file) && fs.readFileSync(file, 'utf8'), png(name.toLowerCase()), `${id}: the face's URL is ${name}'s image`);
    }
  });
});

imports.run();
