import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readDocusaurusSite } from '../../../compiler/docusaurus/read-docusaurus-site.ts';
import { docusaurusToSiteConfig, type MappedSite } from '../../../compiler/docusaurus/to-site-config.ts';
import { makeSite, removeSite } from '../../helpers/fixture-site.ts';

async function mapped(config: string): Promise<MappedSite> {
  const dir = makeSite({ 'docusaurus.config.js': config, 'docs/intro.md': '# Intro\n', 'static/img/logo.svg': '<svg/>' });
  try {
    const { site } = await readDocusaurusSite(dir);
    return docusaurusToSiteConfig(site!);
  } finally {
    removeSite(dir);
  }
}

const lines = (result: MappedSite) => result.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);

const head = suite('docusaurusToSiteConfig: what every page carries');

head('should carry image, metadata, scripts, stylesheets, headTags and the footer style and logo', async () => {
  const result = await mapped(`module.exports = {
  title: 'Head',
  url: 'https://head.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: {} }]],
  scripts: ['https://cdn.example.com/a.js', { src: '/js/b.js', async: true, 'data-domain': 'head.example.com' }],
  stylesheets: ['https://fonts.example.com/inter.css', { href: '/css/print.css', type: 'text/css' }],
  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com', crossorigin: true } },
    { tagName: 'script', innerHTML: 'window.x = 1;' },
    { tagName: 'iframe', attributes: { src: 'https://example.com' } },
  ],
  themeConfig: {
    image: 'img/card.png',
    metadata: [{ name: 'keywords', content: 'head, tags' }],
    footer: {
      style: 'dark',
      logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Head', href: 'https://example.com', width: '160px' },
      copyright: 'Copyright Head',
    },
  },
};
`);
  const { config } = result;
  assert.is(config.image, '/img/card.png');
  assert.equal(config.metadata, [{ name: 'keywords', content: 'head, tags' }]);
  assert.equal(config.scripts, [{ src: 'https://cdn.example.com/a.js', async: false, defer: false }, { src: '/js/b.js', async: true, defer: false }]);
  assert.equal(config.stylesheets, [{ href: 'https://fonts.example.com/inter.css' }, { href: '/css/print.css', type: 'text/css' }]);
  assert.equal(config.headTags, [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com', crossorigin: 'crossorigin' } },
    { tagName: 'script', attributes: {}, innerHTML: 'window.x = 1;' },
  ]);
  assert.equal(config.footer, { columns: [], copyright: 'Copyright Head', style: 'dark', logo: { src: '/img/logo.svg', alt: 'Head', href: 'https://example.com', width: 160, height: 0 } });
  assert.equal(lines(result), [
    "18:36 the footer logo's `srcDark` is not used: the logo is the same in both colour modes",
    '6:52 `data-domain` of the script /js/b.js is not written',
    '11:16 a `headTags` entry <iframe> is not added: sfpdocs adds <meta>, <link>, <script>, <style>, <noscript>',
  ]);
});

head('should carry footer items typed: `to` a route under the site, `href` a URL, `html` as HTML', async () => {
  const result = await mapped(`module.exports = {
  title: 'Foot',
  url: 'https://foot.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: {} }]],
  themeConfig: {
    footer: {
      links: [
        { title: 'Docs', items: [{ label: 'Intro', to: 'docs/intro' }, { label: 'Static', to: 'pathname:///files/a.pdf' }] },
        { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/foot' }, { html: '<a href="https://status.foot.example.com">Status</a>' }] },
      ],
    },
  },
};
`);
  assert.equal(result.config.footer?.columns, [
    { title: 'Docs', items: [{ type: 'link', label: 'Intro', to: '/docs/intro' }, { type: 'link', label: 'Static', href: 'pathname:///files/a.pdf' }] },
    { title: 'More', items: [{ type: 'link', label: 'GitHub', href: 'https://github.com/foot' }, { type: 'html', html: '<a href="https://status.foot.example.com">Status</a>' }] },
  ]);
  // HTML items are shown now, not warned about.
  assert.equal(lines(result), []);
});

head('should take breadcrumbs from the docs plugin, a version badge from each version, and leave out the in-page version menu', async () => {
  const plain = await mapped(`module.exports = { title: 'Trail', url: 'https://trail.example.com', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n`);
  assert.is(plain.config.breadcrumbs, 'sidebar');
  assert.is(plain.config.versionSwitcher, false);
  // One version: no badge, as Docusaurus shows none (facebook/docusaurus#3362).
  assert.equal(plain.config.versions?.map((v) => v.badge), [false]);
  const off = await mapped(`module.exports = {
  title: 'Trail',
  url: 'https://trail.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { breadcrumbs: false, versions: { current: { badge: true } } } }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'docs', routeBasePath: 'community' }]],
};
`);
  assert.is(off.config.breadcrumbs, 'none');
  assert.equal(off.config.versions?.map((v) => [v.id, v.badge]), [['current', true], ['community/current', false]]);
  // Each instance keeps its own option, on its versions.
  assert.equal(off.config.versions?.map((v) => [v.id, v.breadcrumbs]), [['current', 'none'], ['community/current', 'sidebar']]);
  assert.equal(lines(off), []);
});

head.run();

// ---

const warnings = suite('docusaurusToSiteConfig: warnings at their lines');

warnings('should point each warning at the line that writes what it is about', async () => {
  const result = await mapped(`module.exports = {
  title: 'Lines',
  url: 'https://lines.example.com',
  baseUrl: '/',
  trailingSlash: false,
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: {} }]],
  themeConfig: {
    navbar: { items: [{ type: 'localeDropdown', position: 'right' }] },
    prism: { defaultLanguage: 'js' },
    announcementBar: { content: 'Hello' },
  },
};
`);
  assert.equal(lines(result), [
    '10:14 `themeConfig.prism.defaultLanguage` (js) is not applied: a code block without a language is plain text',
    '5:3 `trailingSlash: false` is not followed: pages are written as folder/index.html, which every static host serves at /folder and /folder/',
  ]);
});

warnings('should carry the announcement bar, and an icon link without text but with its class and name', async () => {
  const result = await mapped(`module.exports = {
  title: 'Bar',
  url: 'https://bar.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: {} }]],
  themeConfig: {
    announcementBar: { id: 'v2', content: 'Version 2 is out: <a href="/docs/intro">read on</a>', backgroundColor: '#20232a', textColor: '#fff', isCloseable: false },
    navbar: { items: [{ href: 'https://github.com/bar', className: 'header-github-link', 'aria-label': 'GitHub repository', position: 'right' }, { href: 'https://gitlab.com/bar', 'aria-label': 'GitLab mirror' }] },
  },
};
`);
  assert.equal(result.config.announcementBar, { id: 'v2', content: 'Version 2 is out: <a href="/docs/intro">read on</a>', backgroundColor: '#20232a', textColor: '#fff', isCloseable: false });
  assert.equal(result.config.navbar, [
    { type: 'link', label: '', href: 'https://github.com/bar', position: 'right', className: 'header-github-link', ariaLabel: 'GitHub repository' },
    // Without a class nothing would draw it: its name is its text.
    { type: 'link', label: 'GitLab mirror', href: 'https://gitlab.com/bar', position: 'left', ariaLabel: 'GitLab mirror' },
  ]);
  assert.is(result.config.infima, true);
  assert.equal(lines(result), []);
});

warnings.run();
