// Precompressed copies of the output's text files, `file.br` and `file.gz` beside `file`, written
// once at build time. A host that serves such copies as they are (nginx's gzip_static and
// brotli_static, Caddy's `precompressed`, Netlify-style hosts, `sfpdocs serve`) then answers
// compressed without compressing at each request, and with a better ratio than it would afford then.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** The kinds of file worth compressing: text. Images, fonts and icons are compressed already. */
export const compressibleRe = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/;

/** Under about one packet a compressed answer saves nothing that can be measured. */
export const minCompressBytes = 1024;

/**
 * Levels chosen by what they cost the build (figures in docs/deploying.md): on the 330-page
 * benchmark's 13.5 MB of text, brotli 5–8 all compress to 20.0–20.3 % for 0.3–0.5 s of CPU, 9
 * takes 5 s and 11 takes 18 s for 17.7 %; gzip 9 costs a tenth of a second more than 6 for a
 * slightly smaller file, and gzip is what plain-HTTP clients (no brotli) get.
 */
const brotliQuality = 6;
const gzipLevel = 9;

/** Files compressed at once: zlib's async calls run on libuv's thread pool, so all cores help. */
const filesAtOnce = 8;

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
  return { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };
}

export const gzipOptions: zlib.ZlibOptions = { level: gzipLevel };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressOptions {
  /** false: write nothing (the build's `--no-precompress`, `precompress: false` in site.config.ts). */
  enabled?: boolean;
  /** Called once compressing begins (the build's `compress` phase). */
  onStart?: () => void;
}

export interface PrecompressResult {
  /** Files that got compressed copies. */
  files: number;
  /** Their bytes, and the bytes of their brotli and gzip copies. */
  bytes: number;
  br: number;
  gzip: number;
}

/**
 * Writes `.br` and `.gz` beside every text file of `dir` of at least minCompressBytes. A copy that
 * would not be smaller is not written (the host then sends the file as it is), nor one whose name
 * the site already uses (a file of static/).
 */
export async function precompressOutput(dir: string, { enabled = true, onStart }: PrecompressOptions = {}): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, br: 0, gzip: 0 };
  if (!enabled) return result;
  onStart?.();
  const names = new Set<string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) names.add(path.join(entry.parentPath, entry.name));
  const queue = [...names].filter((file) => compressibleRe.test(file));
  const compressNext = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const bytes = fs.readFileSync(file);
      if (bytes.length < minCompressBytes) continue;
      const [br, gz] = await Promise.all([brotli(bytes, brotliOptions(bytes.length)), gzip(bytes, gzipOptions)]);
      let wrote = false;
      for (const [suffix, copy] of [['.br', br], ['.gz', gz]] as const) {
        if (copy.length >= bytes.length || names.has(file + suffix)) continue;
        fs.writeFileSync(file + suffix, copy);
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
