import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { precompressOutput } from '../../compiler/output/precompress.ts';
import * as serveModule from '../../compiler/serve.ts';
import { acceptedEncodings, serve, type Server } from '../../compiler/serve.ts';
import { makeSite, removeSite } from '../helpers/fixture-site.ts';

const files = {
  'build/index.html': '<h1>home</h1>',
  'build/404.html': '<h1>not found</h1>',
  'build/docs/a/index.html': '<h1>a</h1>',
  'build/assets/app.0123456789.js': 'console.log(1)',
  'secret.txt': 'outside the served folder',
};

/** Sends a raw request line, so no client can normalise the path first. */
function raw(url: string, requestPath: string, method = 'GET'): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(`${method} ${requestPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

/** A plain request (no decoding by the client): status, headers and the bytes as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const serveSuite = suite('serve');

serveSuite('should expose the public api', () => {
  assert.equal(Object.keys(serveModule).sort(), ['acceptRequest', 'acceptedEncodings', 'builtBaseUrl', 'createRequestHandler', 'mimeType', 'normalizeBaseUrl', 'safePathname', 'serve']);
});
let dir = '';
let server: Server;

serveSuite.before(async () => {
  dir = makeSite(files);
  fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(dir, 'build', 'link.txt'));
  server = await serve({ dir: path.join(dir, 'build'), port: 0 });
});
serveSuite.after(async () => {
  await server.close();
  removeSite(dir);
});

serveSuite('should bind loopback by default', () => {
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
});

serveSuite('should answer /a/b and /a/b/ with a/b/index.html', async () => {
  for (const p of ['/docs/a', '/docs/a/', '/']) {
    const res = await fetch(server.url + p);
    assert.is(res.status, 200, p);
    assert.match(res.headers.get('content-type') ?? '', 'text/html');
  }
  assert.is(await (await fetch(`${server.url}/docs/a`)).text(), '<h1>a</h1>');
});

serveSuite('should serve real files with their type and cache hashed assets forever', async () => {
  const res = await fetch(`${server.url}/assets/app.0123456789.js`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', 'javascript');
  assert.match(res.headers.get('cache-control') ?? '', 'immutable');
});

serveSuite('should answer unknown paths with 404.html and status 404', async () => {
  const res = await fetch(`${server.url}/nope`);
  assert.is(res.status, 404);
  assert.is(await res.text(), '<h1>not found</h1>');
});

serveSuite('rejects every attempt to leave the served folder', async () => {
  const attempts = [
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/docs/..%2f..%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/index.html%00.js',
    '/link.txt',
    '/docs/%ff',
  ];
  for (const attempt of attempts) {
    const status = await raw(server.url, attempt);
    assert.ok(status === 400 || status === 404, `${attempt} answered ${status}`);
  }
});

serveSuite('rejects methods other than GET and HEAD with 405', async () => {
  assert.is(await raw(server.url, '/', 'POST'), 405);
  assert.is(await raw(server.url, '/', 'HEAD'), 200);
});
serveSuite.run();

// ---

const baseFiles = {
  'build/index.html': '<h1>home</h1>',
  'build/404.html': '<h1>not found</h1>',
  'build/docs/a/index.html': '<h1>a</h1>',
  'build/assets/app.0123456789.js': 'console.log(1)',
  'build/manifest.webmanifest': JSON.stringify({ start_url: '/preview/', scope: '/preview/' }),
};

const baseUrl = suite('serve: base URL');
let baseDir = '';
let built: Server;

baseUrl.before(async () => {
  baseDir = makeSite(baseFiles);
  built = await serve({ dir: path.join(baseDir, 'build'), port: 0 });
});
baseUrl.after(async () => {
  await built.close();
  removeSite(baseDir);
});

baseUrl('should serve the site under the base URL it was built for', async () => {
  assert.is(built.baseUrl, '/preview/');
  for (const [p, text] of [['/preview/', '<h1>home</h1>'], ['/preview', '<h1>home</h1>'], ['/preview/docs/a', '<h1>a</h1>'], ['/preview/docs/a/', '<h1>a</h1>'], ['/preview/assets/app.0123456789.js', 'console.log(1)']]) {
    const res = await get(built.url + p);
    assert.is(res.status, 200, p);
    assert.is(res.body.toString(), text, p);
  }
});

baseUrl('should redirect the root of the host to the base URL, keeping the query', async () => {
  for (const [p, location] of [['/', '/preview/'], ['/?offlineMode=true', '/preview/?offlineMode=true'], ['/index.html', '/preview/']]) {
    const res = await get(built.url + p);
    assert.is(res.status, 302, p);
    assert.is(res.headers.location, location, p);
  }
});

baseUrl('should answer paths outside the base URL with 404.html and status 404', async () => {
  for (const p of ['/docs/a', '/assets/app.0123456789.js', '/previewer/', '/preview.html']) {
    const res = await get(built.url + p);
    assert.is(res.status, 404, p);
    assert.is(res.body.toString(), '<h1>not found</h1>', p);
  }
});

baseUrl('should take the base URL from the baseUrl option over the built one', async () => {
  for (const given of ['/other/', 'other', '/other']) {
    const server = await serve({ dir: path.join(baseDir, 'build'), port: 0, baseUrl: given });
    try {
      assert.is(server.baseUrl, '/other/');
      assert.is((await get(`${server.url}/other/docs/a`)).status, 200);
      assert.is((await get(`${server.url}/preview/docs/a`)).status, 404);
      assert.is((await get(`${server.url}/`)).headers.location, '/other/');
    } finally {
      await server.close();
    }
  }
});

baseUrl('should serve at / a folder without a manifest, or whose manifest has no usable scope', async () => {
  for (const manifest of [null, '{ not json', JSON.stringify({ scope: 'https://elsewhere.example/' })]) {
    const dir = makeSite({ 'build/index.html': '<h1>home</h1>', ...(manifest === null ? {} : { 'build/manifest.webmanifest': manifest }) });
    const server = await serve({ dir: path.join(dir, 'build'), port: 0 });
    try {
      assert.is(server.baseUrl, '/');
      assert.is((await get(`${server.url}/`)).status, 200);
    } finally {
      await server.close();
      removeSite(dir);
    }
  }
});

baseUrl.run();

// ---

const page = `<!doctype html><title>t</title>${Array.from({ length: 200 }, (_, i) => `<p>paragraph ${i}</p>`).join('')}`;
const script = `const lines = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i}`))};`;

const compression = suite('serve: compression');
let zipDir = '';
let zipped: Server;

compression.before(async () => {
  zipDir = makeSite({
    'build/index.html': page,
    'build/404.html': `<h1>not found</h1>${page}`,
    'build/assets/app.0123456789.js': script,
    'build/small.css': 'a{color:red}',
    'build/img/photo.png': page,
    'outside.br': 'TOP-SECRET',
  });
  await precompressOutput(path.join(zipDir, 'build'));
  // Written after the build's copies, as a file of static/ would be: no copies of its own.
  fs.writeFileSync(path.join(zipDir, 'build', 'plain.js'), script);
  zipped = await serve({ dir: path.join(zipDir, 'build'), port: 0 });
});
compression.after(async () => {
  await zipped.close();
  removeSite(zipDir);
});

compression('should read Accept-Encoding with its q values, brotli first on a tie', () => {
  const names = (header: string | undefined) => acceptedEncodings(header).map((e) => e.name);
  assert.equal(names('gzip, deflate, br, zstd'), ['br', 'gzip']);
  assert.equal(names('gzip'), ['gzip']);
  assert.equal(names('gzip;q=1, br;q=0.5'), ['gzip', 'br']);
  assert.equal(names('br;q=0, gzip'), ['gzip']);
  assert.equal(names('*'), ['br', 'gzip']);
  assert.equal(names('*;q=0, gzip;q=0.3'), ['gzip']);
  assert.equal(names('identity'), []);
  assert.equal(names(''), []);
  assert.equal(names(undefined), []);
  assert.equal(names('GZIP ; Q=0.5 , BR'), ['br', 'gzip']);
});

compression('should send the precompressed copy the request prefers, with its length', async () => {
  const file = path.join(zipDir, 'build', 'index.html');
  for (const [accept, encoding, suffix] of [['gzip, deflate, br', 'br', '.br'], ['gzip', 'gzip', '.gz'], ['br;q=0.5, gzip', 'gzip', '.gz']] as const) {
    const res = await get(`${zipped.url}/`, { 'Accept-Encoding': accept });
    assert.is(res.status, 200);
    assert.is(res.headers['content-encoding'], encoding, accept);
    assert.is(res.headers.vary, 'Accept-Encoding');
    assert.match(res.headers['content-type'] ?? '', 'text/html');
    assert.equal(res.body, fs.readFileSync(file + suffix), accept);
    assert.is(Number(res.headers['content-length']), fs.statSync(file + suffix).size);
  }
});

compression('should send the file as it is to a request that accepts no compression', async () => {
  for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }] as Array<Record<string, string>>) {
    const res = await get(`${zipped.url}/assets/app.0123456789.js`, headers);
    assert.is(res.headers['content-encoding'], undefined);
    assert.is(res.headers.vary, 'Accept-Encoding');
    assert.is(res.body.toString(), script);
    assert.is(Number(res.headers['content-length']), Buffer.byteLength(script));
    assert.match(res.headers['cache-control'] ?? '', 'immutable');
  }
});

compression('should compress on the way a text file that has no copies, or only stale ones', async () => {
  const stale = path.join(zipDir, 'build', 'assets', 'app.0123456789.js');
  for (const [url, expected] of [['/plain.js', script], ['/assets/app.0123456789.js', `${script}//changed`]] as const) {
    if (url.startsWith('/assets/')) {
      fs.writeFileSync(stale, expected);
      fs.utimesSync(stale, new Date(), new Date(Date.now() + 5000));
    }
    const br = await get(zipped.url + url, { 'Accept-Encoding': 'br' });
    assert.is(br.headers['content-encoding'], 'br');
    assert.is(zlib.brotliDecompressSync(br.body).toString(), expected);
    const gz = await get(zipped.url + url, { 'Accept-Encoding': 'gzip' });
    assert.is(gz.headers['content-encoding'], 'gzip');
    assert.is(zlib.gunzipSync(gz.body).toString(), expected);
  }
});

compression('should not compress small files or kinds that are compressed already', async () => {
  for (const url of ['/small.css', '/img/photo.png']) {
    const res = await get(zipped.url + url, { 'Accept-Encoding': 'gzip, br' });
    assert.is(res.status, 200);
    assert.is(res.headers['content-encoding'], undefined, url);
  }
  assert.is((await get(`${zipped.url}/img/photo.png`, { 'Accept-Encoding': 'br' })).headers.vary, undefined);
});

compression('should answer the 404 page compressed, with status 404', async () => {
  const res = await get(`${zipped.url}/nope`, { 'Accept-Encoding': 'br' });
  assert.is(res.status, 404);
  assert.is(res.headers['content-encoding'], 'br');
  assert.is(res.headers['cache-control'], 'no-cache');
  assert.match(zlib.brotliDecompressSync(res.body).toString(), /^<h1>not found<\/h1>/);
});

compression('should give each encoding its own validator and answer 304 to it', async () => {
  const br = await get(`${zipped.url}/`, { 'Accept-Encoding': 'br' });
  const gz = await get(`${zipped.url}/`, { 'Accept-Encoding': 'gzip' });
  const plain = await get(`${zipped.url}/`);
  const tags = [br, gz, plain].map((r) => r.headers.etag);
  assert.is(new Set(tags).size, 3, String(tags));
  assert.is((await get(`${zipped.url}/`, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! })).status, 304);
  assert.is((await get(`${zipped.url}/`, { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag! })).status, 200);
});

compression('should answer HEAD with the headers of the compressed answer and no body', async () => {
  const res = await get(`${zipped.url}/`, { 'Accept-Encoding': 'br' }, 'HEAD');
  assert.is(res.status, 200);
  assert.is(res.headers['content-encoding'], 'br');
  assert.is(Number(res.headers['content-length']), fs.statSync(path.join(zipDir, 'build', 'index.html.br')).size);
  assert.is(res.body.length, 0);
});

compression('should never send a copy that links outside the folder', async () => {
  const target = path.join(zipDir, 'build', 'linked.js');
  fs.writeFileSync(target, script);
  fs.symlinkSync(path.join(zipDir, 'outside.br'), `${target}.br`);
  const res = await get(`${zipped.url}/linked.js`, { 'Accept-Encoding': 'br' });
  assert.is(res.status, 200);
  assert.not.match(res.body.toString('latin1'), 'TOP-SECRET');
  assert.is(zlib.brotliDecompressSync(res.body).toString(), script);
});

compression('should keep answering while files and their copies vanish and come back', async () => {
  const dir = path.join(zipDir, 'build', 'churn');
  const write = () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(page));
    fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(page));
  };
  write();
  let churning = true;
  const churn = (async () => {
    while (churning) {
      fs.rmSync(dir, { recursive: true, force: true });
      await new Promise(setImmediate);
      write();
      await new Promise(setImmediate);
    }
  })();
  const statuses = new Set<number>();
  for (let round = 0; round < 40; round++) {
    const answers = await Promise.allSettled(['br', 'gzip', 'identity'].map((accept) => get(`${zipped.url}/churn/`, { 'Accept-Encoding': accept })));
    for (const answer of answers) if (answer.status === 'fulfilled') statuses.add(answer.value.status);
  }
  churning = false;
  await churn;
  for (const status of statuses) assert.ok(status === 200 || status === 404, `answered ${status}`);
  assert.is((await get(`${zipped.url}/`, { 'Accept-Encoding': 'br' })).status, 200, 'the server still runs');
});

compression.run();

// ---

const conditions = suite('serve: conditional and range requests (RFC 9110)');
const video = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
let condDir = '';
let condServer: Server;

conditions.before(async () => {
  condDir = makeSite({ 'build/index.html': '<h1>home</h1>', 'build/404.html': '<h1>not found</h1>', 'build/docs/page/index.html': `<p>${'text '.repeat(400)}</p>` });
  fs.writeFileSync(path.join(condDir, 'build', 'clip.mp4'), video);
  await precompressOutput(path.join(condDir, 'build'));
  condServer = await serve({ dir: path.join(condDir, 'build'), port: 0 });
});
conditions.after(async () => {
  await condServer.close();
  removeSite(condDir);
});

conditions('should answer 304 to If-None-Match `*` and to a list holding the current tag, weak or not', async () => {
  const url = `${condServer.url}/clip.mp4`;
  const { etag } = (await get(url)).headers;
  const opaque = etag!.replace(/^W\//, '');
  assert.is((await get(url, { 'If-None-Match': '*' })).status, 304);
  assert.is((await get(url, { 'If-None-Match': `"other", ${etag}` })).status, 304);
  assert.is((await get(url, { 'If-None-Match': `W/"a",${opaque} , "b"` })).status, 304);
  assert.is((await get(url, { 'If-None-Match': '"other", W/"another"' })).status, 200);
  assert.is((await get(`${condServer.url}/nope`, { 'If-None-Match': '*' })).status, 404);
});

conditions('should answer a single byte range with 206 and Content-Range', async () => {
  const url = `${condServer.url}/clip.mp4`;
  const whole = await get(url);
  assert.is(whole.headers['accept-ranges'], 'bytes');
  for (const [range, start, end] of [['bytes=0-99', 0, 99], ['bytes=4900-', 4900, 4999], ['bytes=-10', 4990, 4999], ['bytes=4990-9999', 4990, 4999]] as const) {
    const res = await get(url, { Range: range });
    assert.is(res.status, 206, range);
    assert.is(res.headers['content-range'], `bytes ${start}-${end}/5000`, range);
    assert.is(Number(res.headers['content-length']), end - start + 1, range);
    assert.equal(res.body, video.subarray(start, end + 1), range);
  }
});

conditions('should answer 416 to a range past the end, and the whole file to several ranges, a bad header or If-Range', async () => {
  const url = `${condServer.url}/clip.mp4`;
  const past = await get(url, { Range: 'bytes=5000-' });
  assert.is(past.status, 416);
  assert.is(past.headers['content-range'], 'bytes */5000');
  const requests: Array<Record<string, string>> = [{ Range: 'bytes=0-1,10-11' }, { Range: 'bytes=abc' }, { Range: 'lines=1-2' }, { Range: 'bytes=0-1', 'If-Range': '"x"' }];
  for (const headers of requests) {
    const res = await get(url, headers);
    assert.is(res.status, 200, JSON.stringify(headers));
    assert.equal(res.body, video, JSON.stringify(headers));
  }
});

conditions('should serve a range of the precompressed copy it sends, and no range of text compressed on the way', async () => {
  const copy = fs.readFileSync(path.join(condDir, 'build', 'docs', 'page', 'index.html.br'));
  const part = await get(`${condServer.url}/docs/page`, { 'Accept-Encoding': 'br', Range: 'bytes=0-9' });
  assert.is(part.status, 206);
  assert.is(part.headers['content-encoding'], 'br');
  assert.is(part.headers['content-range'], `bytes 0-9/${copy.length}`);
  assert.equal(part.body, copy.subarray(0, 10));
  // A file without copies (written after the build compressed its output) is compressed on the way.
  fs.mkdirSync(path.join(condDir, 'build', 'docs', 'late'));
  fs.writeFileSync(path.join(condDir, 'build', 'docs', 'late', 'index.html'), `<p>${'late '.repeat(400)}</p>`);
  const onTheWay = await get(`${condServer.url}/docs/late`, { 'Accept-Encoding': 'gzip', Range: 'bytes=0-9' });
  assert.is(onTheWay.status, 200);
  assert.is(onTheWay.headers['content-encoding'], 'gzip');
  assert.is(onTheWay.headers['accept-ranges'], undefined);
  assert.match(zlib.gunzipSync(onTheWay.body).toString(), /^<p>late late/);
});

conditions.run();
