import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/docusaurus/load-docusaurus-config.ts';
import { findDocusaurusConfig, loadDocusaurusConfig, type LoadedDocusaurusConfig } from '../../../compiler/docusaurus/load-docusaurus-config.ts';
import { stubPackageOf } from '../../../compiler/docusaurus/package-stub.ts';
import { makeSite, removeSite } from '../../helpers/fixture-site.ts';

async function load(files: Record<string, string>): Promise<{ dir: string; result: LoadedDocusaurusConfig | null }> {
  const dir = makeSite(files);
  return { dir, result: await loadDocusaurusConfig(dir) };
}

function ok(result: LoadedDocusaurusConfig | null): Extract<LoadedDocusaurusConfig, { ok: true }> {
  if (!result?.ok) throw new Error(`expected the config to load: ${JSON.stringify(result)}`);
  return result;
}

const lines = (diagnostics: Array<{ file: string; line: number; column: number; message: string; hint?: string; severity: string }>) =>
  diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.message} (${d.hint})`);

const loader = suite('loadDocusaurusConfig');

loader('should expose the public api', () => {
  assert.equal(Object.keys(api).sort(), ['docusaurusConfigFileNames', 'findDocusaurusConfig', 'loadDocusaurusConfig']);
  assert.equal(api.docusaurusConfigFileNames, ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.cts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs']);
});

loader('returns null for a folder without a Docusaurus config', async () => {
  const { dir, result } = await load({ 'site.config.ts': 'export default {}' });
  try {
    assert.is(result, null);
    assert.is(findDocusaurusConfig(dir), null);
  } finally {
    removeSite(dir);
  }
});

loader('prefers docusaurus.config.ts over .js, as Docusaurus does', async () => {
  const { dir, result } = await load({ 'docusaurus.config.js': "module.exports = { title: 'js' };", 'docusaurus.config.ts': "export default { title: 'ts' };" });
  try {
    assert.is(ok(result).file, 'docusaurus.config.ts');
    assert.is(ok(result).config.title, 'ts');
  } finally {
    removeSite(dir);
  }
});
loader.run();

// ---

const formats = suite('config formats');

formats('loads a CommonJS config with require of JSON and local modules and require.resolve', async () => {
  const { dir, result } = await load({
    'docusaurus.config.js': `'use strict';
const versions = require('./versions.json');
const { tagline } = require('./lib/strings');
module.exports = { title: 'CJS', tagline, versions, sidebarPath: require.resolve('./sidebars.json'), here: __dirname };`,
    'versions.json': '["2.0", "1.0"]',
    'lib/strings.js': "exports.tagline = 'from ' + require('path').basename(__dirname);",
    'sidebars.json': '{}',
  });
  try {
    const { config, inputs } = ok(result);
    assert.equal(config.versions, ['2.0', '1.0']);
    assert.is(config.tagline, 'from lib');
    assert.is(config.sidebarPath, `${dir}/sidebars.json`);
    assert.is(config.here, dir);
    assert.equal(inputs.sort(), ['docusaurus.config.js', 'lib/strings.js', 'versions.json']);
  } finally {
    removeSite(dir);
  }
});

formats('loads an ES module config that still uses require, __dirname and a JSON import', async () => {
  const { dir, result } = await load({
    'docusaurus.config.mjs': `import * as path from 'node:path';
import archived from './archived.json';
import i18n from './i18n.mjs';
const sidebars = path.resolve(__dirname, './sidebars.json');
export default { title: 'ESM', archived, i18n, sidebars, resolved: require.resolve('./sidebars.json'), url: import.meta.url };`,
    'archived.json': '{"1.0": "https://old.example.com"}',
    'i18n.mjs': "export default { defaultLocale: 'en', locales: ['en'] };",
    'sidebars.json': '{}',
  });
  try {
    const { config } = ok(result);
    assert.equal(config.archived, { '1.0': 'https://old.example.com' });
    assert.equal(config.i18n, { defaultLocale: 'en', locales: ['en'] });
    assert.is(config.sidebars, `${dir}/sidebars.json`);
    assert.is(config.resolved, `${dir}/sidebars.json`);
    assert.is(config.url, `file://${dir}/docusaurus.config.mjs`);
  } finally {
    removeSite(dir);
  }
});

formats('gives createRequire(import.meta.url) the same site-aware require', async () => {
  const { dir, result } = await load({
    'docusaurus.config.mjs': `import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export default { title: 'x', data: require('./data.json'), plugin: require('not-installed-here') };`,
    'data.json': '{"a": 1}',
  });
  try {
    const { config, missing } = ok(result);
    assert.equal(config.data, { a: 1 });
    assert.is(stubPackageOf(config.plugin), 'not-installed-here');
    assert.equal(missing.map((m) => m.name), ['not-installed-here']);
  } finally {
    removeSite(dir);
  }
});

formats('loads a TypeScript config with types, satisfies and extensionless require.resolve', async () => {
  const { dir, result } = await load({
    'docusaurus.config.ts': `import type { Config } from '@docusaurus/types';
import versions from './versions.json';
const config = {
  title: 'TS',
  lastVersion: versions[0],
  sidebarPath: require.resolve('./sidebars'),
} satisfies Partial<Config>;
export default config;`,
    'versions.json': '["3.0"]',
    'sidebars.ts': 'export default {};',
  });
  try {
    const { config, missing, diagnostics } = ok(result);
    assert.is(config.lastVersion, '3.0');
    assert.is(config.sidebarPath, `${dir}/sidebars.ts`);
    assert.equal(missing, []);
    assert.equal(diagnostics, []);
  } finally {
    removeSite(dir);
  }
});

formats('calls and awaits an async config function', async () => {
  const { dir, result } = await load({
    'docusaurus.config.js': `module.exports = async function createConfig() {
  const tagline = await Promise.resolve('awaited');
  return { title: 'async', tagline };
};`,
  });
  try {
    assert.is(ok(result).config.tagline, 'awaited');
  } finally {
    removeSite(dir);
  }
});

formats('runs the config in the site folder, as Docusaurus does', async () => {
  const before = process.cwd();
  const { dir, result } = await load({ 'docusaurus.config.js': "module.exports = { title: 'x', css: require('path').resolve('src/css/custom.css') };" });
  try {
    assert.is(ok(result).config.css, `${fs.realpathSync(dir)}/src/css/custom.css`);
    assert.is(process.cwd(), before);
  } finally {
    removeSite(dir);
  }
});
formats.run();

// ---

const packages = suite('packages');

packages('loads an installed package from the site’s node_modules as it is', async () => {
  const { dir, result } = await load({
    'docusaurus.config.js': "module.exports = { title: 'x', remarkPlugins: [require('fake-remark-plugin')] };",
    'node_modules/fake-remark-plugin/package.json': '{"name": "fake-remark-plugin", "main": "index.js"}',
    'node_modules/fake-remark-plugin/index.js': "module.exports = function fakeRemarkPlugin() { return require('path').join(__dirname, 'x'); };",
  });
  try {
    const { config, missing, inputs } = ok(result);
    const plugin = (config.remarkPlugins as Array<() => string>)[0]!;
    assert.is(plugin.name, 'fakeRemarkPlugin');
    // It runs from its own folder: __dirname is node_modules/fake-remark-plugin, not the bundle's.
    assert.is(plugin(), `${dir}/node_modules/fake-remark-plugin/x`);
    assert.equal(missing, []);
    assert.equal(inputs, ['docusaurus.config.js']);
  } finally {
    removeSite(dir);
  }
});

packages('stands in for every missing package with one warning each saying what is lost', async () => {
  const { dir, result } = await load({
    'docusaurus.config.mjs': `import * as yaml from 'js-yaml';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import { themes } from 'prism-react-renderer';
const crowdin = yaml.load('languages: {}');
const locales = Object.entries(crowdin.languages_mapping.locale).map(([k]) => k);
export default {
  title: 'x',
  locales,
  presets: [['classic', {
    docs: { remarkPlugins: [[npm2yarn, { sync: true }]], beforeDefaultRehypePlugins: [require('rehype-katex')] },
    blog: { remarkPlugins: [npm2yarn] },
    theme: { customCss: [require.resolve('react-lite-youtube-embed/dist/LiteYouTubeEmbed.css')] },
  }]],
  themes: [require.resolve('@getcanary/docusaurus-theme-search-pagefind')],
  themeConfig: { prism: { theme: themes.github } },
};`,
  });
  try {
    const { config, diagnostics, missing } = ok(result);
    assert.equal(config.locales, []);
    assert.equal(lines(diagnostics), [
      'warning docusaurus.config.mjs:1:23 package `js-yaml` is not installed: the config ran with a stand-in for it, so values computed from it are empty (run npm install in the site to use it)',
      'warning docusaurus.config.mjs:2:22 remark plugin `@docusaurus/remark-plugin-npm2yarn` is not installed: its transform is skipped (run npm install in the site to use it)',
      'warning docusaurus.config.mjs:3:24 package `prism-react-renderer` is not installed: `themeConfig.prism.theme` is a stand-in value (run npm install in the site to use it)',
      'warning docusaurus.config.mjs:10:95 rehype plugin `rehype-katex` is not installed: its transform is skipped (run npm install in the site to use it)',
      'warning docusaurus.config.mjs:12:42 package `react-lite-youtube-embed` is not installed: the stylesheet `react-lite-youtube-embed/dist/LiteYouTubeEmbed.css` in `presets[0][1].theme.customCss[0]` is left out (run npm install in the site to use it)',
    ]);
    // The theme is reported by the site reader as an ignored theme, not here as well.
    assert.ok(missing.some((m) => m.name === '@getcanary/docusaurus-theme-search-pagefind'));
    assert.equal((config.themes as string[])[0], `${dir}/node_modules/@getcanary/docusaurus-theme-search-pagefind`);
  } finally {
    removeSite(dir);
  }
});

packages('keeps require working in config functions called after loading', async () => {
  const { dir, result } = await load({ 'docusaurus.config.js': "module.exports = { title: 'x', editUrl: () => require('late-package').url };" });
  try {
    const editUrl = ok(result).config.editUrl as () => unknown;
    assert.is(stubPackageOf(editUrl()), 'late-package');
  } finally {
    removeSite(dir);
  }
});

packages('stands in for a require.resolve into ./node_modules of a bare checkout', async () => {
  const { dir, result } = await load({
    'docusaurus.config.js': "module.exports = { title: 'x', css: [require.resolve('./node_modules/modern-normalize/modern-normalize.css')] };",
  });
  try {
    const { config, missing } = ok(result);
    assert.equal(config.css, [`${dir}/node_modules/modern-normalize/modern-normalize.css`]);
    assert.equal(missing.map((m) => [m.name, m.specifier]), [['modern-normalize', './node_modules/modern-normalize/modern-normalize.css']]);
  } finally {
    removeSite(dir);
  }
});
packages.run();

// ---

const failures = suite('failures');

failures('reports a config that throws at the line that threw', async () => {
  const { dir, result } = await load({
    'docusaurus.config.js': `const settings = {};
module.exports = {
  title: settings.site.title,
};`,
  });
  try {
    assert.is(result?.ok, false);
    assert.equal(lines(result!.diagnostics), [
      "error docusaurus.config.js:3:24 docusaurus.config.js threw while loading: Cannot read properties of undefined (reading 'title') (sfpdocs runs it as Docusaurus does; fix the code at this line)",
    ]);
  } finally {
    removeSite(dir);
  }
});

failures('reports a throw in a file the config imports at that file, naming the stand-ins it ran with', async () => {
  const { dir, result } = await load({
    'docusaurus.config.js': "const yaml = require('js-yaml');\nmodule.exports = require('./lib/make')(yaml);",
    'lib/make.js': "module.exports = (yaml) => {\n  throw new Error('no crowdin.yaml');\n};",
  });
  try {
    assert.equal(lines(result!.diagnostics), [
      'error lib/make.js:2:9 docusaurus.config.js threw while loading: no crowdin.yaml (it ran with stand-ins for packages that are not installed (`js-yaml`); run npm install in the site, or fix the code at this line)',
    ]);
  } finally {
    removeSite(dir);
  }
});

failures('reports a syntax error at its position', async () => {
  const { dir, result } = await load({ 'docusaurus.config.js': "module.exports = {\n  title: 'x',,\n};" });
  try {
    assert.equal(lines(result!.diagnostics), ['error docusaurus.config.js:2:14 Expected identifier but found "," (fix the syntax of docusaurus.config.js)']);
  } finally {
    removeSite(dir);
  }
});

failures('rejects a config that exports no object', async () => {
  const { dir, result } = await load({ 'docusaurus.config.js': "module.exports = 'title';" });
  try {
    assert.equal(lines(result!.diagnostics), ['error docusaurus.config.js:1:1 docusaurus.config.js must export the site config object, got string "title" (end it with `module.exports = config` or `export default config`)']);
  } finally {
    removeSite(dir);
  }
});

failures('reports a missing local file as Node does', async () => {
  const { dir, result } = await load({ 'docusaurus.config.js': "module.exports = { title: 'x', sidebarPath: require.resolve('./sidebars.js') };" });
  try {
    assert.is(result?.ok, false);
    assert.match(result!.diagnostics[0]!.message, /^docusaurus\.config\.js threw while loading: Cannot find module '\.\/sidebars\.js'/);
    assert.is(result!.diagnostics[0]!.line, 1);
  } finally {
    removeSite(dir);
  }
});
failures.run();
