/**
 * A command asked for something sfpdocs refuses to do (its input is not wrong; the request is):
 * the command line prints the message and the hint and exits 2, the code of a usage error.
 */
export class UsageError extends Error {
  readonly hint: string;

  constructor(message: string, hint: string) {
    super(message);
    this.name = 'UsageError';
    this.hint = hint;
  }
}
