// `sfpdocs serve --watch` (and `start`, `dev`): starts writers' mode and reports in the terminal.
// Problems print once, when they appear, as `file:line:col  message  (hint)`; the page overlay
// shows the same text.
import path from 'node:path';
import type { Diagnostic } from '../compiler/diagnostics/diagnostic.ts';
import { assertSiteFolder } from '../compiler/config/site-folder.ts';
import { serveWatch } from '../compiler/watch/serve-watch.ts';
import { removeTempFolders } from '../compiler/output/temp-folders.ts';
import { buildProgress } from './build-progress.ts';
import { formatDiagnostic } from './format-diagnostic.ts';
import { networkNotice } from './network-notice.ts';
import { openBrowser } from './open-browser.ts';

export interface ServeWatchCommandOptions {
  port: number;
  host: string;
  dir?: string;
  open?: boolean;
  /** Milliseconds between looks for changes, instead of file system events. */
  poll?: number;
  /** The locale to serve (`--locale`); default: the site's default locale. */
  locale?: string;
  /** Called once the first build is served: the server then stops on Ctrl+C its own way. */
  onServing?: () => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Returns the exit code for a usage error, or undefined once the server runs. */
export async function runServeWatch(siteDir: string, opts: ServeWatchCommandOptions): Promise<number | undefined> {
  if (opts.dir) {
    console.error('--dir serves a built folder; --watch builds in memory. Use one or the other  (drop --dir)');
    return 2;
  }
  let shown = new Set<string>();
  let errorsBefore = 0;
  /** Prints the problems not printed before, and says so when the last error is fixed. */
  const report = (diagnostics: Diagnostic[]) => {
    const texts = diagnostics.map(formatDiagnostic);
    const fresh = texts.filter((text) => !shown.has(text));
    for (const text of fresh) console.error(text);
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    if (fresh.length) console.error(`${plural(errors, 'error')}, ${plural(diagnostics.length - errors, 'warning')}`);
    else if (errors === 0 && errorsBefore > 0) console.log('no errors left');
    shown = new Set(texts);
    errorsBefore = errors;
  };
  assertSiteFolder(siteDir);
  console.log(`sfpdocs writers' mode: building ${path.resolve(siteDir)}`);
  // The first build reports its phases as `sfpdocs build` does.
  const progress = buildProgress();
  const server = await serveWatch({
    siteDir,
    onProgress: progress.onProgress,
    port: opts.port,
    host: opts.host,
    poll: opts.poll,
    ...(opts.locale ? { locale: opts.locale } : {}),
    format: formatDiagnostic,
    onUpdate(update, diagnostics) {
      const what = update.files.length === 1 ? update.files[0] : plural(update.files.length, 'file');
      const did = update.type === 'reload' ? 'reloading pages' : update.routes ? plural(update.routes.length, 'page') : 'site structure';
      console.log(`changed ${what}: ${did}, ${plural(update.compiled, 'file')} compiled, in ${update.ms.toFixed(0)} ms`);
      report(diagnostics);
    },
    onError(error) {
      console.error('sfpdocs: an update failed; this is a bug in sfpdocs. The server keeps running; save the file again to retry.');
      console.error(error instanceof Error ? error.stack : error);
    },
  });
  progress.finish();
  opts.onServing?.();
  const site = server.site;
  const pages = site.graph?.pages.size ?? 0;
  const base = site.clientConfig?.baseUrl ?? '/';
  report(site.diagnostics());
  const watching = opts.poll === undefined ? 'watching' : `looking every ${opts.poll} ms at`;
  console.log(`built ${plural(pages, 'page')} in ${(server.ms / 1000).toFixed(2)} s; ${watching} ${server.watching()}`);
  for (const line of networkNotice({ host: opts.host, port: Number(new URL(server.url).port), path: base, what: 'writers' })) console.error(line);
  console.log(`serving at ${server.url}${base}  (Ctrl+C stops)`);
  if (opts.open) openBrowser(`${server.url}${base}`);
  const stop = () => {
    console.error("stopped writers' mode");
    removeTempFolders();
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return undefined;
}
