// `@theme/Admonition`: the same <aside> the `:::type` markdown syntax makes
// (compiler/content/plugins/remark-admonitions.ts), so both read and look alike.
import type { ReactNode } from 'react';
import { admonitionType } from '../../shared/admonition-types.ts';

export interface AdmonitionProps {
  /** note, tip, info, warning, danger, or Docusaurus's other names (caution, important…); unknown types show as info. */
  type?: string;
  /** Default: the type's name. */
  title?: ReactNode;
  /** Accepted for Docusaurus compatibility; the theme draws no icons. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition({ type, title, className, children }: AdmonitionProps) {
  const { style, title: defaultTitle } = admonitionType(type);
  return (
    <aside className={`admonition admonition-${style}${className ? ` ${className}` : ''}`}>
      <p className="admonition-title">{title ?? defaultTitle}</p>
      {children}
    </aside>
  );
}
