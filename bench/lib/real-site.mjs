// What the browser benchmarks share: a build of the real site (or one given on the command
// line), `sfpdocs serve` on a free loopback port, Chromium, and the figures' formatting.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
export const median = (xs) => quantile(xs, 0.5);

/**
 * The build folder to measure: `given` when the caller passed one, else a fresh build of the real
 * site in a temp folder. `temp` is a scratch folder the caller removes with `cleanup()`.
 */
export function realSiteBuild(given, label) {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), `sfpdocs-${label}-`));
  let dir = given ? path.resolve(given) : path.join(temp, 'build');
  if (!given) {
    bundleCli();
    try {
      buildSite('.', dir);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
  return { dir, temp, cleanup: () => fs.rmSync(temp, { recursive: true, force: true }) };
}

/** Bundles this checkout's CLI, so a build measures the code as it is. */
export function bundleCli() {
  spawnSync(process.execPath, ['scripts/bundle-cli.mjs'], { cwd: root, stdio: 'inherit' });
}

/** `sfpdocs build siteDir --out-dir outDir` with this checkout's CLI; throws with the build's output when it fails. */
export function buildSite(siteDir, outDir, ...flags) {
  const build = spawnSync(process.execPath, ['bin/sfpdocs.js', 'build', siteDir, '--out-dir', outDir, ...flags], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build of ${siteDir} failed:\n${build.stdout}\n${build.stderr}`);
}

/** `sfpdocs serve --dir dir` on a random port in 4100–4999, resolved once it answers. */
export async function serveBuild(dir) {
  const port = 4100 + Math.floor(Math.random() * 900);
  const server = spawn(process.execPath, ['bin/sfpdocs.js', 'serve', '--dir', dir, '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${origin}/`);
      break;
    } catch {
      if (i === 100) throw new Error(`the server at ${origin} did not start`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return { origin, stop: () => server.kill() };
}

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
}
