// `@docusaurus/Link`: `to` or `href`. A path goes under the base URL (useBaseUrl.ts) and is routed
// in the page like every link of the theme (the router takes clicks on in-site links); an
// absolute URL opens in a new tab, as in Docusaurus; `pathname://` (Docusaurus's mark for a file
// under static/, which its link checker skips) is dropped and the path gets the base URL.
import { useContext, type AnchorHTMLAttributes, type CSSProperties } from 'react';
import { isExternalHref, withBase } from '../../shared/base-url.ts';
import { PageContext } from '../theme/PageContext.ts';
import { useSite } from '../theme/SiteContext.ts';
import { addBaseUrl } from './useBaseUrl.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  /** Default true: add the base URL to paths. */
  autoAddBaseUrl?: boolean;
  /** NavLink: mark the link when it points to the page shown (or, without `exact`, to a page under it). */
  isNavLink?: boolean;
  /** Default `active`. */
  activeClassName?: string;
  activeStyle?: CSSProperties;
  exact?: boolean;
}

const pathnameProtocol = 'pathname://';

export default function Link({ to, href, autoAddBaseUrl = true, isNavLink, activeClassName = 'active', activeStyle, exact, className, style, ...props }: LinkProps) {
  const site = useSite();
  const current = useContext(PageContext);
  const target = to ?? href;
  const plain = target?.startsWith(pathnameProtocol);
  const path = plain ? target!.slice(pathnameProtocol.length) : target;
  const external = path !== undefined && isExternalHref(path);
  const url = path === undefined || external || !autoAddBaseUrl ? path : addBaseUrl(site, path);
  let active = false;
  if (isNavLink && url && current) {
    const here = withBase(site.baseUrl, current.page.route);
    const bare = url.replace(/[?#].*$/, '');
    active = exact ? bare === here : here === bare || here.startsWith(bare.endsWith('/') ? bare : `${bare}/`);
  }
  return (
    <a
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
      href={url}
      className={active ? [className, activeClassName].filter(Boolean).join(' ') : className}
      style={active && activeStyle ? { ...style, ...activeStyle } : style}
      aria-current={active ? 'page' : props['aria-current']}
    />
  );
}
