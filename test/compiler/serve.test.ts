import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serve, type Server } from '../../compiler/serve.ts';
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

const serveSuite = suite('serve');
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
