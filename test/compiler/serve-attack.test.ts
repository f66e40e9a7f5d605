// Traversal and malformed requests against `serve()`, sent as raw bytes over a socket so that no
// client normalises them first. Every one must be answered 400, 404 or 405, and no answer may carry
// the text of a file outside the served folder. (serve.test.ts covers the ordinary behaviour.)
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { serve, type Server } from '../../compiler/serve.ts';
import { makeSite, removeSite } from '../helpers/fixture-site.ts';

const secret = 'TOP-SECRET-7f3a9c outside the served folder';

/** Writes `request` as is and returns the whole answer (status 0 when the server just closed). */
function send(url: string, request: string): Promise<{ status: number; text: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(request.slice(0, 80))}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d+)/.exec(text)?.[1] ?? 0), text });
    });
    socket.on('error', reject);
  });
}

const request = (method: string, target: string, version = 'HTTP/1.1') => `${method} ${target} ${version}\r\nHost: localhost\r\nConnection: close\r\n\r\n`;

/** [what is sent, the statuses that are right for it]; only the symlink cycle stays inside. */
const payloads: Array<[string, number[]]> = [
  // Traversal, plain, encoded, double-encoded and mixed.
  [request('GET', '/../secret.txt'), [400]],
  [request('GET', '/docs/../../secret.txt'), [400]],
  [request('GET', '/%2e%2e/secret.txt'), [400]],
  [request('GET', '/.%2e/secret.txt'), [400]],
  [request('GET', '/%2e%2e%2fsecret.txt'), [400]],
  [request('GET', '/..%2fsecret.txt'), [400]],
  [request('GET', '/docs/..%2f..%2fsecret.txt'), [400]],
  [request('GET', '/%252e%252e%252fsecret.txt'), [400, 404]],
  [request('GET', '/%252e%252e/secret.txt'), [400, 404]],
  [request('GET', '/%25252e%25252e/secret.txt'), [400, 404]],
  // Backslashes, raw and encoded.
  [request('GET', '/..\\secret.txt'), [400]],
  [request('GET', '/..%5csecret.txt'), [400]],
  [request('GET', '/%5c..%5csecret.txt'), [400]],
  [request('GET', '/docs\\..\\..\\secret.txt'), [400]],
  // NUL, overlong and invalid UTF-8.
  [request('GET', '/%00'), [400]],
  [request('GET', '/index.html%00.js'), [400]],
  [request('GET', '/..%00/secret.txt'), [400]],
  [request('GET', '/%c0%ae%c0%ae/secret.txt'), [400]],
  [request('GET', '/%c0%af..%c0%afsecret.txt'), [400]],
  [request('GET', '/%e0%80%ae%e0%80%ae/secret.txt'), [400]],
  [request('GET', '/%ff'), [400]],
  [request('GET', '/docs/%ff%fe'), [400]],
  [request('GET', '/%'), [400]],
  [request('GET', '/%zz'), [400]],
  // Very long paths.
  [request('GET', `/${'a'.repeat(10_000)}`), [400, 404, 414]],
  [request('GET', `/${'../'.repeat(3_000)}secret.txt`), [400]],
  [request('GET', `/${'%2e%2e/'.repeat(1_000)}secret.txt`), [400]],
  // Request targets that are not an origin-form path.
  [request('GET', 'http://evil/'), [400]],
  [request('GET', 'http://localhost/../secret.txt'), [400]],
  [request('GET', 'file:///etc/passwd'), [400]],
  [request('GET', '*'), [400]],
  [request('OPTIONS', '*'), [405]],
  [request('GET', '//secret.txt'), [404]],
  [request('GET', '/docs//..//..//secret.txt'), [400]],
  // Links inside the served folder that point out of it (planted in before()).
  [request('GET', '/link.txt'), [404]],
  [request('GET', '/outside/secret.txt'), [404]],
  [request('GET', '/outside/'), [404]],
  [request('HEAD', '/outside/secret.txt'), [404]],
  [request('GET', '/disk/etc/passwd'), [404]],
  [request('GET', `/disk${path.resolve('.')}/package.json`), [404]],
  [request('GET', '/loop/loop/loop/docs/a/'), [200]],
  [request('GET', '/loop/loop/../../secret.txt'), [400]],
  // Methods: only GET and HEAD are served.
  [request('POST', '/'), [405]],
  [request('PUT', '/secret.txt'), [405]],
  [request('DELETE', '/index.html'), [405]],
  [request('OPTIONS', '/'), [405]],
  [request('TRACE', '/'), [405]],
  [request('PATCH', '/'), [405]],
  [request('POST', '/../secret.txt'), [400, 405]],
  [request('BREW', '/'), [400, 405]],
  // Malformed requests.
  ['GET /../secret.txt HTTP/1.0\r\n\r\n', [400]],
  ['GET / HTTP/1.1\r\n\r\n', [400]], // HTTP/1.1 without Host
  ['GET /\0/../secret.txt HTTP/1.1\r\nHost: x\r\n\r\n', [400]],
  ['NOT HTTP AT ALL\r\n\r\n', [400]],
];

const attack = suite('serve under attack');
let dir = '';
let server: Server;
/** The same folder served with `dev: true` (files looked up per request, not indexed once). */
let devServer: Server;

attack.before(async () => {
  dir = makeSite({
    'build/index.html': '<h1>home</h1>',
    'build/404.html': '<h1>not found</h1>',
    'build/docs/a/index.html': '<h1>a</h1>',
    'secret.txt': secret,
    'outside/secret.txt': secret,
  });
  fs.symlinkSync(path.join(dir, 'secret.txt'), path.join(dir, 'build', 'link.txt'));
  fs.symlinkSync(path.join(dir, 'outside'), path.join(dir, 'build', 'outside'));
  // A link to the whole disk and a link cycle: starting the server must neither walk nor loop.
  fs.symlinkSync('/', path.join(dir, 'build', 'disk'));
  fs.symlinkSync('.', path.join(dir, 'build', 'loop'));
  server = await serve({ dir: path.join(dir, 'build'), port: 0 });
  devServer = await serve({ dir: path.join(dir, 'build'), port: 0, dev: true });
});
attack.after(async () => {
  await server.close();
  await devServer.close();
  removeSite(dir);
});

attack('should answer every payload 400, 404 or 405, never with a file from outside', async () => {
  const wrong: string[] = [];
  for (const [mode, { url }] of [['indexed', server], ['dev', devServer]] as const) {
    for (const [payload, allowed] of payloads) {
      const { status, text } = await send(url, payload);
      const shown = `${mode} ${JSON.stringify(payload.split('\r\n')[0]!.slice(0, 100))}`;
      if (text.includes('TOP-SECRET') || text.includes('root:x:0:0') || text.includes('"name": "sfpdocs"')) wrong.push(`${shown} leaked a file from outside`);
      if (!allowed.includes(status)) wrong.push(`${shown} answered ${status}, expected ${allowed.join(' or ')}`);
    }
  }
  assert.equal(wrong, []);
});

attack('should still serve ordinary requests after the attack', async () => {
  for (const { url } of [server, devServer]) {
    const { status, text } = await send(url, request('GET', '/docs/a'));
    assert.is(status, 200);
    assert.match(text, '<h1>a</h1>');
    const head = await send(url, request('HEAD', '/docs/a/'));
    assert.is(head.status, 200);
    assert.not.match(head.text, '<h1>');
  }
});

attack.run();
