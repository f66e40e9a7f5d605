// `@theme/Admonition`: the same <aside> the `:::type` markdown syntax makes
// (compiler/content/plugins/remark-admonitions.ts), so both read and look alike.
import type { ReactNode } from 'react';
import { admonitionType } from '../../shared/admonition-types.ts';
import { useSite } from '../theme/SiteContext.ts';

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
  const { style, title: englishTitle } = admonitionType(type);
  // The locale's word for the type (`theme.admonition.note` …), else the English title.
  const messages = useSite().i18n?.messages;
  const defaultTitle = (type && messages?.[`theme.admonition.${type}`]) || englishTitle;
  return (
    <aside className={`admonition admonition-${style}${className ? ` ${className}` : ''}`}>
      <p className="admonition-title">{title ?? defaultTitle}</p>
      {children}
    </aside>
  );
}
