// Writers' mode: answers requests from the site in memory (dev-output.ts), the event channel and
// the dev client. Paths are checked as `sfpdocs serve` checks them; the base URL is removed first.
import type http from 'node:http';
import { basePrefix } from '../../shared/base-url.ts';
import { acceptRequest } from '../serve.ts';
import { devClientPath, devErrorPage, eventsPath, type DevFile } from './dev-output.ts';
import type { DevSite } from './dev-site.ts';
import type { EventChannel } from './event-channel.ts';

export interface DevRequestHandlerOptions {
  site: DevSite;
  channel: EventChannel;
  devClient: () => string;
}

export function createDevRequestHandler({ site, channel, devClient }: DevRequestHandlerOptions): http.RequestListener {
  return (req, res) => {
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
      file = site.output.get(pathname, query) ?? site.output.notFound();
    } catch (error) {
      console.error(`sfpdocs: rendering ${pathname} failed; this is a bug in sfpdocs`, error);
      return send(res, method, { status: 500, body: `rendering ${pathname} failed: ${(error as Error).stack}`, type: 'text/plain; charset=utf-8' });
    }
    send(res, method, file ?? { status: 404, body: 'Not found', type: 'text/plain' });
  };
}

function send(res: http.ServerResponse, method: string, file: DevFile): void {
  res.writeHead(file.status, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' });
  res.end(method === 'HEAD' ? undefined : file.body);
}
