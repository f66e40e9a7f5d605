// `@docusaurus/BrowserOnly`: `fallback` on the server and in the hydrating render, so the HTML and
// the first client render agree; `children()` once the page runs in the browser.
import { isValidElement, type ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (typeof children !== 'function') {
    const kind = isValidElement(children) ? 'a React element' : children === undefined ? 'missing' : `a ${typeof children}`;
    throw new Error(`The children of <BrowserOnly> must be a function that returns what to render, e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>; here they are ${kind}.`);
  }
  return <>{isBrowser ? children() : (fallback ?? null)}</>;
}
