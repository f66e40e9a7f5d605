// A site's config (and what it loads) runs inside the sfpdocs process: a `process.exit(0)` there
// would end the build with exit code 0, no output and no message. While such code runs, exiting
// throws instead, so the call is reported as a problem of the file that made it.

/** Thrown in place of exiting the process. */
export class ExitCalledError extends Error {
  readonly code: number | string | null | undefined;

  constructor(code: number | string | null | undefined) {
    super(`it called process.exit(${code ?? ''}), which would end sfpdocs without a build`);
    this.name = 'ExitCalledError';
    this.code = code;
  }
}

export async function forbidExit<T>(run: () => Promise<T>): Promise<T> {
  const exit = process.exit;
  process.exit = ((code?: number | string | null) => {
    throw new ExitCalledError(code);
  }) as typeof process.exit;
  try {
    return await run();
  } finally {
    process.exit = exit;
  }
}
