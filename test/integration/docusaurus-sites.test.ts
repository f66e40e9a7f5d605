// Docusaurus sites built as they are (issue 20): fixture sites in Docusaurus's own layout, each
// built by the real build and checked route by route, then the diagnostics of bad sidebars and
// configs. What each site holds is what Docusaurus's docs describe for its config, sidebars,
// versions, blog, pages and static folder.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { multiInstanceSite, singleSite, versionedSite, wrappedPresetSite, wrappingPresetPackage } from '../helpers/docusaurus-fixtures.ts';
import { withSite } from '../helpers/fixture-site.ts';

/** Every route of a built folder (`/a/b` for a/b/index.html), sorted. */
function routesOf(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const rel = path.relative(dir, entry.parentPath).split(path.sep).join('/');
    out.push(rel ? `/${rel}` : '/');
  }
  return out.sort();
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8');
const article = (html: string) => /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const problems = (result: Awaited<ReturnType<typeof build>>) => result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`);

const docusaurus = suite('Docusaurus sites');

docusaurus('should build a single-version site route by route, with its sidebars, blog, pages and static files', async () => {
  await withSite(singleSite, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, problems(result).join('\n'));
    assert.equal(routesOf(path.join(dir, 'build')), [
      // The site's own landing page, src/pages/index.js.
      '/',
      '/about',
      '/blog',
      '/blog/2023/12/01/legacy',
      '/blog/2024/01/02/hello',
      '/blog/2024/02/03/folder-post',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/ana',
      '/blog/page/2',
      '/blog/tags',
      '/blog/tags/news',
      // intro.md's `slug: /` is the docs' root.
      '/docs',
      '/docs/basics',
      '/docs/basics/setup',
      '/docs/category/everything',
      '/docs/reference',
      '/docs/reference/api',
      '/docs/topics/first',
      '/docs/topics/renamed',
      '/help',
      '/search',
      '/versions',
    ]);
    const setup = read(dir, 'docs/basics/setup/index.html');
    // The navbar's doc and sidebar items are routes; an icon link is an empty link with its class
    // (the site's CSS draws the icon) and its name, as in Docusaurus.
    const navbar = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(setup)![0];
    assert.match(navbar, '<a href="/docs/" class="navbar__link--active">Guide</a>');
    assert.match(navbar, '<a href="/docs/reference/api">API</a>');
    assert.match(navbar, '<a href="https://github.com/example/fixture" class="header-github-link" aria-label="GitHub repository" rel="noopener noreferrer"></a>');
    // `position: 'right'`: the GitHub link heads the items drawn at the right end, after the others.
    assert.match(navbar, /<ul class="navbar-items navbar-items-split"[^>]*>(<li>.*?<\/li>){3}<li class="navbar-right-start"><a [^>]*href="https:\/\/github.com\/example\/fixture"/);
    // The sidebar of sidebars.js, every item type: ids, a labelled doc, links, html, categories with a doc or a generated index.
    const sidebar = /<nav[^>]*sidebar[\s\S]*?<\/nav>/.exec(setup)![0];
    for (const item of ['<a href="/docs/">Introduction</a>', '<a href="/docs/basics">Basics</a>', '<a href="/docs/basics/setup" aria-current="page">Install it</a>', '<a href="https://example.com" rel="noopener noreferrer">Example site</a>', '<a href="/docs/category/everything">Everything</a>', '<b>Extra</b>']) assert.match(sidebar, item);
    // Docusaurus's breadcrumbs (the docs plugin's `breadcrumbs`, on by default): home, each category
    // around the doc (a link where it has a page), the doc itself; none on a blog post.
    const crumbs = (html: string) => [...(/<ul class="breadcrumbs">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<li class="([^"]+)">(?:<a href="([^"]*)"[^>]*>)?(?:<span[^>]*>)?([^<]*)/g)].map(([, cls, href, label]) => `${cls === 'breadcrumbs__item' ? '' : '*'}${label || 'home'} ${href ?? ''}`.trim());
    assert.equal(crumbs(setup), ['home /', 'Basics /docs/basics', '*Install it']);
    assert.equal(crumbs(read(dir, 'docs/topics/first/index.html')), ['home /', 'Everything /docs/category/everything', '*First topic']);
    assert.equal(crumbs(read(dir, 'docs/category/everything/index.html')), ['home /', '*Everything']);
    assert.equal(crumbs(read(dir, 'docs/basics/index.html')), ['home /', '*Basics']);
    assert.not.match(read(dir, 'blog/2024/01/02/hello/index.html'), 'breadcrumbs');
    assert.match(article(setup), '<p class="admonition-title">Before you start</p>');
    assert.match(setup, 'href="https://github.com/example/fixture/edit/main/docs/basics/install.md"');
    // The generated index lists the autogenerated topics, number prefixes gone, `slug` followed.
    const everything = article(read(dir, 'docs/category/everything/index.html'));
    assert.match(everything, 'href="/docs/topics/first"');
    assert.match(everything, 'href="/docs/topics/renamed"');
    // A Docusaurus site's page may carry <style> and frames, as in Docusaurus (docs/security.md).
    const first = article(read(dir, 'docs/topics/first/index.html'));
    assert.match(first, '<style>.first { color: teal }</style>');
    assert.match(first, '<iframe src="https://www.youtube.com/embed/x" title="Video"></iframe>');
    // The landing page src/pages/index.js is one of them: it is the site's `/`.
    assert.equal(result.codePages, { mdx: 1, react: 3 });
    assert.match(article(read(dir, 'docs/index.html')), '<img src="/img/logo.svg" alt="Logo"');
    // A page's <head> block gives its document title and description.
    const api = read(dir, 'docs/reference/api/index.html');
    assert.match(api, '<title>API reference | Fixture</title>');
    assert.match(api, '<meta name="description" content="Every call of the fixture.">');
    assert.match(article(api), '<h1>API</h1>');
    // Blog: authors by key, written in the post, or with the older fields; a page for the author who asks for one.
    const hello = read(dir, 'blog/2024/01/02/hello/index.html');
    assert.match(text(hello), 'Ana Writer , Docs team ; Guest Writer , Visitor');
    assert.match(hello, '<a href="/blog/authors/ana">Ana Writer</a>');
    assert.match(read(dir, 'blog/2023/12/01/legacy/index.html'), '<a href="https://example.com/old" rel="author">Old Style</a>, Former maintainer');
    assert.match(text(read(dir, 'blog/authors/index.html')), 'Ana Writer , Docs team (1 post) Bo Builder (1 post)');
    assert.match(text(read(dir, 'blog/authors/ana/index.html')), 'Hello');
    // The React page: rendered on the server with its CSS module, titled by its <Layout>.
    const help = read(dir, 'help/index.html');
    assert.match(help, '<title>Need help? | Fixture Docs</title>');
    assert.match(help, '<meta name="description" content="Where to ask.">');
    assert.match(article(help), '<h1>Need help?</h1>');
    assert.match(article(help), /class="\w+ padded"/);
    assert.match(help, /<link rel="stylesheet" href="\/assets\/mdx\/help\.\w+\.css">/);
    // The landing page is the home, as in Docusaurus: its own markup and CSS module, none of
    // sfpdocs' drawn home.
    const home = read(dir, 'index.html');
    assert.match(home, '<title>Fixture Docs | Docs for testing</title>');
    assert.match(article(home), /<header class="\w+"><h1 class="hero__title">Fixture Docs<\/h1><p class="hero__subtitle">Docs for testing<\/p><a href="\/docs\/basics" class="button button--secondary">Start with the basics<\/a><\/header>/);
    assert.match(home, /<link rel="stylesheet" href="\/assets\/mdx\/index\.\w+\.css">/);
    assert.not.match(home, 'hero-actions');
    assert.not.match(home, 'Choose your version');
    // The docs plugin's hooks answer from the site's versions.
    assert.match(article(read(dir, 'versions/index.html')), '<p>Next<!-- --> versions</p>');
    // The site's stylesheet: once, after the theme's, its images copied and hashed.
    const siteCss = /<link rel="stylesheet" href="\/(assets\/site\.\w+\.css)">/.exec(help)![1]!;
    assert.match(read(dir, siteCss), /url\("\/assets\/site\/hero\.\w+\.svg"\)/);
    // What could not be kept is said, once each.
    assert.equal(
      problems(result).filter((p) => p.startsWith('warning')).map((p) => p.replace(/:\d+ /, ' ')),
      [
        // Docusaurus's template green, a little light for the theme's sidebar background.
        "warning src/css/custom.css `--ifm-color-primary` (#2e8555) reads at 4.2:1 on the sidebar's and cards' background (#f5f6f8) in light mode and reads at 3.9:1 on the page background (#16181d) in dark mode, under the 4.5:1 text needs: sfpdocs shows links and accents in #2c7e51 in light mode and #4f9970 in dark mode instead",
        'warning src/pages/sidebar.js React page src/pages/sidebar.js is not built: it imports what sfpdocs cannot provide (each import is listed)',
        'warning src/pages/sidebar.js `@theme/DocSidebar` is not a component sfpdocs provides',
      ],
    );
  });
});

// Docusaurus 3.5 added the blog's authors pages: a site whose installed theme predates them (its
// own build makes none) gets none, so both builds have the same routes.
docusaurus('should make no authors pages for a site whose installed Docusaurus theme has none', async () => {
  const before35 = {
    ...singleSite,
    'node_modules/@docusaurus/theme-classic/package.json': JSON.stringify({ name: '@docusaurus/theme-classic', version: '3.1.1' }),
    'node_modules/@docusaurus/theme-classic/lib/theme/BlogListPage/index.js': 'export default function BlogListPage() { return null; }\n',
  };
  await withSite(before35, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, problems(result).join('\n'));
    const routes = routesOf(path.join(dir, 'build'));
    assert.ok(routes.includes('/blog/tags'), 'the rest of the blog is there');
    assert.equal(routes.filter((route) => route.startsWith('/blog/authors')), []);
    const hello = read(dir, 'blog/2024/01/02/hello/index.html');
    assert.not.match(hello, '/blog/authors/ana', 'no link to a page that is not built');
    assert.match(hello, 'https://example.com/ana');
  });
});

docusaurus('should build versions at Docusaurus\'s routes, with banners, a switcher by doc and links inside each version', async () => {
  await withSite(versionedSite, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, problems(result).join('\n'));
    assert.equal(problems(result), []);
    assert.equal(routesOf(path.join(dir, 'build')).filter((r) => r.startsWith('/docs')), ['/docs/1.0/intro', '/docs/1.0/old-api', '/docs/intro', '/docs/next/intro', '/docs/next/new-feature', '/docs/next/upgrade', '/docs/upgrade']);
    const next = read(dir, 'docs/next/intro/index.html');
    assert.match(text(next), 'This is unreleased documentation for Versioned Next. For up-to-date documentation, see the latest version (2.0)');
    const old = read(dir, 'docs/1.0/intro/index.html');
    assert.match(text(old), 'This is documentation for Versioned 1.0, which is no longer actively maintained.');
    assert.match(article(old), 'href="/docs/1.0/old-api"');
    assert.match(article(next), 'href="/docs/next/upgrade"');
    assert.not.match(read(dir, 'docs/intro/index.html'), 'version-banner');
    // As in Docusaurus: no version menu in the page, a badge naming the version above the title,
    // the trail of the doc in its sidebar (home, then the doc).
    const upgrade = read(dir, 'docs/upgrade/index.html');
    assert.not.match(upgrade, 'version-switcher');
    assert.match(upgrade, '<span class="theme-doc-version-badge badge badge--secondary">Version: 2.0</span><article');
    assert.match(upgrade, /<nav class="theme-doc-breadcrumbs doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a href="\/" class="breadcrumbs__link" aria-label="Home page"><svg[\s\S]*?<\/svg><\/a><\/li><li class="breadcrumbs__item breadcrumbs__item--active"><span class="breadcrumbs__link" aria-current="page">Upgrading<\/span><\/li><\/ul><\/nav>/);
    assert.match(read(dir, 'docs/next/new-feature/index.html'), 'Version: Next</span>');
    // The version drop-down of the navbar, labelled with the last version as in Docusaurus, with the
    // items written after the versions; each version opens the doc being read, or its main doc where it has none.
    assert.match(text(read(dir, 'docs/intro/index.html')), '2.0 Next 2.0 1.0 All versions');
    const menu = /navbar-menu"[\s\S]*?<\/ul>/.exec(upgrade)![0];
    assert.match(menu, '<a href="/docs/next/upgrade">Next</a>');
    // The version being read is marked as the page (an Infima site's drop-down marks its current entry).
    assert.match(menu, '<a href="/docs/upgrade" aria-current="page">2.0</a>');
    assert.match(menu, '<a href="/docs/1.0/intro">1.0</a>');
  });
});

docusaurus('should build each docs instance at its own route with its own sidebars, and the navbar to each', async () => {
  await withSite(multiInstanceSite, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, problems(result).join('\n'));
    assert.equal(routesOf(path.join(dir, 'build')).filter((r) => r.startsWith('/docs') || r.startsWith('/community')), ['/community/support', '/community/team', '/docs/start']);
    const support = read(dir, 'community/support/index.html');
    assert.match(support, '<a href="/community/team">Team</a>');
    assert.not.match(support, 'version-switcher');
    assert.match(support, '<a href="/community/support" class="navbar__link--active">Community</a>');
    assert.match(read(dir, 'docs/start/index.html'), '<a href="/docs/start" class="navbar__link--active">Docs</a>');
  });
});

docusaurus('should resolve the import aliases of docusaurus-plugin-module-alias in MDX pages, and build a component whose Sass it cannot compile', async () => {
  const site = {
    ...multiInstanceSite,
    'docusaurus.config.js': multiInstanceSite['docusaurus.config.js']!.replace(
      "plugins: [",
      "plugins: [['docusaurus-plugin-module-alias', { alias: { '@components': require('path').resolve(__dirname, './src/components') } }], ",
    ),
    'docs/cards.mdx': "import { Card } from '@components/global/Card';\n\n# Cards\n\n<Card title=\"Install\" />\n",
    'src/components/global/Card.jsx': "import styles from './Card.module.scss';\nexport function Card({ title }) {\n  return <div className={styles.card}>{title} card</div>;\n}\n",
    'src/components/global/Card.module.scss': '.card { .title { color: red; } }\n',
  };
  await withSite(site, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, problems(result).join('\n'));
    assert.not.ok(result.diagnostics.some((d) => /module-alias/.test(d.message)), 'the plugin is read, not reported as ignored');
    assert.match(read(dir, 'docs/cards/index.html'), '<div class="card">Install<!-- --> card</div>', 'a Sass module keeps the class names written in the code');
    assert.ok(problems(result).some((p) => p.includes('src/components/global/Card.jsx:1') && p.includes('stylesheet `./Card.module.scss` is Sass, which sfpdocs does not compile')), problems(result).join('\n'));
  });
});

docusaurus('should read a preset that wraps the classic preset and is not installed as the classic preset, with one warning, building every doc', async () => {
  await withSite(wrappedPresetSite, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, problems(result).join('\n'));
    assert.equal(routesOf(path.join(dir, 'build')).filter((r) => r !== '/' && r !== '/search'), ['/docs/intro', '/docs/more/faq', '/docs/setup']);
    assert.equal(problems(result), [
      'warning docusaurus.config.js:8 preset `@acme/docusaurus-preset` is read as the classic preset: it is not installed. Its `docs`, `blog`, `theme` options are read as the classic preset reads them; its own options (`acme`) and whatever else it adds to the site is not run',
    ]);
    assert.match(read(dir, 'docs/setup/index.html'), '<a href="/docs/intro" class="navbar__link--active">Docs</a>');
    assert.match(read(dir, 'docs/setup/index.html'), /<link rel="stylesheet" href="\/assets\/site\.\w+\.css">/);
  });
});

docusaurus('should run a preset the site has installed as Docusaurus does, with the load context and its options', async () => {
  await withSite({ ...wrappedPresetSite, ...wrappingPresetPackage }, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, problems(result).join('\n'));
    assert.equal(problems(result), []);
    // Its own option moved the docs: only running it says so.
    assert.equal(routesOf(path.join(dir, 'build')).filter((r) => r !== '/' && r !== '/search'), ['/guides/intro', '/guides/more/faq', '/guides/setup']);
    const setup = read(dir, 'guides/setup/index.html');
    assert.match(setup, '<a href="/guides/intro" class="navbar__link--active">Docs</a>');
    assert.match(setup, /<link rel="stylesheet" href="\/assets\/site\.\w+\.css">/);
  });
});

docusaurus('should fail a build whose onBrokenLinks is throw on a broken navbar link, at its config line, with the closest route', async () => {
  await withSite({ ...singleSite, 'docusaurus.config.js': singleSite['docusaurus.config.js']!.replace("{ to: '/blog', label: 'Blog' }", "{ to: '/blgo', label: 'Blog' }").replace("{ label: 'Help', to: '/help' }", "{ label: 'Help', to: '/hlep' }") }, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    assert.equal(problems(result).filter((p) => p.startsWith('error')), [
      'error docusaurus.config.js:19 broken link `/blgo` in the navbar link `Blog`: no page has the route /blgo',
      'error docusaurus.config.js:24 broken link `/hlep` in the footer link `Help`: no page has the route /hlep',
    ]);
    assert.equal(result.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.column, d.hint]), [[15, 'did you mean `/blog`?'], [69, 'did you mean `/help`?']]);
    assert.not.ok(fs.existsSync(path.join(dir, 'build')));
  });
});

docusaurus('should name the line of a sidebar item that names no doc, with the closest id, and keep the previous output', async () => {
  await withSite({ ...singleSite, 'sidebars.js': singleSite['sidebars.js']!.replace("'intro',", "'intro', 'basics/setpu',") }, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    const error = result.diagnostics.find((d) => d.severity === 'error')!;
    assert.equal([error.file, error.line], ['sidebars.js', 3]);
    assert.is(error.message, 'the sidebar names the doc `basics/setpu`, which the docs do not have');
    assert.match(error.hint ?? '', 'basics/setup');
    assert.not.ok(fs.existsSync(path.join(dir, 'build')));
  });
});

docusaurus('should report a config that does not load at its line, and a navbar doc that does not exist', async () => {
  await withSite({ ...singleSite, 'docusaurus.config.js': singleSite['docusaurus.config.js']!.replace("baseUrl: '/',", "baseUrl: '/',\n  title: ,") }, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    assert.equal(result.diagnostics.map((d) => [d.file, d.line]), [['docusaurus.config.js', 6]]);
  });
  await withSite({ ...singleSite, 'docusaurus.config.js': singleSite['docusaurus.config.js']!.replace("docId: 'reference/api'", "docId: 'reference/apis'") }, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    const error = result.diagnostics.find((d) => d.severity === 'error')!;
    assert.is(error.file, 'docusaurus.config.js');
    assert.match(error.message, 'the navbar links to the doc `reference/apis`');
    assert.match(error.hint ?? '', 'reference/api');
  });
});

// A second docs instance with versions: its badge, the navbar's version menu and useDocsData name
// each version by its own label (`1.0`), not the instance's; each instance shows breadcrumbs as its
// own option says, and useDocsData gives that option.
const versionedInstances: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Multi',
  url: 'https://multi.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', breadcrumbs: false }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', docsPluginId: 'community' }] } },
};
`,
  'docs/start.md': '# Start\n\nWords.\n',
  'community/support.md': '# Support\n\nAsk here.\n',
  'community_versions.json': '["1.0"]',
  'community_versioned_docs/version-1.0/support.md': '# Support (1.0)\n\nAsk there.\n',
  'src/pages/data.js': `import { useDocsData } from '@docusaurus/plugin-content-docs/client';
export default function Data() {
  const docs = useDocsData();
  const community = useDocsData('community');
  return <p id="data">{'breadcrumbs ' + docs.breadcrumbs + ' ' + community.breadcrumbs + '; versions ' + community.versions.map((v) => v.label).join(',')}</p>;
}
`,
};

docusaurus('should name a second docs instance\'s versions by their own labels, and follow each instance\'s breadcrumbs option', async () => {
  await withSite(versionedInstances, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, problems(result).join('\n'));
    assert.match(read(dir, 'community/support/index.html'), '<span class="theme-doc-version-badge badge badge--secondary">Version: 1.0</span>');
    const next = read(dir, 'community/next/support/index.html');
    assert.match(next, '<span class="theme-doc-version-badge badge badge--secondary">Version: Next</span>');
    // The unreleased banner names the versions as Docusaurus's does: their own labels.
    const banner = /<div class="version-banner"[\s\S]*?<\/div>/.exec(next)![0];
    assert.match(text(banner), 'This is unreleased documentation for Multi Next. For up-to-date documentation, see the latest version (1.0)');
    assert.not.match(next, 'theme-doc-breadcrumbs', 'the community instance\'s breadcrumbs: false shows no trail');
    // Each docs instance follows its own breadcrumbs option: the default one shows its trail.
    assert.match(read(dir, 'docs/start/index.html'), '<nav class="theme-doc-breadcrumbs doc-breadcrumbs"');
    const menu = /navbar-menu"[\s\S]*?<\/ul>/.exec(next)![0];
    assert.match(menu, '<a href="/community/next/support" aria-current="page">Next</a>');
    assert.match(menu, '<a href="/community/support">1.0</a>');
    assert.match(text(read(dir, 'data/index.html')), 'breadcrumbs true false; versions Next,1.0');
  });
});

docusaurus.run();
