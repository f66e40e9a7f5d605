// Task: server-render pages and write their HTML files. Each page's data comes from its chunk,
// which the build has already written (page-chunk.ts), so the data is made once per page and
// never sent to this thread.
import fs from 'node:fs';
import path from 'node:path';
import type { SidebarItem } from '../../../shared/contract.ts';
import { loadRenderer, type RenderPage } from '../../emit/bundle-runtime.ts';
import { readChunk } from '../../emit/page-chunk.ts';
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
}

export interface RenderItem {
  /** The page's chunk: its path in the output folder and its URL. */
  chunkFile: string;
  chunkUrl: string;
}

/** The body (for the render cache) and the bytes of the HTML file written. */
export interface RenderedPage {
  body: string;
  bytes: number;
}

let state: { context: RenderContext; renderPage: RenderPage; shell: HtmlShell; write: ReturnType<typeof createFileWriter> } | undefined;

export async function run(items: RenderItem[], context: RenderContext): Promise<RenderedPage[]> {
  if (state?.context !== context) {
    state = { context, renderPage: await loadRenderer(context.ssr), shell: loadHtmlShell(context.frame.config, context.frame.frameHosts), write: createFileWriter(context.outDir) };
  }
  const { renderPage, shell, write } = state;
  const { frame, sidebars, outDir } = context;
  return items.map(({ chunkFile, chunkUrl }) => {
    const page = readChunk(fs.readFileSync(path.join(outDir, chunkFile), 'utf8'));
    const body = renderPage({ config: frame.config, page, sidebar: page.version ? sidebars[page.version] ?? null : null });
    const { file, html } = pageFile(frame, shell, page, body, chunkUrl);
    return { body, bytes: write(file, html) };
  });
}
