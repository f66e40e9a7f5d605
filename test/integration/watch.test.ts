// Writers' mode end to end: the real CLI (`sfpdocs serve --watch`) on a fixture site in a temp
// folder, its event channel read with a plain HTTP client, files edited on disk.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DevEvent, RouteTable } from '../../shared/contract.ts';
import { basicSite, makeSite, removeSite, runCli, withSite, writeFiles } from '../helpers/fixture-site.ts';
import { openEventStream, startCli, startWatch, type EventStream, type WatchProcess } from '../helpers/watch-server.ts';

/** The fixture site, with broken anchors as errors, so the page shows them (warnings stay in the terminal). */
const site: Record<string, string> = { ...basicSite, 'site.config.ts': basicSite['site.config.ts']!.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',\n  onBrokenAnchors: 'throw',\n  renderTimeLimit: 2,") };

const watch = suite('serve --watch');
let dir = '';
let server: WatchProcess;
let events: EventStream;

const start = 'content/2.5/guide/start.md';
const next = 'content/2.5/guide/next.md';
const get = async (p: string) => {
  const res = await fetch(server.url + p);
  return { status: res.status, text: await res.text() };
};
const routeTable = async () => JSON.parse((await get('/__sfpdocs/routes.json')).text) as RouteTable;
const updateOf = (file: string) => (e: DevEvent) => e.type === 'update' && e.files.includes(file);
/**
 * Writes files and waits for the first event from then on that matches. Events are counted
 * before the write: the watcher may answer an earlier change (it looks at a file once more
 * 60 ms after a save) with the new text before the test starts waiting.
 */
const edit = (files: Record<string, string>, match: (e: DevEvent) => boolean) => {
  const since = events.events.length;
  writeFiles(dir, files);
  return events.waitFor(match, since);
};

watch.before(async () => {
  dir = makeSite(site);
  server = await startWatch(dir);
  events = await openEventStream(`${server.url}/__sfpdocs/events`);
});
watch.after(async () => {
  events?.close();
  await server?.stop();
  removeSite(dir);
});

watch('should build in memory and serve pages with the dev client, sending the status first', async () => {
  const first = await events.waitFor(() => true, 0);
  assert.is(first.type, 'status');
  assert.equal(first.errors, []);
  const page = await get('/docs/guide/start');
  assert.is(page.status, 200);
  assert.match(page.text, '<h1>Getting started</h1>');
  assert.match(page.text, '<script type="module" src="/__sfpdocs/client.js"></script>');
  assert.not.ok(fs.existsSync(path.join(dir, 'build')), 'writers\' mode writes no build folder');
  const client = await fetch(`${server.url}/__sfpdocs/client.js`);
  assert.match(client.headers.get('content-type') ?? '', 'javascript');
  assert.match(await client.text(), '__sfpReloadRoute');
  assert.is((await get('/docs/nope')).status, 404);
});

watch('should answer a single byte range from memory with 206, and 416 past the end', async () => {
  const whole = Buffer.from(await (await fetch(`${server.url}/docs/guide/start`)).arrayBuffer());
  const part = await fetch(`${server.url}/docs/guide/start`, { headers: { Range: 'bytes=5-14' } });
  assert.is(part.status, 206);
  assert.is(part.headers.get('content-range'), `bytes 5-14/${whole.length}`);
  assert.equal(Buffer.from(await part.arrayBuffer()), whole.subarray(5, 15));
  const past = await fetch(`${server.url}/docs/guide/start`, { headers: { Range: `bytes=${whole.length}-` } });
  assert.is(past.status, 416);
  assert.is(past.headers.get('content-range'), `bytes */${whole.length}`);
});

watch('should update an edited page alone: one route, one chunk URL, the same sidebar', async () => {
  const before = await routeTable();
  const since = server.output().length;
  // Below the first sentence (the page's description, which other pages show): this page alone changes.
  const event = await edit({ [start]: `${basicSite[start]}\nRun it twice.\n` }, updateOf(start));
  assert.equal(event.routes, ['/docs/guide/start'], 'only the edited page changed');
  assert.match((await get('/docs/guide/start')).text, 'Run it twice.');
  const after = await routeTable();
  assert.is.not(after.routes['/docs/guide/start']!.chunk, before.routes['/docs/guide/start']!.chunk);
  assert.is(after.routes['/docs/guide/next']!.chunk, before.routes['/docs/guide/next']!.chunk);
  assert.equal(after.sidebars, before.sidebars);
  const chunk = await get(after.routes['/docs/guide/start']!.chunk);
  assert.match(chunk.text, 'Run it twice.');
  await server.waitForOutput(/changed content\/2\.5\/guide\/start\.md: 1 page, 1 file compiled/, since);
});

watch('should re-check the links pointing to a page whose headings changed', async () => {
  const broken = await edit({ [start]: basicSite[start]!.replace('## Install {#install}', '## Setup {#setup}') }, (e) => updateOf(start)(e) && e.errors.length > 0);
  assert.equal(broken.errors.map((p) => p.text), [`${next}:6:9  broken anchor \`#install\`: ${start} has no heading with that id  (link to an existing heading id, or set one with \`{#id}\` after the heading text)`]);
  const fixed = await edit({ [start]: basicSite[start]! }, (e) => updateOf(start)(e) && e.errors.length === 0);
  assert.equal(fixed.errors, []);
});

watch('should follow an added and a deleted page in the route table, sidebar and generated index', async () => {
  const later = 'content/2.5/guide/later.md';
  const added = await edit({ [later]: '---\ntitle: Later on\nsidebar_position: 3\n---\n\nWhat comes later.\n' }, updateOf(later));
  assert.is(added.routes, null, 'a new page changes the site structure');
  let table = await routeTable();
  assert.ok(table.routes['/docs/guide/later']);
  assert.match((await get(table.sidebars['2.5']!)).text, '"label":"Later on"');
  assert.match((await get('/docs/guide/later')).text, 'What comes later.');
  assert.match((await get('/docs/guide')).text, 'Later on');

  const since = events.events.length;
  fs.rmSync(path.join(dir, later));
  await events.waitFor(updateOf(later), since);
  table = await routeTable();
  assert.is(table.routes['/docs/guide/later'], undefined);
  assert.not.match((await get(table.sidebars['2.5']!)).text, 'Later on');
  assert.is((await get('/docs/guide/later')).status, 404);
});

watch('should report a broken front matter as file:line, keep serving, and recover when fixed', async () => {
  const since = server.output().length;
  const broken = await edit({ [next]: '---\ntitle: [unclosed\n---\n\nBack to [install](./start.md#install).\n' }, (e) => e.errors.some((p) => p.file === next));
  const problem = broken.errors.find((p) => p.file === next)!;
  assert.is(problem.line, 2);
  assert.match(problem.text, /^content\/2\.5\/guide\/next\.md:2:\d+ {2}invalid YAML in front matter: .+ {2}\(quote values/);
  await server.waitForOutput(new RegExp(problem.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), since);
  assert.is((await get('/docs/guide/start')).status, 200, 'the server keeps running');

  const fixed = await edit({ [next]: basicSite[next]! }, (e) => updateOf(next)(e) && e.errors.length === 0);
  assert.equal(fixed.errors, []);
  await server.waitForOutput(/no errors left/, since);
});

watch('should stop a page whose code never returns, say why in its place, and keep serving', async () => {
  const loop = 'content/2.5/guide/loop.mdx';
  // Written whole, in one rename: the watcher must not compile the page half written.
  const put = (text: string) => {
    const since = events.events.length;
    const temp = path.join(os.tmpdir(), `sfpdocs-loop-${process.pid}.mdx`);
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, path.join(dir, loop));
    return events.waitFor(updateOf(loop), since);
  };
  try {
    await put("import Tabs from '@theme/Tabs';\nexport const spin = (() => { while (true) {} })();\n\n# Loop\n\n<Tabs>words</Tabs>\n");
    const page = await get('/docs/guide/loop');
    assert.is(page.status, 500);
    assert.match(page.text, "content/2.5/guide/loop.mdx: this page's code ran for more than 2 s while the page rendered, and was stopped");
    assert.is((await get('/docs/guide/start')).status, 200, 'the server keeps running');
    await put('# Loop\n\nNo code now.\n');
    assert.match((await get('/docs/guide/loop')).text, 'No code now.');
  } finally {
    // The other tests see the site without it.
    const since = events.events.length;
    fs.rmSync(path.join(dir, loop), { force: true });
    await events.waitFor(updateOf(loop), since);
  }
});

watch('should rebuild everything and reload pages when the config changes', async () => {
  await edit({ 'site.config.ts': site['site.config.ts']!.replace("title: 'Fixture Docs'", "title: 'Renamed Docs'") }, (e) => e.type === 'reload' && e.files.includes('site.config.ts'));
  assert.is((await routeTable()).config.title, 'Renamed Docs');
  assert.match((await get('/docs/guide/start')).text, '<title>Getting started | Renamed Docs</title>');
});

/**
 * Waits until no event has come for `ms`: a save can be seen twice (chokidar's event, then the
 * look after it, settleMs in watch-sources.ts), and under load the second reload of the last
 * test's edit still ran when the next test moved a folder, so that test waited on the wrong reload.
 */
async function quiet(stream: EventStream, ms = 1500): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const seen = stream.events.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (stream.events.length === seen) return;
  }
}

watch('should keep watching the content folder after it is moved away and back', async () => {
  const away = `${dir}-content-away`;
  await quiet(events);
  try {
    let since = events.events.length;
    fs.renameSync(path.join(dir, 'content'), away);
    await events.waitFor((e) => e.type !== 'status' && e.files.includes('content/2.5'), since);
    assert.is((await get('/docs/guide/start')).status, 404, 'the pages are gone with their folder');
    since = events.events.length;
    fs.renameSync(away, path.join(dir, 'content'));
    await events.waitFor((e) => e.type === 'reload' && e.files.includes('content/2.5'), since);
  } finally {
    if (fs.existsSync(away)) fs.renameSync(away, path.join(dir, 'content'));
  }
  assert.is((await get('/docs/guide/start')).status, 200, 'the pages are back with their folder');
  await edit({ [start]: `${basicSite[start]}\nBack from a trip.\n` }, updateOf(start));
  assert.match((await get('/docs/guide/start')).text, 'Back from a trip.');
});

watch('should refuse the event channel to other origins and host names', async () => {
  const status = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(`${server.url}/__sfpdocs/events`, { headers }, (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
    });
  assert.is(await status({ Origin: 'http://evil.example' }), 403);
  assert.is(await status({ Host: 'evil.example' }), 403);
  assert.is(await status({ Origin: server.url }), 200);
});

watch('should refuse --base-url and --dir, which are for built folders, as usage errors', () => {
  const base = runCli(['serve', '--watch', dir, '--base-url', '/x/']);
  assert.is(base.status, 2);
  assert.match(base.stderr, "--base-url serves a built folder; writers' mode serves under baseUrl of site.config.ts  (drop --base-url, or set baseUrl)");
  const out = runCli(['start', dir, '--poll', '10']);
  assert.is(out.status, 2);
  assert.match(out.stderr, "option '--poll [ms]' argument '10' is invalid. a polling interval is a whole number of milliseconds, at least 50.");
});

watch('should never put the dev client in the output of a build', () => {
  const out = path.join(dir, 'out');
  const result = runCli(['build', dir, '--out-dir', out]);
  assert.is(result.status, 0, result.stderr);
  assert.not.match(fs.readFileSync(path.join(out, 'docs', 'guide', 'start', 'index.html'), 'utf8'), '__sfpdocs');
});

watch.run();

// ---

/** The status the event channel answers, reached through loopback with the given headers. */
function channelStatus(url: string, headers: Record<string, string>): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/__sfpdocs/events', headers }, (res) => {
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
  });
}

const network = suite('serve --watch --host beyond loopback');

network('should warn, list the addresses, and let the event channel answer this machine\'s names only', async () => {
  await withSite(basicSite, async (site) => {
    const watching = await startWatch(site, ['--host', '0.0.0.0']);
    try {
      const { port } = new URL(watching.url);
      const addresses = Object.values(os.networkInterfaces()).flatMap((list) => list ?? []).filter((a) => !a.internal && a.family === 'IPv4');
      // The warning goes to stderr, which may arrive after the address on stdout.
      await watching.waitForOutput(addresses.length ? new RegExp(`on the network: http://${addresses.at(-1)!.address.replaceAll('.', '\\.')}:`) : /as you edit them\n/);
      const output = watching.output();
      assert.match(output, 'warning: listening on 0.0.0.0: every machine that can reach this address can read the site and its sources as you edit them');
      for (const { address } of addresses) {
        assert.match(output, `  on the network: http://${address}:${port}/`);
        assert.is(await channelStatus(watching.url, { Host: `${address}:${port}` }), 200, address);
      }
      assert.is(await channelStatus(watching.url, { Host: `localhost:${port}` }), 200);
      assert.is(await channelStatus(watching.url, { Host: `${os.hostname()}:${port}` }), 200);
      assert.is(await channelStatus(watching.url, { Host: `evil.example:${port}` }), 403);
      assert.is(await channelStatus(watching.url, { Host: `localhost:${port}`, Origin: 'http://evil.example' }), 403);
      assert.is((await fetch(`http://127.0.0.1:${port}/docs/guide/start`)).status, 200);
    } finally {
      await watching.stop();
    }
  });
});

network.run();

// ---

const aliases = suite('start, dev and --poll');

aliases('should run writers\' mode as start, and as dev looking for changes by polling', async () => {
  await withSite(basicSite, async (site) => {
    const started = await startCli(['start', site, '--port', '0']);
    try {
      // What the site reads, from its config; sfpdocs' own folders only when sfpdocs is run from its sources (as here).
      assert.match(started.output(), /; watching content\/2\.5\/, content\/3\.0\/, content\/blog\/, content\/pages\/, site\.config\.ts and sfpdocs' templates\/ and runtime\/\n/);
      assert.is(await channelStatus(started.url, {}), 200);
      assert.is((await fetch(`${started.url}/docs/guide/start`)).status, 200);
    } finally {
      await started.stop();
    }
    const polling = await startCli(['dev', site, '--port', '0', '--poll', '100']);
    try {
      assert.match(polling.output(), /looking every 100 ms at content\/2\.5\/, content\/3\.0\/, content\/blog\/, content\/pages\/, site\.config\.ts and sfpdocs'/);
      const stream = await openEventStream(`${polling.url}/__sfpdocs/events`);
      try {
        const since = stream.events.length;
        writeFiles(site, { [start]: basicSite[start]!.replace('Run it.', 'Run it now.') });
        await stream.waitFor(updateOf(start), since);
        assert.match(await (await fetch(`${polling.url}/docs/guide/start`)).text(), 'Run it now.');
      } finally {
        stream.close();
      }
    } finally {
      await polling.stop();
    }
  });
});

aliases.run();
