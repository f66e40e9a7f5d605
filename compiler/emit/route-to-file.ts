/** Output file of a route: `/a/b` and `/a/b/` are `a/b/index.html`; `/404` is `404.html`. */
export function routeToFile(route: string): string {
  if (route === '/404') return '404.html';
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}
