// `themeConfig` with theme-classic's and theme-search-algolia's defaults (3.10): navbar, footer,
// colour mode, prism languages, Algolia, metadata. Other themes add their own keys to
// themeConfig, so unknown top-level keys are not reported; the objects theme-classic checks
// strictly (navbar, footer, colorMode) are.
import type { DocusaurusLogo, DocusaurusThemeConfig, FooterLink } from './docusaurus-site.ts';
import { OptionReader, type ConfigSource } from './option-reader.ts';
import { readNavbarItems } from './read-navbar-items.ts';
import { describeValue, isPlainObject } from './values.ts';

const themeUrl = 'https://docusaurus.io/docs/api/themes/configuration';
const algoliaUrl = 'https://docusaurus.io/docs/search#using-algolia-docsearch';

export function readThemeConfig(raw: unknown, ctx: ConfigSource): { themeConfig: DocusaurusThemeConfig; legacyGtag: unknown } {
  const t = new OptionReader(raw, { ctx, label: '`themeConfig`', keyPath: ['themeConfig'], from: 0, docsUrl: themeUrl });

  const navbar = t.object('navbar', '`themeConfig.navbar`');
  const style = navbar.value('style');
  const navbarConfig: DocusaurusThemeConfig['navbar'] = {
    title: navbar.stringOrNull('title'),
    logo: readLogo(navbar, '`themeConfig.navbar.logo`'),
    hideOnScroll: navbar.boolean('hideOnScroll', false),
    style: style === 'dark' || style === 'primary' ? style : style === undefined ? null : navbar.wrong('style', "'dark' | 'primary'", null),
    items: readNavbarItems(navbar, 'items', 'themeConfig.navbar.items', false),
  };
  navbar.finish();

  const colorMode = t.object('colorMode', '`themeConfig.colorMode`');
  const colorModeConfig = {
    defaultMode: colorMode.oneOf('defaultMode', ['light', 'dark'], 'light'),
    disableSwitch: colorMode.boolean('disableSwitch', false),
    respectPrefersColorScheme: colorMode.boolean('respectPrefersColorScheme', false),
  };
  colorMode.finish();

  const prism = t.object('prism', '`themeConfig.prism`');
  const prismConfig = {
    additionalLanguages: prism.stringArray('additionalLanguages', []).map((l) => l.toLowerCase()),
    defaultLanguage: prism.stringOrNull('defaultLanguage')?.toLowerCase() ?? null,
    magicComments: readMagicComments(prism),
  };

  const toc = t.object('tableOfContents', '`themeConfig.tableOfContents`');
  const docs = t.object('docs', '`themeConfig.docs`').object('sidebar', '`themeConfig.docs.sidebar`');
  const metadata = t.value('metadata');
  const themeConfig: DocusaurusThemeConfig = {
    navbar: navbarConfig,
    footer: readFooter(t),
    colorMode: colorModeConfig,
    prism: prismConfig,
    algolia: readAlgolia(t),
    metadata: Array.isArray(metadata) ? metadata.filter(isPlainObject).map((m) => Object.fromEntries(Object.entries(m).filter(([, v]) => typeof v === 'string'))) as Array<Record<string, string>> : metadata === undefined ? [] : t.wrong('metadata', 'an array of objects', []),
    image: t.stringOrNull('image'),
    announcementBar: readAnnouncementBar(t),
    tableOfContents: { minHeadingLevel: toc.raw.minHeadingLevel === undefined ? 2 : Number(toc.value('minHeadingLevel')), maxHeadingLevel: toc.raw.maxHeadingLevel === undefined ? 3 : Number(toc.value('maxHeadingLevel')) },
    docs: { sidebar: { hideable: docs.boolean('hideable', false), autoCollapseCategories: docs.boolean('autoCollapseCategories', false) } },
  };
  return { themeConfig, legacyGtag: t.value('gtag') };
}

const defaultMagicComments = [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }];

function readMagicComments(prism: OptionReader): DocusaurusThemeConfig['prism']['magicComments'] {
  const value = prism.value('magicComments');
  if (value === undefined) return defaultMagicComments;
  const valid = Array.isArray(value) && value.every((c) => isPlainObject(c) && typeof c.className === 'string' && (typeof c.line === 'string' || (isPlainObject(c.block) && typeof c.block.start === 'string' && typeof c.block.end === 'string')));
  if (!valid) return prism.wrong('magicComments', 'an array of `{ className, line }` or `{ className, block: { start, end } }`', defaultMagicComments);
  return (value as Array<Record<string, unknown>>).map((c) => ({
    className: c.className as string,
    line: typeof c.line === 'string' ? c.line : null,
    block: isPlainObject(c.block) ? { start: c.block.start as string, end: c.block.end as string } : null,
  }));
}

function readLogo(parent: OptionReader, label: string): DocusaurusLogo | null {
  if (parent.raw.logo === undefined) return null;
  const logo = parent.object('logo', label);
  const size = (key: string) => {
    const value = logo.value(key);
    return typeof value === 'string' || typeof value === 'number' ? value : value === undefined ? null : logo.wrong(key, 'a string or a number', null);
  };
  const src = logo.string('src', '');
  if (!src) logo.report('error', undefined, `${label} needs \`src\` (the image path)`, 'add `src`, or remove the logo');
  const result = { src, srcDark: logo.stringOrNull('srcDark'), alt: logo.stringOrNull('alt'), href: logo.stringOrNull('href'), target: logo.stringOrNull('target'), width: size('width'), height: size('height') };
  logo.finish(['style', 'className']);
  return src ? result : null;
}

function readFooter(t: OptionReader): DocusaurusThemeConfig['footer'] {
  if (t.raw.footer === undefined) return null;
  const footer = t.object('footer', '`themeConfig.footer`');
  const links = footer.value('links');
  let columns: Array<{ title: string | null; items: FooterLink[] }> = [];
  if (Array.isArray(links) && links.length) {
    const multiColumn = links.every((l) => isPlainObject(l) && Array.isArray(l.items));
    if (!multiColumn && links.some((l) => isPlainObject(l) && Array.isArray(l.items))) {
      footer.report('error', 'links', '`themeConfig.footer.links` mixes columns and links: a footer is either simple or multi-column', 'see https://docusaurus.io/docs/api/themes/configuration#footer-links');
    } else if (multiColumn) {
      columns = links.map((column, c) => ({ title: typeof column.title === 'string' ? column.title : null, items: readFooterLinks(footer, column.items as unknown[], `themeConfig.footer.links[${c}].items`) }));
    } else columns = [{ title: null, items: readFooterLinks(footer, links, 'themeConfig.footer.links') }];
  } else if (links !== undefined && !Array.isArray(links)) footer.wrong('links', 'an array', undefined);
  const style = footer.oneOf('style', ['dark', 'light'], 'light');
  const result = { style, logo: readLogo(footer, '`themeConfig.footer.logo`'), copyright: footer.stringOrNull('copyright'), columns };
  footer.finish();
  return result;
}

function readFooterLinks(footer: OptionReader, items: unknown[], where: string): FooterLink[] {
  return items.flatMap((item, i): FooterLink[] => {
    const link = isPlainObject(item) ? item : {};
    const [to, href, html, label] = [link.to, link.href, link.html, link.label].map((v) => (typeof v === 'string' ? v : null));
    if ([to, href, html].filter(Boolean).length !== 1 || (html && label) || (!html && !label)) {
      footer.report('error', 'links', `\`${where}[${i}]\` must have a \`label\` with one of \`to\` or \`href\`, or only \`html\`, got ${describeValue(item)}`, 'see https://docusaurus.io/docs/api/themes/configuration#footer-links');
      return [];
    }
    if (html) return [{ label: null, to: null, href: null, html }];
    return to ? [{ label: label!, to, href: null, html: null }] : [{ label: label!, to: null, href: href!, html: null }];
  });
}

function readAlgolia(t: OptionReader): DocusaurusThemeConfig['algolia'] {
  if (t.raw.algolia === undefined) return null;
  const algolia = t.object('algolia', '`themeConfig.algolia`', algoliaUrl);
  const required = (key: string) => {
    const value = algolia.stringOrNull(key);
    if (!value) algolia.report('error', undefined, `\`themeConfig.algolia\` needs \`${key}\` (a string)`, `add \`${key}\` from your DocSearch account`);
    return value ?? '';
  };
  const searchPagePath = algolia.value('searchPagePath');
  return {
    appId: required('appId'),
    apiKey: required('apiKey'),
    indexName: required('indexName'),
    contextualSearch: algolia.boolean('contextualSearch', true),
    searchPagePath: searchPagePath === false || searchPagePath === null ? false : typeof searchPagePath === 'string' ? searchPagePath : 'search',
  };
}

function readAnnouncementBar(t: OptionReader): DocusaurusThemeConfig['announcementBar'] {
  if (t.raw.announcementBar === undefined) return null;
  const bar = t.object('announcementBar', '`themeConfig.announcementBar`');
  const content = bar.stringOrNull('content');
  if (content === null) {
    bar.report('error', undefined, '`themeConfig.announcementBar` needs `content` (a string)', 'add the HTML to show, or remove the bar');
    return null;
  }
  const result = { id: bar.string('id', 'announcement-bar'), content, backgroundColor: bar.stringOrNull('backgroundColor'), textColor: bar.stringOrNull('textColor'), isCloseable: bar.boolean('isCloseable', true) };
  bar.finish();
  return result;
}
