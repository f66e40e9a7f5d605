// The one description of site.config.ts: validation, defaults and the configuration reference
// are all derived from this table, so they cannot drift apart.
import type { SiteConfig } from './define-config.ts';

/** `example`: a TypeScript value for the reference, where the SFP site's own config has none. */
export type FieldSchema = { doc: string; example?: string } & (
  | { kind: 'string'; default?: string }
  | { kind: 'boolean'; default?: boolean }
  | { kind: 'number'; default?: number; integer?: boolean; min?: number }
  | { kind: 'enum'; values: readonly string[]; default?: string }
  | { kind: 'object'; fields: Record<string, FieldSchema>; optional?: boolean; nullable?: boolean }
  | { kind: 'array'; of: FieldSchema; default?: unknown[] }
);

const policy = (name: string, dflt: 'ignore' | 'warn' | 'throw', what: string): FieldSchema => ({
  kind: 'enum',
  values: ['ignore', 'warn', 'throw'],
  default: dflt,
  doc: `What a ${what} does to the build: 'ignore', 'warn' (report, exit 0) or 'throw' (report, exit 1). Rule \`${name}\`.`,
});

const navLink: FieldSchema = {
  kind: 'object',
  doc: 'A link: `label` and `href`; with `items` it is a drop-down menu.',
  fields: {
    label: { kind: 'string', doc: 'Text of the link.' },
    href: { kind: 'string', doc: 'Route or absolute URL.', default: '' },
    items: {
      kind: 'array',
      doc: 'Menu entries (label, href).',
      default: [],
      of: {
        kind: 'object',
        doc: 'A menu entry.',
        fields: { label: { kind: 'string', doc: 'Text.', example: "'Core 3.0'" }, href: { kind: 'string', doc: 'Route or URL.', example: "'/docs/sfp-3.0/'" } },
      },
    },
  },
};

// `satisfies` ties this table to the SiteConfig type: a field in one and not the other fails typecheck.
export const configSchema = {
  title: { kind: 'string', doc: 'Site title, shown in the navbar and every <title>.', default: 'Documentation' },
  tagline: { kind: 'string', doc: 'One line under the title on the home page and in feeds.', default: '' },
  url: { kind: 'string', doc: 'Origin the site is deployed to, used for canonical URLs, the sitemap and feeds.', default: 'http://localhost' },
  baseUrl: { kind: 'string', doc: 'Path the site is served under; starts and ends with `/`.', default: '/' },
  favicon: { kind: 'string', doc: 'Path of the favicon under static/, or empty for none.', default: '' },
  logo: { kind: 'string', doc: 'Path of the navbar logo (an SVG under static/), or empty for none.', default: '' },
  repoUrl: { kind: 'string', doc: 'The source repository, linked from the navbar.', default: '' },
  editUrl: { kind: 'string', doc: 'Prefix of "Edit this page" links; the page path under content/ is appended. Empty hides the link.', default: '' },
  versions: {
    kind: 'array',
    doc: 'Documentation versions, one folder under content/ each. Empty: every folder of content/ except blog/ and pages/ becomes a version at /docs/<folder>/.',
    default: [],
    of: {
      kind: 'object',
      doc: 'A version.',
      fields: {
        id: { kind: 'string', doc: 'Folder name under content/.' },
        label: { kind: 'string', doc: 'Label in the version switcher.' },
        path: { kind: 'string', doc: 'Route of the version root, ending with `/`.' },
        description: { kind: 'string', doc: 'One sentence shown on /versions.', default: '' },
        current: { kind: 'boolean', doc: 'The version readers are sent to from the others.', default: false },
      },
    },
  },
  navbar: { kind: 'array', doc: 'Navbar links, left to right.', default: [], of: navLink },
  footer: {
    kind: 'object',
    doc: 'Footer columns and copyright line.',
    fields: {
      columns: {
        kind: 'array',
        doc: 'Columns of links.',
        default: [],
        of: {
          kind: 'object',
          doc: 'A column.',
          fields: {
            title: { kind: 'string', doc: 'Column heading.' },
            items: { kind: 'array', doc: 'Links.', default: [], of: navLink },
          },
        },
      },
      copyright: { kind: 'string', doc: 'Copyright line.', default: '' },
    },
  },
  colorMode: {
    kind: 'object',
    doc: 'Colour mode.',
    fields: {
      defaultMode: { kind: 'enum', values: ['light', 'dark'], default: 'light', doc: 'Mode before the reader chooses.' },
      disableSwitch: { kind: 'boolean', default: false, doc: 'Hide the dark/light switch.' },
    },
  },
  analytics: {
    kind: 'object',
    optional: true,
    nullable: true,
    doc: 'Page-view analytics through gtag; null or absent: none.',
    fields: { trackingId: { kind: 'string', doc: 'The tag id, e.g. G-XXXXXXX.' } },
  },
  search: {
    kind: 'object',
    doc: 'Search.',
    fields: {
      local: { kind: 'boolean', default: true, doc: 'Build a local lunr index per version.' },
      hosted: {
        kind: 'object',
        optional: true,
        nullable: true,
        doc: 'Hosted indexed search; null or absent: local only.',
        fields: {
          appId: { kind: 'string', doc: 'Application id.', example: "'BH4D9OD16A'" },
          apiKey: { kind: 'string', doc: 'Search-only API key (it is public: never an admin key).', example: "'25626fae796133dc1e734c6bcaaeac3c'" },
          indexName: { kind: 'string', doc: 'Index name.', example: "'sfp_docs'" },
        },
      },
      synonyms: {
        kind: 'array',
        doc: 'Groups of words or phrases that local search treats as the same: a query holding one finds pages with any of them (the words typed rank a little higher). Matched after stemming, so `vulnerability` also covers "vulnerabilities".',
        default: [],
        example: "[['sd card', 'sdcard', 'device storage'], ['wifi', 'wi-fi']]",
        of: { kind: 'array', doc: 'One group.', of: { kind: 'string', doc: 'A word or phrase.' } },
      },
    },
  },
  offline: {
    kind: 'object',
    doc: 'Offline mode and the service worker.',
    fields: {
      activationStrategies: {
        kind: 'array',
        doc: "When offline mode is on: 'appInstalled', 'queryString' (?offlineMode=true), 'mobile' (width ≤ 940 px).",
        default: ['appInstalled', 'queryString'],
        of: { kind: 'enum', values: ['appInstalled', 'queryString', 'mobile'], doc: 'A strategy.' },
      },
      debug: { kind: 'boolean', default: true, doc: 'Service-worker debug logging.' },
    },
  },
  chatbot: {
    kind: 'object',
    optional: true,
    nullable: true,
    doc: 'A chatbot loaded in a frame from an external host; null or absent: none.',
    fields: {
      url: { kind: 'string', doc: 'URL of the frame.' },
      title: { kind: 'string', doc: 'Accessible title of the frame.', default: 'Chat with us' },
    },
  },
  blog: {
    kind: 'object',
    doc: 'The blog under content/blog/.',
    fields: {
      title: { kind: 'string', default: 'Blog', doc: 'Title of the blog pages and feeds.' },
      description: { kind: 'string', default: '', doc: 'Description of the feeds.' },
      postsPerPage: { kind: 'number', integer: true, min: 1, default: 10, doc: 'Posts per list page.' },
    },
  },
  redirects: {
    kind: 'array',
    doc: 'Static redirect pages: an HTML page at `from` that sends readers to `to`.',
    default: [],
    of: {
      kind: 'object',
      doc: 'A redirect.',
      fields: { from: { kind: 'string', doc: 'Old route.', example: "'/docs/old-name'" }, to: { kind: 'string', doc: 'New route or absolute URL.', example: "'/docs/new-name'" } },
    },
  },
  onBrokenLinks: policy('broken-link', 'throw', 'link to a route or #anchor that does not exist'),
  onBrokenMarkdownLinks: policy('broken-markdown-link', 'warn', 'link to a .md file that does not exist'),
  onDuplicateRoutes: policy('duplicate-route', 'warn', 'route claimed by two files'),
} satisfies Record<keyof Required<SiteConfig>, FieldSchema>;
