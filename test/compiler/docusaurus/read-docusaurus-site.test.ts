import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../compiler/docusaurus/read-docusaurus-site.ts';
import { readDocusaurusSite } from '../../../compiler/docusaurus/read-docusaurus-site.ts';
import type { DocusaurusVersion, ReadDocusaurusSiteResult } from '../../../compiler/docusaurus/docusaurus-site.ts';
import { makeSite, removeSite } from '../../helpers/fixture-site.ts';

async function read(files: Record<string, string>): Promise<ReadDocusaurusSiteResult> {
  const dir = makeSite(files);
  try {
    return await readDocusaurusSite(dir);
  } finally {
    removeSite(dir);
  }
}

const problems = (result: ReadDocusaurusSiteResult) => result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line}:${d.column} ${d.message} (${d.hint})`);
const versionSummary = (v: DocusaurusVersion) => ({ name: v.name, label: v.label, routePath: v.routePath, banner: v.banner, badge: v.badge, isLast: v.isLast, docsDir: v.docsDir, sidebarsFile: v.sidebarsFile, sidebars: Object.keys(v.sidebars.sidebars) });

const minimalConfig = `module.exports = {
  title: 'Minimal',
  url: 'https://docs.example.com/',
  baseUrl: 'guide',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};
`;
/** The minimal config with more top-level fields written before its end. */
const configWith = (extra: string) => minimalConfig.replace(/\n};\n$/, `\n${extra}\n};\n`);
const minimal = { 'docusaurus.config.js': minimalConfig, 'sidebars.js': "module.exports = { docs: ['intro'] };", 'docs/intro.md': '# Intro\n' };

const reader = suite('readDocusaurusSite');

reader('should expose the public api', () => {
  assert.equal(Object.keys(api), ['readDocusaurusSite']);
});

reader('reports a folder without a Docusaurus config', async () => {
  const result = await read({ 'README.md': '# x' });
  assert.is(result.site, null);
  assert.is(result.diagnostics[0]!.hint, 'expected one of: docusaurus.config.ts, docusaurus.config.mts, docusaurus.config.cts, docusaurus.config.js, docusaurus.config.mjs, docusaurus.config.cjs');
});

reader('applies Docusaurus’s defaults to a minimal site', async () => {
  const { site, diagnostics } = await read(minimal);
  assert.equal(diagnostics, []);
  assert.ok(site);
  assert.is(site.configFile, 'docusaurus.config.js');
  assert.equal(
    { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, favicon: site.favicon, trailingSlash: site.trailingSlash, titleDelimiter: site.titleDelimiter, noIndex: site.noIndex },
    { title: 'Minimal', tagline: '', url: 'https://docs.example.com', baseUrl: '/guide/', favicon: null, trailingSlash: null, titleDelimiter: '|', noIndex: false },
  );
  assert.equal([site.onBrokenLinks, site.onBrokenAnchors, site.onDuplicateRoutes], ['throw', 'warn', 'warn']);
  assert.equal(site.markdown, { format: 'mdx', mermaid: false, emoji: true, hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' }, anchorsMaintainCase: false, preprocessor: null, parseFrontMatter: null });
  assert.equal(site.i18n, { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} });
  assert.equal(site.staticDirectories, ['static']);
  const [docs] = site.docs;
  assert.ok(docs);
  const { versions, ...options } = docs;
  assert.equal(options, {
    id: 'default',
    declaredAt: 'presets[0].docs',
    path: 'docs',
    routeBasePath: '/docs',
    tagsBasePath: 'tags',
    sidebarPath: 'sidebars.js',
    editUrl: null,
    editCurrentVersion: false,
    editLocalizedFiles: false,
    include: ['**/*.{md,mdx}'],
    exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'],
    numberPrefixParser: 'default',
    lastVersion: null,
    includeCurrentVersion: true,
    onlyIncludeVersions: null,
    disableVersioning: false,
    sidebarCollapsible: true,
    sidebarCollapsed: true,
    breadcrumbs: true,
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
    admonitions: true,
    tags: null,
    onInlineTags: 'warn',
    remarkPlugins: [],
    rehypePlugins: [],
    beforeDefaultRemarkPlugins: [],
    beforeDefaultRehypePlugins: [],
    sidebarItemsGenerator: null,
  });
  assert.equal(versions.map(versionSummary), [{ name: 'current', label: 'Next', routePath: '/guide/docs', banner: null, badge: false, isLast: true, docsDir: 'docs', sidebarsFile: 'sidebars.js', sidebars: ['docs'] }]);
  assert.equal(versions[0]!.sidebars.references.map((r) => `${r.id}@${r.file}:${r.line}:${r.column}`), ['intro@sidebars.js:1:27']);
  assert.equal(site.blogs.map((b) => [b.id, b.path, b.routeBasePath, b.postsPerPage, b.blogSidebarCount, b.authorsMapPath, b.feedOptions.type]), [['default', 'blog', '/blog', 10, 5, 'authors.yml', ['rss', 'atom']]]);
  assert.equal(site.pages.map((p) => [p.id, p.path, p.routeBasePath]), [['default', 'src/pages', '/']]);
  assert.equal(site.themeConfig.colorMode, { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
  assert.equal(site.themeConfig.prism.magicComments, [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }]);
  assert.equal(site.themeConfig.navbar, { title: null, logo: null, hideOnScroll: false, style: null, items: [] });
  assert.equal([site.themeConfig.footer, site.themeConfig.algolia, site.gtag], [null, null, null]);
  assert.equal(site.plugins.map((p) => `${p.declaredAt} ${p.name} → ${p.mapsTo}`), [
    'presets[0] @docusaurus/preset-classic → preset',
    'presets[0].theme @docusaurus/theme-classic → theme',
    'presets[0].docs @docusaurus/plugin-content-docs → docs',
    'presets[0].blog @docusaurus/plugin-content-blog → blog',
    'presets[0].pages @docusaurus/plugin-content-pages → pages',
    'presets[0].sitemap @docusaurus/plugin-sitemap → sitemap',
  ]);
  assert.ok(site.plugins.every((p) => p.notInstalled));
});

reader('generates the sidebar from the docs folder when sidebarPath is not set, and has none when it is false', async () => {
  const generated = await read({ ...minimal, 'docusaurus.config.js': minimalConfig.replace("{ sidebarPath: './sidebars.js' }", '{}') });
  const current = generated.site!.docs[0]!.versions[0]!;
  assert.equal([current.sidebarsFile, current.sidebars.sidebars.defaultSidebar?.[0]?.type], [null, 'autogenerated']);
  const off = await read({ ...minimal, 'docusaurus.config.js': minimalConfig.replace("'./sidebars.js'", 'false') });
  assert.equal([off.site!.docs[0]!.versions[0]!.sidebarsFile, off.site!.docs[0]!.versions[0]!.sidebars.sidebars], [false, {}]);
});
reader.run();

// ---

const versions = suite('versions');

const versionedFiles = {
  'docusaurus.config.js': `module.exports = {
  title: 'Versioned',
  url: 'https://v.example.com',
  baseUrl: '/',
  presets: [['@docusaurus/preset-classic', {
    docs: {
      sidebarPath: require.resolve('./sidebars.json'),
      versions: { current: { label: 'Canary', banner: 'none' }, '1.0': { path: 'legacy', badge: false } },
    },
  }]],
};
`,
  'versions.json': '["2.0", "1.0"]',
  'sidebars.json': '{"docs": ["intro"]}',
  'docs/intro.md': '# Intro',
  'versioned_docs/version-2.0/intro.md': '# Intro 2.0',
  'versioned_docs/version-1.0/intro.md': '# Intro 1.0',
  'versioned_sidebars/version-2.0-sidebars.json': '{"docs": ["intro"]}',
};

versions('reads versions.json with Docusaurus’s routes, labels, banners and sidebars per version', async () => {
  const { site, diagnostics } = await read(versionedFiles);
  assert.equal(diagnostics, []);
  assert.equal(site!.docs[0]!.versions.map(versionSummary), [
    { name: 'current', label: 'Canary', routePath: '/docs/next', banner: null, badge: true, isLast: false, docsDir: 'docs', sidebarsFile: 'sidebars.json', sidebars: ['docs'] },
    { name: '2.0', label: '2.0', routePath: '/docs', banner: null, badge: true, isLast: true, docsDir: 'versioned_docs/version-2.0', sidebarsFile: 'versioned_sidebars/version-2.0-sidebars.json', sidebars: ['docs'] },
    // No versioned sidebars file: Docusaurus does not write empty ones, so this version has none.
    { name: '1.0', label: '1.0', routePath: '/docs/legacy', banner: 'unmaintained', badge: false, isLast: false, docsDir: 'versioned_docs/version-1.0', sidebarsFile: false, sidebars: [] },
  ]);
});

versions('serves the current version at the base with lastVersion: current, and builds only onlyIncludeVersions', async () => {
  const config = versionedFiles['docusaurus.config.js'].replace("versions: { current: { label: 'Canary', banner: 'none' }, '1.0': { path: 'legacy', badge: false } },", "lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'],");
  const { site, diagnostics } = await read({ ...versionedFiles, 'docusaurus.config.js': config });
  assert.equal(diagnostics, []);
  assert.equal(site!.docs[0]!.versions.map((v) => [v.name, v.routePath, v.banner, v.isLast]), [
    ['current', '/docs', null, true],
    ['1.0', '/docs/1.0', 'unmaintained', false],
  ]);
});

versions('rejects version options that name no version, with the closest one', async () => {
  const config = versionedFiles['docusaurus.config.js'].replace("versions: { current: { label: 'Canary', banner: 'none' }, '1.0': { path: 'legacy', badge: false } },", "lastVersion: '2.1',\n      versions: { '3.0': { label: 'x' } },");
  const result = await read({ ...versionedFiles, 'docusaurus.config.js': config });
  assert.equal(problems(result), [
    "error docusaurus.config.js:8:7 `lastVersion: '2.1'` in the classic preset's `docs` options names no version (did you mean `2.0`? (available versions: current, 2.0, 1.0))",
    "error docusaurus.config.js:9:7 `versions` in the classic preset's `docs` options configures an unknown version `3.0` (did you mean `2.0`? (available versions: current, 2.0, 1.0))",
  ]);
  assert.equal(result.site!.docs[0]!.versions, []);
});

versions('reports invalid versions.json contents and a missing version folder', async () => {
  const bad = await read({ ...versionedFiles, 'versions.json': '["2.0", "1/0"]' });
  assert.equal(problems(bad), ['error versions.json:1:9 invalid version name "1/0" in versions.json: it should not include slash (/) or backslash (\\) (rename the version)']);
  const missing = await read({ ...versionedFiles, 'versions.json': '["2.0", "1.0", "0.9"]' });
  assert.equal(problems(missing), [
    "error docusaurus.config.js:6:5 the docs folder of version `0.9` of the classic preset's `docs` options does not exist: versioned_docs/version-0.9 (restore the folder, or remove \"0.9\" from versions.json)",
  ]);
  assert.equal(missing.site!.docs[0]!.versions.map((v) => v.name), ['current', '2.0', '1.0']);
});
versions.run();

// ---

const instances = suite('docs instances');

instances('reads every docs plugin instance with its own versions files', async () => {
  const { site, diagnostics } = await read({
    ...minimal,
    'docusaurus.config.js': configWith(`  plugins: [
    ['content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' }],
    ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: '/api', sidebarPath: false }],
  ],`),
    'sidebarsCommunity.js': "module.exports = { community: ['team'] };",
    'community/team.md': '# Team',
    'community_versions.json': '["1.0"]',
    'community_versioned_docs/version-1.0/team.md': '# Team 1.0',
    'community_versioned_sidebars/version-1.0-sidebars.json': '{"community": ["team"]}',
    'api/index.md': '# API',
  });
  assert.equal(diagnostics, []);
  assert.equal(site!.docs.map((d) => [d.id, d.declaredAt, d.path, d.routeBasePath]), [
    ['default', 'presets[0].docs', 'docs', '/docs'],
    ['community', 'plugins[0]', 'community', '/community'],
    ['api', 'plugins[1]', 'api', '/api'],
  ]);
  assert.equal(site!.docs[1]!.versions.map((v) => [v.name, v.routePath, v.docsDir, v.sidebarsFile]), [
    ['current', '/guide/community/next', 'community', 'sidebarsCommunity.js'],
    ['1.0', '/guide/community', 'community_versioned_docs/version-1.0', 'community_versioned_sidebars/version-1.0-sidebars.json'],
  ]);
});

instances('rejects two instances with one id', async () => {
  const result = await read({
    ...minimal,
    'docusaurus.config.js': configWith("  plugins: [['content-docs', { path: 'docs', sidebarPath: './sidebars.js' }]],"),
  });
  assert.equal(problems(result), ['error docusaurus.config.js:6:14 two docs plugin instances have the id `default` (`presets[0].docs` and `plugins[0]`) (give each instance its own `id`)']);
});
instances.run();

// ---

const options = suite('options');

options('warns about unknown options and rejects wrong types at their lines', async () => {
  const result = await read({
    ...minimal,
    'docusaurus.config.js': `module.exports = {
  title: 'x',
  url: 'https://x.example.com/docs',
  baseUrl: '/',
  trailingSlash: 'yes',
  favicn: 'img/favicon.ico',
  presets: [['classic', {
    docs: {
      routeBasepath: '/',
      sidebarPath: './sidebars.js',
      sidebarCollapsed: 'no',
      remarkPlugins: ['remark-math'],
    },
    blog: { postsPerPage: 0 },
  }]],
};
`,
  });
  assert.equal(problems(result), [
    'error docusaurus.config.js:3:3 `url` must not contain a path, got "https://x.example.com/docs" (move "/docs" into `baseUrl`)',
    'error docusaurus.config.js:5:3 `trailingSlash` in docusaurus.config.js must be a boolean, got string "yes" (set `trailingSlash` to a boolean in docusaurus.config.js)',
    'warning docusaurus.config.js:6:3 unknown option `favicn` in docusaurus.config.js: it is ignored (did you mean `favicon`?)',
    'warning docusaurus.config.js:9:7 unknown option `routeBasepath` in the classic preset\'s `docs` options: it is ignored (did you mean `routeBasePath`?)',
    'error docusaurus.config.js:11:7 `sidebarCollapsed` in the classic preset\'s `docs` options must be a boolean, got string "no" (set `sidebarCollapsed` to a boolean in docusaurus.config.js)',
    'error docusaurus.config.js:12:7 `remarkPlugins[0]` in the classic preset\'s `docs` options must be a plugin or [plugin, options], got string "remark-math" (import the plugin and list the function: `remarkPlugins: [require(\'remark-math\')]`)',
    "error docusaurus.config.js:14:13 `postsPerPage` in the classic preset's `blog` options must be 'ALL' or a whole number from 1, got number 0 (set `postsPerPage` to 'ALL' or a whole number from 1 in docusaurus.config.js)",
  ]);
  assert.is(result.site!.docs[0]!.routeBasePath, '/docs');
});

options('reports a missing required field', async () => {
  const result = await read({ 'docusaurus.config.js': "module.exports = { url: 'https://x.example.com', baseUrl: '/' };" });
  assert.equal(problems(result).slice(0, 1), ['error docusaurus.config.js:1:1 `title` is missing from docusaurus.config.js (add `title` (a string): Docusaurus requires it)']);
});

options('lets the deprecated top-level onBrokenMarkdownLinks win over markdown.hooks, as Docusaurus 3.9 does', async () => {
  const config = minimalConfig.replace("baseUrl: 'guide',", "baseUrl: 'guide',\n  onBrokenMarkdownLinks: 'ignore',\n  markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'throw' } },");
  const { site } = await read({ ...minimal, 'docusaurus.config.js': config });
  assert.equal([site!.markdown.format, site!.markdown.hooks.onBrokenMarkdownLinks], ['detect', 'ignore']);
});

options('reads the blog, pages, theme and gtag options of the preset', async () => {
  const config = minimalConfig.replace(
    "{ docs: { sidebarPath: './sidebars.js' } }",
    `{
    docs: { sidebarPath: './sidebars.js', numberPrefixParser: false, exclude: ['README.md'], editUrl: ({ docPath }) => docPath },
    blog: { path: 'news', routeBasePath: 'news', blogSidebarCount: 'ALL', postsPerPage: 'ALL', feedOptions: { type: 'all', copyright: 'Me' } },
    pages: { path: 'pages' },
    theme: { customCss: require.resolve('./src/css/custom.css') },
    gtag: { trackingID: 'G-123' },
  }`,
  );
  const { site, diagnostics } = await read({ ...minimal, 'docusaurus.config.js': config, 'src/css/custom.css': '' });
  assert.equal(diagnostics, []);
  const docs = site!.docs[0]!;
  assert.equal([docs.numberPrefixParser, docs.exclude, typeof docs.editUrl], ['disabled', ['README.md'], 'function']);
  const blog = site!.blogs[0]!;
  assert.equal([blog.path, blog.routeBasePath, blog.blogSidebarCount, blog.postsPerPage, blog.feedOptions.type, blog.feedOptions.copyright], ['news', '/news', 'ALL', 'ALL', ['rss', 'atom', 'json'], 'Me']);
  assert.is(site!.pages[0]!.path, 'pages');
  assert.equal(site!.theme.customCss, ['src/css/custom.css']);
  assert.equal(site!.gtag, { trackingIDs: ['G-123'], anonymizeIP: false });
});

options('has no blog when the preset turns it off', async () => {
  const { site } = await read({ ...minimal, 'docusaurus.config.js': minimalConfig.replace("{ docs: { sidebarPath: './sidebars.js' } }", "{ docs: { sidebarPath: './sidebars.js' }, blog: false }") });
  assert.equal(site!.blogs, []);
});
options.run();

// ---

const plugins = suite('plugins and themes');

plugins('maps what sfpdocs carries over, runs the other plugins the site has, and warns once about everything else', async () => {
  const result = await read({
    ...minimal,
    'docusaurus.config.js': `module.exports = {
  title: 'x',
  url: 'https://x.example.com',
  baseUrl: '/',
  themes: ['@docusaurus/theme-mermaid', '@easyops-cn/docusaurus-search-local'],
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, googleTagManager: { containerId: 'GTM-1' } }]],
  plugins: [
    'docusaurus-plugin-sass',
    function myInlinePlugin() { return { name: 'inline-thing' }; },
    ['./plugins/local-plugin', { a: 1 }],
    ['@docusaurus/plugin-client-redirects', { fromExtensions: ['html'] }],
  ],
};
`,
  });
  assert.equal(problems(result), [
    'warning docusaurus.config.js:5:12 Docusaurus theme `@docusaurus/theme-mermaid` is ignored: sfpdocs does not run Docusaurus themes (what it adds to the site is left out; remove it from `themes` if sfpdocs\' build does not need it)',
    "warning docusaurus.config.js:6:67 `googleTagManager` of the classic preset (plugin `@docusaurus/plugin-google-tag-manager`) is ignored: sfpdocs runs the plugins listed in `plugins`, not the preset's (what it adds to the site is left out; remove it from `presets` if sfpdocs' build does not need it)",
    "warning docusaurus.config.js:8:5 Docusaurus plugin `docusaurus-plugin-sass` is not installed, so it does not run (what it adds to the site is left out; install the site's dependencies to run it, or remove it from `plugins`)",
  ]);
  const site = result.site!;
  assert.equal(site.plugins.filter((p) => p.declaredAt.startsWith('themes') || p.declaredAt.startsWith('plugins')).map((p) => `${p.declaredAt} ${p.name} → ${p.mapsTo}`), [
    'plugins[0] docusaurus-plugin-sass → null',
    'plugins[1] inline plugin `myInlinePlugin` → run',
    'plugins[2] ./plugins/local-plugin → run',
    'plugins[3] @docusaurus/plugin-client-redirects → redirects',
    'themes[0] @docusaurus/theme-mermaid → null',
    'themes[1] @easyops-cn/docusaurus-search-local → search',
  ]);
  assert.equal(site.plugins.find((p) => p.name === '@docusaurus/plugin-client-redirects')!.options, { fromExtensions: ['html'] });
});

plugins('names an anonymous inline plugin by the name it returns, and ignores presets other than classic', async () => {
  const result = await read({
    ...minimal,
    'docusaurus.config.js': configWith(`  plugins: [function (context) { return { name: 'ads-loader', loadContent() {} }; }],
  themes: [false],`).replace("presets: [['classic',", "presets: ['docusaurus-preset-openapi', ['classic',"),
  });
  assert.equal(problems(result), [
    "warning docusaurus.config.js:5:13 preset `docusaurus-preset-openapi` is ignored: it is not installed, and its options are not the classic preset's (docs, blog, pages, theme) (install it (npm install in the site) to run it, or list what it adds as plugins)",
  ]);
  assert.equal(result.site!.docs.map((d) => d.declaredAt), ['presets[1].docs']);
});

plugins('fails a site whose config names docs when no doc page would be built, at the docs options', async () => {
  const result = await read({ 'docusaurus.config.js': minimal['docusaurus.config.js'], 'sidebars.js': 'module.exports = {};', 'docs/_partial.md': 'Not a page.\n', 'docs/notes.txt': 'Not markdown.\n' });
  assert.equal(problems(result).filter((p) => p.includes('no doc page')), [
    "error docusaurus.config.js:5:27 the config names docs, but no doc page is built: docs/ holds no markdown page (point the docs `path` at the folder of your markdown files (and check `include` and `exclude`))",
  ]);
  assert.equal(problems(await read(minimal)), []);
});
plugins.run();

// ---

const theme = suite('themeConfig');

theme('reads the navbar items of every type, the footer, prism and Algolia', async () => {
  const config = configWith(`  themeConfig: {
  navbar: {
    title: 'Docs',
    logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg' },
    items: [
      { type: 'doc', docId: 'intro', label: 'Guide' },
      { type: 'docSidebar', sidebarId: 'docs', label: 'All', docsPluginId: 'community' },
      { to: 'blog', label: 'Blog', position: 'right' },
      { label: 'More', items: [{ href: 'https://x.org', label: 'X', 'aria-label': 'Example X' }, { type: 'doc', docId: 'faq', label: 'FAQ' }] },
      { type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }] },
      { type: 'localeDropdown' },
      { type: 'search', position: 'right' },
      { type: 'html', value: '<b>hi</b>' },
      { type: 'custom-myItem' },
      { type: 'docVersionDropdown' },
    ],
  },
  footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }, { html: '<a href="/x">x</a>' }] }], copyright: 'C' },
  prism: { additionalLanguages: ['Bash', 'diff'], magicComments: [{ className: 'added', line: 'highlight-add-next-line', block: { start: 'highlight-add-start', end: 'highlight-add-end' } }] },
  algolia: { appId: 'A', apiKey: 'K', indexName: 'I' },
  colorMode: { defaultMode: 'dark', switchConfig: {} },
},`);
  const result = await read({ ...minimal, 'docusaurus.config.js': config });
  assert.equal(problems(result), [
    'error docusaurus.config.js:20:15 `themeConfig.navbar.items[9]` has unknown type `docVersionDropdown` (did you mean `docsVersionDropdown`?)',
    'warning docusaurus.config.js:26:37 unknown option `switchConfig` in `themeConfig.colorMode`: it is ignored (see https://docusaurus.io/docs/api/themes/configuration)',
  ]);
  const t = result.site!.themeConfig;
  assert.equal(t.navbar.items.map((i) => `${i.type}:${i.label ?? ''}:${i.position}`), ['doc:Guide:left', 'docSidebar:All:left', 'link:Blog:right', 'dropdown:More:left', 'docsVersionDropdown::left', 'localeDropdown::left', 'search::right', 'html::left', 'custom::left']);
  const dropdown = t.navbar.items[3]!;
  assert.equal(dropdown.type === 'dropdown' && dropdown.items.map((i) => i.type), ['link', 'doc']);
  assert.equal(t.navbar.items[1], { position: 'left', label: 'All', className: null, ariaLabel: null, type: 'docSidebar', sidebarId: 'docs', docsPluginId: 'community' });
  assert.is((t.navbar.items[3] as { items: Array<{ ariaLabel: string | null }> }).items[0]!.ariaLabel, 'Example X', 'a link keeps the name aria-label gives it');
  assert.equal(t.navbar.logo, { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Logo', href: null, target: null, width: null, height: null });
  assert.equal(t.footer, { style: 'dark', logo: null, copyright: 'C', columns: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro', href: null, html: null }, { label: null, to: null, href: null, html: '<a href="/x">x</a>' }] }] });
  assert.equal(t.prism, { additionalLanguages: ['bash', 'diff'], defaultLanguage: null, magicComments: [{ className: 'added', line: 'highlight-add-next-line', block: { start: 'highlight-add-start', end: 'highlight-add-end' } }] });
  assert.equal(t.algolia, { appId: 'A', apiKey: 'K', indexName: 'I', contextualSearch: true, searchPagePath: 'search' });
  assert.is(t.colorMode.defaultMode, 'dark');
  assert.ok(result.site!.plugins.some((p) => p.name === '@docusaurus/theme-search-algolia' && p.mapsTo === 'search'));
});
theme.run();
