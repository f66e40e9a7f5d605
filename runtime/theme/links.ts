// Turns a route into an href under the site's base URL; external URLs pass through.
const externalRe = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternalHref(href: string): boolean {
  return externalRe.test(href);
}

export function withBase(baseUrl: string, href: string): string {
  if (isExternalHref(href) || href.startsWith('#')) return href;
  return baseUrl.replace(/\/$/, '') + href;
}

/** ISO date (YYYY-MM-DD) in UTC, identical on the server and in every browser. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
