// Ctrl-C (SIGINT) and SIGTERM while a command works: its temporary folders are removed, it says
// what it stopped, and it exits with 130 (128 + SIGINT), as shells report an interrupted command.
import { removeTempFolders } from '../compiler/output/temp-folders.ts';

const exitInterrupted = 130;

/** Until the returned function is called, an interrupt removes the temporary folders and prints `what()`. */
export function onInterrupt(what: () => string): () => void {
  const stop = () => {
    // A progress line being rewritten in place on a terminal is cleared first.
    if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
    removeTempFolders();
    console.error(what());
    process.exit(exitInterrupted);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  };
}
