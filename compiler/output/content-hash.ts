// The content hash in the names of output files that never change once written (`name.HASH.ext`):
// the first 10 hex digits of the SHA-256 of their bytes.
import crypto from 'node:crypto';

export function contentHash(contents: string | Uint8Array): string {
  return crypto.createHash('sha256').update(contents).digest('hex').slice(0, 10);
}
