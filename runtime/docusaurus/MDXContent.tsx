// `@theme/MDXContent`: in Docusaurus, the MDX provider around a page's content. In sfpdocs each
// content component already carries the MDX components (`@theme/MDXComponents`, the site's own when
// it has one): a markdown file a plugin's route names is given them by its module
// (compiler/emit/bundle-pages.ts), a page by its frame. So this renders its children as they are.
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
