// What the config adds to every page's <head> (image, metadata, headTags, scripts, stylesheets),
// made once per build as HTML, with what the Content-Security-Policy must allow for it: the
// origins of scripts and stylesheets from other hosts, the hashes of inline scripts.
import crypto from 'node:crypto';
import type { ConfigValues } from '../../shared/config-schema.ts';
import { basePrefix } from '../../shared/base-url.ts';
import { escapeHtml } from './escape-html.ts';

export interface SiteHead {
  /** The site's social card as a URL path or URL (`image`); '' for none. */
  image: string;
  /** Tags before the theme's stylesheets: metadata and scripts. */
  early: string;
  /** Tags after every stylesheet of sfpdocs and the site: stylesheets, then headTags. */
  late: string;
  /** Sources the Content-Security-Policy adds. */
  csp: { script: string[]; style: string[]; connect: string[]; fonts: boolean };
}

const urlRe = /^[a-z][a-z0-9+.-]*:/i;
const attributeNameRe = /^[a-z_:][a-z0-9_:.-]*$/i;

/** Whether the config adds anything to the pages' <head>. */
export function hasSiteHead(config: Pick<ConfigValues, 'image' | 'metadata' | 'headTags' | 'scripts' | 'stylesheets'>): boolean {
  return !!config.image || config.metadata.length + config.headTags.length + config.scripts.length + config.stylesheets.length > 0;
}

export function siteHead(config: Pick<ConfigValues, 'baseUrl' | 'image' | 'metadata' | 'headTags' | 'scripts' | 'stylesheets'>): SiteHead {
  const base = basePrefix(config.baseUrl);
  const href = (value: string) => (urlRe.test(value) || value.startsWith('//') ? value : base + (value.startsWith('/') ? value : `/${value}`));
  const originOf = (value: string) => {
    try {
      return urlRe.test(value) || value.startsWith('//') ? new URL(value, 'https://localhost').origin : null;
    } catch {
      return null;
    }
  };
  const csp: SiteHead['csp'] = { script: [], style: [], connect: [], fonts: false };
  const allow = (list: string[], value: string | null) => {
    if (value && !list.includes(value)) list.push(value);
  };
  const attrs = (values: Record<string, string | boolean>) =>
    Object.entries(values)
      .filter(([name, value]) => attributeNameRe.test(name) && value !== false && value !== '')
      .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
      .join('');

  const early: string[] = config.metadata.map((meta) => `<meta${attrs(meta)}>`);
  for (const script of config.scripts) {
    const origin = originOf(script.src);
    allow(csp.script, origin);
    allow(csp.connect, origin);
    early.push(`<script${attrs({ src: href(script.src), type: script.type, async: script.async, defer: script.defer, integrity: script.integrity, crossorigin: script.crossorigin })}></script>`);
  }
  const late: string[] = [];
  for (const sheet of config.stylesheets) {
    const origin = originOf(sheet.href);
    allow(csp.style, origin);
    if (origin) csp.fonts = true;
    late.push(`<link${attrs({ rel: 'stylesheet', href: href(sheet.href), type: sheet.type, integrity: sheet.integrity, crossorigin: sheet.crossorigin })}>`);
  }
  for (const tag of config.headTags) {
    const attributes = { ...tag.attributes };
    if (tag.tagName === 'script') {
      if (attributes.src) {
        const origin = originOf(attributes.src);
        allow(csp.script, origin);
        allow(csp.connect, origin);
      } else if (tag.innerHTML) allow(csp.script, `'sha256-${crypto.createHash('sha256').update(tag.innerHTML).digest('base64')}'`);
    }
    if (tag.tagName === 'link' && /\bstylesheet\b/.test(attributes.rel ?? '') && attributes.href) {
      const origin = originOf(attributes.href);
      allow(csp.style, origin);
      if (origin) csp.fonts = true;
    }
    const open = `<${tag.tagName}${attrs(attributes)}>`;
    late.push(tag.tagName === 'meta' || tag.tagName === 'link' ? open : `${open}${tag.innerHTML}</${tag.tagName}>`);
  }
  return { image: config.image ? (urlRe.test(config.image) ? config.image : `/${config.image.replace(/^\//, '')}`) : '', early: early.join('\n'), late: late.join('\n'), csp };
}
