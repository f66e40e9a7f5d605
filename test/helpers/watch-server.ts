// Runs `sfpdocs serve --watch` (the real CLI) on a fixture site and listens to its event channel
// with a plain HTTP client, the way an open page does.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { DevEvent } from '../../shared/contract.ts';
import { repoRoot } from './fixture-site.ts';

export interface WatchProcess {
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the output matches, after `from` characters. */
  waitForOutput(re: RegExp, from?: number): Promise<string>;
  stop(): Promise<void>;
}

const timeoutMs = 30_000;

export async function startWatch(siteDir: string): Promise<WatchProcess> {
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'bin', 'sfpdocs.js'), 'serve', '--watch', siteDir, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let out = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const w of [...waiters]) w();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const waitForOutput = (re: RegExp, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const match = re.exec(out.slice(from));
        if (match) {
          waiters.delete(check);
          clearTimeout(timer);
          resolve(match[0]);
        } else if (child.exitCode !== null) {
          waiters.delete(check);
          clearTimeout(timer);
          reject(new Error(`sfpdocs exited (${child.exitCode}) before printing ${re}:\n${out}`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${re} in:\n${out}`));
      }, timeoutMs);
      waiters.add(check);
      child.once('exit', check);
      check();
    });
  const served = await waitForOutput(/serving at (http:\/\/\S+?)\/?\s/);
  return {
    url: /http:\/\/[^\s/]+/.exec(served)![0],
    output: () => out,
    waitForOutput,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

export interface EventStream {
  /** Every event received so far. */
  events: DevEvent[];
  /** The first event (received from now on, or already among the last `since`) that matches. */
  waitFor(match: (event: DevEvent) => boolean, since?: number): Promise<DevEvent>;
  close(): void;
}

export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const events: DevEvent[] = [];
  const waiters = new Set<() => void>();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event channel answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const data = buffer.slice(0, end).split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n');
          buffer = buffer.slice(end + 2);
          if (data) events.push(JSON.parse(data) as DevEvent);
        }
        for (const w of [...waiters]) w();
      });
      resolve({
        events,
        waitFor(match, since = events.length) {
          return new Promise((done, fail) => {
            const check = () => {
              const found = events.slice(since).find(match);
              if (!found) return;
              waiters.delete(check);
              clearTimeout(timer);
              done(found);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event; received: ${JSON.stringify(events.slice(since))}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
