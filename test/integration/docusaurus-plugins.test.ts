// A Docusaurus site's own plugins run (compiler/docusaurus/run-plugins.ts): a local plugin adds a
// React page through contentLoaded/addRoute with props and a createData module, and nested routes
// (each child a page, its parent's component wrapping it through renderRoutes), gives global data
// a page reads with usePluginData, puts tags in every page and writes a file in postBuild;
// client-redirects writes its redirects as sfpdocs' redirect pages, checked like links; a hook
// that needs webpack is one warning at the plugin's line; a postBuild that throws fails the build
// and leaves the previous output as it was. One build shared by the assertions, one more for the
// failing postBuild.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { runCli, withSite } from '../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'fixture-plugins', dependencies: { '@docusaurus/core': '^3.9.0' } }),
  'docusaurus.config.js': `const path = require('path');
module.exports = {
  title: 'Plugin Site',
  tagline: 'Plugins run',
  url: 'https://plugins.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: [
    './plugins/hello-plugin',
    [
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html'],
        redirects: [{ from: '/old-intro', to: '/docs/intro' }, { from: ['/legacy'], to: '/hello' }, { from: '/gone', to: '/nowhere' }],
        createRedirects(existingPath) { return existingPath === '/docs/intro' ? '/docs/start' : undefined; },
      },
    ],
    './plugins/needs-missing',
    function adsLoader() {
      return { name: 'ads-loader', async loadContent() { return require('not-installed-ads').fetchAds(); }, contentLoaded({ content, actions }) { actions.setGlobalData({ ads: content }); } };
    },
    function webpackOnly() {
      return {
        name: 'webpack-only',
        configureWebpack() {
          return { module: { rules: [{ test: /\\.svg$/, use: 'svgr' }] }, resolve: { alias: { '@data': path.resolve(__dirname, 'src/data') } } };
        },
      };
    },
  ],
};
`,
  'plugins/hello-plugin.js': `const fs = require('fs');
const path = require('path');
module.exports = function helloPlugin(context) {
  return {
    name: 'hello-plugin',
    async loadContent() {
      // As Docusaurus's blog plugin does (a site's plugin often wraps it): the normalised config's
      // markdown.parseFrontMatter, which the config file never sets.
      const { frontMatter } = await context.siteConfig.markdown.parseFrontMatter({ filePath: 'post.md', fileContent: '---\\nsaid: from loadContent\\n---\\nBody' });
      return { greeting: 'Hello ' + frontMatter.said + ' ' + context.siteConfig.onDuplicateRoutes, count: 3 };
    },
    async contentLoaded({ content, actions }) {
      const list = await actions.createData('hello-list.json', { items: ['one', 'two', 'three'] });
      actions.addRoute({ path: '/hello', component: '@site/src/components/HelloPage', props: { greeting: content.greeting }, modules: { list }, exact: true });
      actions.setGlobalData({ flavour: 'vanilla', count: content.count });
      actions.addRoute({
        path: '/guide', component: '@site/src/components/GuideLayout', exact: false, props: { section: 'Guide' },
        routes: [
          { path: '/guide/one', component: '@site/src/components/GuidePage', exact: true, props: { name: 'one' } },
          { path: '/guide/more', component: '@site/src/components/GuideLayout', props: { section: 'More' }, routes: [{ path: '/guide/more/list', component: '@site/src/components/GuidePage', modules: { list } }] },
        ],
      });
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'hello-plugin', content: 'yes' } }], postBodyTags: ['<script>window.helloPlugin = 1;</script>'] };
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'hello-data/**/*.json')];
    },
    async postBuild({ outDir, routesPaths, content }) {
      if (fs.existsSync(path.join(context.siteDir, 'fail-post-build'))) {
        // Rewrites files in place first: the previous output must not change through them.
        for (const file of fs.readdirSync(outDir, { recursive: true })) if (/\\.(html|xml|json)$/.test(file)) fs.appendFileSync(path.join(outDir, file), 'rewritten');
        throw new Error('the disk said no');
      }
      fs.writeFileSync(path.join(outDir, 'hello.txt'), content.greeting + '\\n' + routesPaths.filter((r) => r.includes('hello')).join('\\n') + '\\n');
    },
  };
};
`,
  // Its package is not installed (a bare checkout): it is left out with a warning, the site builds.
  'plugins/needs-missing.js': `const api = require('not-installed-api-client');
module.exports = function needsMissing() {
  return {
    name: 'needs-missing',
    async loadContent() { return api.fetchEverything(); },
    contentLoaded({ content, actions }) { actions.setGlobalData({ ads: content.results }); actions.addRoute({ path: '/ads', component: '@site/src/components/HelloPage' }); },
  };
};
`,
  'src/components/HelloPage.js': `import React from 'react';
import Layout from '@theme/Layout';
export default function HelloPage({ greeting, list }) {
  return <Layout title="Hello"><h1 id="greeting">{greeting}</h1><ul>{list.items.map((item) => <li key={item}>item {item}</li>)}</ul></Layout>;
}
`,
  'src/components/GuideLayout.js': `import React from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
export default function GuideLayout({ section, route }) {
  return <div className={'guide-' + section}><nav>{section} at {route.path}</nav>{renderRoutes(route.routes)}</div>;
}
`,
  'src/components/GuidePage.js': `import React from 'react';
export default function GuidePage({ name, list, route }) {
  return <p id="guide-page">page {name || list.items.join(',')} at {route.path}</p>;
}
`,
  'src/pages/flavour.js': `import React from 'react';
import Layout from '@theme/Layout';
import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';
import numbers from '@data/numbers.json';
export default function Flavour() {
  const data = usePluginData('hello-plugin');
  return <Layout title="Flavour"><p id="flavour">Flavour {data.flavour} x{data.count} from {Object.keys(useGlobalData()).join(',')}, numbers {numbers.join('+')}</p></Layout>;
}
`,
  'src/data/numbers.json': '[4, 5]\n',
  'docs/intro.md': '# Intro\n\nSee [the plugin page](/hello) and [flavour](/flavour).\n',
};

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8');

const plugins = suite('Docusaurus plugins');

plugins('should run a site\'s plugins: routes with props and data, global data, HTML tags, redirects, postBuild; webpack-only hooks are one warning', async () => {
  await withSite(files, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const messages = result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`);

    // addRoute: the component rendered with its route props and its createData module.
    const hello = read(dir, 'hello/index.html');
    assert.match(hello, /<h1 id="greeting">Hello from loadContent warn<\/h1>/, 'the props of addRoute reach the component');
    assert.match(hello, /<li>item (<!-- -->)?three<\/li>/, 'the createData module is the `list` prop');

    // Nested routes: each route without routes is a page, its parents' components around it.
    assert.match(read(dir, 'guide/one/index.html').replace(/<!-- -->/g, ''), '<div class="guide-Guide"><nav>Guide at /guide</nav><p id="guide-page">page one at /guide/one</p></div>');
    assert.match(read(dir, 'guide/more/list/index.html').replace(/<!-- -->/g, ''), '<div class="guide-Guide"><nav>Guide at /guide</nav><div class="guide-More"><nav>More at /guide/more</nav><p id="guide-page">page one,two,three at /guide/more/list</p></div></div>', 'two levels of parents, the page\'s own modules');
    assert.not.ok(fs.existsSync(path.join(dir, 'build', 'guide', 'index.html')), 'a parent route is no page of its own');

    // setGlobalData: read by a page through usePluginData, shipped once in the route table.
    const flavour = read(dir, 'flavour/index.html');
    const text = flavour.replace(/<!-- -->/g, '');
    assert.match(text, 'Flavour vanilla x3 from hello-plugin', 'usePluginData and useGlobalData read what the plugin set');
    assert.match(text, 'numbers 4+5', "configureWebpack's resolve.alias reaches the pages' bundler");
    const assets = fs.readdirSync(path.join(dir, 'build', 'assets'));
    const table = assets.find((f) => /^routes\.[\w-]+\.json$/.test(f))!;
    assert.match(fs.readFileSync(path.join(dir, 'build', 'assets', table), 'utf8'), '"globalData":{"hello-plugin":{"default":{"flavour":"vanilla","count":3}}}');
    const chunks = fs.readdirSync(path.join(dir, 'build', 'assets'), { recursive: true }).map(String).filter((f) => f.endsWith('.js') && f.includes('flavour'));
    for (const chunk of chunks) assert.not.match(fs.readFileSync(path.join(dir, 'build', 'assets', chunk), 'utf8'), '"vanilla"', `the page chunk ${chunk} carries no copy of the global data`);

    // injectHtmlTags: in every page, its inline script allowed by the Content-Security-Policy.
    const intro = read(dir, 'docs/intro/index.html');
    assert.match(intro, '<meta name="hello-plugin" content="yes">');
    assert.match(intro, /<script>window\.helloPlugin = 1;<\/script>\n<\/body>/);
    const hash = crypto.createHash('sha256').update('window.helloPlugin = 1;').digest('base64');
    assert.match(/script-src [^;]*/.exec(intro.replace(/&#39;/g, "'"))![0], `'sha256-${hash}'`, 'the plugin\'s inline script is allowed by its hash');

    // postBuild: with the output folder and the routes.
    assert.is(read(dir, 'hello.txt'), 'Hello from loadContent warn\n/hello\n');

    // client-redirects: its three redirects, the one from an extension and the one createRedirects made, as redirect pages.
    for (const [from, to] of [['old-intro', '/docs/intro'], ['legacy', '/hello'], ['docs/start', '/docs/intro'], ['docs/intro.html', '/docs/intro']] as const) {
      const page = [`${from}/index.html`, from].map((f) => path.join(dir, 'build', f)).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      assert.ok(page, `a redirect page at /${from}`);
      assert.match(fs.readFileSync(page!, 'utf8'), to, `/${from} leads to ${to}`);
    }
    assert.ok(fs.statSync(path.join(dir, 'build', 'docs', 'intro.html')).isFile(), 'the redirect from /docs/intro.html is that file, as a static host serves it');
    assert.ok(!fs.existsSync(path.join(dir, 'build', 'gone')), 'a redirect to no page is not written');
    assert.ok(messages.some((m) => m.startsWith('warning docusaurus.config.js:12 ') && m.includes('the redirect from "/gone" of `@docusaurus/plugin-client-redirects` leads to "/nowhere", which is no page of the site')), messages.join('\n'));

    // A hook that needs webpack: one warning naming the plugin and the hook, at its line.
    const webpack = messages.filter((m) => m.includes('webpack-only'));
    assert.equal(webpack, ['warning docusaurus.config.js:23 plugin `webpack-only`: `configureWebpack` needs webpack for `module`, which sfpdocs does not apply']);
    assert.not.ok(messages.some((m) => m.includes('is ignored: sfpdocs does not run Docusaurus plugins')), 'no plugin is skipped');
    assert.ok(messages.includes('warning docusaurus.config.js:19 plugin `./plugins/needs-missing` does not run: it needs `not-installed-api-client`, which is not installed'), messages.join('\n'));
    assert.ok(messages.includes('warning docusaurus.config.js:20 plugin `ads-loader` failed in loadContent and is left out: what it returned comes from `not-installed-ads`, which is not installed'), messages.join('\n'));
    const tableText = fs.readFileSync(path.join(dir, 'build', 'assets', table), 'utf8');
    assert.ok(!fs.existsSync(path.join(dir, 'build', 'ads')) && !tableText.includes('needs-missing') && !tableText.includes('ads-loader'), 'a plugin left out adds no page and no data');

    // A postBuild that throws fails the build, names the plugin, and the previous output stays,
    // though the plugin rewrote files in place before it threw (none is linked to the previous output's).
    const before = snapshot(path.join(dir, 'build'));
    fs.writeFileSync(path.join(dir, 'fail-post-build'), '');
    const failed = await build({ siteDir: dir, cache: false });
    assert.is(failed.ok, false);
    assert.ok(failed.diagnostics.some((d) => d.severity === 'error' && d.file === 'docusaurus.config.js' && d.line === 10 && d.message === 'plugin `hello-plugin` failed in postBuild: the disk said no'), JSON.stringify(failed.diagnostics));
    assert.is(read(dir, 'hello.txt'), 'Hello from loadContent warn\n/hello\n', 'the previous output is untouched');
    assert.equal(snapshot(path.join(dir, 'build')), before, 'no file of the previous output changed');
  });
});

// Node refuses ES modules that import each other without extensions; Docusaurus loads plugins
// through jiti, which accepts them (@signalwire/docusaurus-plugin-llms-txt, on React Native's
// site). Built by the CLI, as a user runs it: the test runner's own loader accepts them anyway.
plugins('should run an installed ES module plugin whose files import each other without extensions', () => {
  const esm = {
    'package.json': JSON.stringify({ name: 'fixture-esm-plugin', dependencies: { 'esm-extensionless-plugin': '1.0.0' } }),
    'docusaurus.config.js': "module.exports = { title: 'ESM', url: 'https://esm.example.com', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: false }, blog: false }]], plugins: [['esm-extensionless-plugin', { said: 'loaded' }]] };\n",
    'docs/intro.md': '# Intro\n\nWords.\n',
    'node_modules/esm-extensionless-plugin/package.json': JSON.stringify({ name: 'esm-extensionless-plugin', version: '1.0.0', type: 'module', exports: { '.': './lib/public/index.js' } }),
    'node_modules/esm-extensionless-plugin/lib/public/index.js': "export { default } from '../index';\n",
    'node_modules/esm-extensionless-plugin/lib/index.js': "import { metaName } from './names';\nexport default function plugin(context, options) {\n  return { name: 'esm-extensionless', injectHtmlTags() { return { headTags: [{ tagName: 'meta', attributes: { name: metaName, content: options.said } }] }; } };\n}\n",
    'node_modules/esm-extensionless-plugin/lib/names.js': "export const metaName = 'esm-extensionless';\n",
  };
  return withSite(esm, async (dir) => {
    const result = runCli(['build', dir, '--no-cache', '--no-precompress']);
    assert.is(result.status, 0, result.stderr);
    assert.match(read(dir, 'docs/intro/index.html'), '<meta name="esm-extensionless" content="loaded">');
  });
});

plugins.run();

/** Every file of a folder and its bytes, by path. */
function snapshot(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true }).map(String).filter((file) => fs.statSync(path.join(dir, file)).isFile());
  return Object.fromEntries(files.sort().map((file) => [file, fs.readFileSync(path.join(dir, file), 'base64')]));
}
