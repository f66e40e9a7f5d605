// Compiled HTML carries a marker (`sfp:N`) in place of each internal link target (see
// remark-collect-links.ts), so compiling a page depends on its text alone; once the link pass has
// resolved the page's links against the whole site, the markers become the real hrefs.
import { linkMarkerPrefix } from './plugins/remark-collect-links.ts';

const markerRe = new RegExp(`(href|src)="${linkMarkerPrefix}(\\d+)"`, 'g');

/** Replaces the `sfp:N` link markers in compiled HTML by the resolved hrefs. */
export function applyHrefs(html: string, hrefs: string[]): string {
  if (!hrefs.length) return html;
  return html.replace(markerRe, (_, attr: string, n: string) => `${attr}="${escapeAttr(hrefs[Number(n)] ?? '')}"`);
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
