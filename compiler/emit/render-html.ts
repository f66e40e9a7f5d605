// One HTML file per route: the server-rendered React tree inside templates/page.html, with the
// meta tags, the Content-Security-Policy and the boot data the runtime hydrates from.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BootData, ClientConfig, ClientLocale, PageData } from '../../shared/contract.ts';
import { packageRoot } from '../package-root.ts';
import { escapeHtml } from './escape-html.ts';
import { manifestFile, themeColor } from './emit-manifest.ts';
import { routeToFile } from './route-to-file.ts';
import { basePrefix, siteRoot } from '../../shared/base-url.ts';
import { pageTitle } from '../../shared/page-title.ts';
import { bootScript } from '../../shared/boot-data.ts';
import { announcementDismissedAttribute, announcementStorageKey } from '../../shared/hooks.ts';
import type { PluginHtmlTags } from '../model/site-plugins.ts';
import type { SiteHead } from './site-head.ts';

export interface HtmlShell {
  template: string;
  themeInit: string;
  csp: string;
  /** What the config adds to the <head> (site-head.ts). */
  head?: SiteHead;
}

/**
 * The page template and its Content-Security-Policy, from what every page shares: `frameHosts`,
 * hosts pages may frame (markdown.iframeHosts); `head`, the scripts, stylesheets and tags the
 * config adds; `pluginTags`, what the site's plugins inject: the policy allows their origins and hashes.
 */
export function loadHtmlShell({ config, frameHosts = [], head, pluginTags }: Pick<PageFrame, 'config' | 'frameHosts' | 'head' | 'pluginTags'>): HtmlShell {
  const dir = path.join(packageRoot(), 'templates');
  const pageTemplate = withPluginTags(fs.readFileSync(path.join(dir, 'page.html'), 'utf8'), pluginTags);
  const allowed = pluginTagSources(pluginTags);
  // A bar the reader may close is hidden before the first paint once closed (AnnouncementBar.tsx).
  const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  const announcementInit = config.announcementBar?.isCloseable
    ? fs.readFileSync(path.join(dir, 'announcement-init.js'), 'utf8').trim().replace('{{key}}', () => literal(announcementStorageKey)).replace('{{id}}', () => literal(config.announcementBar!.id)).replace('{{attribute}}', () => literal(announcementDismissedAttribute))
    : '';
  const themeInit = `${fs.readFileSync(path.join(dir, 'theme-init.js'), 'utf8').trim()}${announcementInit}`;
  // Spec §8: on the home path, a banner when the site is served under another base URL. Inline,
  // because with a wrong base URL the runtime's own script is the first thing that fails to load.
  const baseUrlCheck = fs.readFileSync(path.join(dir, 'base-url-check.js'), 'utf8').trim().replace('{{baseUrl}}', () => JSON.stringify(config.baseUrl).replace(/</g, '\\u003c'));
  const template = pageTemplate.replace('{{scripts}}', () => `{{scripts}}\n<script>${baseUrlCheck}</script>`);
  const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
  const frames = [...(config.chatbot ? [new URL(config.chatbot.url).origin] : []), ...frameHosts.flatMap((host) => (host === '*' ? ['https:', 'data:'] : [`https://${host}`]))];
  const analytics = config.analytics ? ' https://www.googletagmanager.com https://*.google-analytics.com' : '';
  const more = (sources: string[] | undefined) => (sources?.length ? ` ${sources.join(' ')}` : '');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${sha(themeInit)} ${sha(baseUrlCheck)}${analytics}${more(head?.csp.script)}${allowed.inline.map((code) => ` ${sha(code)}`).join('')}${more(allowed.origins)}`,
    // Highlighted code carries its colours in style attributes.
    `style-src 'self' 'unsafe-inline'${more(head?.csp.style)}${more(allowed.styles)}`,
    "img-src 'self' data: https:",
    // A stylesheet from another host (a font service) loads its fonts from hosts of its own.
    ...(head?.csp.fonts ? ["font-src 'self' data: https:"] : []),
    `connect-src 'self'${analytics}${config.search.hosted ? ' https://*.algolia.net https://*.algolianet.com' : ''}${more(head?.csp.connect)}${more(allowed.origins)}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return { template, themeInit, csp, ...(head ? { head } : {}) };
}

/** The template with the plugins' tags (injectHtmlTags): at the end of the head, first and last in the body. */
function withPluginTags(template: string, tags: PluginHtmlTags | undefined): string {
  if (!tags) return template;
  const join = (list: string[]) => list.join('\n');
  return template
    .replace('{{head}}', () => (tags.head.length ? `{{head}}\n${join(tags.head)}` : '{{head}}'))
    .replace('<body>', () => (tags.preBody.length ? `<body>\n${join(tags.preBody)}` : '<body>'))
    .replace('</body>', () => (tags.postBody.length ? `${join(tags.postBody)}\n</body>` : '</body>'));
}

/**
 * What the plugins' tags need the Content-Security-Policy to allow: each inline script by its
 * hash, the origin of each script loaded from another host (also for its requests), and of each
 * stylesheet.
 */
function pluginTagSources(tags: PluginHtmlTags | undefined): { inline: string[]; origins: string[]; styles: string[] } {
  const html = tags ? [...tags.head, ...tags.preBody, ...tags.postBody].join('\n') : '';
  const inline: string[] = [];
  const origins = new Set<string>();
  const styles = new Set<string>();
  const originOf = (url: string) => (/^https:\/\//i.test(url) ? new URL(url).origin : null);
  for (const [, attributes, code] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1];
    if (src) {
      const origin = originOf(src);
      if (origin) origins.add(origin);
    } else if (!/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes!)) inline.push(code!);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const origin = href && /\brel\s*=\s*["']?stylesheet/i.test(tag) ? originOf(href) : null;
    if (origin) styles.add(origin);
  }
  return { inline, origins: [...origins], styles: [...styles] };
}

/** What a page's HTML file needs of its data besides the body. */
export type PageHead = Pick<PageData, 'route' | 'kind' | 'title' | 'documentTitle' | 'description' | 'keywords' | 'image' | 'unlisted' | 'draft' | 'component' | 'css'>;

/** A page's head fields, from its data. */
export function pageHead({ route, kind, title, documentTitle, description, keywords, image, unlisted, draft, component, css }: PageData): PageHead {
  return { route, kind, title, ...(documentTitle ? { documentTitle } : {}), description, ...(keywords ? { keywords } : {}), ...(image ? { image } : {}), ...(unlisted ? { unlisted } : {}), ...(draft ? { draft } : {}), ...(component ? { component } : {}), ...(css ? { css } : {}) };
}

/** Output paths of the legacy scripts: the phone's, on every page, and the search page's. */
export interface LegacyScriptFiles {
  phone: string;
  search: string;
}

export interface RenderHtmlOptions {
  shell: HtmlShell;
  config: ClientConfig;
  page: PageHead;
  body: string;
  boot: BootData;
  css: string;
  script: string;
  /** The ES5 scripts for engines without modules (bundle-legacy.ts); modern browsers skip them. */
  legacy?: LegacyScriptFiles;
  /** The site's own stylesheet (customCss), after the theme's. */
  siteCss?: string;
  /** URLs of the site's theme components' stylesheets. */
  themeCss?: string[];
  /** Writers' mode: the URL of the dev client script (watch/bundle-dev-client.ts). */
  devClient?: string;
  /** The current version's search index, preloaded by /search. */
  searchIndex?: string;
}

export function renderHtml({ shell, config, page, body, boot, css, script, legacy, siteCss, themeCss, devClient, searchIndex }: RenderHtmlOptions): string {
  const base = basePrefix(config.baseUrl);
  const canonical = siteRoot(config) + page.route;
  const title = pageTitle(config, page);
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(shell.csp)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${page.kind === 'blog-post' ? 'article' : 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(config.title)}">`,
    page.keywords?.length ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(', '))}">` : '',
    ...socialImage(config, page.image || shell.head?.image),
    shell.head?.early ?? '',
    page.kind === 'not-found' || page.unlisted || page.draft ? '<meta name="robots" content="noindex">' : '',
    `<script>${shell.themeInit}</script>`,
    // With no favicon configured, an empty data URL stops the browser asking for /favicon.ico.
    `<link rel="icon" href="${config.favicon ? escapeHtml(base + config.favicon) : 'data:,'}">`,
    `<link rel="manifest" href="${base}/${manifestFile}">`,
    `<meta name="theme-color" content="${themeColor}">`,
    `<link rel="stylesheet" href="${base}/${css}">`,
    // The theme's stylesheets of this page (Infima's classes), before the site's, which may restyle them.
    ...(page.css?.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" data-sfp-page-css>`) ?? []),
    siteCss ? `<link rel="stylesheet" href="${base}/${siteCss}">` : '',
    ...(themeCss ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // An MDX page's components: their styles before the first paint.
    ...(page.component?.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`) ?? []),
    shell.head?.late ?? '',
    // /search with a query shows nothing until the index is in: its download starts with the page
    // instead of after the runtime and the search worker have loaded (the worker's request is then
    // answered from the HTTP cache: hashed files are immutable).
    page.kind === 'search' && searchIndex ? `<link rel="preload" href="${escapeHtml(searchIndex)}" as="fetch" crossorigin>` : '',
    config.blogLinks ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(config.title)} blog" href="${base}${config.blogLinks.rss}">` : '',
    ...localeAlternates(config, page.route),
  ]
    .filter(Boolean)
    .join('\n');
  // The page is readable before the runtime runs, so its script asks for the bandwidth after the
  // HTML and CSS (low priority, no modulepreload) instead of competing with them on a slow link;
  // Lighthouse also counted the high-priority script as blocking the first paint (issue 25).
  const legacyScripts = legacy ? (page.kind === 'search' ? [legacy.phone, legacy.search] : [legacy.phone]) : [];
  const scripts = `${bootScript(boot)}\n<script type="module" fetchpriority="low" src="${base}/${script}"></script>${legacyScripts.map((file) => `\n<script nomodule src="${base}/${file}" defer></script>`).join('')}${devClient ? `\n<script type="module" src="${escapeHtml(devClient)}"></script>` : ''}`;
  const locale = config.i18n?.locales.find((l) => l.id === config.i18n!.currentLocale);
  return shell.template
    .replace('{{lang}}', escapeHtml(locale?.htmlLang ?? 'en'))
    // `dir` is written for a site in several languages or a right-to-left one, as Docusaurus writes it.
    .replace('{{dir}}', locale && (locale.direction === 'rtl' || config.i18n!.locales.length > 1) ? ` dir="${locale.direction}"` : '')
    .replace('{{theme}}', config.colorMode.defaultMode)
    .replace('{{head}}', () => head)
    .replace('{{body}}', () => body)
    .replace('{{scripts}}', () => scripts);
}

/**
 * The same page in every locale, for search engines (Docusaurus's useAlternatePageUtils): every
 * locale has the same routes, its pages under its own base URL; `x-default` is the default locale's.
 */
function localeAlternates(config: ClientConfig, route: string): string[] {
  const i18n = config.i18n;
  if (!i18n || i18n.locales.length < 2) return [];
  const at = (locale: ClientLocale) => escapeHtml(siteRoot(locale) + route);
  const links = i18n.locales.map((locale) => `<link rel="alternate" href="${at(locale)}" hreflang="${escapeHtml(locale.htmlLang)}">`);
  const fallback = i18n.locales.find((locale) => locale.id === i18n.defaultLocale) ?? i18n.locales[0]!;
  const current = i18n.locales.find((locale) => locale.id === i18n.currentLocale) ?? fallback;
  return [
    ...links,
    `<link rel="alternate" href="${at(fallback)}" hreflang="x-default">`,
    `<meta property="og:locale" content="${escapeHtml(current.htmlLang.replace('-', '_'))}">`,
    ...i18n.locales.filter((locale) => locale !== current).map((locale) => `<meta property="og:locale:alternate" content="${escapeHtml(locale.htmlLang.replace('-', '_'))}">`),
  ];
}

/** A page's social card (its front matter `image`, else the site's), as search engines and social sites read it. */
function socialImage(config: ClientConfig, image: string | undefined): string[] {
  if (!image) return [];
  const url = escapeHtml(/^[a-z][a-z0-9+.-]*:/i.test(image) ? image : siteRoot(config) + image);
  return [`<meta property="og:image" content="${url}">`, `<meta name="twitter:image" content="${url}">`, '<meta name="twitter:card" content="summary_large_image">'];
}

/** What every page's HTML file shares besides its data, body and chunk (sent once to each worker). */
export interface PageFrame {
  config: ClientConfig;
  /** URL of the route table. */
  routeTable: string;
  /** URL of the current version's search index: /search asks for it with the page (render-html.ts). */
  searchIndex?: string;
  css: string;
  script: string;
  legacy?: LegacyScriptFiles;
  siteCss?: string;
  /** The stylesheets of the site's theme components (their CSS modules), after the site's. */
  themeCss?: string[];
  devClient?: string;
  /** Hosts pages may frame (markdown.iframeHosts), for the Content-Security-Policy. */
  frameHosts?: string[];
  /** What the site's plugins put in every page (injectHtmlTags). */
  pluginTags?: PluginHtmlTags;
  /** What the config adds to every page's <head>. */
  head?: SiteHead;
}

/** The HTML file of one page: its path in the output and its text. */
export function pageFile(frame: PageFrame, shell: HtmlShell, page: PageHead, body: string, chunk: string): { file: string; html: string } {
  const { config, routeTable, css, script, legacy, siteCss, themeCss, devClient, searchIndex } = frame;
  const html = renderHtml({ shell, config, page, body, boot: { routeTable, chunk, route: page.route }, css, script, legacy, siteCss, themeCss, devClient, searchIndex });
  return { file: routeToFile(page.route), html };
}
