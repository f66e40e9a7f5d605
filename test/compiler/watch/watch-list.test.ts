// What writers' mode watches, derived from the resolved config: the folders a native site and a
// Docusaurus site read, the config's own files, and which area a changed file belongs to.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../compiler/config/load-config.ts';
import { areaOf, describeWatchList, watchList } from '../../../compiler/watch/watch-list.ts';
import { outsideDocsSite } from '../../helpers/docusaurus-fixtures.ts';
import { basicSite, makeSite, removeSite } from '../../helpers/fixture-site.ts';
import { nativeI18nSite } from '../../helpers/i18n-site.ts';
import { localizeConfig } from '../../../compiler/config/localize-config.ts';

const list = suite('watchList');

list('should watch every folder and file a Docusaurus site reads, the docs outside its folder included', async () => {
  const dir = makeSite(outsideDocsSite);
  const site = path.join(dir, 'website');
  try {
    const watched = watchList(site, await loadConfig(site));
    const at = (relative: string) => path.resolve(site, relative);
    const areas = Object.fromEntries(watched.folders.filter((f) => f.area !== 'runtime' && f.area !== 'templates').map((f) => [path.relative(site, f.dir).split(path.sep).join('/'), f.area]));
    assert.equal(areas, { '../docs': 'content', 'versioned_docs/version-1.0': 'content', blog: 'content', 'src/pages': 'content', static: 'static', 'src/css': 'code', src: 'code' });
    for (const file of ['docusaurus.config.js', 'sidebars.js', 'versions.json', 'versioned_sidebars/version-1.0-sidebars.json']) assert.ok(watched.files.includes(at(file)), `watches ${file}`);
    // The deepest folder decides: a React page is content, the component it imports is code.
    assert.is(areaOf(watched, at('src/pages/hello.js')), 'content');
    assert.is(areaOf(watched, at('src/components/Greeting.js')), 'code');
    assert.is(areaOf(watched, at('../docs/guide.md')), 'content');
    assert.is(areaOf(watched, at('sidebars.js')), 'config');
    assert.is(areaOf(watched, at('build/index.html')), undefined);
    const line = describeWatchList(site, watched);
    assert.match(line, /^\.\.\/docs\/, versioned_docs\/version-1\.0\/, blog\/, static\/, src\/, docusaurus\.config\.js, versions\.json, sidebars\.js, versioned_sidebars\/version-1\.0-sidebars\.json/);
    assert.not.match(line, 'src/pages/', 'a folder inside another watched one is not named again');
  } finally {
    removeSite(dir);
  }
});

list('should watch the version folders, blog, pages and static folders of a native site, and the modules its config imports', async () => {
  const dir = makeSite({ ...basicSite, 'site.config.ts': basicSite['site.config.ts']!.replace("import { defineConfig } from 'sfpdocs';", "import { defineConfig } from 'sfpdocs';\nimport { tagline } from './config/words.ts';").replace("tagline: 'Reach new users through the app store',", 'tagline,'), 'config/words.ts': "export const tagline = 'Imported';\n" });
  try {
    const config = await loadConfig(dir);
    assert.is(config.tagline, 'Imported');
    const watched = watchList(dir, config);
    const content = watched.folders.filter((f) => f.area === 'content').map((f) => path.relative(dir, f.dir).split(path.sep).join('/'));
    assert.equal(content, ['content/2.5', 'content/3.0', 'content/blog', 'content/pages']);
    assert.ok(watched.files.includes(path.join(dir, 'config', 'words.ts')), 'the module the config imports is watched');
    assert.is(areaOf(watched, path.join(dir, 'config', 'words.ts')), 'config');
  } finally {
    removeSite(dir);
  }
});

list("should watch what a Docusaurus site's plugins read (getPathsToWatch): a glob from the folder before its pattern, a file as a config file", async () => {
  const dir = makeSite({
    'docusaurus.config.js': `const path = require('path');
module.exports = { title: 'W', url: 'https://w.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: [function data() { return { name: 'data', getPathsToWatch() { return [path.join(__dirname, 'data/**/*.yml'), path.join(__dirname, 'settings.json')]; } }; }] };
`,
    'docs/intro.md': '# Intro\n',
    'data/a.yml': 'a: 1\n',
    'settings.json': '{}\n',
  });
  try {
    const watched = watchList(dir, await loadConfig(dir));
    assert.is(areaOf(watched, path.join(dir, 'data', 'more', 'b.yml')), 'config', 'a change under the glob\'s folder runs the plugins again');
    assert.ok(watched.files.includes(path.join(dir, 'settings.json')));
    assert.is(areaOf(watched, path.join(dir, 'settings.json')), 'config');
  } finally {
    removeSite(dir);
  }
});

list('should watch the usual places of both kinds of site while no config has loaded', () => {
  const watched = watchList('/site', null);
  assert.ok(watched.files.includes('/site/site.config.ts') && watched.files.includes('/site/docusaurus.config.js'));
  for (const dir of ['/site/content', '/site/docs', '/site/blog', '/site/src/pages']) assert.is(areaOf(watched, `${dir}/a.md`), 'content');
});

list("should watch the served locale's translations folder, whose changes rebuild the site as the config's do", async () => {
  const dir = makeSite(nativeI18nSite);
  try {
    const loaded = await loadConfig(dir);
    const french = (await localizeConfig(dir, loaded, 'fr')).config;
    const watched = watchList(dir, french);
    assert.is(areaOf(watched, path.join(dir, 'content/i18n/fr/docusaurus-plugin-content-docs/1.0/guide/next.md')), 'config');
    assert.is(areaOf(watched, path.join(dir, 'content/i18n/fr/code.json')), 'config');
    // Another locale's folder is no source of the French pages.
    assert.is(areaOf(watched, path.join(dir, 'content/1.0/guide/next.md')), 'content');
    assert.not.ok(watched.folders.some((f) => f.dir === path.join(dir, 'content/i18n/ar')));
    // The start line names the folder once, not each translation file it holds.
    assert.match(describeWatchList(dir, watched), /^content\/1\.0\/, content\/pages\/, content\/i18n\/fr\/,? (and )?site\.config\.ts( and |$)/);
  } finally {
    removeSite(dir);
  }
});

list.run();
