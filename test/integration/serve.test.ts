// `sfpdocs serve` end to end: the real CLI serving a fixture site built under a base URL.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { basicSite, makeSite, removeSite, runCli } from '../helpers/fixture-site.ts';
import { startCli } from '../helpers/watch-server.ts';

const serve = suite('sfpdocs serve');
let dir = '';

serve.before(() => {
  dir = makeSite(basicSite);
  const built = runCli(['build', dir, '--base-url', '/preview/']);
  assert.is(built.status, 0, built.stderr);
});
serve.after(() => removeSite(dir));

serve('should serve a site built with --base-url under it, compressed, and lead / to it', async () => {
  const server = await startCli(['serve', dir, '--port', '0']);
  try {
    assert.is(server.output(), `serving ${path.relative(process.cwd(), path.join(dir, 'build'))} at ${server.url}/preview/\n`);
    const home = await fetch(`${server.url}/`, { redirect: 'manual' });
    assert.is(home.status, 302);
    assert.is(home.headers.get('location'), '/preview/');
    const page = await fetch(`${server.url}/preview/docs/guide/start`, { headers: { 'Accept-Encoding': 'br' } });
    assert.is(page.status, 200);
    assert.is(page.headers.get('content-encoding'), 'br');
    assert.match(await page.text(), '<h1>Getting started</h1>');
    const html = await (await fetch(`${server.url}/preview/`)).text();
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)![1]!;
    assert.ok(script.startsWith('/preview/assets/'), script);
    const asset = await fetch(server.url + script, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.is(asset.status, 200);
    assert.is(asset.headers.get('content-encoding'), 'gzip');
    assert.is((await fetch(`${server.url}/docs/guide/start`)).status, 404);
  } finally {
    await server.stop();
  }
});

serve('should warn when --base-url differs from the base URL the folder was built for', async () => {
  const server = await startCli(['serve', dir, '--port', '0', '--base-url', 'other']);
  try {
    const folder = path.relative(process.cwd(), path.join(dir, 'build'));
    await server.waitForOutput(/^warning: /m);
    assert.match(server.output(), `warning: ${folder} was built for the base URL /preview/, served under /other/: its pages look for their files under /preview/  (build with --base-url /other/)\n`);
    assert.is((await fetch(`${server.url}/other/docs/guide/start`)).status, 200);
  } finally {
    await server.stop();
  }
});

serve('should warn and list the addresses when --host reaches beyond loopback', async () => {
  const server = await startCli(['serve', dir, '--port', '0', '--host', '0.0.0.0']);
  try {
    const { port } = new URL(server.url);
    await server.waitForOutput(/can read the site\n/);
    assert.match(server.output(), 'warning: listening on 0.0.0.0: every machine that can reach this address can read the site\n');
    assert.is(server.url, `http://0.0.0.0:${port}`);
    const page = await fetch(`http://127.0.0.1:${port}/preview/`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.is(page.status, 200);
  } finally {
    await server.stop();
  }
  const loopback = await startCli(['serve', dir, '--port', '0']);
  await loopback.stop();
  assert.not.match(loopback.output(), 'warning');
});

serve('should say how to build when there is nothing to serve', () => {
  const empty = makeSite({});
  try {
    const result = runCli(['serve', empty]);
    assert.is(result.status, 2);
    assert.is(result.stderr, `nothing to serve: ${path.relative(process.cwd(), path.join(empty, 'build'))} is not a folder  (run \`sfpdocs build ${empty}\` first, or name the folder with --dir)\n`);
  } finally {
    removeSite(empty);
  }
});

serve.run();

