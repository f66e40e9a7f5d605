// `@theme/Admonition/Types`: the component that draws each admonition type, by its name, as
// Docusaurus's theme keeps them. A site's swizzle (`src/theme/Admonition/Types.js`) spreads
// `@theme-original/Admonition/Types` (this table) and adds its own types or replaces some; then
// `<Admonition type="…">` and `:::that-type` in markdown render with its component. The entries
// come from the one table of admonitions (shared/admonition-types.ts), each drawing the same
// <aside> the markdown compiler writes.
import type { ComponentType, ReactNode } from 'react';
import { admonitionType, admonitionTypes } from '../../shared/admonition-types.ts';
import { useSite } from '../theme/SiteContext.ts';

/** The props Docusaurus gives an admonition type's component. */
export interface AdmonitionProps {
  /** note, tip, info, warning, danger, Docusaurus's other names (caution, important…), or the site's own. */
  type?: string;
  /** Default: the type's title. */
  title?: ReactNode;
  /** Accepted for Docusaurus compatibility; the theme draws no icons. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** sfpdocs' drawing of an admonition of `type`. */
export function AdmonitionAside({ type, title, className, children }: AdmonitionProps & { type: string }) {
  const { style, title: englishTitle } = admonitionType(type);
  // The locale's word for the type (`theme.admonition.note` …), else the English title.
  const messages = useSite().i18n?.messages;
  const defaultTitle = messages?.[`theme.admonition.${type}`] || englishTitle;
  return (
    <aside className={`admonition admonition-${style}${className ? ` ${className}` : ''}`}>
      <p className="admonition-title">{title ?? defaultTitle}</p>
      {children}
    </aside>
  );
}

// Each type's component draws that type, whatever `type` it is given: a site's component that
// renders `Types.info` with its own props gets an info admonition, as in Docusaurus.
const AdmonitionTypes: Record<string, ComponentType<AdmonitionProps>> = Object.fromEntries(
  Object.keys(admonitionTypes).map((name) => {
    const Type = (props: AdmonitionProps) => <AdmonitionAside {...props} type={name} />;
    Type.displayName = `Admonition(${name})`;
    return [name, Type];
  }),
);

export default AdmonitionTypes;
