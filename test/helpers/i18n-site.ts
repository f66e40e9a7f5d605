// Sites in three languages, for the i18n build and browser tests: English (the default), French
// (partly translated) and Arabic (right to left, one page translated), in both
// config kinds, each laid out as its kind lays translations out.

/** A native site: the translations under content/i18n/<locale>/ in Docusaurus's layout. */
export const nativeI18nSite: Record<string, string> = {
  'site.config.ts': `import { defineConfig } from 'sfpdocs';
export default defineConfig({
  title: 'Polyglot',
  url: 'https://docs.example.test',
  versions: [{ id: '1.0', label: 'Polyglot 1.0', path: '/docs/', current: true }],
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'] },
  navbar: [
    { label: 'Guide', href: '/docs/guide/start' },
    { type: 'locale', position: 'right' },
  ],
  footer: { columns: [{ title: 'More', items: [{ label: 'About', href: '/about' }] }], copyright: 'Copyright Polyglot' },
});
`,
  'content/1.0/index.md': '---\ntitle: Welcome\n---\n\nStart with the [guide](./guide/start.md).\n',
  'content/1.0/guide/_category_.json': '{ "label": "Guides", "position": 1 }',
  'content/1.0/guide/start.md': '---\ntitle: Getting started\nsidebar_position: 1\n---\n\nInstall the application, then read the [next steps](./next.md).\n\n## Install {#install}\n\n```js\nconst alarm = navigator.mozAlarms.add(new Date(), "honorTimezone");\n```\n\n:::note\n\nA note.\n\n:::\n\n## Use {#use}\n\nUse it.\n',
  'content/1.0/guide/next.md': '---\ntitle: Next steps\nsidebar_position: 2\n---\n\nBack to [the start](./start.md).\n',
  'content/pages/about.md': '---\ntitle: About\n---\n\nAbout this site.\n',
  'content/i18n/fr/code.json': JSON.stringify({ 'sfpdocs.page.untranslated': { message: "Cette page n'est pas encore traduite en {language} : elle est affichée en {original}." } }, null, 2),
  'content/i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Guide': { message: 'Guide de démarrage' } }, null, 2),
  'content/i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({ 'link.title.More': { message: 'Plus' }, copyright: { message: 'Droits réservés Polyglot' } }, null, 2),
  'content/i18n/fr/docusaurus-plugin-content-docs/1.0.json': JSON.stringify({ 'sidebar.docs.category.Guides': { message: 'Guides en français' } }, null, 2),
  'content/i18n/fr/docusaurus-plugin-content-docs/1.0/guide/start.md': '---\ntitle: Premiers pas\nsidebar_position: 1\n---\n\nInstallez les applications, puis lisez les [étapes suivantes](./next.md).\n\n## Installation {#install}\n\n```js\nconst alarm = navigator.mozAlarms.add(new Date(), "honorTimezone");\n```\n\n:::note\n\nUne note.\n\n:::\n\n## Utilisation {#use}\n\nUtilisez-la.\n',
  'content/i18n/fr/docusaurus-plugin-content-pages/about.md': '---\ntitle: À propos\n---\n\nÀ propos de ce site.\n',
  'content/i18n/ar/docusaurus-plugin-content-docs/1.0/guide/start.md': '---\ntitle: البداية\nsidebar_position: 1\n---\n\nثبّت التطبيق، ثم اقرأ [الخطوات التالية](./next.md).\n\n## التثبيت {#install}\n\n```js\nconst alarm = navigator.mozAlarms.add(new Date(), "honorTimezone");\n```\n\n:::note\n\nملاحظة `mozAlarms` قصيرة.\n\n:::\n\n## الاستخدام {#use}\n\nاستخدمه.\n',
  'content/i18n/ar/docusaurus-theme-classic/navbar.json': JSON.stringify({ 'item.label.Guide': { message: 'الدليل' } }, null, 2),
};

/** A Docusaurus site: `i18n` in its config, the translations under i18n/<locale>/ as `docusaurus write-translations` lays them out. */
export const docusaurusI18nSite: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'polyglot-docs', dependencies: { '@docusaurus/core': '^3.9.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Polyglot',
  url: 'https://polyglot.example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { ar: { direction: 'rtl' } } },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: { showReadingTime: true } }]],
  themeConfig: {
    navbar: {
      title: 'Polyglot',
      items: [
        { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' },
        { type: 'localeDropdown', position: 'right' },
      ],
    },
    footer: { links: [{ title: 'More', items: [{ label: 'Blog', to: '/blog' }] }], copyright: 'Copyright Polyglot' },
  },
};
`,
  'sidebars.js': `module.exports = { guide: ['intro', { type: 'category', label: 'Basics', items: ['basics/setup', 'basics/usage'] }] };\n`,
  'docs/intro.md': '---\nslug: /\n---\n\n# Introduction\n\nRead [setup](./basics/setup.md) first.\n',
  'docs/basics/setup.md': '# Setup\n\nInstall the tools.\n',
  'docs/basics/usage.md': '# Usage\n\nUse the tools. See [setup](./setup.md).\n',
  'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nThe first post.\n',
  'src/pages/welcome.js': `import React from 'react';
import Layout from '@theme/Layout';
import Translate from '@docusaurus/Translate';
export default function Home() {
  return <Layout title="Home"><h1><Translate id="home.title">Welcome to Polyglot</Translate></h1></Layout>;
}
`,
  'i18n/fr/code.json': JSON.stringify({ 'home.title': { message: 'Bienvenue sur Polyglot', description: 'The home page title' } }, null, 2),
  'i18n/fr/docusaurus-theme-classic/navbar.json': JSON.stringify({ title: { message: 'Polyglotte' }, 'item.label.Guide': { message: 'Guide' } }, null, 2),
  'i18n/fr/docusaurus-theme-classic/footer.json': JSON.stringify({ 'link.title.More': { message: 'Plus' }, 'link.item.label.Blog': { message: 'Blogue' }, copyright: { message: 'Droits Polyglot' } }, null, 2),
  'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({ 'version.label': { message: 'Suivante' }, 'sidebar.guide.category.Basics': { message: 'Les bases' } }, null, 2),
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '---\nslug: /\n---\n\n# Présentation\n\nLisez d\'abord [l\'installation](./basics/setup.md).\n',
  'i18n/fr/docusaurus-plugin-content-docs/current/basics/setup.md': '# Installation\n\nInstallez les outils.\n',
  'i18n/fr/docusaurus-plugin-content-blog/2024-01-02-hello.md': '---\ntitle: Bonjour\n---\n\nLe premier billet.\n',
  'i18n/ar/code.json': JSON.stringify({ 'home.title': { message: 'مرحبا بكم في بوليغلوت' } }, null, 2),
};
