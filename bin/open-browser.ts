// `--open`: shows the site in the default browser where there is one. Where there is none (a
// server, a container, CI) nothing happens and nothing is said: the address is printed anyway.
import { spawn } from 'node:child_process';

/** The command that opens `url`, or null where no browser can be shown. */
export function browserCommand(url: string, env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string[] | null {
  // $BROWSER is the usual way to name a browser on Unix, and `none` to have none.
  if (env.BROWSER) return env.BROWSER === 'none' ? null : [env.BROWSER, url];
  if (platform === 'darwin') return ['open', url];
  if (platform === 'win32') return ['cmd', '/c', 'start', '""', url];
  // Without a graphical session xdg-open falls back to a text-mode browser in this very terminal.
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null;
  return ['xdg-open', url];
}

export function openBrowser(url: string): void {
  // A browser on this machine reaches a server bound to every address through loopback.
  const command = browserCommand(url.replace(/^http:\/\/(0\.0\.0\.0|\[::\])(?=:)/, 'http://localhost'));
  if (!command) return;
  const child = spawn(command[0]!, command.slice(1), { stdio: 'ignore', detached: true, windowsHide: true });
  // No such program: there is no browser to open, which --open accepts.
  child.on('error', () => undefined);
  child.unref();
}
