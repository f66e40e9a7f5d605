// `sfpdocs serve --watch`: starts writers' mode and reports in the terminal. Problems print once,
// when they appear, as `file:line:col  message  (hint)`; the page overlay shows the same text.
import path from 'node:path';
import type { Diagnostic } from '../compiler/diagnostics/diagnostic.ts';
import { loopbackHostRe, serveWatch } from '../compiler/watch/serve-watch.ts';
import { formatDiagnostic } from './format-diagnostic.ts';

export interface ServeWatchCommandOptions {
  port: number;
  host: string;
  dir?: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Returns the exit code for a usage error, or undefined once the server runs. */
export async function runServeWatch(siteDir: string, opts: ServeWatchCommandOptions): Promise<number | undefined> {
  if (opts.dir) {
    console.error('--dir serves a built folder; --watch builds in memory. Use one or the other  (drop --dir)');
    return 2;
  }
  if (!loopbackHostRe.test(opts.host)) {
    console.error(`writers' mode serves on this machine only, not on ${opts.host}  (use --host 127.0.0.1, or build and run \`sfpdocs serve\`)`);
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
  console.log(`sfpdocs writers' mode: building ${path.resolve(siteDir)}`);
  const server = await serveWatch({
    siteDir,
    port: opts.port,
    host: opts.host,
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
  const site = server.site;
  const pages = site.graph?.pages.size ?? 0;
  report(site.diagnostics());
  console.log(`built ${plural(pages, 'page')} in ${(server.ms / 1000).toFixed(2)} s; watching content/, site.config.ts, templates/ and runtime/`);
  console.log(`serving at ${server.url}${site.clientConfig?.baseUrl ?? '/'}  (Ctrl+C stops)`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return undefined;
}
