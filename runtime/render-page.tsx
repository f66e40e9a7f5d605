// Server entry: the compiler bundles this for Node and renders every route with it.
import { renderToString } from 'react-dom/server';
import { App, type AppProps } from './theme/App.tsx';

export function renderPage(props: AppProps): string {
  return renderToString(<App {...props} />);
}
