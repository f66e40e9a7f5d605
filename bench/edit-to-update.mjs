#!/usr/bin/env node
// Edit-to-update benchmark for writers' mode, on two kinds of site in turn: starts `sfpdocs start`
// on a site, connects to the event channel like an open page does, then saves a page 20 times and
// prints the median time from the save to the update event reaching the client (issue 5 targets:
// ≤ 100 ms at 330 pages, ≤ 250 ms at 3300). Also prints edits that change what other pages show
// (the page title: sidebars and indexes), and the load average while measuring.
//
//   node bench/edit-to-update.mjs [--rounds R]       the SFP site (a copy of this repository's
//                                                    content/) and a Docusaurus site of the
//                                                    330-page corpus, its docs outside the site folder
//   node bench/edit-to-update.mjs N [N ...]          the N-page corpus as a native site and as that
//                                                    Docusaurus site, for each N
//
// The two sites of a pair run in turn, R rounds (default 3): on a shared machine compare them
// only within a pair, by the median of the rounds.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusGenerator } from './lib/corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generator = corpusGenerator;
const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;
const sizes = args.filter((a, i) => i !== roundsAt + 1 || roundsAt < 0).map(Number).filter(Boolean);
const edits = 20;
const titleEdits = 5;
/** Time between saves, longer than any batching window, so each save is its own update. */
const pauseMs = 250;
const eventTimeoutMs = 60_000;
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

/** Each site: how to lay it out in a temp folder, the folder to start, and the folder of its markdown. */
const sfpSite = {
  name: 'SFP site',
  make(dir) {
    for (const entry of ['content', 'static', 'site.config.ts']) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
    return { site: dir, docs: path.join(dir, 'content') };
  },
};
const corpusSite = (n) => ({
  name: `corpus ${n}, native`,
  make(dir) {
    spawnSync(process.execPath, [generator, path.join(dir, 'content'), String(n)], { stdio: 'ignore' });
    return { site: dir, docs: path.join(dir, 'content') };
  },
});
const docusaurusSite = (n) => ({
  name: `corpus ${n}, Docusaurus`,
  make(dir) {
    const site = path.join(dir, 'website');
    fs.mkdirSync(site);
    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), "module.exports = { title: 'Corpus', url: 'https://corpus.example.com', baseUrl: '/', presets: [['classic', { docs: { path: '../docs' }, blog: false }]] };\n");
    spawnSync(process.execPath, [generator, path.join(dir, 'docs'), String(n)], { stdio: 'ignore' });
    return { site, docs: path.join(dir, 'docs') };
  },
});

const pairs = sizes.length ? sizes.map((n) => [corpusSite(n), docusaurusSite(n)]) : [[sfpSite, docusaurusSite(330)]];
for (const pair of pairs) {
  const results = new Map(pair.map((kind) => [kind.name, []]));
  for (let round = 0; round < rounds; round++) for (const kind of pair) results.get(kind.name).push(await measure(kind));
  console.log(`medians of ${rounds} rounds, run in turn:`);
  for (const [name, runs] of results) {
    console.log(`  ${name.padEnd(24)} edit→event ${median(runs.map((r) => r.body)).toFixed(1)} ms  title edit ${median(runs.map((r) => r.title)).toFixed(1)} ms  server's own part ${median(runs.map((r) => r.applied)).toFixed(0)} ms  start-up ${median(runs.map((r) => r.startup)).toFixed(1)} s  (${runs[0].pages} pages)`);
  }
}

async function measure(kind) {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-watch-bench-'));
  let server;
  try {
    const { site, docs } = kind.make(temp);
    const started = performance.now();
    server = spawn(process.execPath, [path.join(root, 'bin/sfpdocs.js'), 'start', site, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await serverUrl(server);
    // The server prints how long each update took it (compile, link checks, event sent).
    const applied = [];
    server.stderr.on('data', (chunk) => process.stderr.write(chunk));
    server.stdout.on('data', (chunk) => {
      for (const match of String(chunk).matchAll(/: 1 page, 1 file compiled, in (\d+) ms/g)) applied.push(Number(match[1]));
    });
    const startup = (performance.now() - started) / 1000;
    const events = await listen(`${url}/__sfpdocs/events`);
    const files = markdownFiles(docs);
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
    const result = { body: median(body), title: median(title), applied: applied.length ? median(applied) : NaN, startup, pages: files.length };
    console.log(
      `${kind.name.padEnd(24)} edit→event median ${result.body.toFixed(1)} ms (min ${Math.min(...body).toFixed(1)}, max ${Math.max(...body).toFixed(1)}, n=${edits})` +
        `  (server's own part: median ${applied.length ? result.applied.toFixed(0) : '?'} ms)` +
        `  title edit median ${result.title.toFixed(1)} ms (n=${titleEdits})  start-up ${startup.toFixed(1)} s` +
        `  load avg ${loadBefore[0].toFixed(2)} → ${loadAfter[0].toFixed(2)} (${os.cpus().length} CPUs)`,
    );
    return result;
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(temp, { recursive: true, force: true });
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
