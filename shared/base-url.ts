// Joining routes and site paths to the site's base URL, the same way in the compiler, the React
// runtime and the legacy phone script. A base URL starts and ends with `/` (config validation).
// ES5-safe (no const/let/classes/destructuring): the Gecko 48 script imports it (bundle-legacy.ts).

var externalRe = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for an absolute URL (`https:`, `mailto:`, `//host`): it is never joined to the base. */
export function isExternalHref(href: string): boolean {
  return externalRe.test(href);
}

/** The base URL without its trailing slash: `''` for `/`, `/preview` for `/preview/`. */
export function basePrefix(baseUrl: string): string {
  return baseUrl.replace(/\/$/, '');
}

/** A site path (`/docs/x`, `/assets/a.js`) under the base URL; absolute URLs and `#anchors` pass through. */
export function withBase(baseUrl: string, href: string): string {
  if (isExternalHref(href) || href.charAt(0) === '#') return href;
  return basePrefix(baseUrl) + href;
}

/** The deployed site's root without a trailing slash: `https://example.com/preview`. */
export function siteRoot(config: { url: string; baseUrl: string }): string {
  return config.url.replace(/\/$/, '') + basePrefix(config.baseUrl);
}
