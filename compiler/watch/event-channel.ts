// Writers' mode: the server-sent events channel open pages listen on. Only pages of this server
// may listen: the peer must be on this machine, the Host must name loopback (so a DNS-rebound
// name cannot reach it) and an Origin, when the browser sends one, must be this server's own.
import type http from 'node:http';
import type { DevEvent } from '../../shared/contract.ts';

/** Comments keep idle connections open through proxies and let clients notice a dead server. */
const heartbeatMs = 20_000;
/** How soon a disconnected client tries again. */
const retryMs = 500;

export interface EventChannel {
  /** Answers a request for the channel: keeps it open, or refuses it with 403. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): void;
  send(event: DevEvent): void;
  /** How many pages are listening. */
  size(): number;
  close(): void;
}

export function createEventChannel(current: () => DevEvent): EventChannel {
  const clients = new Set<http.ServerResponse>();
  let id = 0;
  const frame = (event: DevEvent) => `id: ${++id}\ndata: ${JSON.stringify(event)}\n\n`;
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  return {
    handle(req, res) {
      const refusal = refuse(req);
      if (refusal) {
        res.writeHead(403, { 'Content-Type': 'text/plain' }).end(refusal);
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
      res.socket?.setNoDelay(true);
      res.write(`retry: ${retryMs}\n\n${frame(current())}`);
      clients.add(res);
      res.on('close', () => clients.delete(res));
    },
    send(event) {
      const text = frame(event);
      for (const res of clients) res.write(text);
    },
    size: () => clients.size,
    close() {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

const loopbackHostRe = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/** Why a request may not listen, or null when it may. */
export function refuse(req: http.IncomingMessage): string | null {
  const peer = req.socket.remoteAddress ?? '';
  if (!(peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.'))) return 'the event channel answers this machine only';
  const host = req.headers.host ?? '';
  if (!loopbackHostRe.test(host)) return 'the event channel answers loopback host names only';
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return `origin ${origin} may not listen to this server`;
  return null;
}
