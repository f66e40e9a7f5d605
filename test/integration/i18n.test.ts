// Sites in several languages (issue 33), built whole: every route in every locale, `<html lang
// dir>`, hreflang alternates, a sitemap per locale and their index, the translated labels of the
// navbar, footer and sidebar, code.json in a React page, and the default locale's page with a
// note where a translation is missing; in both config kinds.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { makeSite, removeSite, runCli } from '../helpers/fixture-site.ts';
import { docusaurusI18nSite, nativeI18nSite } from '../helpers/i18n-site.ts';

const test = suite('sites in several languages');

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

const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<head>[\s\S]*?<\/head>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
const problems = (result: Awaited<ReturnType<typeof build>>) => result.diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`);

let native = '';
let docusaurus = '';
test.before(async () => {
  native = makeSite(nativeI18nSite);
  docusaurus = makeSite(docusaurusI18nSite);
});
test.after(() => {
  if (native) removeSite(native);
  if (docusaurus) removeSite(docusaurus);
});
const read = (site: string, file: string) => fs.readFileSync(path.join(site, 'build', file), 'utf8');

test('a native site builds every route in every locale, the default one at the root', async () => {
  const result = await build({ siteDir: native, cache: false, precompress: false });
  assert.ok(result.ok, problems(result).join('\n'));
  assert.equal(problems(result), []);
  // A new site builds no /apis/ (apiIndex is off by default).
  assert.equal(result.pagesPerLocale, { en: 8, fr: 8, ar: 8 });
  const english = ['/', '/about', '/docs', '/docs/guide', '/docs/guide/next', '/docs/guide/start', '/search'];
  assert.equal(routesOf(path.join(native, 'build')), [...english, ...english.map((r) => `/ar${r === '/' ? '' : r}`), ...english.map((r) => `/fr${r === '/' ? '' : r}`)].sort());
  for (const locale of ['', 'fr/', 'ar/']) assert.ok(fs.existsSync(path.join(native, 'build', `${locale}404.html`)), `${locale}404.html`);
});

test('every page says its language and direction, and names its versions in the other locales', () => {
  assert.is(htmlTag(read(native, 'docs/guide/start/index.html')), '<html lang="en" dir="ltr" data-theme="light">');
  assert.is(htmlTag(read(native, 'fr/docs/guide/start/index.html')), '<html lang="fr" dir="ltr" data-theme="light">');
  assert.is(htmlTag(read(native, 'ar/docs/guide/start/index.html')), '<html lang="ar" dir="rtl" data-theme="light">');
  for (const file of ['docs/guide/start/index.html', 'fr/docs/guide/start/index.html', 'ar/404.html']) {
    const html = read(native, file);
    const route = file.includes('404') ? '/404' : '/docs/guide/start';
    assert.match(html, `<link rel="alternate" href="https://docs.example.test${route}" hreflang="en">`);
    assert.match(html, `<link rel="alternate" href="https://docs.example.test/fr${route}" hreflang="fr">`);
    assert.match(html, `<link rel="alternate" href="https://docs.example.test/ar${route}" hreflang="ar">`);
    assert.match(html, `<link rel="alternate" href="https://docs.example.test${route}" hreflang="x-default">`);
  }
});

test('a sitemap per locale under its base URL, their index named by robots.txt', () => {
  assert.match(read(native, 'sitemap-index.xml'), '<sitemap><loc>https://docs.example.test/sitemap.xml</loc></sitemap>\n  <sitemap><loc>https://docs.example.test/fr/sitemap.xml</loc></sitemap>\n  <sitemap><loc>https://docs.example.test/ar/sitemap.xml</loc></sitemap>');
  assert.match(read(native, 'robots.txt'), 'Sitemap: https://docs.example.test/sitemap-index.xml');
  assert.match(read(native, 'fr/sitemap.xml'), '<loc>https://docs.example.test/fr/docs/guide/start</loc>');
  assert.not.match(read(native, 'fr/sitemap.xml'), '<loc>https://docs.example.test/docs/');
  assert.not.ok(fs.existsSync(path.join(native, 'build', 'fr', 'robots.txt')));
});

test('a translated page is the translation; one not translated is the original with a note; links stay in the locale', () => {
  const start = read(native, 'fr/docs/guide/start/index.html');
  assert.match(text(start), 'Installez les applications');
  assert.match(start, '<title>Premiers pas');
  assert.match(start, 'href="/fr/docs/guide/next"');
  assert.not.match(start, 'untranslated-note');
  const next = read(native, 'fr/docs/guide/next/index.html');
  assert.match(next, /<article class="markdown" lang="en"><p class="untranslated-note" role="note" lang="fr">/);
  // The note in code.json's words.
  assert.match(text(next), "Cette page n&#x27;est pas encore traduite en Français : elle est affichée en English.");
  assert.match(next, 'href="/fr/docs/guide/start"');
  // The default locale's pages have no note.
  assert.not.match(read(native, 'docs/guide/next/index.html'), 'untranslated-note');
  assert.match(text(read(native, 'fr/about/index.html')), 'À propos de ce site.');
});

test("the navbar, footer and sidebar in the locale's words, the theme's from Docusaurus's translations", () => {
  const fr = text(read(native, 'fr/docs/guide/start/index.html'));
  assert.match(fr, 'Guide de démarrage');
  assert.match(fr, 'Plus');
  assert.match(fr, 'Droits réservés Polyglot');
  assert.match(fr, 'Guides en français');
  assert.match(fr, 'Aller au contenu principal');
  const ar = text(read(native, 'ar/docs/guide/start/index.html'));
  assert.match(ar, 'الدليل');
  assert.match(ar, 'إنتقل إلى المحتوى الرئيسي');
  // The locale menu links the same page in every locale, each link in its own language.
  const links = [...read(native, 'fr/docs/guide/start/index.html').matchAll(/<a href="([^"]+)" hrefLang="(\w+)" lang="\w+"[^>]*>([^<]+)<\/a>/gi)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
  assert.equal(links, ['/docs/guide/start en English', '/fr/docs/guide/start fr Français', '/ar/docs/guide/start ar العربية']);
  // 404 and search pages of the locale.
  assert.match(read(native, 'fr/404.html'), '<title>Page introuvable');
  assert.match(read(native, 'fr/search/index.html'), '<html lang="fr"');
});

test('each locale has its own search index; the default locale\'s service worker precaches its own locale only', () => {
  const assets = (dir: string) => fs.readdirSync(path.join(native, 'build', dir, 'assets'));
  const index = (dir: string) => assets(dir).find((f) => /^search-1\.0\.\w+\.json$/.test(f))!;
  assert.match(fs.readFileSync(path.join(native, 'build', 'fr', 'assets', index('fr')), 'utf8'), 'Installez');
  assert.not.match(fs.readFileSync(path.join(native, 'build', 'assets', index('')), 'utf8'), 'Installez');
  const precache = (dir: string) => fs.readFileSync(path.join(native, 'build', dir, 'assets', assets(dir).find((f) => /^precache\.\w+\.js$/.test(f))!), 'utf8');
  assert.match(precache(''), '"docs/guide/start/index.html"');
  assert.not.match(precache(''), '"fr/');
  assert.not.match(precache(''), '"ar/');
  assert.match(precache('fr'), '"docs/guide/start/index.html"');
});

test('a Docusaurus site builds its locales from i18n/, as Docusaurus lays them out', async () => {
  const result = await build({ siteDir: docusaurus, cache: false, precompress: false });
  assert.ok(result.ok, problems(result).join('\n'));
  // The locales are built, and the locale menu shown: nothing is warned about.
  assert.equal(problems(result), []);
  const routes = routesOf(path.join(docusaurus, 'build'));
  for (const route of ['/docs', '/docs/basics/setup', '/docs/basics/usage', '/blog/2024/01/02/hello', '/welcome']) {
    assert.ok(routes.includes(route) && routes.includes(`/fr${route}`) && routes.includes(`/ar${route}`), route);
  }
  const intro = read(docusaurus, 'fr/docs/index.html');
  assert.match(text(intro), 'Installation');
  assert.match(text(intro), 'Lisez d');
  assert.match(intro, 'href="/fr/docs/basics/setup"');
  assert.match(text(intro), 'Les bases');
  assert.match(text(intro), 'Polyglotte');
  assert.match(text(intro), 'Blogue');
  // Not translated into French: the English page, with the note in Docusaurus's default words.
  assert.match(text(read(docusaurus, 'fr/docs/basics/usage/index.html')), 'This page is not translated into Français yet: it is shown in English. Usage Use the tools.');
  assert.match(text(read(docusaurus, 'fr/blog/2024/01/02/hello/index.html')), 'Le premier billet.');
  // <Translate id> reads the locale's code.json.
  assert.match(read(docusaurus, 'welcome/index.html'), '<h1>Welcome to Polyglot</h1>');
  assert.match(read(docusaurus, 'fr/welcome/index.html'), '<h1>Bienvenue sur Polyglot</h1>');
  // A React page without a file in i18n/fr/docusaurus-plugin-content-pages is translated by those strings: no note.
  assert.not.match(read(docusaurus, 'fr/welcome/index.html'), 'untranslated-note');
  assert.match(read(docusaurus, 'ar/welcome/index.html'), '<h1>مرحبا بكم في بوليغلوت</h1>');
  assert.is(htmlTag(read(docusaurus, 'ar/docs/index.html')), '<html lang="ar" dir="rtl" data-theme="light">');
});

test('--locale builds only the locales named; a locale the site lacks is a usage error with the closest name', () => {
  const out = path.join(native, 'only-fr');
  const built = runCli(['build', native, '--no-cache', '--no-precompress', '--out-dir', out, '--locale', 'fr']);
  assert.is(built.status, 0, built.stderr);
  assert.ok(fs.existsSync(path.join(out, 'fr', 'docs', 'guide', 'start', 'index.html')));
  assert.not.ok(fs.existsSync(path.join(out, 'docs')));
  assert.not.ok(fs.existsSync(path.join(out, 'ar')));
  const wrong = runCli(['build', native, '--out-dir', out, '--locale', 'fe']);
  assert.is(wrong.status, 2);
  assert.match(wrong.stderr, 'the site has no locale "fe"');
  assert.match(wrong.stderr, 'did you mean --locale fr?');
});

test.run();
