// Writers' mode: the server-sent events channel open pages listen on. Only pages of this server
// may listen: the Host must name the address the server was bound to (so a DNS-rebound name
// cannot reach it), an Origin, when the browser sends one, must be this server's own, and on
// loopback (the default) the peer must be on this machine.
import type http from 'node:http';
import os from 'node:os';
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

/** `host`: the address the server is bound to (default loopback); see channelPolicy. */
export function createEventChannel(current: () => DevEvent, host = '127.0.0.1'): EventChannel {
  const policy = channelPolicy(host);
  const clients = new Set<http.ServerResponse>();
  let id = 0;
  const frame = (event: DevEvent) => `id: ${++id}\ndata: ${JSON.stringify(event)}\n\n`;
  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  return {
    handle(req, res) {
      const refusal = refuse(req, policy);
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

const loopbackNameRe = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;
const wildcardRe = /^(0\.0\.0\.0|::|\[::\])$/;

/** Who may listen to a server bound to one address. */
export interface ChannelPolicy {
  /** Peers must be on this machine. */
  loopbackPeers: boolean;
  /** Whether the Host header may give this host name (lower case, IPv6 in brackets). */
  allows: (name: string) => boolean;
  /** The names allowed, for the refusal. */
  names: string;
}

/**
 * Bound to loopback: this machine's pages only, by loopback names. Bound to one other address
 * (`--host 192.168.1.20`, to read on a phone): any peer, through that address only. Bound to
 * every address (`0.0.0.0`, `::`, in a container): any peer, through this machine's own
 * addresses and names.
 */
export function channelPolicy(host: string): ChannelPolicy {
  const bracket = (name: string) => (name.includes(':') && !name.startsWith('[') ? `[${name}]` : name).toLowerCase();
  const among = (names: string[]) => ({ allows: (name: string) => names.includes(name), names: names.join(', ') });
  if (loopbackNameRe.test(host)) return { loopbackPeers: true, allows: (name) => loopbackNameRe.test(name), names: 'loopback host names' };
  if (!wildcardRe.test(host)) return { loopbackPeers: false, ...among([bracket(host)]) };
  const addresses = Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((a) => bracket(a.address.replace(/%.*$/, ''))));
  const name = os.hostname().toLowerCase();
  return { loopbackPeers: false, ...among(['localhost', '127.0.0.1', '[::1]', name, `${name}.local`, ...addresses]) };
}

/** The host name of a Host header, lower case (IPv6 in brackets), or null when it is malformed. */
function hostNameOf(header: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(:\d+)?$/i.exec(header);
  return match ? match[1]!.toLowerCase() : null;
}

/** Why a request may not listen, or null when it may. */
export function refuse(req: http.IncomingMessage, policy: ChannelPolicy = channelPolicy('127.0.0.1')): string | null {
  const peer = req.socket.remoteAddress ?? '';
  if (policy.loopbackPeers && !(peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.'))) return 'the event channel answers this machine only';
  const host = req.headers.host ?? '';
  const name = hostNameOf(host);
  if (name === null || !policy.allows(name)) return `the event channel answers ${policy.names} only`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return `origin ${origin} may not listen to this server`;
  return null;
}
