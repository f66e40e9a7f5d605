// What a Docusaurus config adds to every page, as sfpdocs' own config keys: `scripts`,
// `stylesheets` and `headTags` (written as strings or as objects of attributes) and the theme's
// `image`, `metadata` and footer logo. Attributes sfpdocs does not carry are one warning each, at
// the line that writes them.
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { DocusaurusLogo, DocusaurusSite } from './docusaurus-site.ts';
import { isPlainObject } from './values.ts';

/** A warning at the line that writes `text` as a string, or at a key path. */
export type WarnAt = (message: string, hint: string, at: string[] | { text: string }) => void;

type HeadFields = Pick<SiteConfig, 'image' | 'metadata' | 'scripts' | 'stylesheets' | 'headTags'>;

const headTagNames = ['meta', 'link', 'script', 'style', 'noscript'] as const;
const urlRe = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export function headFields(site: DocusaurusSite, warn: WarnAt): HeadFields {
  const scripts: NonNullable<SiteConfig['scripts']> = [];
  for (const entry of site.scripts) {
    const script = typeof entry === 'string' ? { src: entry } : isPlainObject(entry) && typeof entry.src === 'string' ? entry : null;
    if (!script) {
      warn('a `scripts` entry without a `src` is not loaded', 'give it as a URL, or as an object with `src`', ['scripts']);
      continue;
    }
    const { src, async, defer, type, integrity, crossorigin, ...rest } = script as Record<string, unknown> & { src: string };
    dropped(rest, `the script ${src}`, src, warn);
    scripts.push({ src, async: async === true, defer: defer === true, ...strings({ type, integrity, crossorigin }) });
  }
  const stylesheets: NonNullable<SiteConfig['stylesheets']> = [];
  for (const entry of site.stylesheets) {
    const sheet = typeof entry === 'string' ? { href: entry } : isPlainObject(entry) && typeof entry.href === 'string' ? entry : null;
    if (!sheet) {
      warn('a `stylesheets` entry without an `href` is not loaded', 'give it as a URL, or as an object with `href`', ['stylesheets']);
      continue;
    }
    const { href, rel: _, type, integrity, crossorigin, ...rest } = sheet as Record<string, unknown> & { href: string };
    dropped(rest, `the stylesheet ${href}`, href, warn);
    stylesheets.push({ href, ...strings({ type, integrity, crossorigin }) });
  }
  const headTags: NonNullable<SiteConfig['headTags']> = [];
  for (const entry of site.headTags) {
    const tag = isPlainObject(entry) ? entry : {};
    const tagName = typeof tag.tagName === 'string' ? tag.tagName.toLowerCase() : '';
    if (!headTagNames.includes(tagName as (typeof headTagNames)[number])) {
      warn(`a \`headTags\` entry <${tagName || '?'}> is not added: sfpdocs adds ${headTagNames.map((n) => `<${n}>`).join(', ')}`, 'use one of those tags', tagName ? { text: String(tag.tagName) } : ['headTags']);
      continue;
    }
    // Boolean attributes (`async: true`) are written as present, `false` as absent.
    const attributes = Object.fromEntries(
      Object.entries(isPlainObject(tag.attributes) ? tag.attributes : {}).flatMap(([name, value]) => (value === true ? [[name, name]] : typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [])),
    );
    headTags.push({ tagName: tagName as (typeof headTagNames)[number], attributes, ...(typeof tag.innerHTML === 'string' ? { innerHTML: tag.innerHTML } : {}) });
  }
  const image = site.themeConfig.image;
  return {
    ...(image ? { image: urlRe.test(image) ? image : `/${image.replace(/^\//, '')}` } : {}),
    metadata: site.themeConfig.metadata,
    scripts,
    stylesheets,
    headTags,
  };
}

/** A footer or navbar logo as sfpdocs' footer logo; what it cannot show is a warning at the logo. */
export function footerLogo(logo: DocusaurusLogo | null, warn: WarnAt): NonNullable<SiteConfig['footer']>['logo'] {
  if (!logo) return null;
  if (logo.srcDark) warn('the footer logo\'s `srcDark` is not used: the logo is the same in both colour modes', 'use an image that reads on both backgrounds', ['themeConfig', 'footer', 'logo', 'srcDark']);
  const size = (value: string | number | null) => (value === null ? 0 : Math.max(0, Math.round(Number.parseFloat(String(value))) || 0));
  return {
    src: urlRe.test(logo.src) ? logo.src : `/${logo.src.replace(/^\//, '')}`,
    alt: logo.alt ?? '',
    href: logo.href ?? '',
    width: size(logo.width),
    height: size(logo.height),
  };
}

function strings(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

function dropped(rest: Record<string, unknown>, what: string, written: string, warn: WarnAt): void {
  const names = Object.keys(rest);
  if (names.length) warn(`${names.map((n) => `\`${n}\``).join(', ')} of ${what} ${names.length > 1 ? 'are' : 'is'} not written`, 'sfpdocs writes src/href, async, defer, type, integrity and crossorigin; use headTags for other attributes', { text: written });
}
