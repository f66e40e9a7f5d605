// A Docusaurus site's plugins run once per locale, as Docusaurus builds each locale
// (compiler/docusaurus/run-plugins.ts, config/localize-config.ts): a local plugin that reads its
// file from the locale's translations folder (`context.localizationDir`, as the blog plugin that
// apache/answer-website wraps reads `i18n/zh-CN/docusaurus-plugin-content-blog/`), translates its
// content through getTranslationFiles/translateContent, writes createData, sets global data and
// adds its route under the locale's base URL, gives each locale its own page, data and postBuild
// file. The site's presets are called again for each locale with its context, and the plugins
// they return for it are the ones that run; the config and the plugins' files are loaded afresh
// for each locale, so their module state is the locale's own. One build.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { withSite } from '../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-plugin-locales', dependencies: { '@docusaurus/core': '^3.1.1' } }),
  'docusaurus.config.js': `// State of the config's module: Docusaurus loads the config afresh for each locale.
let countRuns = 0;
module.exports = {
  title: 'Notes Site',
  url: 'https://notes.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }], './src/locale-preset.js'],
  plugins: [
    './plugins/notes-plugin',
    function countPlugin(context) {
      countRuns += 1;
      const runs = countRuns;
      return {
        name: 'count-plugin',
        async contentLoaded({ actions }) {
          actions.addRoute({ path: context.baseUrl + 'count', component: '@site/src/components/Count', exact: true, props: { runs } });
        },
      };
    },
  ],
};
`,
  'plugins/notes-plugin.js': `const fs = require('fs');
const path = require('path');
// Module state: Docusaurus loads the plugin's module afresh for each locale.
let runs = 0;
module.exports = function notesPlugin(context) {
  runs += 1;
  const { i18n: { currentLocale, localeConfigs }, localizationDir, siteDir, baseUrl } = context;
  const translated = path.join(localizationDir, 'notes-plugin', 'note.md');
  return {
    name: 'notes-plugin',
    async loadContent() {
      return { file: fs.existsSync(translated) ? translated : path.join(siteDir, 'notes', 'note.md'), label: localeConfigs[currentLocale].label, heading: 'Notes' };
    },
    getTranslationFiles() {
      return [{ path: 'options', content: { heading: { message: 'Notes', description: 'the heading' } } }];
    },
    translateContent({ content, translationFiles }) {
      return { ...content, heading: translationFiles[0].content.heading.message };
    },
    async contentLoaded({ content, actions }) {
      const data = await actions.createData('note.json', JSON.stringify({ heading: content.heading, locale: currentLocale, label: content.label, greeting: context.codeTranslations['notes.greeting'] || 'none', runs }));
      actions.setGlobalData({ locale: currentLocale });
      actions.addRoute({ path: baseUrl + 'notes', component: '@site/src/components/Notes', exact: true, modules: { data, content: content.file } });
    },
    async postBuild({ outDir }) {
      fs.writeFileSync(path.join(outDir, 'notes-locale.txt'), currentLocale + ' ' + baseUrl);
    },
  };
};
`,
  'src/locale-preset.js': `module.exports = function localePreset(context) {
  const french = context.i18n.currentLocale === 'fr';
  return {
    plugins: [
      ['./plugins/word-plugin', { word: french ? 'Bonjour' : 'Hello' }],
      ['@docusaurus/plugin-content-docs', { id: 'guides', path: 'guides', routeBasePath: 'guides', sidebarPath: false, editUrl: 'https://example.com/' + context.i18n.currentLocale + '/' }],
    ],
  };
};
`,
  'plugins/word-plugin.js': `module.exports = function wordPlugin(context, options) {
  return {
    name: 'word-plugin',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: context.baseUrl + 'word', component: '@site/src/components/Word', exact: true, props: { word: options.word, locale: context.i18n.currentLocale } });
    },
  };
};
`,
  'src/components/Word.js': `import React from 'react';
export default function Word({ word, locale }) {
  return <main><h1 id="word">{word} from the preset in {locale}</h1></main>;
}
`,
  'src/components/Count.js': `import React from 'react';
export default function Count({ runs }) {
  return <main><h1 id="count">config runs {runs}</h1></main>;
}
`,
  'src/components/Notes.js': `import React from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
export default function Notes({ data, content: Content }) {
  const global = usePluginData('notes-plugin');
  return (
    <main>
      <h1 id="heading">{data.heading} in {data.locale} ({data.label})</h1>
      <p id="greeting">greeting {data.greeting}</p>
      <p id="runs">module runs {data.runs}</p>
      <p id="global">global data of {global.locale}</p>
      <Content />
    </main>
  );
}
`,
  'notes/note.md': '# The note\n\nWritten in English for everyone.\n',
  'i18n/fr/notes-plugin/note.md': '# La note\n\nÉcrite en français pour tous.\n',
  'i18n/fr/notes-plugin/options.json': JSON.stringify({ heading: { message: 'Carnet' } }),
  'i18n/fr/code.json': JSON.stringify({ 'notes.greeting': { message: 'Bonjour' } }),
  'docs/intro.md': '# Intro\n\nWords.\n',
  // createData's files as sfpdocs laid them out before each locale had a folder of its own, and
  // those of a locale the site dropped: stale. Beside them, files sfpdocs did not make.
  'node_modules/.cache/sfpdocs/generated/notes-plugin/default/note.json': '{}',
  'node_modules/.cache/sfpdocs/generated/de/notes-plugin/default/note.json': '{}',
  'node_modules/.cache/sfpdocs/notes.txt': 'not generated',
  'node_modules/.cache/other-tool/data.json': '{}',
  'guides/start.md': '# Start\n\nSteps.\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Intro\n\nDes mots.\n',
};

const locales = suite('docusaurus plugins per locale');

locales('should run the presets and plugins for each locale with that locale\'s context, content, data, route and postBuild', async () => {
  await withSite(files, async (dir) => {
    const result = await build({ siteDir: dir, cache: false, precompress: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const text = (file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8').replace(/<!-- -->/g, '');

    const english = text('notes/index.html');
    assert.match(english, 'Notes in en (English)');
    assert.match(english, 'greeting none');
    assert.match(english, 'global data of en');
    assert.match(english, 'Written in English for everyone.');

    // The French build's plugin run: its translated file, translation file, code.json and global data.
    const french = text('fr/notes/index.html');
    assert.match(french, 'Carnet in fr (Français)', 'translateContent got the locale\'s translation file; createData is the locale\'s');
    assert.match(french, 'greeting Bonjour', 'context.codeTranslations is the locale\'s code.json');
    assert.match(french, 'global data of fr', 'setGlobalData is the locale\'s');
    assert.match(french, 'Écrite en français pour tous.', 'the route module names the file in the locale\'s translations folder');
    assert.not.match(french, 'Written in English');
    // The route was added with the locale's base URL (`/fr/notes`): it is the locale's /notes, not /fr/fr/notes.
    assert.not.ok(fs.existsSync(path.join(dir, 'build', 'fr', 'fr')), 'no route under the locale\'s base URL twice');

    // Each locale loads the plugin's module and the config afresh: module-level state starts anew.
    assert.match(english, 'module runs 1');
    assert.match(french, 'module runs 1', 'the plugin file\'s module state is the locale\'s own');
    assert.match(text('count/index.html'), 'config runs 1');
    assert.match(text('fr/count/index.html'), 'config runs 1', 'an inline plugin comes from the config loaded afresh for the locale');

    // The preset ran again with the French context: the plugin it returned for fr has fr's options.
    assert.match(text('word/index.html'), 'Hello from the preset in en');
    assert.match(text('fr/word/index.html'), 'Bonjour from the preset in fr', 'the preset was called with the locale\'s context');
    // Its docs instance is read once, from the default locale's run: the French options that differ are one warning.
    const differing = result.diagnostics.filter((d) => d.message.includes('content plugins than the default locale'));
    assert.equal(differing.map((d) => [d.file, d.severity, d.message]), [['docusaurus.config.js', 'warning', 'the presets give locale `fr` other content plugins than the default locale (`presets[1] → plugins[1]`): sfpdocs reads docs, blog and pages once, as the default locale\'s run gives them, for every locale']]);
    assert.match(text('fr/guides/start/index.html'), 'Steps.', 'the French guides are the default locale\'s instance');

    // The generated folder keeps a folder per locale of the site, and nothing of its old layout.
    const generated = path.join(dir, 'node_modules', '.cache', 'sfpdocs', 'generated');
    assert.equal(fs.readdirSync(generated).sort(), ['en', 'fr'], 'stale plugin and locale folders are removed');
    assert.ok(fs.existsSync(path.join(generated, 'fr', 'notes-plugin', 'default', 'note.json')));
    assert.ok(fs.existsSync(path.join(dir, 'node_modules', '.cache', 'sfpdocs', 'notes.txt')), 'nothing outside the generated folder is touched');
    assert.ok(fs.existsSync(path.join(dir, 'node_modules', '.cache', 'other-tool', 'data.json')));

    // postBuild runs for each locale with the locale's output folder.
    assert.is(text('notes-locale.txt'), 'en /');
    assert.is(text('fr/notes-locale.txt'), 'fr /fr/');
  });
});

locales.run();
