// Task: server-render pages and write their HTML files. Each page's data comes from its chunk,
// which the build has already written (page-chunk.ts), so the data is made once per page and
// never sent to this thread.
import fs from 'node:fs';
import path from 'node:path';
import type { SidebarItem } from '../../../shared/contract.ts';
import { loadPageModule, loadRenderer, loadSiteTheme, type RenderPage, type SiteThemeComponents } from '../../emit/bundle-runtime.ts';
import { readChunk } from '../../emit/page-chunk.ts';
import { sidebarKeyOf } from '../../../shared/sidebar-key.ts';
import { loadHtmlShell, pageFile, type HtmlShell, type PageFrame } from '../../emit/render-html.ts';
import { createFileWriter } from '../../output/atomic-output.ts';

/** What every render shares (sent once to each worker). */
export interface RenderContext {
  /** The server renderer's module (bundle-runtime.ts). */
  ssr: string;
  sidebars: Record<string, SidebarItem[]>;
  frame: PageFrame;
  /** The output folder: chunks are read from it and HTML written into it. */
  outDir: string;
  /** Route -> the server module of an MDX page with components. */
  pageModules: Record<string, string>;
  /** The server module of the site's theme components, if it has any. */
  siteTheme?: string;
}

export interface RenderItem {
  /** The page's chunk: its path in the output folder and its URL. */
  chunkFile: string;
  chunkUrl: string;
}

/** Why a page's components failed: what they threw, or the time limit they ran past. */
export interface RenderError {
  message: string;
  stack?: string;
  timeLimitMs?: number;
}

/** The body (for the render cache) and the bytes of the HTML file written; or why the page's components failed. */
export type RenderedPage = { body: string; bytes: number } | { route: string; error: RenderError };

let state: { context: RenderContext; renderPage: RenderPage; theme: SiteThemeComponents | undefined; shell: HtmlShell; write: ReturnType<typeof createFileWriter> } | undefined;

export async function run(items: RenderItem[], context: RenderContext): Promise<RenderedPage[]> {
  if (state?.context !== context) {
    state = { context, renderPage: await loadRenderer(context.ssr), theme: context.siteTheme ? await loadSiteTheme(context.siteTheme) : undefined, shell: loadHtmlShell(context.frame), write: createFileWriter(context.outDir) };
  }
  const { renderPage, theme, shell, write } = state;
  const { frame, sidebars, outDir } = context;
  const rendered: RenderedPage[] = [];
  for (const { chunkFile, chunkUrl } of items) {
    const page = readChunk(fs.readFileSync(path.join(outDir, chunkFile), 'utf8'));
    const module = context.pageModules[page.route];
    let body: string;
    try {
      const content = module ? await loadPageModule(module) : undefined;
      const key = sidebarKeyOf(page);
      body = renderPage({ config: frame.config, page, sidebar: key ? sidebars[key] ?? null : null, ...(content ? { content } : {}), ...(theme ? { theme } : {}) });
    } catch (error) {
      // Only a page's own components, or the site's theme components, can throw here: sfpdocs' theme alone renders every other page.
      if (!module && !theme) throw error;
      const err = error instanceof Error ? error : new Error(String(error));
      rendered.push({ route: page.route, error: { message: err.message, stack: err.stack } });
      continue;
    }
    const { file, html } = pageFile(frame, shell, page, body, chunkUrl);
    rendered.push({ body, bytes: write(file, html) });
  }
  return rendered;
}
