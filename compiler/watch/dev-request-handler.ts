// Writers' mode: answers requests from the site in memory (dev-output.ts), the event channel and
// the dev client. Paths are checked as `sfpdocs serve` checks them; the base URL is removed first.
import type http from 'node:http';
import { basePrefix } from '../../shared/base-url.ts';
import { acceptRequest } from '../serve.ts';
import { rangeAnswer } from '../serve-conditions.ts';
import { devClientPath, devErrorPage, eventsPath, type DevFile } from './dev-output.ts';
import type { DevSite } from './dev-site.ts';
import type { EventChannel } from './event-channel.ts';

export interface DevRequestHandlerOptions {
  site: DevSite;
  channel: EventChannel;
  devClient: () => string;
}

export function createDevRequestHandler({ site, channel, devClient }: DevRequestHandlerOptions): http.RequestListener {
  return async (req, res) => {
    const accepted = acceptRequest(req, res);
    if (!accepted) return;
    const { method, pathname: full } = accepted;
    const base = basePrefix(site.baseUrl);
    if (base && full !== base && !full.startsWith(`${base}/`)) {
      res.writeHead(302, { Location: `${base}/` }).end();
      return;
    }
    const pathname = full.slice(base.length) || '/';
    const query = new URLSearchParams((req.url ?? '').split('?')[1] ?? '');
    if (pathname === eventsPath) return channel.handle(req, res);
    if (pathname === devClientPath) return send(res, method, { status: 200, body: devClient(), type: 'text/javascript; charset=utf-8' });
    if (!site.graph) return send(res, method, { status: 503, body: devErrorPage(base), type: 'text/html; charset=utf-8' });
    let file: DevFile | null;
    try {
      file = (await site.output.get(pathname, query)) ?? (await site.output.notFound());
    } catch (error) {
      console.error(`sfpdocs: rendering ${pathname} failed; this is a bug in sfpdocs`, error);
      return send(res, method, { status: 500, body: `rendering ${pathname} failed: ${(error as Error).stack}`, type: 'text/plain; charset=utf-8' });
    }
    send(res, method, file ?? { status: 404, body: 'Not found', type: 'text/plain' }, req);
  };
}

/** Sends a file from memory; a GET with one byte Range gets that part (Safari plays <video> by ranges), as from `sfpdocs serve`. */
function send(res: http.ServerResponse, method: string, file: DevFile, req?: http.IncomingMessage): void {
  const body = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
  const headers = { 'Content-Type': file.type, 'Cache-Control': 'no-cache', ...(file.status === 200 ? { 'Accept-Ranges': 'bytes' } : {}) };
  const part = file.status === 200 && req && method === 'GET' ? rangeAnswer(req.headers.range, req.headers['if-range'] as string | undefined, body.byteLength) : ({ kind: 'whole' } as const);
  if (part.kind === 'unsatisfiable') return void res.writeHead(416, { ...headers, 'Content-Range': `bytes */${body.byteLength}` }).end();
  if (part.kind === 'part') return void res.writeHead(206, { ...headers, 'Content-Range': `bytes ${part.start}-${part.end}/${body.byteLength}` }).end(body.subarray(part.start, part.end + 1));
  res.writeHead(file.status, headers);
  res.end(method === 'HEAD' ? undefined : body);
}
