#!/usr/bin/env node
// Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on each page type of the
// real site as `sfpdocs serve` serves it: the four category scores and the Largest Contentful
// Paint. Lighthouse is not a dependency of sfpdocs (200 packages, 185 MB): the first run installs
// the pinned version below from the npm registry into node_modules/.cache/sfpdocs-bench/.
// Usage: node bench/lighthouse.mjs [builtDir] [--runs N] [--details]
//   --runs N    run each page N times and show the median of each figure (default 1)
//   --details   list every audit that did not pass on each page, with what it found
// Target (issue 25): >= 98 in all four categories on every page type.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, realSiteBuild, root, serveBuild } from './lib/real-site.mjs';

/** Lighthouse 13 needs Node 22; 12.8 is the last release that runs on Node 20. */
const lighthouseVersion = '12.8.2';
const pages = [
  ['home', '/'],
  ['guide', '/docs/getting-started/main-concepts/manifest'],
  ['API page', '/docs/api/web-apis/alarm/mozAlarmsManager/add'],
  ['/apis/', '/apis/'],
  ['blog post', '/blog/sfp-3-0-release'],
  ['search', '/search'],
  ['search results', '/search?q=alarm'],
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The flags the issue names: Debian's chromium, headless, nothing running in the background. */
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 1;
const details = args.includes('--details');
const given = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');

const { lighthouse, launch } = await loadLighthouse();
const { dir, cleanup } = realSiteBuild(given, 'lighthouse');
const blockedUrlPatterns = thirdPartyHosts(dir).map((host) => `*${host}*`);
const server = await serveBuild(dir);
const chrome = await launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags });
const rows = [];
try {
  for (const [label, route] of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${server.origin}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, blockedUrlPatterns });
      if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push(lhr);
    }
    const figure = (pick) => median(results.map(pick));
    const row = { label, route, cpu: figure((r) => r.environment.benchmarkIndex), lcp: figure((r) => r.audits['largest-contentful-paint'].numericValue), scores: categories.map((c) => figure((r) => Math.round(r.categories[c].score * 100))) };
    rows.push(row);
    console.log(`${label.padEnd(14)} ${row.scores.map((s) => String(s).padStart(4)).join('')}   LCP ${(row.lcp / 1000).toFixed(2)} s   CPU index ${Math.round(row.cpu)}   ${route}`);
    if (details) for (const line of failedAudits(results.at(-1))) console.log(`    ${line}`);
  }
} finally {
  await chrome.kill();
  server.stop();
  cleanup();
}

console.log('');
console.log(`Lighthouse ${lighthouseVersion}, mobile defaults, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, against sfpdocs serve; blocked: ${blockedUrlPatterns.join(' ') || 'nothing'}`);
// Lighthouse slows the CPU down 4 times on top of this machine's own speed (its benchmark index,
// about 1000 or more on an idle desktop): on a busy shared machine the index drops and the
// performance figures fall with it, TBT first.
console.log('| page | performance | accessibility | best practices | SEO | LCP | CPU index |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const { label, route, scores, lcp, cpu } of rows) console.log(`| ${label} (\`${route}\`) | ${scores.join(' | ')} | ${(lcp / 1000).toFixed(2)} s | ${Math.round(cpu)} |`);
const below = rows.filter((r) => r.scores.some((s) => s < 98));
console.log(below.length ? `below 98: ${below.map((r) => r.label).join(', ')}` : 'every page type scores >= 98 in all four categories');

/**
 * The hosts of the configured analytics and chatbot. This machine cannot reach them, so their
 * requests would fail with a DNS error that Lighthouse counts against best practices; blocked as
 * an ad blocker would block them, they count as the reader's choice (Lighthouse ignores requests
 * it blocked itself). Either way nothing of theirs loads, so no other figure changes.
 */
function thirdPartyHosts(built) {
  const table = fs.readdirSync(path.join(built, 'assets')).find((name) => /^routes\.\w+\.json$/.test(name));
  const { config } = JSON.parse(fs.readFileSync(path.join(built, 'assets', table), 'utf8'));
  return [...(config.analytics ? ['googletagmanager.com', 'google-analytics.com'] : []), ...(config.chatbot ? [new URL(config.chatbot.url).host] : [])];
}

/** Lighthouse and chrome-launcher from the bench's own install, made on first use. */
async function loadLighthouse() {
  const prefix = path.join(root, 'node_modules', '.cache', 'sfpdocs-bench', `lighthouse-${lighthouseVersion}`);
  const manifest = path.join(prefix, 'node_modules', 'lighthouse', 'package.json');
  if (!fs.existsSync(manifest)) {
    console.error(`installing lighthouse@${lighthouseVersion} into ${path.relative(process.cwd(), prefix)} (once)`);
    fs.mkdirSync(prefix, { recursive: true });
    fs.writeFileSync(path.join(prefix, 'package.json'), '{ "private": true }\n');
    const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
    const install = spawnSync(npm[0], [...npm.slice(1), 'install', '--no-audit', '--no-fund', '--no-save', `lighthouse@${lighthouseVersion}`], { cwd: prefix, stdio: 'inherit' });
    if (install.status !== 0) throw new Error(`npm could not install lighthouse@${lighthouseVersion}`);
  }
  const require = createRequire(manifest);
  const load = async (name) => import(pathToFileURL(require.resolve(name)).href);
  return { lighthouse: (await load('lighthouse')).default, launch: (await load('chrome-launcher')).launch };
}

/** The LCP element, what shifted, and the audits of the four categories that did not pass, with the items they name. */
function failedAudits(lhr) {
  const snippet = (item) => item?.node?.snippet ?? item?.node?.selector;
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  const lines = [`LCP element: ${snippet(lcp) ?? 'none'}`];
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) lines.push(`layout shift ${item.score.toFixed(3)}: ${snippet(item) ?? '?'}`);
  for (const category of categories) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit.score === null || audit.score >= 0.9 || (category === 'performance' && ref.weight === 0 && audit.details?.type !== 'opportunity')) continue;
      const items = (audit.details?.items ?? []).slice(0, 4).map((item) => item.node?.snippet ?? item.url ?? item.node?.selector ?? JSON.stringify(item).slice(0, 120));
      lines.push(`${category} · ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}${items.length ? `\n      ${items.join('\n      ')}` : ''}`);
    }
  }
  return lines;
}
