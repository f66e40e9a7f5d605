// Writers' mode: bundles runtime/dev/dev-client.ts for the browser (in memory, a few
// milliseconds). It is its own entry, never part of the runtime a build emits.
import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot } from '../package-root.ts';

export async function bundleDevClient(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(packageRoot(), 'runtime', 'dev', 'dev-client.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
