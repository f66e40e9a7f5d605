// Server entry: the compiler bundles this for Node and renders every route with it.
// The modules pages' components share with this renderer (shared/page-modules.ts), first.
import './page-modules.ts';
import { renderToString } from 'react-dom/server';
import { App, type AppProps } from './theme/App.tsx';

export function renderPage(props: AppProps): string {
  return renderToString(<App {...props} />);
}
