// Writes output files on libuv's thread pool instead of the main thread. Creating a file costs
// far more system time than the bytes in it, and a site writes three files per page, so writing
// them in the background lets that time overlap with rendering the next pages. Memory stays
// bounded: producers call `drain()` in their loops, which waits while too many writes are queued.
import fs from 'node:fs';
import path from 'node:path';

export interface OutputWriter {
  /** Queues one file (path relative to the output folder); returns its size in bytes. */
  write(file: string, contents: string | Uint8Array): number;
  /** Waits until the queue is short again; call it once per page or so. */
  drain(): Promise<void>;
  /** Waits for every queued write; rejects with the first failure. */
  flush(): Promise<void>;
}

/** Writes queued at once before `drain` waits. */
const maxQueued = 128;

export function createOutputWriter(dir: string): OutputWriter {
  const folders = new Map<string, Promise<unknown>>([[dir, Promise.resolve()]]);
  const pending = new Set<Promise<void>>();
  let failure: unknown = null;

  const folder = (parent: string): Promise<unknown> => {
    let ready = folders.get(parent);
    if (!ready) {
      ready = fs.promises.mkdir(parent, { recursive: true });
      folders.set(parent, ready);
    }
    return ready;
  };

  return {
    write(file, contents) {
      const target = path.join(dir, file);
      const done = folder(path.dirname(target))
        .then(() => fs.promises.writeFile(target, contents))
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => pending.delete(done));
      pending.add(done);
      return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
    },
    async drain() {
      while (pending.size > maxQueued) await Promise.race(pending);
      if (failure) throw failure;
    },
    async flush() {
      while (pending.size) await Promise.all(pending);
      if (failure) throw failure;
    },
  };
}
