// How a Docusaurus site's components and MDX pages import files, as its webpack config resolves
// them (compiler/emit/bundle-pages.ts): a path from the root (`/data/team.json`, `/img/logo.png`)
// names a file of the static folders (resolve.roots). One build shared by the assertions.
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
  'docs/team.mdx': `import team from '/data/team.json';
import logo from '/img/logo.png';
import motto from '/data/motto.json';

# Team

<ul id="team">{team.map((person) => <li key={person.name}>member {person.name}</li>)}</ul>

<img id="logo" src={logo} alt="logo" />

<p id="motto">{motto.motto}</p>
`,
  'src/pages/people.js': `import React from 'react';
import Layout from '@theme/Layout';
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
    assert.match(read(dir, 'people/index.html'), '<p id="people">2 people: Ada and Grace</p>', 'a React page imports from static/ too');
  });
});

imports.run();
