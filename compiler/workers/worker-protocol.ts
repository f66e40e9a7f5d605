// The messages between the build and its worker threads.
import type { PageData, SidebarItem } from '../../runtime/contract.ts';
import type { CompiledPage, MarkdownOptions } from '../content/compile-markdown.ts';
import type { SearchSource } from '../emit/emit-search-index.ts';
import type { RenderedPage } from '../emit/render-bodies.ts';
import type { PageFrame } from '../emit/render-html.ts';

/** Markdown files to compile; the text travels with the name so it is the text the cache key hashed. */
export interface CompileTask {
  type: 'compile';
  /** The site's compile options, the same for every task of a build. */
  options: MarkdownOptions;
  items: Array<{ file: string; source: string }>;
}

/** Pages to server-render, with the render context last broadcast, and write (HTML and chunk). */
export interface RenderTask {
  type: 'render';
  pages: PageData[];
  /** Each page's chunk, which the worker writes with the page. */
  chunks: Array<{ url: string; file: string }>;
}

/** One version's search index, returned as JSON. */
export interface SearchTask {
  type: 'search';
  version: string;
  sources: SearchSource[];
}

/** What every render task shares, sent once to each worker instead of with every page. */
export interface RenderContext {
  type: 'render-context';
  sidebars: Record<string, SidebarItem[]>;
  /** The server renderer's module. */
  ssr: string;
  frame: PageFrame;
  /** Where the HTML files go. */
  outDir: string;
}

export type WorkerTask = CompileTask | RenderTask | SearchTask;
export type WorkerMessage = (WorkerTask & { id: number }) | RenderContext;

export interface TaskResults {
  compile: CompiledPage[];
  render: RenderedPage[];
  search: string[];
}

export type WorkerReply = { id: number; results: unknown[] } | { id: number; error: { message: string; stack?: string } };
