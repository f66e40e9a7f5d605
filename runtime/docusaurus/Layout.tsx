// `@theme/Layout`: what a site's React page (src/pages/*.js) wraps itself in. sfpdocs' own frame
// (navbar, footer, skip link) is already around every page, so this renders the page's content in
// its wrapper. `title` and `description` are read from the page's source at build time for the
// page's <title> and meta description (compiler/content/react-page.ts).
import type { ReactNode } from 'react';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

export default function Layout({ children, wrapperClassName }: LayoutProps) {
  return <div className={['react-page', wrapperClassName].filter(Boolean).join(' ')}>{children}</div>;
}
