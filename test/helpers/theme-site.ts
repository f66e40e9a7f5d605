// A small site with every page kind the theme draws: three versions (one current), a guide long
// enough to scroll, code blocks, admonitions, API pages that 3.0 renamed, a blog and a home page.
import { basicSite } from './fixture-site.ts';

const sections = ['Install', 'Configure', 'Build', 'Test', 'Ship']
  .map((name) => `## ${name}\n\n${`${name} the app. `.repeat(60)}\n\n### ${name} details\n\n${'More words about it. '.repeat(40)}\n`)
  .join('\n');

// Wider than a phone: it scrolls sideways inside the article.
const wideTable = `| Column | ${Array.from({ length: 8 }, (_, i) => `Heading ${i + 1}`).join(' | ')} |\n|${' --- |'.repeat(9)}\n| ${Array.from({ length: 9 }, () => 'value_without_breaks').join(' | ')} |`;

export const themeSite: Record<string, string> = {
  ...basicSite,
  'site.config.ts': `import { defineConfig } from 'sfpdocs';
export default defineConfig({
  title: 'Fixture Docs',
  tagline: 'Reach new users through the app store',
  url: 'https://docs.example.test',
  repoUrl: 'https://example.test/repo',
  editUrl: 'https://example.test/repo/edit/main/',
  versions: [
    { id: '2.5', label: 'Fixture 2.5', path: '/docs/', current: true, description: 'The current release.' },
    { id: '2.6', label: 'Fixture 2.6', path: '/docs/sfp-2.6/', description: 'Security bulletins.' },
    { id: '3.0', label: 'Fixture 3.0', path: '/docs/sfp-3.0/', description: 'The next release.' },
  ],
  home: { hero: true, actions: [{ label: 'Get started', href: '/docs/' }, { label: 'API index', href: '/apis/' }], versionCards: true },
  apiIndex: true,
  apiRenames: [{ '2.5': 'api/web-apis/alarm/mozAlarms', '3.0': 'api/next-new-apis/b2g/alarmManager' }],
  navbar: [
    { label: 'Docs', href: '/docs/', items: [
      { label: 'Core 2.5', href: '/docs/' },
      { label: 'Core 3.0', href: '/docs/sfp-3.0/' },
    ] },
    { label: 'Ads', href: 'https://ads.example.test/' },
    { label: 'Blogs', href: '/blog' },
    { label: 'Security', href: '/docs/sfp-2.6/' },
    { label: 'Source', href: 'https://example.test/repo' },
  ],
  footer: {
    columns: [
      { title: 'Explore', items: [{ label: 'API index', href: '/apis/' }] },
      { title: 'More', items: [{ label: 'Versions', href: '/versions' }] },
    ],
    copyright: 'Copyright © 2018–2025 Fixture.',
  },
});
`,
  'content/pages/index.md': '---\ntitle: Fixture home\n---\n\nStart with the [guide](../2.5/guide/start.md).\n',
  'content/2.5/guide/long.md': `---\ntitle: A long guide\nsidebar_position: 3\n---\n\nIntro.\n\n\`\`\`js\nconst answer = 42;\n\`\`\`\n\n:::warning\nMind the gap.\n:::\n\n${wideTable}\n\n${sections}`,
  'content/2.5/api/web-apis/alarm/mozAlarms.md': '---\ntitle: navigator.mozAlarms\n---\n\n## Syntax\n\n```js\nvar alarms = navigator.mozAlarms;\n```\n',
  'content/2.6/index.md': '---\ntitle: Security bulletins\n---\n\nPatch levels.\n',
  'content/3.0/index.md': '---\ntitle: Welcome to 3.0\n---\n\nThe next release.\n',
  'content/3.0/api/next-new-apis/b2g/alarmManager.md': '---\ntitle: navigator.b2g.alarmManager\n---\n\n## Syntax\n\n```js\nconst alarms = navigator.b2g.alarmManager;\n```\n',
};
