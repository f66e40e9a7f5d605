#!/usr/bin/env node
// Edit-to-update benchmark for writers' mode: generates N pages with the shared corpus generator,
// starts `sfpdocs serve --watch` on them, connects to the event channel like an open page does,
// then saves a page 20 times and prints the median time from the save to the update event
// reaching the client (issue 5 targets: ≤ 100 ms at 330 pages, ≤ 250 ms at 3300).
// Also prints edits that change what other pages show (the page title: sidebars and indexes),
// and the load average while measuring.
// Usage: node bench/edit-to-update.mjs [N ...]   (default: 330 3300)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generator = path.resolve(root, '..', 'shared', 'bench', 'gen-corpus.mjs');
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const edits = 20;
const titleEdits = 5;
/** Time between saves, longer than any batching window, so each save is its own update. */
const pauseMs = 250;
const eventTimeoutMs = 60_000;
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

for (const n of sizes.length ? sizes : [330, 3300]) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `sfpdocs-watch-bench-${n}-`));
  let server;
  try {
    spawnSync(process.execPath, [generator, path.join(site, 'content'), String(n)], { stdio: 'ignore' });
    const started = performance.now();
    server = spawn(process.execPath, [path.join(root, 'bin/sfpdocs.js'), 'serve', '--watch', site, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await serverUrl(server);
    // The server prints how long each update took it (compile, link checks, event sent).
    const applied = [];
    server.stderr.on('data', (chunk) => process.stderr.write(chunk));
    server.stdout.on('data', (chunk) => {
      for (const match of String(chunk).matchAll(/: 1 page, 1 file compiled, in (\d+) ms/g)) applied.push(Number(match[1]));
    });
    const startup = (performance.now() - started) / 1000;
    const events = await listen(`${url}/__sfpdocs/events`);
    const files = markdownFiles(path.join(site, 'content'));
    const file = files[Math.floor(files.length / 2)];
    const rel = path.relative(site, file).split(path.sep).join('/');
    const original = fs.readFileSync(file, 'utf8');
    const loadBefore = os.loadavg();

    const body = [];
    for (let i = 0; i < edits; i++) body.push(await timeSave(events, file, rel, `${original}\nEdit ${i}: one more sentence a writer added.\n`));
    const title = [];
    for (let i = 0; i < titleEdits; i++) title.push(await timeSave(events, file, rel, original.replace(/^title: .*$/m, `title: "Renamed ${i}"`)));
    const loadAfter = os.loadavg();
    process.stderr.write('\n');
    events.close();
    console.log(
      `${String(files.length).padStart(5)} pages  edit→event median ${median(body).toFixed(1)} ms (min ${Math.min(...body).toFixed(1)}, max ${Math.max(...body).toFixed(1)}, n=${edits})` +
        `  (server's own part: median ${applied.length ? median(applied).toFixed(0) : '?'} ms)` +
        `  title edit median ${median(title).toFixed(1)} ms (n=${titleEdits})  start-up ${startup.toFixed(1)} s` +
        `  load avg ${loadBefore[0].toFixed(2)} → ${loadAfter[0].toFixed(2)} (${os.cpus().length} CPUs)`,
    );
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(site, { recursive: true, force: true });
  }
}

function serverUrl(child) {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /serving at (http:\/\/\S+?)\/?\s/.exec(out);
      if (match) resolve(match[1]);
    });
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => reject(new Error(`sfpdocs exited with ${code}:\n${out}`)));
  });
}

/** A minimal server-sent events client on a plain HTTP request, as an open page would listen. */
function listen(url) {
  const queue = [];
  const waiting = [];
  const deliver = (item) => (waiting.length ? waiting.shift()(item) : queue.push(item));
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          if (data) deliver({ event: JSON.parse(data), at });
        }
      });
      resolve({
        next: () => (queue.length ? Promise.resolve(queue.shift()) : new Promise((done) => waiting.push(done))),
        drain: () => queue.splice(0),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

/** Saves the file and waits for the update event that names it: milliseconds from save to event. */
async function timeSave(events, file, rel, text) {
  await new Promise((r) => setTimeout(r, pauseMs));
  events.drain();
  const saved = performance.now();
  fs.writeFileSync(file, text);
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no update event for ${rel} within ${eventTimeoutMs} ms`)), eventTimeoutMs)));
  try {
    for (;;) {
      const { event, at } = await Promise.race([events.next(), late]);
      if (event.type === 'update' && event.files.includes(rel)) {
        process.stderr.write(`${(at - saved).toFixed(0)} `);
        return at - saved;
      }
    }
  } finally {
    clearTimeout(timer);
  }
}

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function markdownFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}
