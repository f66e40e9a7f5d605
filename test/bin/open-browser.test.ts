import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserCommand } from '../../bin/open-browser.ts';
import { makeSite, removeSite } from '../helpers/fixture-site.ts';
import { startCli } from '../helpers/watch-server.ts';

const command = suite('browserCommand');
const url = 'http://127.0.0.1:3000/';

command('should use the platform\'s opener, or $BROWSER when it names one', () => {
  assert.equal(browserCommand(url, {}, 'darwin'), ['open', url]);
  assert.equal(browserCommand(url, {}, 'win32'), ['cmd', '/c', 'start', '""', url]);
  assert.equal(browserCommand(url, { DISPLAY: ':0' }, 'linux'), ['xdg-open', url]);
  assert.equal(browserCommand(url, { WAYLAND_DISPLAY: 'wayland-0' }, 'freebsd'), ['xdg-open', url]);
  assert.equal(browserCommand(url, { BROWSER: 'firefox' }, 'linux'), ['firefox', url]);
});

command('should open nothing without a graphical session or with BROWSER=none', () => {
  assert.is(browserCommand(url, {}, 'linux'), null);
  assert.is(browserCommand(url, { BROWSER: 'none', DISPLAY: ':0' }, 'linux'), null);
});

command.run();

// ---

const open = suite('serve --open');

/** A built folder to serve, and a fake xdg-open that records the address it was asked to open. */
function setUp(): { dir: string; record: string; bin: string } {
  const dir = makeSite({ 'build/index.html': '<h1>home</h1>' });
  const bin = path.join(dir, 'bin');
  const record = path.join(dir, 'opened.txt');
  fs.mkdirSync(bin);
  fs.writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\necho "$1" > '${record}'\n`, { mode: 0o755 });
  return { dir, record, bin };
}

const withoutBrowserVars = () => {
  const env = { ...process.env };
  delete env.BROWSER;
  delete env.DISPLAY;
  delete env.WAYLAND_DISPLAY;
  return env;
};

open('should open the served address in the default browser', async () => {
  const { dir, record, bin } = setUp();
  const server = await startCli(['serve', dir, '--port', '0', '--open'], { ...withoutBrowserVars(), DISPLAY: ':0', PATH: `${bin}${path.delimiter}${process.env.PATH}` });
  try {
    const deadline = Date.now() + 10_000;
    while (!fs.existsSync(record) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.is(fs.readFileSync(record, 'utf8'), `${server.url}/\n`);
  } finally {
    await server.stop();
    removeSite(dir);
  }
});

open('should skip silently where no browser can be opened', async () => {
  const { dir, record, bin } = setUp();
  // No graphical session, then a session but no opener on PATH: the server runs and says nothing of it.
  for (const env of [{ ...withoutBrowserVars(), PATH: `${bin}${path.delimiter}${process.env.PATH}` }, { ...withoutBrowserVars(), DISPLAY: ':0', PATH: path.dirname(process.execPath) }]) {
    const server = await startCli(['serve', dir, '--port', '0', '--open'], env);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.is((await fetch(`${server.url}/`)).status, 200);
      assert.is(server.output(), `serving ${path.relative(process.cwd(), path.join(dir, 'build'))} at ${server.url}/\n`);
    } finally {
      await server.stop();
    }
  }
  assert.not.ok(fs.existsSync(record));
  removeSite(dir);
});

open.run();
