// `@theme/MDXComponents/A`: the <a> of MDX pages, which is the theme's Link (base URL, routing).
import Link, { type LinkProps } from './Link.tsx';

export default function MDXA(props: LinkProps) {
  return <Link {...props} />;
}
