// What `serve` and writers' mode print when --host makes them reachable from other machines.
import os from 'node:os';

/** Addresses that only this machine can reach. */
export const loopbackHostRe = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;
const wildcardHostRe = /^(0\.0\.0\.0|::|\[::\])$/;

/** The addresses other machines can use to reach a server bound to `host`. */
function reachableAddresses(host: string): string[] {
  if (!wildcardHostRe.test(host)) return [host];
  const v6 = host.includes(':');
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && (a.family === 'IPv4' || (v6 && !a.address.startsWith('fe80'))))
    .map((a) => a!.address);
}

/** Warning lines for a server bound beyond loopback (none for loopback). */
export function networkNotice(options: { host: string; port: number; path: string; what: 'site' | 'writers' }): string[] {
  if (loopbackHostRe.test(options.host)) return [];
  const who = options.what === 'writers' ? 'the site and its sources as you edit them' : 'the site';
  const lines = [`warning: listening on ${options.host}: every machine that can reach this address can read ${who}`];
  for (const address of reachableAddresses(options.host)) lines.push(`  on the network: http://${address.includes(':') ? `[${address}]` : address}:${options.port}${options.path}`);
  return lines;
}
