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

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "21 November 2025", in UTC and without Intl, so the server and every browser print the same. */
export function humanDate(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
