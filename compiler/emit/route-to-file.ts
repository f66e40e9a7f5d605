/** Output file of a route: `/a/b` and `/a/b/` are `a/b/index.html`; `/404` is `404.html`. */
export function routeToFile(route: string): string {
  if (route === '/404') return '404.html';
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/**
 * Output file of a redirect page: a path ending in `.html` (client-redirects' `fromExtensions`,
 * an old `/api.html`) is that file, as Docusaurus writes it, so a static host serves it as asked;
 * any other is its folder's index.html.
 */
export function redirectToFile(from: string): string {
  const trimmed = from.replace(/^\/+|\/+$/g, '');
  return /\.html?$/i.test(trimmed) ? trimmed : routeToFile(from);
}

/**
 * The readable part of a route's chunk name: the end of its path, at most 60 characters, never
 * starting with a dot (hidden files are skipped by globs, precaching among them, and refused by
 * some static hosts) or a dash.
 */
export function chunkStem(route: string): string {
  return (
    route
      .replace(/^\/|\/$/g, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(-60)
      .replace(/^[.-]+/, '') || 'index'
  );
}
