import type { ReactNode } from 'react';
import { isExternalHref, withBase } from '../../shared/base-url.ts';
import { useSite } from './SiteContext.ts';

/** A link to a route (base URL applied) or to an external URL (opened safely). */
/** `label`: the link's accessible name (`aria-label`), for a link without text. */
export function Link(props: { href: string; children: ReactNode; className?: string; label?: string; current?: boolean; rel?: string; hook?: string; onClick?: () => void }) {
  const { baseUrl } = useSite();
  const external = isExternalHref(props.href);
  return (
    <a
      href={withBase(baseUrl, props.href)}
      className={props.className}
      aria-label={props.label}
      aria-current={props.current ? 'page' : undefined}
      rel={external ? 'noopener noreferrer' : props.rel}
      data-sfp={props.hook}
      onClick={props.onClick}
    >
      {props.children}
    </a>
  );
}
