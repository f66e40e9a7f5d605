// Writers' mode (`sfpdocs serve --watch`): builds the site in memory, serves it (on loopback unless told otherwise),
// watches its sources and applies each change, then tells open pages over server-sent events.
// Updates run one at a time; changes that arrive meanwhile form the next batch. A broken file
// never stops the server: its problems go to the terminal (through onUpdate) and to the pages.
import crypto from 'node:crypto';
import http from 'node:http';
import type { DevEvent, DevProblem } from '../../shared/contract.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { bundleDevClient } from './bundle-dev-client.ts';
import { createDevRequestHandler } from './dev-request-handler.ts';
import { DevSite, type DevUpdate, type Progress } from './dev-site.ts';
import { createEventChannel } from './event-channel.ts';
import { describeWatchList, watchList } from './watch-list.ts';
import { watchSources, type SourceChange } from './watch-sources.ts';

export interface ServeWatchOptions {
  siteDir: string;
  port?: number;
  /** The address to bind (default loopback); the event channel answers through it only (event-channel.ts). */
  host?: string;
  /** Look for changes every this many milliseconds instead of waiting for file system events. */
  poll?: number;
  /** The locale served (`--locale`, as Docusaurus's `start` serves one); default: the site's default locale. */
  locale?: string;
  /** The one text form of a diagnostic (the CLI's), shown the same in the page overlay. */
  format: (d: Diagnostic) => string;
  /** After every update, with every current problem. */
  onUpdate?: (update: DevUpdate, diagnostics: Diagnostic[]) => void;
  /** The first build's phases, as the build reports them. */
  onProgress?: Progress;
  /** An update failed for a reason that is not the writer's (a bug, a file system error). */
  onError?: (error: unknown) => void;
}

export interface WatchServer {
  url: string;
  site: DevSite;
  /** Milliseconds the first build took. */
  ms: number;
  /** What is watched, as the start line says it (`docs/, blog/, static/ and docusaurus.config.js`). */
  watching(): string;
  close(): Promise<void>;
}

export async function serveWatch(options: ServeWatchOptions): Promise<WatchServer> {
  const host = options.host ?? '127.0.0.1';
  const started = performance.now();
  const site = await DevSite.load(options.siteDir, { onProgress: options.onProgress, locale: options.locale ?? null });
  const ms = performance.now() - started;
  const session = crypto.randomBytes(6).toString('hex');
  let devClient = await bundleDevClient();
  const problems = (): DevProblem[] =>
    site
      .diagnostics()
      .filter((d) => d.severity === 'error')
      .map((d) => ({ file: d.file, line: d.line, column: d.column, message: d.message, hint: d.hint, severity: d.severity, text: options.format(d) }));
  const event = (type: DevEvent['type'], routes: string[] | null, files: string[]): DevEvent => ({ type, session, routes, files, errors: problems() });
  const channel = createEventChannel(() => event('status', [], []), host);
  const server = http.createServer(createDevRequestHandler({ site, channel, devClient: () => devClient }));

  let queued: SourceChange[] = [];
  let running: Promise<void> | null = null;
  const drain = async () => {
    while (queued.length) {
      const batch = queued;
      queued = [];
      try {
        const update = await site.apply(batch);
        if (batch.some((c) => c.area === 'runtime')) devClient = await bundleDevClient().catch(() => devClient);
        // A new config may read other folders (a docs instance, a version, a sidebars file).
        if (batch.some((c) => c.area === 'config')) await watcher.update(watchList(site.siteDir, site.config));
        channel.send(event(update.type, update.routes, update.files));
        options.onUpdate?.(update, site.diagnostics());
      } catch (error) {
        options.onError?.(error);
      }
    }
    running = null;
  };
  const watcher = watchSources({
    siteDir: site.siteDir,
    list: watchList(site.siteDir, site.config),
    poll: options.poll,
    onChanges: (changes) => {
      queued.push(...changes);
      running ??= drain();
    },
  });
  try {
    await watcher.ready;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 3000, host, resolve);
    });
  } catch (error) {
    await watcher.close();
    channel.close();
    throw error;
  }
  const { port } = server.address() as { port: number };
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    site,
    ms,
    watching: () => describeWatchList(site.siteDir, watchList(site.siteDir, site.config)),
    async close() {
      await watcher.close();
      await running;
      await site.output.close();
      channel.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
