import { fileErrorReason, folderAccessError } from '../cache/build-cache.ts';

/** File system codes that say the machine refused a write, not that sfpdocs went wrong. */
const refusedWriteCodes = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EEXIST', 'EISDIR', 'EMFILE', 'ENFILE']);

/**
 * The output could not be written: the folder is read-only, the disk full, a file is in the way.
 * Not a bug of sfpdocs and not a problem of the site: the command line prints the message and
 * the hint and exits 1. The previous output is left as it was.
 */
export class WriteError extends Error {
  readonly hint: string;

  constructor(message: string, hint: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WriteError';
    this.hint = hint;
  }
}

/** Whether a file system error code says the machine refused a write (a full or read-only disk). */
export function isRefusedWrite(code: string | undefined): boolean {
  return !!code && refusedWriteCodes.has(code);
}

/**
 * A WriteError naming the output folder and the reason, for an error the file system raised; else
 * null. `making`: the error came from making the staging folder, where any file system error
 * (ENOENT included: Node's recursive mkdir reports a read-only disk so) means the place is unusable.
 */
export function outputWriteError(error: unknown, shownOutDir: string, options: { making?: string } = {}): WriteError | null {
  let code = (error as NodeJS.ErrnoException | null)?.code;
  if (!code || !(refusedWriteCodes.has(code) || options.making)) return null;
  if (options.making && code === 'ENOENT') error = folderAccessError(options.making) ?? error;
  code = (error as NodeJS.ErrnoException).code;
  const full = code === 'ENOSPC' || code === 'EDQUOT';
  return new WriteError(
    `cannot write the output to ${shownOutDir}: ${fileErrorReason(error)}`,
    `${full ? 'free some space on that disk, or' : 'make the folder writable, or'} name another folder with --out-dir; the previous output was left as it was`,
    { cause: error },
  );
}

