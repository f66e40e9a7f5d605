#!/usr/bin/env node
// Pathological sites (issue 11): generates sites that stress one dimension each and builds them
// with the real CLI, each in its own temp folder, under GNU time. Prints wall time and peak RSS
// per case, and for the cases that scale, the ratio between two sizes (a linear build doubles,
// or less, when the size doubles). Also checks what each build must say: the duplicate route
// names both files, the renamed page's 500 inbound links are each reported at file:line:col
// with the new route suggested. Not a test: it prints figures.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const usage = `usage: node bench/pathological-sites.mjs [CASE ...] [--small] [--keep]

  CASE     run only the cases whose name starts with CASE (flat, nest, big, links-spread,
           links-one, front-matter, cycle, duplicate, rename); default: all
  --small  a tenth of every size, for a quick look
  --keep   keep the generated sites (their paths are printed)`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const small = args.includes('--small');
const keep = args.includes('--keep');
const only = args.filter((a) => !a.startsWith('--'));
const scale = (n) => (small ? Math.max(1, Math.round(n / 10)) : n);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin/sfpdocs.js');
spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });

const config = `import { defineConfig } from 'sfpdocs';
export default defineConfig({
  title: 'Pathological',
  url: 'https://patho.example.test',
  versions: [{ id: '1.0', label: 'One', path: '/docs/', current: true }],
});
`;

const pad = (n, width = 5) => String(n).padStart(width, '0');
const page = (title, body) => `---\ntitle: ${title}\ndescription: ${title}, generated for the pathological-sites bench.\n---\n\n${body}\n`;
const prose = (i) =>
  `Page ${i} explains how the feature-phone keypad maps to navigation: the D-pad moves focus, **OK** activates, and the soft keys open menus. ` +
  `It links nowhere on purpose, so this case measures pages, not links.\n\n## Details {#details}\n\nMore text for page ${i}, with \`inline code\` and _emphasis_.\n`;

/** Each case: a name, the sizes it runs at, and a generator returning files (site-relative). */
const cases = [
  {
    name: 'flat',
    what: 'N pages in one folder',
    sizes: [scale(5000), scale(10000)],
    unit: 'pages',
    files(n) {
      const files = {};
      for (let i = 0; i < n; i++) files[`content/1.0/flat/p${pad(i)}.md`] = page(`Flat page ${i}`, prose(i));
      return files;
    },
  },
  {
    name: 'nest',
    what: 'folders nested N deep, a page at every level',
    sizes: [15, 30],
    unit: 'levels',
    files(depth) {
      const files = {};
      let dir = 'content/1.0';
      for (let level = 1; level <= depth; level++) {
        dir += `/level${level}`;
        files[`${dir}/page${level}.md`] = page(`Page at level ${level}`, `${prose(level)}${level > 1 ? `\nUp: [parent](../page${level - 1}.md).\n` : ''}`);
      }
      return files;
    },
  },
  {
    name: 'big',
    what: 'one page of N MB (prose, headings, lists, tables, a few code blocks)',
    sizes: [2.5, 5],
    unit: 'MB',
    files(mb) {
      return { 'content/1.0/big.md': bigPage(mb * 1024 * 1024), 'content/1.0/other.md': page('Other', 'See [the big page](./big.md#section-10).') };
    },
  },
  {
    name: 'links-spread',
    what: 'N links spread over 500 pages (to other pages, half with an #anchor)',
    sizes: [scale(25000), scale(50000)],
    unit: 'links',
    files(n) {
      const pages = scale(500);
      const perPage = Math.ceil(n / pages);
      const files = {};
      for (let i = 0; i < pages; i++) {
        const links = [];
        for (let k = 0; k < perPage && i * perPage + k < n; k++) {
          const target = (i * 7 + k * 13 + 1) % pages;
          links.push(`- [to ${target}](./p${pad(target)}.md${k % 2 ? '#details' : ''})`);
        }
        files[`content/1.0/links/p${pad(i)}.md`] = page(`Linking page ${i}`, `${prose(i)}\n${links.join('\n')}\n`);
      }
      return files;
    },
  },
  {
    name: 'links-one',
    what: 'N links on one page (to 100 pages, half with an #anchor)',
    sizes: [scale(25000), scale(50000)],
    unit: 'links',
    files(n) {
      const files = {};
      const links = [];
      for (let k = 0; k < n; k++) links.push(`- [to ${k % 100}](/docs/targets/t${pad(k % 100)}${k % 2 ? '#details' : ''})`);
      files['content/1.0/hub.md'] = page('Hub', links.join('\n'));
      for (let i = 0; i < 100; i++) files[`content/1.0/targets/t${pad(i)}.md`] = page(`Target ${i}`, prose(i));
      return files;
    },
  },
  {
    name: 'front-matter',
    what: 'one page whose front matter holds N keys (each unknown: a warning each)',
    sizes: [scale(20000), scale(40000)],
    unit: 'keys',
    files(n) {
      const keys = Array.from({ length: n }, (_, i) => `key${i}: value ${i}`).join('\n');
      return { 'content/1.0/keys.md': `---\ntitle: Keys\n${keys}\n---\n\nA page with a large front matter.\n` };
    },
  },
  {
    name: 'cycle',
    what: 'N pages linked in a cycle (A → B → … → A)',
    sizes: [scale(1000), scale(2000)],
    unit: 'pages',
    files(n) {
      const files = {};
      for (let i = 0; i < n; i++) files[`content/1.0/cycle/c${pad(i)}.md`] = page(`Cycle ${i}`, `Next: [c${(i + 1) % n}](./c${pad((i + 1) % n)}.md#details), back to [start](/docs/cycle/c00000).\n\n${prose(i)}`);
      return files;
    },
  },
  {
    name: 'duplicate',
    what: 'two files claiming one route (slug) and x.md beside x/index.md',
    sizes: [1],
    unit: '',
    files() {
      return {
        'content/1.0/a.md': '---\ntitle: A\nslug: /docs/same\n---\n\nFirst claimant.\n',
        'content/1.0/b.md': '---\ntitle: B\nslug: /docs/same\n---\n\nSecond claimant.\n',
        'content/1.0/x.md': page('X', 'The page file.'),
        'content/1.0/x/index.md': page('X index', 'The folder index.'),
        'content/1.0/x/child.md': page('Child', 'A child.'),
      };
    },
    expect(run) {
      const both = /route `\/docs\/same` is claimed by both content\/1\.0\/a\.md and content\/1\.0\/b\.md/.test(run.stderr);
      const folder = /claimed by both content\/1\.0\/x\.md and content\/1\.0\/x\/index\.md/.test(run.stderr);
      return `${both ? 'slug duplicate names both files' : '**slug duplicate NOT reported with both files**'}; ${folder ? 'x.md/x/index.md named' : '**x.md beside x/index.md not reported**'}`;
    },
  },
];

const results = [];
// Interrupted (Ctrl-C, kill): remove the site being built, as a finished case does.
const live = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const dir of live) fs.rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  });
}
for (const c of cases) {
  if (only.length && !only.some((o) => c.name.startsWith(o))) continue;
  for (const size of c.sizes) {
    const site = writeSite(c.files(size));
    try {
      const run = timeBuild(site);
      const note = c.expect ? c.expect(run) : run.status === 0 ? '' : firstError(run);
      record(c.name, size, c.unit, run, note);
    } finally {
      done(site);
    }
  }
}
if (!only.length || only.some((o) => 'rename'.startsWith(o))) {
  for (const routes of [scale(2500), scale(5000)]) renameCase(routes, 500);
}

console.log('');
console.log('| case | size | exit | wall s | peak RSS | pages | output | note | load |');
console.log('|---|---:|:-:|---:|---:|---:|---:|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.size} ${r.unit} | ${r.status} | ${r.seconds.toFixed(2)} | ${r.mb} MB | ${r.pages || '–'} | ${r.outMb ? `${r.outMb} MB` : '–'} | ${r.note} | ${r.load} |`);
console.log('');
console.log('Scaling (second size / first size; linear means time ratio ≈ size ratio, memory ratio ≤ size ratio):');
const byName = Map.groupBy ? Map.groupBy(results, (r) => r.name) : groupBy(results);
for (const [name, runs] of byName) {
  if (runs.length < 2) continue;
  const [a, b] = runs;
  const out = a.outMb && b.outMb ? `  output ×${(b.outMb / a.outMb).toFixed(2)}` : '';
  console.log(`  ${name.padEnd(20)} size ×${(b.size / a.size).toFixed(2)}  time ×${(b.seconds / a.seconds).toFixed(2)}  peak RSS ×${(b.kb / a.kb).toFixed(2)}${out}`);
}

/** Build once, rename the page every link points at, build again: each link must be reported. */
function renameCase(routes, inbound) {
  const files = {};
  for (let i = 0; i < routes; i++) {
    const links = i < inbound ? `\nSee [installing the SDK](/docs/guide/install-sdk) first.\n` : '';
    files[`content/1.0/pages/p${pad(i)}.md`] = page(`Page ${i}`, `${prose(i)}${links}`);
  }
  files['content/1.0/guide/install-sdk.md'] = page('Install the SDK', prose(-1));
  const site = writeSite(files);
  try {
    const first = timeBuild(site);
    record('rename: first build', routes, 'routes', first, first.status === 0 ? '' : firstError(first));
    fs.renameSync(path.join(site, 'content/1.0/guide/install-sdk.md'), path.join(site, 'content/1.0/guide/installing-the-sdk.md'));
    const second = timeBuild(site);
    const reported = second.stderr.split('\n').filter((l) => /^content\/1\.0\/pages\/p\d+\.md:\d+:\d+  broken link `\/docs\/guide\/install-sdk`/.test(l));
    const suggested = reported.filter((l) => l.includes('did you mean `/docs/guide/installing-the-sdk`?'));
    const note = `exit ${second.status}; ${reported.length}/${inbound} broken links at file:line:col, ${suggested.length} suggest the new route`;
    record('rename: after rename', routes, 'routes', second, note);
  } finally {
    done(site);
  }
}

function bigPage(bytes) {
  const parts = ['---\ntitle: A very big page\n---\n'];
  let size = parts[0].length;
  for (let i = 0; size < bytes; i++) {
    let chunk = `\n## Section ${i} {#section-${i}}\n\n`;
    chunk += `Paragraph ${i} talks about the keypad, the soft keys and the [other page](./other.md), with \`code\`, **bold** and _emphasis_. `.repeat(8) + '\n\n';
    chunk += `- item one of list ${i}\n- item two with a [link](#section-${Math.max(0, i - 1)})\n- item three\n\n`;
    if (i % 10 === 0) chunk += `| key | action |\n|---|---|\n| OK | select |\n| Back | return |\n| * | symbols |\n\n`;
    if (i % 50 === 0) chunk += '```js\nnavigator.mozAlarms.add(new Date(), "honorTimezone", { id: ' + i + ' });\n```\n';
    parts.push(chunk);
    size += chunk.length;
  }
  return parts.join('');
}

function writeSite(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfpdocs-patho-'));
  live.add(dir);
  fs.writeFileSync(path.join(dir, 'site.config.ts'), config);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

function done(site) {
  live.delete(site);
  if (keep) console.log(`  kept ${site}`);
  else fs.rmSync(site, { recursive: true, force: true });
}

/** One CLI build under GNU time: exit status, wall seconds, peak RSS (worker threads included). */
function timeBuild(site) {
  const load = os.loadavg()[0].toFixed(2);
  const run = spawnSync('/usr/bin/time', ['-f', '%e %M', process.execPath, cli, 'build', site], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } });
  const lines = run.stderr.trimEnd().split('\n');
  const [seconds, kb] = lines.pop().split(' ').map(Number);
  const status = /Command exited with non-zero status (\d+)/.exec(lines.at(-1) ?? '')?.[1];
  if (status) lines.pop();
  return { status: Number(status ?? 0), seconds, kb, stdout: run.stdout, stderr: lines.join('\n'), pages: Number(/built (\d+) pages/.exec(run.stdout)?.[1] ?? 0), outMb: Number(/([\d.]+) MB in \d+ files/.exec(run.stdout)?.[1] ?? 0), load: `${load}→${os.loadavg()[0].toFixed(2)}` };
}

function record(name, size, unit, run, note) {
  const row = { name, size, unit, status: run.status, seconds: run.seconds, kb: run.kb, mb: (run.kb / 1024).toFixed(0), pages: run.pages, outMb: run.outMb, note, load: run.load };
  results.push(row);
  console.log(`${name.padEnd(22)} ${String(size).padStart(6)} ${unit.padEnd(6)} exit ${run.status}  ${run.seconds.toFixed(2)} s  peak RSS ${row.mb} MB  ${run.pages} pages  output ${run.outMb} MB  load ${run.load}  ${note}`);
}

function firstError(run) {
  // The whole tail goes to the log; the table gets the first line that says what went wrong.
  console.log(run.stderr.split('\n').slice(-12).map((l) => `    | ${l}`).join('\n'));
  return (run.stderr.split('\n').find((l) => /error|failed/i.test(l)) ?? run.stderr.split('\n')[0] ?? '').slice(0, 160);
}

function groupBy(list) {
  const map = new Map();
  for (const r of list) map.set(r.name, [...(map.get(r.name) ?? []), r]);
  return map;
}
