// The one description of site.config.ts. Validation and defaults (compiler/config/validate-config.ts),
// the configuration reference (docs/configuration.md) and the types SiteConfig, ResolvedConfig and
// ClientConfig are all derived from this table, so they cannot drift apart. Adding a key is one
// entry here (with `client: true` when the browser needs it) plus the code that uses it.
// Pure data: the runtime imports its types only.
import { admonitionStyleNames } from './admonition-types.ts';
import { anything, arrayOf, boolean, nullableObject, number, object, oneOf, recordOf, string, type ClientKeys, type ObjectInput, type ObjectOutput } from './config-field.ts';

const policy = (name: string, dflt: 'ignore' | 'warn' | 'throw', what: string) =>
  oneOf(['ignore', 'warn', 'throw'], `What a ${what} does to the build: 'ignore', 'warn' (report, exit 0) or 'throw' (report, exit 1). Rule \`${name}\`.`, { default: dflt });

const docTarget = {
  label: string('Text of the item; empty for `doc` and `sidebar` items: the doc\'s sidebar label, the sidebar\'s name.', { default: '' }),
  href: string('Route or absolute URL.', { default: '' }),
  doc: string('`doc` items: the id of the doc they open (its path in the version without extension, or its `id` front matter).', { default: '' }),
  sidebar: string('`sidebar` items: the name of the sidebar whose first page they open.', { default: '' }),
  version: string('`doc`, `sidebar` and `versions` items: the id of the version they look in; empty: the current version.', { default: '' }),
};

const navbarEntry = object('An entry of a navbar menu: a link (`href`), or a `doc` or `sidebar` item.', {
  type: oneOf(['link', 'doc', 'sidebar'], '`link` (`href`), `doc` (the doc whose id is `doc`) or `sidebar` (the first page of the sidebar named `sidebar`).', { default: 'link' }),
  ...docTarget,
});

export const navbarItemTypes = ['link', 'dropdown', 'doc', 'sidebar', 'versions', 'locale', 'search', 'custom'] as const;

const navbarItem = object('A navbar item. Its `type` says what it is; a link with `items` is a drop-down menu.', {
  type: oneOf(
    navbarItemTypes,
    "`link` (`href`), `dropdown` (`items`), `doc` (the doc whose id is `doc`), `sidebar` (the first page of the sidebar named `sidebar`), `versions` (a menu of the versions of `version`'s documentation set, then `items`), `locale` (a menu of the site's locales, each opening the page the reader is on, then `items`; Docusaurus's `localeDropdown`), `search` (the search box, which stands at the right end of the navbar) or `custom` (the site's own component `component`, registered in `src/theme/NavbarItem/ComponentTypes`, rendered with `props`).",
    { default: 'link' },
  ),
  ...docTarget,
  items: arrayOf(navbarEntry, 'Menu entries.', { default: [] }),
  position: oneOf(['left', 'right'], 'The end of the navbar it stands at; right-hand items follow the left-hand ones, in order.', { default: 'left' }),
  className: string('`link` items: classes of the link, for the site\'s CSS (Docusaurus\'s `className`). A link with a class and no `label` shows no text: the site\'s CSS draws it (an icon), and `ariaLabel` names it.', { default: '', example: "'header-github-link'" }),
  ariaLabel: string('`link` items: the link\'s accessible name (`aria-label`), for a link that shows an icon instead of text.', { default: '', example: "'GitHub repository'" }),
  component: string('`custom` items: the item type the site\'s `src/theme/NavbarItem/ComponentTypes` registers, as Docusaurus names it (`custom-<name>`).', { default: '', example: "'custom-githubStars'" }),
  props: recordOf(
    anything<unknown, { json: true }>('JSON value', 'A prop.', { json: true }),
    '`custom` items: the props the component receives (JSON values), as Docusaurus gives it the item\'s other keys.',
    { default: {} },
  ),
});

export const footerItemTypes = ['link', 'doc', 'html'] as const;

const footerItem = object('A footer item. Its `type` says what it is, as for navbar items.', {
  type: oneOf(footerItemTypes, "`link` (`to`, a route of the site, or `href`, a URL), `doc` (the doc whose id is `doc`) or `html` (the HTML in `html`, Docusaurus's `html` footer items).", { default: 'link' }),
  label: string('Text of the item; empty for `doc` items: the doc\'s sidebar label.', { default: '', example: "'Get started'" }),
  to: string('`link` items: a route of the site, checked like a page link (Docusaurus\'s `to`).', { default: '', example: "'/docs/getting-started/env-setup/development-env'" }),
  href: string('`link` items: an absolute URL (or a route, checked like `to`).', { default: '', example: "'https://github.com/sfp-platform'" }),
  doc: docTarget.doc,
  version: string('`doc` items: the id of the version they look in; empty: the current version.', { default: '' }),
  html: string('`html` items: HTML shown in the column as written, under the rules of a page\'s raw HTML (no scripts, event handlers, `javascript:` URLs …; see docs/security.md).', { default: '', example: "'<a href=\"https://status.example.com\">Status</a>'" }),
});

const version = object('A version.', {
  id: string('Folder name under content/.'),
  label: string('Label in the version switcher.'),
  path: string('Route of the version root, ending with `/`.'),
  description: string('One sentence shown on /versions.', { default: '' }),
  current: boolean('The version readers are sent to from the others.', { default: false }),
  dir: string('Its folder, relative to the site; empty: `content/<id>`.', { default: '', example: "'versioned_docs/version-2.0'" }),
  banner: oneOf(['auto', 'none', 'unreleased', 'unmaintained'], 'A banner on every page of the version: `unreleased` (not released yet) or `unmaintained` (no longer maintained), as Docusaurus\'s version banners, each linking to the page in the latest version; `auto`: a version other than the current one says so; `none`: no banner.', { default: 'auto' }),
  include: arrayOf(string('A glob, relative to the version\'s folder.', { example: "'**/*.{md,mdx}'" }), 'Which markdown files of the folder are pages (Docusaurus\'s docs `include`); empty: all of them.', { default: [] }),
  exclude: arrayOf(string('A glob, relative to the version\'s folder.', { example: "'**/README.md'" }), 'Markdown files of the folder that are not pages (Docusaurus\'s docs `exclude`); `_` files and folders never are.', { default: [] }),
  shortLabel: string('The version\'s own name: the version switcher names it `Version <shortLabel>` (empty: its id), its badge and its `unreleased`/`unmaintained` banner (the latest version\'s too), the navbar\'s version menu and Docusaurus\'s `useDocsData` show it (empty: `label`). Docusaurus sites: the version\'s label in its docs instance (`Next`, `1.0`), where `label` also names the instance.', { default: '', example: "'Next'" }),
  badge: boolean('A "Version: <label>" badge above the title of each of its docs, as Docusaurus shows one. Docusaurus sites: the version\'s `badge` option, true by default when its docs have more than one version.', { default: false, example: 'true' }),
  breadcrumbs: oneOf(['', 'categories', 'sidebar', 'none'], 'The trail above the title of the version\'s docs, as the site\'s `breadcrumbs` (which see); empty: the site\'s. Docusaurus sites: the `breadcrumbs` option of its docs plugin instance (`sidebar`, or `none` where it is false).', { default: '' }),
  group: string('Versions of one documentation set share a group: the version switcher offers the versions of the page\'s group (a Docusaurus docs plugin instance). Empty: one set.', { default: '' }),
});

const localeConfig = object('One locale\'s settings, as Docusaurus\'s `i18n.localeConfigs` has them.', {
  label: string('Its name in the locale switcher; empty: the language\'s own name (`Français`, `العربية`).', { default: '', example: "'Français'" }),
  htmlLang: string('Its BCP 47 tag, for `<html lang>` and the pages\' `hreflang` alternates; empty: the locale\'s name.', { default: '', example: "'fr-FR'" }),
  direction: oneOf(['auto', 'ltr', 'rtl'], 'Its writing direction (`<html dir>`): `auto` takes the language\'s (right to left for Arabic, Hebrew, Persian, Urdu …).', { default: 'auto', example: "'rtl'" }),
  calendar: string('The calendar its dates are written in; empty: the language\'s usual one.', { default: '', example: "'persian'" }),
  path: string('Its folder under `i18n.path`, holding its translations; empty: the locale\'s name.', { default: '', example: "'fr'" }),
  baseUrl: string('The path its pages are served under, starting and ending with `/`; empty: `baseUrl` followed by the locale\'s name (the default locale: `baseUrl` itself).', { default: '', example: "'/fr/'" }),
  url: string('The origin its pages are deployed to, for a site with a domain per language; empty: `url`.', { default: '', example: "'https://fr.example.com'" }),
  translate: boolean('Read its translations; false builds it from the default locale\'s content and labels.', { default: true, example: 'false' }),
});

/** The top-level fields, in the order the reference lists them and the client config holds them. */
/** A unified plugin as a config lists it: the function, or the function and its options. */
export type MarkdownPlugin = ((...args: never[]) => unknown) | [(...args: never[]) => unknown, unknown?];

function pluginList(doc: string, example?: string) {
  return arrayOf(anything<MarkdownPlugin, {}>('unified plugin', 'A plugin function, or [plugin, options].'), doc, { default: [], ...(example ? { example } : {}) });
}

export const configFields = {
  title: string('Site title, shown in the navbar and every <title>.', { default: 'Documentation', client: true }),
  tagline: string('One line under the title on the home page and in feeds.', { default: '', client: true }),
  baseUrl: string('Path the site is served under; starts and ends with `/`.', { default: '/', client: true }),
  url: string('Origin the site is deployed to, used for canonical URLs, the sitemap and feeds.', { default: 'http://localhost', client: true }),
  logo: string('Path of the navbar logo (an SVG under static/), or empty for none.', { default: '', client: true }),
  logoAlt: string("The navbar logo's text alternative, where a site's own navbar in Docusaurus's markup draws it (Docusaurus's `navbar.logo.alt`; sfpdocs' navbar names the site beside it).", { default: '', client: true }),
  navbarTitle: string("The title beside the logo in a site's own navbar in Docusaurus's markup (Docusaurus's `navbar.title`); empty: none. sfpdocs' navbar shows `title`.", { default: '', client: true }),
  favicon: string('Path of the favicon under static/, or empty for none.', { default: '', client: true }),
  repoUrl: string('The source repository, linked from the navbar.', { default: '', client: true }),
  editUrl: string('Prefix of "Edit this page" links; the page path under content/ is appended. Empty hides the link.', { default: '', client: true }),
  versions: arrayOf(version, 'Documentation versions, one folder under content/ each. Empty: every folder of content/ except blog/ and pages/ becomes a version at /docs/<folder>/.', {
    default: [],
    client: true,
  }),
  markdown: object('How pages are written and compiled.', {
    format: oneOf(['detect', 'md', 'mdx'], "Which files are MDX: 'detect' (.mdx files; .md stays plain markdown), 'mdx' (every file, Docusaurus's default) or 'md' (none).", { default: 'detect' }),
    admonitions: recordOf(
      object('An admonition type.', {
        title: string('Title shown when the writer gives none; empty: the name, capitalized.', { default: '', example: "'Security'" }),
        style: oneOf(admonitionStyleNames, 'Built-in style whose colours it takes (shared/admonition-types.ts).', { default: 'note', example: "'danger'" }),
      }),
      'Admonition types of the site\'s own: `:::NAME` … `:::`.',
      { default: {}, example: "{ security: { title: 'Security', style: 'danger' } }" },
    ),
    iframeHosts: arrayOf(string('A host name.', { example: "'www.youtube-nocookie.com'" }), 'Hosts a page\'s <iframe> may load from (also allowed by the page\'s Content-Security-Policy); other iframes are refused. `*` allows any https host and a data:text/html document (set for Docusaurus sites, which put no limit on frames).', { default: [] }),
    pageStyles: boolean('Whether a page may carry `<style>` (raw HTML, or a tag in an MDX page). Its rules apply to the whole site page, not to the page\'s article, so by default it is refused with an error; true for Docusaurus sites, which allow it. See docs/security.md.', { default: false }),
    mdx: boolean('Whether MDX pages run their code (imports, exports, `{expressions}`, components) at build time and in the browser. MDX is code with the build machine\'s rights: false, for sites that take contributions they do not review as code, reads MDX pages without running anything (HTML tags are checked as raw HTML; components show their content, with a warning each). See docs/security.md.', { default: true }),
    remarkPlugins: pluginList('remark plugins (`plugin` or `[plugin, options]`) run on every page after sfpdocs\' own (heading ids, admonitions, link checks), as Docusaurus runs its `remarkPlugins`; a Docusaurus site\'s docs, blog and pages lists are merged into these four. A plugin that throws fails the build, naming it and the page.', '[remarkMath]'),
    beforeDefaultRemarkPlugins: pluginList('remark plugins run on every page before sfpdocs\' own.'),
    rehypePlugins: pluginList('rehype plugins run on every page\'s HTML tree after sfpdocs\' own.', '[[rehypeKatex, { strict: false }]]'),
    beforeDefaultRehypePlugins: pluginList('rehype plugins run on every page\'s HTML tree before sfpdocs\' own.'),
  }),
  moduleAliases: recordOf(
    string('A file or folder, relative to the site folder.'),
    "Import paths that stand for a place in the site, for its MDX pages and components: `'@components': './src/components'` makes `@components/Card` the site's `src/components/Card` (webpack's `resolve.alias`; read from a Docusaurus site's `docusaurus-plugin-module-alias`). A name ending in `$` matches only itself. React and the packages sfpdocs shares with the theme cannot be aliased.",
    { default: {}, example: "{ '@components': './src/components' }" },
  ),
  renderTimeLimit: number('Seconds a page that runs code (an MDX page with components, a React page) may take to load and render, at build time and in writers\' mode; a page that takes longer (an endless loop in an `export`) is stopped and is an error at the page.', { min: 1, default: 60 }),
  home: object('The home page (`/`). A site\'s own landing page (`index.md` of the pages folder, or a Docusaurus site\'s `src/pages/index.js`) is the home; without one, sfpdocs draws the title, the tagline and `actions`.', {
    hero: boolean('Also draw the title, tagline and `actions` above the site\'s own landing page.', { default: false }),
    actions: arrayOf(object('A button.', { label: string('Text.', { example: "'Get started'" }), href: string('Route or URL.', { example: "'/docs/'" }) }), 'Buttons under the tagline, the first one primary. Empty: one "Get started" button to the first doc of the current version (none when there are no docs). Checked like page links.', {
      default: [],
      example: "[{ label: 'Get started', href: '/docs/' }, { label: 'API index', href: '/apis/' }]",
    }),
    versionCards: boolean('A "Choose your version" section under the title: a card per version with its label and `description`.', { default: false }),
  }),
  apiIndex: boolean('Build `/apis/`, the index of every page under an `api/` folder of every version, side by side, and link it from the versions and not-found pages.', { default: false, client: true }),
  apiRenames: arrayOf(
    recordOf(string('The page\'s route inside that version\'s root.'), 'Version id → route of the page in that version.'),
    'APIs documented under different names in different versions: each entry lists, per version id, the route (inside the version root) of its page, so `/apis/` shows them on one row. Pages with the same route or title join without an entry.',
    { default: [], example: "[{ '2.5': 'api/web-apis/alarm/mozAlarms', '3.0': 'api/next-new-apis/b2g/alarmManager' }]" },
  ),
  apiDefinitions: object('Where API pages say their interface is defined (front matter `defined_in`), and the sources they may name.', {
    folder: string('Every doc under a folder of this name must have `defined_in`; empty: no page must.', { default: '', example: "'api'" }),
    sources: recordOf(
      object('A source repository.', {
        label: string('How the page names it.', { example: "'Gecko 48 (roytam1/gecko-kaios)'" }),
        url: string('Link to a file in it: `{file}` is replaced by the path; empty: no link.', { default: '', example: "'https://github.com/roytam1/gecko-kaios/blob/HEAD/{file}'" }),
      }),
      'The `source` ids `defined_in` entries may use.',
      { default: {} },
    ),
  }),
  numberPrefixes: boolean(
    'Docusaurus number prefixes: a doc or folder named `01-intro` is ordered by its number and routed and labelled without it. False keeps names as they are.',
    { default: true },
  ),
  folderIndex: oneOf(
    ['index', 'index-readme-named'] as const,
    "Which doc is its folder's page (routed at the folder, opening its sidebar category): `index` only `index.md` (or a doc beside the folder with its name, `guides.md` for `guides/`); `index-readme-named` also `README.md` and the doc named like its folder (`guides/guides.md`), as Docusaurus does.",
    { default: 'index' },
  ),
  generatedIndexes: oneOf(
    ['every-folder', 'when-linked'] as const,
    "Where a folder has no page of its own: `every-folder` gives it a generated index page at its route, listing its pages; `when-linked` only when its `_category_` file (or a sidebars file) links a generated index, at `/category/<label>` unless the link has a `slug`, as Docusaurus does.",
    { default: 'every-folder' },
  ),
  breadcrumbs: oneOf(
    ['categories', 'sidebar', 'none'] as const,
    "The trail above a doc's title: `categories` the categories around the doc that have a page of their own, as links (on a blog post, the blog); `sidebar` the doc's place in its sidebar as Docusaurus shows it (a link to the home page, every category around the doc, linked where it has a page, then the doc itself), on docs only; `none` no trail. Docusaurus sites: `sidebar`, or `none` where the docs plugin's `breadcrumbs` is false.",
    { default: 'categories', client: true },
  ),
  versionSwitcher: boolean(
    "A menu of the doc's other versions at the top of each doc of a documentation set that has more than one. Docusaurus sites: false (Docusaurus offers its versions in the navbar's `docsVersionDropdown`, and a version `badge` on its docs).",
    { default: true, client: true },
  ),
  i18n: object('The languages the site is published in. The content folders hold the default locale; each other locale is built from them with its translations laid over, as Docusaurus lays them out under `i18n.path` (`<locale>/docusaurus-plugin-content-docs/<version>/…`, `…-content-blog/`, `…-content-pages/`, `docusaurus-theme-classic/navbar.json`, `code.json` …); a page not translated shows the default locale\'s page with a note.', {
    defaultLocale: string('The locale of the content folders, served at `baseUrl`.', { default: 'en', example: "'en'" }),
    locales: arrayOf(string('A locale name (a BCP 47 tag: `fr`, `pt-BR`).'), 'Every locale the site is built in, the default one included, in the order the locale switcher lists them; empty: the default locale only.', { default: [], example: "['en', 'fr', 'ar']" }),
    path: string('The folder of the translations, relative to the site.', { default: 'content/i18n', example: "'i18n'" }),
    localeConfigs: recordOf(localeConfig, 'Locale name → its label, `htmlLang`, `direction`, `calendar`, `path`, `baseUrl`, `url`, `translate`.', { default: {}, example: "{ ar: { label: 'العربية', direction: 'rtl' } }" }),
  }),
  navbar: arrayOf(navbarItem, 'Navbar items, left to right.', { default: [], client: true }),
  navbarStyle: oneOf(['default', 'primary', 'dark'], "The navbar's band: `default`, the page's colours; `primary`, light text on the brand colour (`--ifm-color-primary`, else the theme's accent); `dark`, light text on a dark band (#242526), in both colour modes (Docusaurus's `themeConfig.navbar.style`, Infima's `navbar--primary` and `navbar--dark`). Its link colours are held to 4.5:1 on the band: one that reads under it is shown as the nearest that reads, with a warning.", { default: 'default', example: "'primary'", client: true }),
  announcementBar: nullableObject(
    'A bar above the navbar on every page (Docusaurus\'s `themeConfig.announcementBar`); null or absent: none.',
    {
      id: string('Names the announcement: a reader who closed it sees it again once the id changes.', { default: 'announcement-bar', example: "'release-3-0'" }),
      content: string('What it says, as HTML, under the rules of a page\'s raw HTML (no scripts, event handlers, `javascript:` URLs …; see docs/security.md).', { example: "'Version 3.0 is out: <a href=\"/blog/3-0\">read what is new</a>.'" }),
      backgroundColor: string('Its background colour (a CSS colour); empty: the theme\'s.', { default: '', example: "'#20232a'" }),
      textColor: string('Its text colour (a CSS colour); empty: the theme\'s. Held to 4.5:1 on `backgroundColor`: a colour that reads under it is shown as the nearest that reads, with a warning.', { default: '', example: "'#ffffff'" }),
      isCloseable: boolean('Show a close button; the browser remembers that the reader closed it (localStorage), until `id` changes.', { default: true, example: 'false' }),
    },
    { client: true },
  ),
  footer: object(
    'Footer columns, copyright line, logo and style. A footer with nothing to show is left out.',
    {
      columns: arrayOf(object('A column.', { title: string('Column heading.'), items: arrayOf(footerItem, 'Its items, top to bottom.', { default: [] }) }), 'Columns of items.', { default: [] }),
      copyright: string('Copyright line.', { default: '' }),
      style: oneOf(['light', 'dark'], "`light`: the page's colours; `dark`: light text on a dark band in both colour modes (Docusaurus's `footer.style`).", { default: 'light', example: "'dark'" }),
      logo: nullableObject('An image above the copyright line (Docusaurus\'s `footer.logo`); null or absent: none.', {
        src: string('Path under a static folder, or a URL.', { example: "'/img/logo.svg'" }),
        alt: string('Text for readers who do not see it.', { default: '', example: "'Acme'" }),
        href: string('Where it links; empty: nowhere.', { default: '', example: "'https://acme.example'" }),
        width: number('Width in CSS pixels; 0: its own.', { integer: true, min: 0, default: 0, example: '160' }),
        height: number('Height in CSS pixels; 0: its own.', { integer: true, min: 0, default: 0, example: '40' }),
      }),
    },
    { client: true },
  ),
  image: string("The social card of every page (`og:image`, `twitter:image`): a path under a static folder or a URL; a page's front matter `image` replaces it. Empty: none.", { default: '', example: "'/img/social-card.png'" }),
  metadata: arrayOf(
    recordOf(string('An attribute value.'), 'The attributes of one <meta> tag.'),
    "Extra <meta> tags in every page's <head> (Docusaurus's `themeConfig.metadata`).",
    { default: [], example: "[{ name: 'twitter:site', content: '@acme' }]" },
  ),
  headTags: arrayOf(
    object('A tag.', {
      tagName: oneOf(['meta', 'link', 'script', 'style', 'noscript'], 'The element.', { example: "'link'" }),
      attributes: recordOf(string('An attribute value.'), 'Its attributes.', { default: {}, example: "{ rel: 'preconnect', href: 'https://fonts.example.com' }" }),
      innerHTML: string('Its content, as HTML.', { default: '', example: "'window.dataLayer = [];'" }),
    }),
    "Extra tags at the end of every page's <head> (Docusaurus's `headTags`). An inline script is allowed by its hash in the pages' Content-Security-Policy, a script or stylesheet of another origin by that origin.",
    { default: [], example: "[{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } }]" },
  ),
  scripts: arrayOf(
    object('A script.', {
      src: string('A URL, or a path under a static folder.', { example: "'https://cdn.example.com/widget.js'" }),
      async: boolean('Load without blocking the page.', { default: false, example: 'true' }),
      defer: boolean('Run once the page is parsed.', { default: false, example: 'true' }),
      type: string('Its `type` (`module` …); empty: a classic script.', { default: '', example: "'module'" }),
      integrity: string('Subresource integrity hash.', { default: '', example: "'sha384-…'" }),
      crossorigin: string('Its `crossorigin` attribute; empty: none.', { default: '', example: "'anonymous'" }),
    }),
    "Scripts every page loads in its <head> (Docusaurus's `scripts`). The pages' Content-Security-Policy allows each script's origin in `script-src` and `connect-src` (a script usually talks to its own host); what such a script loads from further hosts is refused.",
    { default: [] },
  ),
  stylesheets: arrayOf(
    object('A stylesheet.', {
      href: string('A URL, or a path under a static folder.', { example: "'https://fonts.example.com/css?family=Inter'" }),
      type: string('Its `type`; empty: none.', { default: '', example: "'text/css'" }),
      integrity: string('Subresource integrity hash.', { default: '', example: "'sha384-…'" }),
      crossorigin: string('Its `crossorigin` attribute; empty: none.', { default: '', example: "'anonymous'" }),
    }),
    "Stylesheets every page loads after the theme's and the site's own (Docusaurus's `stylesheets`). The Content-Security-Policy allows each one's origin in `style-src`, and fonts from any https host once a stylesheet comes from another origin.",
    { default: [] },
  ),
  colorMode: object(
    'Colour mode.',
    {
      defaultMode: oneOf(['light', 'dark'], 'Mode before the reader chooses.', { default: 'light' }),
      disableSwitch: boolean('Hide the dark/light switch.', { default: false }),
    },
    { client: true },
  ),
  analytics: nullableObject('Page-view analytics through gtag; null or absent: none.', { trackingId: string('The tag id, e.g. G-XXXXXXX.') }, { client: true }),
  search: object(
    'Search.',
    {
      local: boolean('Build a local lunr index per version.', { default: true }),
      hosted: nullableObject('Hosted indexed search; null or absent: local only.', {
        appId: string('Application id.', { example: "'BH4D9OD16A'" }),
        apiKey: string('Search-only API key (it is public: never an admin key).', { example: "'25626fae796133dc1e734c6bcaaeac3c'" }),
        indexName: string('Index name.', { example: "'sfp_docs'" }),
      }),
      synonyms: arrayOf(
        arrayOf(string('A word or phrase.'), 'One group.'),
        'Groups of words or phrases that local search treats as the same: a query holding one finds pages with any of them (the words typed rank a little higher). Matched after stemming, so `vulnerability` also covers "vulnerabilities". A phrase is compared with the query as typed, stop words included, so a phrase such as `how many` or `turn on` matches only with them; a phrase of stop words alone is found through the others. A group holding `migrate` makes its other phrases ask about migrating, as `migrate` does (migration pages first). Check what each leads to with `node bench/search-vocabulary.mjs`.',
        { default: [], example: "[['sd card', 'sdcard', 'device storage'], ['wifi', 'wi-fi']]" },
      ),
    },
    { client: true },
  ),
  offline: object(
    'Offline mode and the service worker.',
    {
      activationStrategies: arrayOf(oneOf(['appInstalled', 'queryString', 'mobile'], 'A strategy.'), "When offline mode is on: 'appInstalled', 'queryString' (?offlineMode=true), 'mobile' (width ≤ 940 px).", {
        default: ['appInstalled', 'queryString'],
      }),
      debug: boolean('Service-worker debug logging.', { default: true }),
    },
    { client: true },
  ),
  chatbot: nullableObject(
    'A chatbot loaded in a frame from an external host; null or absent: none.',
    { url: string('URL of the frame.'), title: string('Accessible title of the frame.', { default: 'Chat with us' }) },
    { client: true },
  ),
  customFields: recordOf(
    anything<unknown, { json: true }>('JSON value', 'A value.', { json: true }),
    "Values for the site's own MDX components, read with `useDocusaurusContext().siteConfig.customFields` as in Docusaurus. They reach the browser inside the route table, so JSON values only (no functions).",
    { default: {}, client: true },
  ),
  blog: object('The blog.', {
    dir: string('Its folder, relative to the site.', { default: 'content/blog' }),
    routeBasePath: string('Route of the blog, starting with `/`.', { default: '/blog' }),
    authorsFile: string('The authors file in the blog folder (`authors.yaml` is read too when this is left as it is).', { default: 'authors.yml' }),
    title: string('Title of the blog pages and feeds.', { default: 'Blog' }),
    description: string('Description of the feeds.', { default: '' }),
    postsPerPage: number('Posts per list page.', { integer: true, min: 1, default: 10 }),
    dateRoutes: boolean('A post dated by its file or folder name (`2024-05-01-launch.md`) is routed under its date (`/blog/2024/05/01/launch`), as Docusaurus does; false: `/blog/launch`.', { default: false }),
    authorsPages: boolean('A page listing the authors file\'s authors (`/blog/authors`) and a page for each author who asks for one (`page: true`), as Docusaurus 3.5 and later make them. A Docusaurus site whose installed theme predates them gets none, as in its own build.', { default: true }),
  }),
  pagesDir: string('Folder of standalone pages (each file is a route), relative to the site.', { default: 'content/pages' }),
  staticDirs: arrayOf(string('A folder.', { example: "'static'" }), 'Folders whose files are copied to the output root and count as link targets.', { default: ['static'] }),
  customCss: arrayOf(string('A stylesheet, relative to the site.', { example: "'src/css/custom.css'" }), 'Stylesheets every page loads after the theme\'s.', { default: [] }),
  responsiveImages: nullableObject(
    "PNG and JPEG files that components and MDX pages import become objects of sizes, as Docusaurus's `@docusaurus/plugin-ideal-image` makes them (`{ preSrc, src: { src, images: [{ path, width, height }], width, height } }`) for `@theme/IdealImage`, which gives them to the browser as `srcset`. The sizes are made with sharp when the site has it installed (the plugin brings it); without it each image is its one file. Null or absent: an imported image is its URL. Docusaurus sites: set from the plugin's options.",
    {
      sizes: arrayOf(number('A width in pixels.', { integer: true, min: 1, example: '640' }), 'Widths to make of each image; one wider than the image is made at its own width. Empty: the image\'s own width.', { default: [], example: '[320, 640, 1280]' }),
      quality: number('JPEG quality of the sizes made, 1 to 100.', { integer: true, min: 1, default: 85, example: '70' }),
    },
  ),
  sass: nullableObject(
    "Sass stylesheets (`.scss`, `.sass`), in customCss and imported by components (`import styles from './x.module.scss'`, a CSS module), are compiled with the `sass` package the site has installed, as `docusaurus-plugin-sass` compiles them: `~pkg/file` and `pkg/file` imports are read from the site's node_modules. Null or absent: a Sass stylesheet is left out with a warning. Docusaurus sites: set when they use `docusaurus-plugin-sass`, from its sass-loader options.",
    {
      loadPaths: arrayOf(string('A folder, relative to the site.', { example: "'src/css'" }), "Folders Sass looks in for `@use` and `@import` (sass-loader's `sassOptions.includePaths` or `loadPaths`).", { default: [], example: "['src/css']" }),
      additionalData: string('Sass code put before every Sass file (sass-loader\'s `additionalData` when it is a string).', { default: '', example: "'$brand: #0033ff;'" }),
    },
  ),
  infima: boolean(
    "Give every page Infima's variables (`--ifm-color-content-inverse`, `--ifm-color-emphasis-100`, `--ifm-hover-overlay` …) and its base link style (no underline but on hover), as Docusaurus's theme does, for CSS and components written for Docusaurus. The theme's own colours, fonts and widths stay as they are until the site sets the Infima variable they read. True for Docusaurus sites (their navbar's drop-down menus are also marked as the current section's, in Infima's active link colour).",
    { default: false, example: 'true', client: true },
  ),
  redirects: arrayOf(
    object('A redirect.', { from: string('Old route.', { example: "'/docs/old-name'" }), to: string('New route or absolute URL.', { example: "'/docs/new-name'" }) }),
    'Static redirect pages: an HTML page at `from` that sends readers to `to`.',
    { default: [] },
  ),
  precompress: boolean(
    'Write a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the output (HTML, JS, CSS, JSON, XML, TXT, SVG, web app manifest) for hosts that serve precompressed files; `sfpdocs build --no-precompress` turns it off for one build.',
    { default: true },
  ),
  onBrokenLinks: policy('broken-link', 'throw', 'link to a route that does not exist'),
  onBrokenAnchors: policy('broken-anchor', 'warn', 'link to a #anchor the page it names does not have'),
  onBrokenMarkdownLinks: policy('broken-markdown-link', 'warn', 'link to a .md file that does not exist'),
  onDuplicateRoutes: policy('duplicate-route', 'warn', 'route claimed by two files'),
};

type Fields = typeof configFields;


/** site.config.ts as a writer types it: `defineConfig(config: SiteConfig)`. */
export type SiteConfig = ObjectInput<Fields>;
/** The config with every default filled in, as the compiler reads it. */
export type ConfigValues = ObjectOutput<Fields>;
/**
 * The part of the config the browser needs, emitted once inside the route table, with what the
 * build derives from the site for every page's frame: the blog's own links.
 */
export type ClientConfig = Pick<ConfigValues, ClientKeys<Fields>> & {
  blogLinks: BlogLinks | null;
  /** What the site's plugins gave `setGlobalData`: plugin name → plugin id → data (useGlobalData); absent when none did. */
  globalData?: Record<string, Record<string, unknown>>;
  /** The site's locales and this build's; absent for a site in English only, without code translations. */
  i18n?: ClientI18n;
};

/** A locale as the browser needs it: its name, language, direction and where its pages are. */
export interface ClientLocale {
  id: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The calendar its dates are written in. */
  calendar: string;
  /** The base URL of its pages. */
  baseUrl: string;
  /** The origin of its pages. */
  url: string;
}

/** The languages of the site, for the locale switcher, `hreflang` alternates and the theme's words. */
export interface ClientI18n {
  /** The locale of these pages. */
  currentLocale: string;
  defaultLocale: string;
  /** Every locale, in the switcher's order (the default one first). */
  locales: ClientLocale[];
  /** The locale's messages (shared/theme-messages.ts, code.json): id → message. */
  messages: Record<string, string>;
}

/** The blog's own pages and feeds (null: the site has no posts); tags and authors only when it has them. */
export interface BlogLinks {
  home: string;
  tags: string | null;
  authors: string | null;
  archive: string;
  rss: string;
  atom: string;
}
/** The names of the client fields, in schema order. */
export const clientKeys = Object.keys(configFields).filter((key) => configFields[key as keyof Fields].client) as Array<ClientKeys<Fields>>;

export type LinkPolicy = ConfigValues['onBrokenLinks'];
export type VersionInfo = ConfigValues['versions'][number];
export type NavbarItem = ConfigValues['navbar'][number];
export type NavbarEntry = NavbarItem['items'][number];
export type FooterItem = ConfigValues['footer']['columns'][number]['items'][number];
export type FooterColumn = ConfigValues['footer']['columns'][number];
export type LocaleConfig = ConfigValues['i18n']['localeConfigs'][string];
export type OfflineStrategy = ConfigValues['offline']['activationStrategies'][number];
