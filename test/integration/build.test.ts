import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { basicSite, runCli, snapshotDir, withSite, writeFiles } from '../helpers/fixture-site.ts';
import { admonitionStyles } from '../../shared/admonition-types.ts';

const build = suite('build');

build('should write every route, the 404 page and the shared assets', async () => {
  await withSite(basicSite, async (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 0, result.stderr);
    const out = path.join(dir, 'build');
    for (const file of [
      'index.html',
      '404.html',
      'docs/index.html',
      'docs/guide/start/index.html',
      'docs/guide/next/index.html',
      'docs/api/alarm/add/index.html',
      'docs/api/index.html', // generated index of a folder without index.md
      'docs/api/alarm/index.html',
      'docs/v3/index.html',
      'docs/v3/guide/start/index.html',
      'blog/index.html',
      'blog/hello/index.html',
      'blog/tags/news/index.html',
      'blog/archive/index.html',
      'blog/rss.xml',
      'blog/atom.xml',
      'blog/feed.json',
      'about/index.html',
      'versions/index.html',
      'apis/index.html',
      'search/index.html',
      'sitemap.xml',
      'robots.txt',
      'docs/llms.txt',
      'docs/guide/start.md',
      'old-start/index.html',
    ]) {
      assert.ok(fs.existsSync(path.join(out, file)), `missing ${file}`);
    }
    const assets = fs.readdirSync(path.join(out, 'assets'));
    assert.ok(assets.some((f) => /^runtime\.[A-Z0-9]+\.js$/i.test(f)), 'hashed runtime');
    assert.ok(assets.some((f) => /^routes\.[0-9a-f]{10}\.json$/.test(f)), 'hashed route table');
    assert.ok(fs.readdirSync(path.join(out, 'assets', 'pages')).every((f) => /\.[0-9a-f]{10}\.js(\.br|\.gz)?$/.test(f)), 'hashed page chunks');
    const page = fs.readFileSync(path.join(out, 'docs/guide/start/index.html'), 'utf8');
    assert.match(page, '<h1>Getting started</h1>');
    assert.match(page, '<div class="code-title">install.sh</div>');
    assert.match(page, '<aside class="admonition admonition-tip"><p class="admonition-title">Shortcut</p>');
    // Its colours come with the theme's stylesheet, made from the one admonition table.
    const css = fs.readFileSync(path.join(out, 'assets', assets.find((f) => /^runtime\.[A-Z0-9]+\.css$/i.test(f))!), 'utf8');
    assert.match(css, `--tip: ${admonitionStyles.tip.light.accent}`);
    assert.match(css, '.admonition-tip{border-color:var(--tip)');
    assert.match(page, 'href="/docs/api/alarm/add#syntax"');
    assert.match(page, 'id="install"');
    assert.match(page, '<meta name="description"');
    assert.match(page, '<link rel="canonical" href="https://docs.example.test/docs/guide/start">');
    assert.match(page, 'Content-Security-Policy');
    assert.match(page, 'aria-label="Breadcrumbs"');
    assert.match(result.stdout, /built \d+ pages \(2\.5: \d+, 3\.0: \d+/);
  });
});

build('should give byte-identical output for identical input', async () => {
  await withSite(basicSite, async (dir) => {
    assert.is(runCli(['build', dir, '--out-dir', path.join(dir, 'a')]).status, 0);
    assert.is(runCli(['build', dir, '--out-dir', path.join(dir, 'b')]).status, 0);
    const a = snapshotDir(path.join(dir, 'a'));
    const b = snapshotDir(path.join(dir, 'b'));
    assert.equal([...a.keys()].sort(), [...b.keys()].sort());
    for (const [file, bytes] of a) assert.ok(b.get(file) === bytes, `${file} differs`);
  });
});

build('should apply --base-url to every link and asset', async () => {
  await withSite(basicSite, async (dir) => {
    assert.is(runCli(['build', dir, '--base-url', '/preview/']).status, 0);
    const page = fs.readFileSync(path.join(dir, 'build/docs/guide/next/index.html'), 'utf8');
    assert.match(page, 'href="/preview/docs/guide/start#install"');
    assert.match(page, 'src="/preview/assets/runtime.');
  });
});

build('should print each phase in wall and CPU time with --timings', async () => {
  await withSite(basicSite, async (dir) => {
    const result = runCli(['build', dir, '--timings']);
    assert.is(result.status, 0, result.stderr);
    const line = result.stdout.split('\n').find((l) => l.startsWith('timings: '));
    assert.ok(line, result.stdout);
    const phases = [...line.matchAll(/(\w+) (\d+\.\d\d) s, cpu (\d+\.\d\d) s, main thread (\d+\.\d\d) s \(heap \d+ MB, rss \d+ MB at start\)/g)];
    assert.equal(phases.map((m) => m[1]), ['config', 'compile', 'graph', 'emit', 'compress', 'write']);
    // The main thread's share of a phase is part of the whole process's. Both are printed
    // rounded to hundredths and read a moment apart, so compare whole hundredths, one apart at
    // most (0.07 <= 0.06 + 0.01 is false in floating point).
    const hundredths = (s: string) => Math.round(Number(s) * 100);
    for (const m of phases) assert.ok(hundredths(m[4]!) <= hundredths(m[3]!) + 1, m[0]);
    const total = Number(/; cpu (\d+\.\d\d) s; peak RSS \d+ MB$/.exec(line)?.[1]);
    assert.ok(total > 0, line);
    // This site is small enough for one thread: no worker line, and the threads' split adds up.
    assert.not.match(result.stdout, /^workers: /m);
    const threads = /^threads: main (\d+\.\d\d) s, workers 0\.00 s, V8 and libuv helper threads (\d+\.\d\d) s$/m.exec(result.stdout);
    assert.ok(threads, result.stdout);
    assert.ok(Math.abs(Number(threads[1]) + Number(threads[2]) - total) <= 0.02, result.stdout);
  });
});
build('should print one line per phase with its time when stdout is not a terminal, then the summary', async () => {
  await withSite(basicSite, async (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 0, result.stderr);
    const lines = result.stdout.trimEnd().split('\n');
    const phases = lines.slice(0, -2).map((line) => /^ {2}(\w+) \d+\.\d\d s(, \d+ pages)?$/.exec(line)?.[1] ?? line);
    assert.equal(phases, ['config', 'compile', 'graph', 'emit', 'compress', 'write']);
    assert.match(lines.at(-2)!, /^built 22 pages \(2\.5: 7, 3\.0: 3, blog: 6, site: 6\) in \d+\.\d\d s, 0 warnings, [\d.]+ MB in \d+ files$/);
    assert.match(result.stdout, /^ {2}compile \d+\.\d\d s, 7 pages$/m);
    assert.is(lines.at(-1), `output: ${path.relative(process.cwd(), path.join(dir, 'build'))}`);
  });
});

build('should read and write no build cache with --no-cache', async () => {
  await withSite(basicSite, async (dir) => {
    const cache = path.join(dir, '.cache', 'sfpdocs');
    assert.is(runCli(['build', dir, '--no-cache']).status, 0);
    assert.not.ok(fs.existsSync(cache), 'no cache written');
    assert.is(runCli(['build', dir]).status, 0);
    assert.ok(fs.existsSync(cache), 'the cache is written without the flag');
    const before = snapshotDir(cache);
    const page = path.join(dir, 'build', 'docs', 'guide', 'start', 'index.html');
    fs.rmSync(page);
    assert.is(runCli(['build', dir, '--no-cache']).status, 0);
    assert.equal(snapshotDir(cache), before, 'the cache is left as it was');
    assert.ok(fs.existsSync(page));
  });
});

build('should write .br and .gz copies unless --no-precompress or precompress: false says not to', async () => {
  await withSite(basicSite, async (dir) => {
    const copies = () => fs.readdirSync(path.join(dir, 'build'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(br|gz)$/.test(f)).sort();
    assert.is(runCli(['build', dir]).status, 0);
    const written = copies();
    for (const file of ['index.html.br', 'index.html.gz', 'sw.js.br', 'sitemap.xml.gz', path.join('docs', 'guide', 'start', 'index.html.br')]) assert.ok(written.includes(file), `missing ${file}`);
    assert.ok(written.some((f) => /^assets\/runtime\.\w+\.js\.br$/.test(f)), 'the runtime');
    assert.is(runCli(['build', dir, '--no-precompress']).status, 0);
    assert.equal(copies(), []);
    writeFiles(dir, { 'site.config.ts': basicSite['site.config.ts']!.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  precompress: false,") });
    assert.is(runCli(['build', dir]).status, 0);
    assert.equal(copies(), []);
  });
});

build('should carry the social card, metadata, head tags, scripts and stylesheets into every head, and allow them in the CSP', async () => {
  const config = basicSite['site.config.ts']!.replace(
    "  redirects:",
    `  image: '/img/card.png',
  metadata: [{ name: 'twitter:site', content: '@fixture' }],
  headTags: [{ tagName: 'script', innerHTML: 'window.inlineRan = true;' }, { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.test' } }],
  scripts: [{ src: 'https://cdn.example.test/widget.js', async: true }, { src: '/js/local.js', defer: true }],
  stylesheets: [{ href: 'https://fonts.example.test/css?family=Inter' }],
  footer: { columns: [{ title: 'More', items: [{ type: 'doc', doc: 'guide/start' }, { label: 'About', to: '/about' }, { type: 'html', html: '<a href="https://status.example.test">Status</a>' }] }], copyright: 'Copyright Fixture', style: 'dark', logo: { src: '/img/card.png', alt: 'Fixture', href: '/about', width: 120 } },
  redirects:`,
  );
  await withSite({ ...basicSite, 'site.config.ts': config, 'static/img/card.png': 'png', 'static/js/local.js': 'window.localRan = true;\n' }, async (dir) => {
    const result = runCli(['build', dir, '--base-url', '/sub/']);
    assert.is(result.status, 0, result.stderr);
    const page = fs.readFileSync(path.join(dir, 'build/docs/guide/start/index.html'), 'utf8');
    const head = /<head>[\s\S]*<\/head>/.exec(page)![0];
    for (const tag of [
      '<meta property="og:image" content="https://docs.example.test/sub/img/card.png">',
      '<meta name="twitter:image" content="https://docs.example.test/sub/img/card.png">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:site" content="@fixture">',
      '<script src="https://cdn.example.test/widget.js" async></script>',
      '<script src="/sub/js/local.js" defer></script>',
      '<link rel="stylesheet" href="https://fonts.example.test/css?family=Inter">',
      '<script>window.inlineRan = true;</script>',
      '<link rel="preconnect" href="https://fonts.example.test">',
    ]) assert.ok(head.includes(tag), tag);
    // The site's stylesheets and tags come after the theme's, so they can override it.
    assert.ok(head.indexOf('fonts.example.test/css') > head.indexOf('/assets/runtime.'), 'stylesheets after the theme');
    const csp = /Content-Security-Policy" content="([^"]+)"/.exec(page)![1]!.replaceAll('&#39;', "'");
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    assert.match(directive('script-src'), 'https://cdn.example.test');
    assert.match(directive('script-src'), `'sha256-${crypto.createHash('sha256').update('window.inlineRan = true;').digest('base64')}'`);
    assert.match(directive('connect-src'), 'https://cdn.example.test');
    assert.match(directive('style-src'), 'https://fonts.example.test');
    assert.is(directive('font-src'), "font-src 'self' data: https:");
    // The footer: dark, with its items typed (a doc, a route, HTML without what a page may not carry) and its logo linking where it says.
    assert.match(page, '<footer class="footer footer--dark">');
    assert.match(page, '<ul><li><a href="/sub/docs/guide/start">Getting started</a></li><li><a href="/sub/about">About</a></li><li><a href="https://status.example.test">Status</a></li></ul>');
    assert.match(page, '<p class="footer-logo"><a href="/sub/about"><img src="/sub/img/card.png" alt="Fixture" width="120"/></a></p>');
  });
});

build.run();

// ---

const failures = suite('build failures');

failures('rejects a broken link with file:line:col, the closest route and exit 1', async () => {
  await withSite({ ...basicSite, 'content/2.5/guide/next.md': '---\ntitle: Next\n---\n\nSee [start](/docs/guide/strat).\n' }, async (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'content/2.5/guide/next.md:5:5  broken link `/docs/guide/strat`: no page has the route /docs/guide/strat  (did you mean `/docs/guide/start`?)');
    assert.match(result.stderr, '1 error, 0 warnings');
    assert.not.ok(fs.existsSync(path.join(dir, 'build')));
  });
});

failures('warns about a broken markdown link and a broken anchor, suggesting the closest', async () => {
  await withSite({ ...basicSite, 'content/2.5/guide/next.md': '---\ntitle: Next\n---\n\n[a](./strat.md) and [b](./start.md#instal)\n' }, async (dir) => {
    // Both are warnings by default (onBrokenMarkdownLinks, onBrokenAnchors: warn, as in Docusaurus).
    const result = runCli(['check', dir]);
    assert.is(result.status, 0);
    assert.match(result.stderr, 'content/2.5/guide/next.md:5:1  broken markdown link `./strat.md`: content/2.5/guide/strat.md does not exist  (did you mean `./start.md`?)');
    assert.match(result.stderr, 'content/2.5/guide/next.md:5:21  broken anchor `#instal`: content/2.5/guide/start.md has no heading with that id  (did you mean `#install`?)');
  });
});

failures('warns about a duplicate route naming both files', async () => {
  await withSite({ ...basicSite, 'content/2.5/guide/start/index.md': '---\ntitle: Again\n---\n\nSame route.\n' }, async (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 0, result.stderr);
    assert.match(result.stderr, 'route `/docs/guide/start` is claimed by both content/2.5/guide/start.md and content/2.5/guide/start/index.md; content/2.5/guide/start.md is kept');
  });
});

failures('fails the build when a policy is throw', async () => {
  const config = basicSite['site.config.ts']!.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  onDuplicateRoutes: 'throw',");
  await withSite({ ...basicSite, 'site.config.ts': config, 'content/2.5/guide/start/index.md': '---\ntitle: Again\n---\n\nx\n' }, async (dir) => {
    assert.is(runCli(['build', dir]).status, 1);
  });
});

failures('rejects broken YAML with file:line, exit 1, and leaves the previous output untouched', async () => {
  await withSite(basicSite, async (dir) => {
    assert.is(runCli(['build', dir]).status, 0);
    const before = snapshotDir(path.join(dir, 'build'));
    writeFiles(dir, { 'content/2.5/guide/next.md': '---\ntitle: Next\ndescription: [unclosed\n---\n\nBody\n' });
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, /content\/2\.5\/guide\/next\.md:3:1  invalid YAML in front matter: Flow sequence/);
    assert.match(result.stderr, 'the previous output was left as it was');
    assert.equal(snapshotDir(path.join(dir, 'build')), before);
    assert.equal(fs.readdirSync(dir).filter((f) => f.includes('sfpdocs-')), []);
  });
});

failures('rejects a wrong front matter type naming the field, line and fix', async () => {
  await withSite({ ...basicSite, 'content/2.5/guide/next.md': '---\ntitle: Next\nsidebar_position: first\n---\n\nBody\n' }, async (dir) => {
    const result = runCli(['check', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'content/2.5/guide/next.md:3:1  front matter `sidebar_position` must be a number, got "first"  (write a number, e.g. `sidebar_position: 3`)');
  });
});

failures('rejects a site folder that does not exist or holds no site with exit 2, creating nothing', async () => {
  await withSite({}, async (dir) => {
    const missing = path.join(dir, 'no', 'such');
    const result = runCli(['build', missing]);
    assert.is(result.status, 2, result.stderr);
    assert.match(result.stderr, `the site folder ${missing} does not exist  (run \`sfpdocs init ${missing}\` to start a site there, or name the folder that holds your site)`);
    assert.not.ok(fs.existsSync(path.join(dir, 'no')), 'nothing is created');
    // An empty folder: neither a config nor content.
    const empty = runCli(['check', dir]);
    assert.is(empty.status, 2, empty.stderr);
    assert.match(empty.stderr, `the site folder ${dir} holds no site: no site.config.ts, no docusaurus.config.js and no content/ folder  (run \`sfpdocs init ${dir}\` to start a site there`);
    assert.is(runCli(['start', dir, '--port', '0']).status, 2);
    assert.equal(fs.readdirSync(dir), []);
  });
});

failures('checks the links of the config like page links: navbar, footer, home buttons and redirects, at their lines', async () => {
  const config = basicSite['site.config.ts']!.replace(
    "  redirects: [{ from: '/old-start', to: '/docs/guide/start' }],",
    `  redirects: [{ from: '/old-start', to: '/docs/guide/strat' }],
  navbar: [{ label: 'Docs', href: '/docs/', items: [{ label: 'Guide', href: '/docs/guide/' }, { label: 'Old', href: '/old-start' }] }, { label: 'Feed', href: '/blog/rss.xml' }],
  footer: { columns: [{ title: 'More', items: [{ label: 'About', href: '/abuot' }, { label: 'Logo', href: '/img/logo.svg' }, { label: 'Guide', to: '/docs/guid/start' }] }] },
  home: { actions: [{ label: 'Start', href: '/docs/guide/start' }, { label: 'API', href: '/apis' }, { label: 'Nowhere', href: '/nowhere#x' }] },
  onBrokenLinks: 'warn',`,
  );
  await withSite({ ...basicSite, 'site.config.ts': config, 'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' }, async (dir) => {
    const result = runCli(['check', dir]);
    assert.is(result.status, 0, result.stderr);
    const lines = result.stderr.split('\n').filter((line) => line.includes('broken link'));
    assert.equal(lines, [
      'site.config.ts:10:41  broken link `/docs/guide/strat` in the redirect from `/old-start`: no page has the route /docs/guide/strat  (did you mean `/docs/guide/start`?)',
      'site.config.ts:12:72  broken link `/abuot` in the footer link `About`: no page has the route /abuot  (did you mean `/about`?)',
      'site.config.ts:12:148  broken link `/docs/guid/start` in the footer link `Guide`: no page has the route /docs/guid/start  (did you mean `/docs/guide/start`?)',
      'site.config.ts:13:127  broken link `/nowhere#x` in the home button `Nowhere`: no page has the route /nowhere  (link to an existing route)',
    ]);
  });
});

failures('rejects an unknown config key with a suggestion', async () => {
  await withSite({ ...basicSite, 'site.config.ts': "export default { title: 'X', taglin: 'y' };\n" }, async (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'site.config.ts:1:30  unknown key `taglin`  (did you mean `tagline`?)');
  });
});

failures('rejects two versions claiming one path', async () => {
  const config = basicSite['site.config.ts']!.replace("path: '/docs/v3/'", "path: '/docs/'");
  await withSite({ ...basicSite, 'site.config.ts': config }, async (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'versions `2.5` and `3.0` both use the path "/docs/"');
  });
});

failures('exits 2 on a usage error, suggesting the closest command or flag', () => {
  assert.is(runCli(['build', '--no-such-flag']).status, 2);
  assert.is(runCli(['serve', '--port', 'abc']).status, 2);
  const command = runCli(['chek']);
  assert.is(command.status, 2);
  assert.match(command.stderr, 'Did you mean check?');
  const flag = runCli(['build', '--out-dri', 'x']);
  assert.is(flag.status, 2);
  assert.match(flag.stderr, 'Did you mean --out-dir?');
});
failures.run();
