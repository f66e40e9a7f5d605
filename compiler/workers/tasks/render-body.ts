// Task: server-render one page that runs code of its own (an MDX page with components, a React
// page) or the site's theme components, and return its body, for writers' mode, which serves pages from memory. It runs on a
// worker so that a page whose code never returns can be stopped (worker-pool.ts time limits)
// without stopping the server.
import type { RenderInput } from '../../../shared/contract.ts';
import { loadPageModule, loadRenderer, loadSiteTheme } from '../../emit/bundle-runtime.ts';
import type { RenderError } from './render-pages.ts';

export interface RenderBodyContext {
  /** The server renderer's module (bundle-runtime.ts). */
  ssr: string;
}

export interface RenderBodyItem {
  input: RenderInput;
  /** The file URL of the page's server module, if the page has one. */
  module?: string;
  /** The file URL of the site's theme module, if the site has one. */
  theme?: string;
}

/** The page's body, or what its code threw (the page's problem, not the worker's). */
export type RenderedBody = { body: string } | { error: RenderError };

export async function run(item: RenderBodyItem, context: RenderBodyContext): Promise<RenderedBody> {
  // The renderer first: it sets up the React the page modules share (shared/page-modules.ts).
  const renderPage = await loadRenderer(context.ssr);
  try {
    const [content, theme] = await Promise.all([item.module ? loadPageModule(item.module) : undefined, item.theme ? loadSiteTheme(item.theme) : undefined]);
    return { body: renderPage({ ...item.input, ...(content ? { content } : {}), ...(theme ? { theme } : {}) }) };
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    return { error: { message: err.message, ...(err.stack ? { stack: err.stack } : {}) } };
  }
}
