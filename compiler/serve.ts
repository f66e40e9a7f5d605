// Serves a built folder as a static host does: `/a/b` and `/a/b/` answer `a/b/index.html`, a real
// file answers itself, anything else answers 404.html with status 404. Requests that try to leave
// the folder (`..`, encoded or not, backslashes, NUL bytes, symlinks pointing out) get 400 or 404.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';

export interface ServeOptions {
  dir: string;
  port?: number;
  host?: string;
  /**
   * Files are always looked up per request now (see createRequestHandler); the flag is kept so
   * callers that ask for it (tests serving a folder that is redeployed) need not change.
   */
  dev?: boolean;
}

export interface Server {
  url: string;
  close(): Promise<void>;
}

const badPathRe = /\\|\0|(^|\/)\.\.?(\/|$)/;

export function createRequestHandler(options: { dir: string }): http.RequestListener {
  const root = fs.realpathSync(path.resolve(options.dir));
  const notFound = path.join(root, '404.html');
  const sendNotFound = (res: http.ServerResponse, method: string) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    if (method === 'HEAD' || !fs.existsSync(notFound)) return void res.end(method === 'HEAD' ? undefined : 'Not found');
    fs.createReadStream(notFound).pipe(res);
  };
  return (req, res) => {
    const accepted = acceptRequest(req, res);
    if (!accepted) return;
    const { method, pathname } = accepted;
    const file = resolveFile(root, pathname);
    if (!file) return sendNotFound(res, method);
    sendFile(req, res, method, file, () => sendNotFound(res, method));
  };
}

/**
 * Sends one file, looked up per request (resolveFile has checked it), with its type, a validator
 * and the cache policy. A file removed between the check and the read (a redeploy while the
 * server runs) is a 404, never an unhandled stream error that would stop the server.
 */
function sendFile(req: http.IncomingMessage, res: http.ServerResponse, method: string, file: string, missing: () => void): void {
  fs.stat(file, (statError, stat) => {
    if (statError || !stat.isFile()) return missing();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', mimeType(file) ?? 'application/octet-stream');
    res.setHeader('ETag', etag);
    // Hashed assets never change; HTML and the service worker must be revalidated.
    res.setHeader('Cache-Control', /\.[0-9a-f]{10}\.(js|css|json)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.setHeader('Content-Length', stat.size);
    if (method === 'HEAD') return void res.end();
    const stream = fs.createReadStream(file);
    stream.once('error', () => (res.headersSent ? res.destroy() : missing()));
    stream.once('open', () => stream.pipe(res));
  });
}

export function mimeType(file: string): string | undefined {
  const type = lookup(file);
  return type && /^text\/|javascript|json|xml|manifest/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The checks every request passes first, on both servers: GET or HEAD only (405), and a path
 * that decodes to a safe absolute path (400). Answers and returns null when it fails.
 */
export function acceptRequest(req: http.IncomingMessage, res: http.ServerResponse): { method: string; pathname: string } | null {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method not allowed');
    return null;
  }
  const pathname = safePathname(req.url ?? '/');
  if (pathname === null) {
    res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
    return null;
  }
  return { method, pathname };
}

/** The decoded path of a request URL, or null when it is malformed or tries to leave the folder. */
export function safePathname(url: string): string | null {
  const raw = url.split('?')[0]!;
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!pathname.startsWith('/') || badPathRe.test(pathname) || /%2e|%2f|%5c|%00/i.test(pathname) || pathname.length > 2048) return null;
  return pathname;
}

/** The file a path names inside root (directly or as its index.html), never outside it. */
function resolveFile(root: string, pathname: string): string | null {
  const candidates = pathname.endsWith('/') ? [path.join(root, pathname, 'index.html')] : [path.join(root, pathname), path.join(root, pathname, 'index.html')];
  for (const candidate of candidates) {
    let real: string;
    try {
      real = fs.realpathSync(candidate);
    } catch {
      continue;
    }
    if (real !== root && !real.startsWith(root + path.sep)) return null;
    // The file may vanish between the two calls (a redeploy): then it is simply not there.
    if (fs.statSync(real, { throwIfNoEntry: false })?.isFile()) return real;
  }
  return null;
}

export function serve(options: ServeOptions): Promise<Server> {
  const handler = createRequestHandler(options);
  const server = http.createServer(handler);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => {
      const address = server.address() as { port: number };
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${address.port}`,
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}
