// Precompressed copies of the output's text files, `file.br` and `file.gz` beside `file`, written
// once at build time. A host that serves such copies as they are (nginx's gzip_static and
// brotli_static, Caddy's `precompressed`, Netlify-style hosts, `sfpdocs serve`) then answers
// compressed without compressing at each request, and with a better ratio than it would afford then.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { BuildCache } from '../cache/build-cache.ts';

/** The kinds of file worth compressing: text. Images, fonts and icons are compressed already. */
export const compressibleRe = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/;

/** Under about one packet a compressed answer saves nothing that can be measured. */
export const minCompressBytes = 1024;

/**
 * Levels chosen by what they cost (least CPU of five runs over the 13.5 MB of text of the
 * 330-page benchmark's output; docs/deploying.md has the table): brotli 4 → 5 → 6 → 8 → 9 give
 * 21.8 → 20.2 → 20.1 → 20.0 → 19.9 % of the size for 0.19 → 0.26 → 0.26 → 0.30 → 0.42 s; gzip
 * 6 → 9 gives 22.0 → 21.9 % for 0.18 → 0.22 s. Past these, each step costs more than it saves.
 */
const brotliQuality = 6;
const gzipLevel = 6;

/** Files compressed at once: zlib's async calls run on libuv's thread pool, so all cores help. */
const filesAtOnce = 4;

export interface Encoding {
  /** The Content-Encoding token. */
  name: 'br' | 'gzip';
  /** The suffix of the precompressed copy. */
  suffix: '.br' | '.gz';
}

/** Best first. */
export const encodings: readonly Encoding[] = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

export function brotliOptions(size: number, quality = brotliQuality): zlib.BrotliOptions {
  // A window no larger than the file: the same ratio, and a small file no longer costs the
  // default 4 MB window (with it, quality 9 took 13 times as long on the benchmark's output).
  const window = Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.min(24, Math.ceil(Math.log2(Math.max(size, 1)))));
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_LGWIN]: window,
    },
  };
}

export const gzipOptions: zlib.ZlibOptions = { level: gzipLevel };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressOptions {
  /** false: write nothing (the build's `--no-precompress`, `precompress: false` in site.config.ts). */
  enabled?: boolean;
  /**
   * The build cache: it keeps the copies between builds by the hash of what they compress and the
   * levels, so an unchanged file costs a read instead of compressing it again. In its pack, as
   * every other entry: creating two files per copy there cost more CPU than compressing (1.3 of
   * 2.3 s on the 330-page benchmark); a record's CRC is checked on every read, so a truncated or
   * edited copy is compressed again instead of shipped. Default: none.
   */
  cache?: BuildCache;
  /** Called once compressing begins (the build's `compress` phase). */
  onStart?: () => void;
  /** Writes a copy (path relative to the folder): the staging folder's writer. Default: written as it is. */
  write?: (file: string, contents: Uint8Array) => void;
}

export interface PrecompressResult {
  /** Files that got compressed copies. */
  files: number;
  /** Their bytes, and the bytes of their brotli and gzip copies. */
  bytes: number;
  br: number;
  gzip: number;
  /** Files whose copies came from the cache. */
  cached: number;
}

/**
 * Writes `.br` and `.gz` beside every text file of `dir` of at least minCompressBytes. A copy that
 * would not be smaller is not written (the host then sends the file as it is), nor one whose name
 * the site already uses (a file of static/).
 */
export async function precompressOutput(dir: string, { enabled = true, cache, onStart, write = (file, contents) => fs.writeFileSync(path.join(dir, file), contents) }: PrecompressOptions = {}): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, br: 0, gzip: 0, cached: 0 };
  if (!enabled) return result;
  onStart?.();
  const copyCache = cache?.dir ? copiesIn(cache) : null;
  const names = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) names.add(path.join(entry.parentPath, entry.name));
  const queue = [...names].filter((file) => compressibleRe.test(file));
  const compressNext = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const bytes = fs.readFileSync(file);
      if (bytes.length < minCompressBytes) continue;
      const key = copyCache?.key(bytes);
      let copies = key ? copyCache!.get(key) : null;
      if (copies) result.cached++;
      else {
        const [br, gz] = await Promise.all([brotli(bytes, brotliOptions(bytes.length)), gzip(bytes, gzipOptions)]);
        copies = { '.br': br, '.gz': gz };
        if (key) copyCache!.set(key, copies);
      }
      let wrote = false;
      for (const suffix of ['.br', '.gz'] as const) {
        const copy = copies[suffix];
        if (copy.length >= bytes.length || names.has(file + suffix)) continue;
        write(path.relative(dir, file) + suffix, copy);
        result[suffix === '.br' ? 'br' : 'gzip'] += copy.length;
        wrote = true;
      }
      if (!wrote) continue;
      result.files++;
      result.bytes += bytes.length;
    }
  };
  await Promise.all(Array.from({ length: filesAtOnce }, compressNext));
  return result;
}

type Copies = Record<'.br' | '.gz', Uint8Array>;

/** Compressed copies in the build cache, by the hash of their source and the levels that made them. */
function copiesIn(cache: BuildCache) {
  const settings = `b${brotliQuality}g${gzipLevel}`;
  return {
    key: (bytes: Uint8Array) => `${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}-${settings}`,
    get(key: string): Copies | null {
      const br = cache.readBytes('compress', `${key}.br`);
      const gz = br && cache.readBytes('compress', `${key}.gz`);
      return br && gz ? { '.br': br, '.gz': gz } : null;
    },
    set(key: string, copies: Copies): void {
      cache.write('compress', `${key}.br`, copies['.br']);
      cache.write('compress', `${key}.gz`, copies['.gz']);
    },
  };
}
