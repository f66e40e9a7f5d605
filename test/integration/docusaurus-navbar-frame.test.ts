// A Docusaurus site that replaces the whole navbar (test/fixtures/sites/docusaurus-navbar-swizzle:
// `Navbar`, `Navbar/Layout` and `Navbar/Content` ejected from Docusaurus 3, as apache/answer-website
// has them): its navbar renders in place of sfpdocs' (its `nav.navbar`, not sfpdocs' header), with
// the hooks a real Layout uses, sfpdocs' own parts in Docusaurus's markup (logo, items, drop-down,
// menu toggle, mobile sidebar), Infima's navbar rules in the site's stylesheet, and no warning about
// it. One build shared by the assertions.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureSite, runCli, withSite } from '../helpers/fixture-site.ts';

const frame = suite('a Docusaurus site\'s whole navbar');

const built: { pages: Record<string, string>; stderr: string; css: string } = { pages: {}, stderr: '', css: '' };

frame.before(async () => {
  await withSite(fixtureSite('docusaurus-navbar-swizzle'), (dir) => {
    const result = runCli(['build', dir]);
    assert.is(result.status, 0, result.stderr);
    built.stderr = result.stderr;
    for (const route of ['docs/intro', 'docs/guide']) built.pages[route] = fs.readFileSync(path.join(dir, 'build', route, 'index.html'), 'utf8');
    const css = /<link rel="stylesheet" href="\/(assets\/site\.[0-9a-f]+\.css)">/.exec(built.pages['docs/intro']!)![1]!;
    built.css = fs.readFileSync(path.join(dir, 'build', css), 'utf8');
  });
});

/** The page's navbar: what the site's Navbar renders. */
const navbar = (html: string) => /<nav aria-label="Main" class="navbar[^"]*">[\s\S]*?<div class="navbar-sidebar">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

frame('should render the site\'s Navbar and Layout in place of sfpdocs\' navbar', () => {
  const html = built.pages['docs/intro']!;
  assert.match(html, '<nav aria-label="Main" class="navbar navbar--fixed-top navbar--primary"><span class="site-navbar-mark" hidden=""></span><div class="navbar__inner">');
  assert.not.match(html, 'data-sfp="navbar"', "sfpdocs' own navbar is not on the page");
  assert.not.match(html, 'class="navbar-inner"');
  assert.not.match(built.stderr, /swizzled theme component `Navbar/);
});

frame('should draw sfpdocs\' parts in Docusaurus\'s markup inside it, the current section marked', () => {
  const intro = navbar(built.pages['docs/intro']!);
  assert.match(intro, '<button type="button" class="navbar__toggle clean-btn" aria-label="Toggle navigation bar" aria-expanded="false">');
  assert.match(intro, '<a href="/" class="navbar__brand"><div class="navbar__logo"><img src="/img/logo.svg" alt="Frame logo"/></div><b class="navbar__title text--truncate">Frame</b></a>');
  assert.match(intro, '<a href="/docs/intro" class="navbar__item navbar__link navbar__link--active">Docs</a>');
  assert.match(intro, '<div class="navbar__item dropdown dropdown--hoverable"><a href="#" class="navbar__link" aria-haspopup="true" aria-expanded="false" role="button">More</a><ul class="dropdown__menu"><li><a href="/docs/guide" class="dropdown__link">Guide</a></li></ul></div>');
  assert.match(intro, '<a href="https://github.com/example/frame" class="navbar__item navbar__link" rel="noopener noreferrer">GitHub</a>');
  // The mobile sidebar, sfpdocs' own in Docusaurus's markup: the items as menu links.
  assert.match(intro, '<div class="navbar-sidebar"><div class="navbar-sidebar__brand">');
  assert.match(intro, '<ul class="menu__list"><li class="menu__list-item"><a href="/docs/intro" class="menu__link menu__link--active">Docs</a></li>');
  const guide = navbar(built.pages['docs/guide']!);
  assert.match(guide, '<a href="#" class="navbar__link navbar__link--active" aria-haspopup="true" aria-expanded="false" role="button">More</a><ul class="dropdown__menu"><li><a href="/docs/guide" class="dropdown__link dropdown__link--active">Guide</a></li></ul>');
  assert.match(guide, '<a href="/docs/intro" class="navbar__item navbar__link">Docs</a>');
});

frame('should bring Infima\'s navbar rules, kept off sfpdocs\' own navbar', () => {
  assert.match(built.css, '.navbar:not([data-sfp]) .navbar__link{');
  assert.match(built.css, '.navbar-sidebar--show:not([data-sfp]) .navbar-sidebar{');
  assert.not.match(built.css, /\.navbar--primary\{--ifm-navbar-background-color/, "the primary band is the theme's, with readable links");
});

frame.run();
