// The messages between the build and its worker threads.
import type { ClientConfig, PageData, SidebarItem } from '../../runtime/contract.ts';
import type { CompiledPage } from '../content/compile-markdown.ts';

/** Markdown files to compile; the text travels with the name so it is the text the cache key hashed. */
export interface CompileTask {
  type: 'compile';
  items: Array<{ file: string; source: string }>;
}

/** Pages to server-render with the render context last broadcast. */
export interface RenderTask {
  type: 'render';
  pages: PageData[];
}

/** What every render task shares, sent once to each worker instead of with every page. */
export interface RenderContext {
  type: 'render-context';
  config: ClientConfig;
  sidebars: Record<string, SidebarItem[]>;
}

export type WorkerTask = CompileTask | RenderTask;
export type WorkerMessage = (WorkerTask & { id: number }) | RenderContext;

export interface TaskResults {
  compile: CompiledPage[];
  render: string[];
}

export type WorkerReply = { id: number; results: unknown[] } | { id: number; error: { message: string; stack?: string } };
