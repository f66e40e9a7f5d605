// `@theme/MDXComponents`: what lowercase elements of an MDX page become, as in Docusaurus, where
// <details> is the theme's Details and a <head> block sets the document's title and meta tags. A
// site's own MDXComponents may spread this object and add to it.
import Admonition from './Admonition.tsx';
import Details from './Details.tsx';
import Head from './Head.tsx';

const MDXComponents = {
  details: Details,
  Details,
  head: Head,
  Head,
  admonition: Admonition,
  Admonition,
};

export default MDXComponents;
