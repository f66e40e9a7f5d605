// `@theme/Admonition`: the component of its type in the table of admonition types
// (`@theme/Admonition/Types`, AdmonitionTypes.tsx, or the site's swizzle of it), as Docusaurus's
// theme picks it. sfpdocs' own types draw the same <aside> the `:::type` markdown syntax makes
// (compiler/content/plugins/remark-admonitions.ts), so both read and look alike.
import AdmonitionTypes, { type AdmonitionProps } from './AdmonitionTypes.tsx';

export type { AdmonitionProps } from './AdmonitionTypes.tsx';

/** The type's component; an unknown type is an info admonition, as in Docusaurus. */
export default function Admonition(props: AdmonitionProps) {
  const Type = (props.type && Object.prototype.hasOwnProperty.call(AdmonitionTypes, props.type) ? AdmonitionTypes[props.type] : undefined) ?? AdmonitionTypes.info!;
  return <Type {...props} />;
}
