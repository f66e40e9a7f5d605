// The parts of a GET that `serve` answers by the rules of RFC 9110: If-None-Match (section
// 13.1.2: `*` or a list of entity tags, compared weakly) and a single byte Range (section 14,
// with If-Range, 13.1.5), parsed by range-parser (jshttp's, as Express's `send` does). The
// If-None-Match comparison is ours: `fresh`, the library for it, also treats a request's
// `Cache-Control: no-cache` as "send everything", which is a cache's rule, not a server's.
import parseRange from 'range-parser';

/** Whether If-None-Match holds the current entity tag (weak comparison) or `*`: then 304. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const current = opaqueTag(etag);
  for (const match of header.matchAll(entityTagRe)) if (match[2] === current) return true;
  return false;
}

/** `W/"abc"` or `"abc"`: the quoted part is the opaque tag. */
const entityTagRe = /(W\/)?"([^"]*)"/g;

function opaqueTag(etag: string): string {
  return /"([^"]*)"/.exec(etag)?.[1] ?? etag;
}

export type RangeAnswer =
  /** Send the whole representation (no Range, one that is ignored, several ranges, or If-Range not matching). */
  | { kind: 'whole' }
  /** Send bytes start..end (inclusive) with 206. */
  | { kind: 'part'; start: number; end: number }
  /** 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

/**
 * What to answer to a Range header for a representation of `size` bytes. Only one range is
 * served; a request for several gets the whole file, which RFC 9110 allows, and so does a header
 * that cannot be parsed. A validator in If-Range must match strongly, and this server's entity
 * tags are weak (the bytes sent depend on the encoding chosen), so a Range with If-Range gets the
 * whole file too.
 */
export function rangeAnswer(range: string | undefined, ifRange: string | undefined, size: number): RangeAnswer {
  if (range === undefined || ifRange !== undefined || !range.startsWith('bytes=')) return { kind: 'whole' };
  const ranges = parseRange(size, range, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'whole' };
  return { kind: 'part', start: ranges[0]!.start, end: ranges[0]!.end };
}
