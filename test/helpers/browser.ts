import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { Test } from 'uvu';
import { serve, type Server } from '../../compiler/serve.ts';
import { makeSite, removeSite, runCli } from './fixture-site.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export interface BuiltSite {
  /** The site folder (content/, site.config.ts). */
  dir: string;
  /** Its build output. */
  build: string;
  server: Server;
  /** What the build printed (its warnings, on stderr). */
  log: string;
}

/** Writes `files` into a temp site, builds it with the real CLI and serves the output on a free port. */
export async function buildAndServe(files: Record<string, string>, args: string[] = []): Promise<BuiltSite> {
  const dir = makeSite(files);
  const result = runCli(['build', dir, ...args]);
  if (result.status !== 0) {
    removeSite(dir);
    throw new Error(result.stderr || result.stdout);
  }
  const build = path.join(dir, 'build');
  return { dir, build, server: await serve({ dir: build, port: 0 }), log: result.stderr + result.stdout };
}

export interface BrowserSite extends BuiltSite {
  browser: Browser;
}

/**
 * For a suite of browser tests: builds and serves `files` and launches Chromium before the
 * suite, and closes everything after it. The fields are filled in when the suite starts.
 */
export function useBrowserSite(test: Test, files: Record<string, string>): BrowserSite {
  const site = {} as BrowserSite;
  test.before(async () => {
    Object.assign(site, await buildAndServe(files));
    site.browser = await launchBrowser();
  });
  // A browser that died (it happened once in CI) fails only the test it died in, not the rest.
  test.before.each(async () => {
    if (!site.browser.isConnected()) site.browser = await launchBrowser();
  });
  test.after(async () => {
    await site.browser?.close();
    await site.server?.close();
    if (site.dir) removeSite(site.dir);
  });
  return site;
}
