// Serves a built folder as a static host does, under the site's base URL: `/` redirects to the
// base, `BASE/a/b` and `BASE/a/b/` answer `a/b/index.html`, a real file answers itself, anything
// else answers 404.html with status 404. Text is sent compressed when the request accepts it:
// the `.br`/`.gz` copy the build wrote (compiler/output/precompress.ts), else compressed on the
// way. Requests that try to leave the folder (`..`, encoded or not, backslashes, NUL bytes,
// symlinks pointing out) get 400 or 404.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { lookup } from 'mrmime';
import { brotliOptions, compressibleRe, encodings, gzipOptions, minCompressBytes, type Encoding } from './output/precompress.ts';
import { isInside } from './paths/is-inside.ts';
import { noneMatch, rangeAnswer } from './serve-conditions.ts';

export interface ServeOptions {
  dir: string;
  port?: number;
  host?: string;
  /** The path the site is served under; default: the `scope` of the built manifest.webmanifest, else `/`. */
  baseUrl?: string;
  /**
   * Files are always looked up per request now (see createRequestHandler); the flag is kept so
   * callers that ask for it (tests serving a folder that is redeployed) need not change.
   */
  dev?: boolean;
}

export interface Server {
  url: string;
  /** The base URL the folder is served under, `/…/`. */
  baseUrl: string;
  close(): Promise<void>;
}

const badPathRe = /\\|\0|(^|\/)\.\.?(\/|$)/;
/** `name.0123456789.ext` and esbuild's `name.ABCDEFGH.ext`: content-hashed, never changed once written. */
const hashedFileRe = /\.[0-9a-f]{10}\.(js|css|json)$|\.[A-Z0-9]{8}\.(js|css)$/;
/** Compressing on the way costs each request: a fast level (the build's copies use better ones). */
const onTheWayBrotliQuality = 4;

/** `/docs/` from `docs`, `/docs`, `/docs/` or `//docs//`; `/` from `` or `/`. */
export function normalizeBaseUrl(baseUrl: string): string {
  const inner = baseUrl.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

/** The base URL a built folder was built for: its web app manifest's scope, or null. */
export function builtBaseUrl(dir: string): string | null {
  try {
    const { scope } = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8')) as { scope?: unknown };
    return typeof scope === 'string' && scope.startsWith('/') ? normalizeBaseUrl(scope) : null;
  } catch {
    return null;
  }
}

export function createRequestHandler(options: { dir: string; baseUrl?: string }): http.RequestListener {
  const root = fs.realpathSync(path.resolve(options.dir));
  const base = normalizeBaseUrl(options.baseUrl ?? builtBaseUrl(root) ?? '/');
  const notFound = path.join(root, '404.html');
  const sendNotFound = (req: http.IncomingMessage, res: http.ServerResponse, method: string) => {
    const fallback = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(method === 'HEAD' ? undefined : 'Not found');
    };
    sendFile({ req, res, method, file: notFound, status: 404, missing: fallback });
  };
  return (req, res) => {
    const accepted = acceptRequest(req, res);
    if (!accepted) return;
    const { method, pathname } = accepted;
    // The site lives under its base URL; the root of the host only leads there.
    if (base !== '/' && (pathname === '/' || pathname === '/index.html')) {
      const query = (req.url ?? '').slice((req.url ?? '').split('?')[0]!.length);
      res.writeHead(302, { Location: base + query, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    const inside = pathname === base.slice(0, -1) ? '/' : pathname.startsWith(base) ? pathname.slice(base.length - 1) : null;
    const file = inside === null ? null : resolveFile(root, inside);
    if (!file) return sendNotFound(req, res, method);
    sendFile({ req, res, method, file, status: 200, missing: () => sendNotFound(req, res, method) });
  };
}

interface SendFileOptions {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  method: string;
  /** Checked by resolveFile (or the server's own 404.html). */
  file: string;
  status: number;
  /** Answers when the file is not there (any more). */
  missing: () => void;
}

/**
 * Sends one file, looked up per request, with its type, a validator and the cache policy, in the
 * best encoding the request accepts. A file removed between the check and the read (a redeploy
 * while the server runs) is a 404, never an unhandled stream error that would stop the server.
 */
function sendFile({ req, res, method, file, status, missing }: SendFileOptions): void {
  fs.stat(file, (statError, stat) => {
    if (statError || !stat.isFile()) return missing();
    const compressible = compressibleRe.test(file) && stat.size >= minCompressBytes;
    const encoding = compressible ? acceptedEncodings(req.headers['accept-encoding']) : [];
    const copy = encoding.length ? precompressedCopy(file, stat, encoding) : null;
    const chosen = copy?.encoding ?? encoding[0] ?? null;
    const validator = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
    const etag = `W/"${validator}${chosen ? `-${chosen.name}` : ''}"`;
    res.statusCode = status;
    res.setHeader('Content-Type', mimeType(file) ?? 'application/octet-stream');
    res.setHeader('ETag', etag);
    // Hashed assets never change; HTML and the service worker must be revalidated.
    res.setHeader('Cache-Control', status === 200 && hashedFileRe.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    // The answer differs with Accept-Encoding for every file that may be sent compressed, so a
    // cache between here and the reader must not give one client's encoding to another.
    if (compressibleRe.test(file)) res.setHeader('Vary', 'Accept-Encoding');
    if (chosen) res.setHeader('Content-Encoding', chosen.name);
    if (status === 200 && noneMatch(req.headers['if-none-match'], etag)) {
      res.removeHeader('Content-Encoding');
      return void res.writeHead(304).end();
    }
    // Ranges of the bytes sent: the file or its precompressed copy, never of a body compressed on
    // the way, whose length is not known ahead (Safari's <video> asks for ranges of media files).
    const size = copy ? copy.size : stat.size;
    const ranged = status === 200 && (copy || !chosen);
    if (ranged) res.setHeader('Accept-Ranges', 'bytes');
    const part = ranged && method === 'GET' ? rangeAnswer(req.headers.range, headerText(req.headers['if-range']), size) : ({ kind: 'whole' } as const);
    if (part.kind === 'unsatisfiable') {
      res.removeHeader('Content-Encoding');
      res.setHeader('Content-Range', `bytes */${size}`);
      return void res.writeHead(416, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Range not satisfiable');
    }
    if (part.kind === 'part') {
      res.statusCode = 206;
      res.setHeader('Content-Range', `bytes ${part.start}-${part.end}/${size}`);
      res.setHeader('Content-Length', part.end - part.start + 1);
    } else if (copy || !chosen) res.setHeader('Content-Length', size);
    if (method === 'HEAD') return void res.end();
    const stream = fs.createReadStream(copy ? copy.file : file, part.kind === 'part' ? { start: part.start, end: part.end } : {});
    const gone = () => {
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      missing();
    };
    stream.once('error', gone);
    stream.once('open', () => {
      // Opened, the file is read to its end even if it is removed now; any later failure can
      // only end the connection.
      stream.off('error', gone);
      const done = (error: Error | null) => void (error && res.destroy());
      if (copy || !chosen) pipeline(stream, res, done);
      else pipeline(stream, compressor(chosen, stat.size), res, done);
    });
  });
}

function compressor(encoding: Encoding, size: number): zlib.BrotliCompress | zlib.Gzip {
  return encoding.name === 'br' ? zlib.createBrotliCompress(brotliOptions(size, onTheWayBrotliQuality)) : zlib.createGzip(gzipOptions);
}

/**
 * The `.br` or `.gz` copy of a file to send, in the order the request prefers: only a copy
 * inside the folder (it may be a symbolic link too) and at least as new as the file, since a
 * copy older than its file no longer holds the same bytes.
 */
function precompressedCopy(file: string, stat: fs.Stats, accepted: Encoding[]): { file: string; size: number; encoding: Encoding } | null {
  const folder = path.dirname(file);
  for (const encoding of accepted) {
    const candidate = file + encoding.suffix;
    let real: string;
    try {
      real = fs.realpathSync(candidate);
    } catch {
      continue;
    }
    if (path.dirname(real) !== folder) continue;
    const copy = fs.statSync(real, { throwIfNoEntry: false });
    if (copy?.isFile() && copy.mtimeMs >= stat.mtimeMs) return { file: real, size: copy.size, encoding };
  }
  return null;
}

/**
 * The encodings of `encodings` an Accept-Encoding header allows, most preferred first (its q
 * values; brotli first when they tie). `*` stands for every encoding it does not name.
 */
export function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  if (!header) return [];
  const quality = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [token, ...params] = part.split(';').map((s) => s.trim());
    if (!token) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(token, Number.isFinite(value) ? value : 0);
  }
  const q = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  return encodings.filter((e) => q(e.name) > 0).sort((a, b) => q(b.name) - q(a.name));
}

/** A header given once (Node joins repeated ones; a list stays as it came). */
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
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
    if (!isInside(root, real)) return null;
    // The file may vanish between the two calls (a redeploy): then it is simply not there.
    if (fs.statSync(real, { throwIfNoEntry: false })?.isFile()) return real;
  }
  return null;
}

export function serve(options: ServeOptions): Promise<Server> {
  const root = path.resolve(options.dir);
  const baseUrl = normalizeBaseUrl(options.baseUrl ?? builtBaseUrl(root) ?? '/');
  const handler = createRequestHandler({ dir: root, baseUrl });
  const server = http.createServer(handler);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => {
      const address = server.address() as { port: number };
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${address.port}`,
        baseUrl,
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}
