// `@docusaurus/useBaseUrl`: a path under the site's base URL, with Docusaurus's rules: a path with
// or without a leading slash goes under the base (`img/a.png` and `/img/a.png` alike), one that
// already starts with the base is left alone, and absolute URLs and `#anchors` pass through.
import { useSite } from '../theme/SiteContext.ts';
import { basePrefix, isExternalHref } from '../../shared/base-url.ts';

export interface BaseUrlOptions {
  /** Add the base even when the path already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Return a full URL (`url` + base + path). */
  absolute?: boolean;
}

export function addBaseUrl(site: { url: string; baseUrl: string }, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || isExternalHref(url)) return url;
  const { baseUrl } = site;
  let path: string;
  if (forcePrependBaseUrl || !url.startsWith(baseUrl)) path = url === basePrefix(baseUrl) ? baseUrl : baseUrl + url.replace(/^\//, '');
  else path = url;
  return absolute ? site.url.replace(/\/$/, '') + path : path;
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return addBaseUrl(useSite(), url, options);
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSite();
  return { withBaseUrl: (url, options) => addBaseUrl(site, url, options) };
}
