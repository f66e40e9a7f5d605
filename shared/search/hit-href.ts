/** Where a result opens: its page, at the section that matched when there is one. */
export function hitHref(route: string, anchor: string): string {
  return anchor ? `${route}#${encodeURIComponent(anchor)}` : route;
}
