// Writers' mode end to end: the real CLI (`sfpdocs serve --watch`) on a fixture site in a temp
// folder, its event channel read with a plain HTTP client, files edited on disk.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DevEvent, RouteTable } from '../../shared/contract.ts';
import { basicSite, makeSite, removeSite, runCli, writeFiles } from '../helpers/fixture-site.ts';
import { openEventStream, startWatch, type EventStream, type WatchProcess } from '../helpers/watch-server.ts';

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
  dir = makeSite(basicSite);
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

watch('should rebuild everything and reload pages when the config changes', async () => {
  await edit({ 'site.config.ts': basicSite['site.config.ts']!.replace("title: 'Fixture Docs'", "title: 'Renamed Docs'") }, (e) => e.type === 'reload' && e.files.includes('site.config.ts'));
  assert.is((await routeTable()).config.title, 'Renamed Docs');
  assert.match((await get('/docs/guide/start')).text, '<title>Getting started | Renamed Docs</title>');
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

watch('should refuse to serve writers\' mode beyond loopback, as a usage error', () => {
  const result = runCli(['serve', '--watch', dir, '--host', '0.0.0.0']);
  assert.is(result.status, 2);
  assert.match(result.stderr, "writers' mode serves on this machine only, not on 0.0.0.0");
});

watch('should never put the dev client in the output of a build', () => {
  const out = path.join(dir, 'out');
  const result = runCli(['build', dir, '--out-dir', out]);
  assert.is(result.status, 0, result.stderr);
  assert.not.match(fs.readFileSync(path.join(out, 'docs', 'guide', 'start', 'index.html'), 'utf8'), '__sfpdocs');
});

watch.run();
