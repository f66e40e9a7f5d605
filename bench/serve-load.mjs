#!/usr/bin/env node
// Load on `sfpdocs serve` (issue 11): runs the real CLI's static server on loopback over a copy of
// the real site's build (or, when there is none, a fixture site built for the purpose) and loads it
// with autocannon: 100 connections for 30 s over a mix of HTML routes, hashed assets and a path
// that does not exist. Prints requests/s, latency percentiles, errors, timeouts and every answer
// that is neither 2xx, 3xx nor the expected 404, with the machine's load average around the run
// (other work shares its two cores). Not a test: it prints figures.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const usage = `usage: node bench/serve-load.mjs [--duration S] [--connections C] [--fixture] [--port P]

  --duration S     seconds of load (default 30)
  --connections C  concurrent connections (default 100)
  --fixture        serve a freshly built fixture site even when build/ exists
  --port P         port for the server (default: a free one from 4100-4999)`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const duration = option('--duration', 30);
const connections = option('--connections', 100);
const port = option('--port', 4100 + Math.floor(Math.random() * 900));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin/sfpdocs.js');
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

// Serve a private copy: someone rebuilding build/ meanwhile must not change what is measured.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-serve-load-'));
const served = path.join(work, 'build');
let server;
try {
  const realBuild = path.join(root, 'build');
  if (!args.includes('--fixture') && fs.existsSync(path.join(realBuild, 'index.html'))) {
    fs.cpSync(realBuild, served, { recursive: true });
    console.log(`serving a copy of ${path.relative(process.cwd(), realBuild) || '.'} (the real site)`);
  } else {
    buildFixture(work);
    console.log('serving a fixture site (no build/ found, or --fixture)');
  }

  const { html, assets } = pickUrls(served);
  const paths = [...html, ...assets, '/this/page/does-not-exist'];
  console.log(`${html.length} HTML routes, ${assets.length} hashed assets, 1 missing path; ${connections} connections for ${duration} s`);

  server = spawn(process.execPath, [cli, 'serve', work, '--port', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      const found = /at (http:\/\/\S+?)\/?$/m.exec(String(chunk));
      if (found) resolve(found[1]);
    });
    server.once('exit', (code) => reject(new Error(`sfpdocs serve exited with ${code}`)));
  });

  let next = 0;
  const loadBefore = os.loadavg();
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    // One counter shared by every connection: the mix is the whole list in turn, whatever the rate.
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const loadAfter = os.loadavg();
  const serverPeakKb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);

  const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  const unexpected = Object.entries(codes).filter(([code]) => !/^[23]\d\d$/.test(code) && code !== '404').reduce((sum, [, n]) => sum + n, 0);
  console.log('');
  console.log(`requests/s      mean ${result.requests.average.toFixed(0)}, p50 ${result.requests.p50}, min ${result.requests.min}  (total ${result.requests.total} in ${result.duration.toFixed(1)} s)`);
  console.log(`latency ms      p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`);
  console.log(`throughput      ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`);
  console.log(`status codes    ${JSON.stringify(codes)}`);
  console.log(`errors          ${result.errors}, timeouts ${result.timeouts}, resets ${result.resets ?? 0}, not 2xx/3xx/404 ${unexpected}`);
  console.log(`server peak RSS ${(serverPeakKb / 1024).toFixed(0)} MB`);
  console.log(`load average    ${loadBefore.map((l) => l.toFixed(2)).join(' ')} → ${loadAfter.map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
  if (result.errors || result.timeouts || unexpected) process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
}

/** Up to 60 HTML routes and 30 hashed assets (runtime, route table, sidebars, page chunks), spread over the site. */
function pickUrls(dir) {
  const pages = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('index.html'))
    .sort();
  const step = Math.max(1, Math.floor(pages.length / 60));
  const html = pages.filter((_, i) => i % step === 0).slice(0, 60).map((f) => `/${path.posix.dirname(f.split(path.sep).join('/'))}`.replace(/\/\.$/, '/'));
  const assets = fs
    .readdirSync(path.join(dir, 'assets'), { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => /\.[0-9a-zA-Z]{8,10}\.(js|css|json)$/.test(f))
    .sort()
    .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 30)) === 0)
    .slice(0, 30)
    .map((f) => `/assets/${f}`);
  return { html, assets };
}

function buildFixture(siteDir) {
  const files = {
    'site.config.ts': `import { defineConfig } from 'sfpdocs';\nexport default defineConfig({ title: 'Load', url: 'https://load.example.test', versions: [{ id: '1.0', label: 'One', path: '/docs/', current: true }] });\n`,
  };
  for (let i = 0; i < 100; i++) {
    files[`content/1.0/section${i % 10}/page${i}.md`] = `---\ntitle: Page ${i}\n---\n\n## Part one\n\n${'Some text about the keypad and the soft keys. '.repeat(40)}\n\nNext: [page ${(i + 1) % 100}](/docs/section${(i + 1) % 10}/page${(i + 1) % 100}).\n`;
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, name), text);
  }
  const run = spawnSync(process.execPath, [cli, 'build', siteDir], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`fixture build failed:\n${run.stderr}`);
}
