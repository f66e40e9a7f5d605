// Node 22.1+ can keep V8's compiled code of the modules a process loads on disk and reuse it at the
// next start (module.enableCompileCache). sfpdocs turns it on for its own threads, in a folder of
// its own package (beside its bundle cache), so a build's main thread and each of its workers
// skip compiling sfpdocs and its dependencies after the first run. On older Node (20 has no such
// call) or where the folder cannot be written, nothing changes.
import module from 'node:module';
import path from 'node:path';
import { packageRoot } from '../package-root.ts';

/** Turns the compile cache on for this thread when Node has it; safe to call more than once. */
export function enableCompileCache(): void {
  const enable = (module as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache;
  if (!enable) return;
  try {
    enable(path.join(packageRoot(), 'node_modules', '.cache', 'sfpdocs', 'compile-cache'));
  } catch {
    // A cache is an optimisation: a read-only install runs as before.
  }
}
