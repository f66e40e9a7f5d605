// The on-disk build cache. Entries are keyed by the hash of everything they were made from, so an
// entry is either exactly right or never looked up. Creating files is the slow part of a build on
// most disks, so a build appends its new entries to one pack file of its own instead of writing a
// file per entry; the pack and then its index are renamed into place at the end, so a concurrent
// build never sees half a pack. Every record carries its key, length and CRC: a record that fails
// the check (truncated, edited, garbage) is a miss, never an error, and is written again.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { packageRoot } from '../package-root.ts';

/** What a kind of entry was used for in one build. */
export interface CacheCounts {
  hits: number;
  misses: number;
  /** Entries found but unreadable (ignored, then rewritten). */
  corrupt: number;
}

/**
 * compile: a page's compiled markdown; render: a page's server-rendered body; search: the search
 * indexes; bundle: sfpdocs' own scripts (the runtime, the service worker); icon: the web app
 * icons rasterised from the site's logo; compress: the precompressed copies of output files.
 */
export const cacheKinds = ['compile', 'render', 'search', 'bundle', 'icon', 'compress'] as const;
export type CacheKind = (typeof cacheKinds)[number];

export interface BuildCache {
  /** The cache folder, or null when caching is off. */
  dir: string | null;
  /** The entry's text, or undefined (counted as a miss) when there is none or it is unreadable. */
  read(kind: CacheKind, key: string): string | undefined;
  /** The entry's bytes, as `read` gives its text. */
  readBytes(kind: CacheKind, key: string): Buffer | undefined;
  /** Whether an entry is listed (not counted, not checked: `read` decides). */
  has(kind: CacheKind, key: string): boolean;
  /**
   * Whether an entry is there and intact (its checksum is checked, its text not decoded), and
   * keeps it through this build's compaction: for the parts of an entry whose main record was
   * read, which `load` reads later, or perhaps not at all.
   */
  use(kind: CacheKind, key: string): boolean;
  /** Reads a part of an entry (see `use`) without counting it; undefined when unreadable. */
  load(kind: CacheKind, key: string): string | undefined;
  /** Adds an entry (text, or bytes for `readBytes`); false when the cache is off or could not store it (a full disk). */
  write(kind: CacheKind, key: string, contents: string | Uint8Array): boolean;
  /** Why writing stopped during this build (a full disk), or null. */
  readonly problem: string | null;
  /** Forgets a hit whose text turned out to be unusable, so the build can redo and rewrite it. */
  reject(kind: CacheKind, key: string): void;
  counts: Record<CacheKind, CacheCounts>;
  /**
   * Publishes this build's new entries. With `compact` (only after a complete build, which used
   * every entry it still needs), also drops the entries the build did not use.
   */
  close(options: { compact: boolean }): void;
}

/** Where a record lives: pack file name, byte offset and byte length (header included). */
type Location = [pack: string, offset: number, length: number];

const packRe = /^p-\d+-\d+-[a-z0-9]+\.pack$/;
/** Compaction happens when the packs outnumber this, or hold more unused bytes than used ones. */
const maxPacks = 8;
/** In-progress packs of builds that died are removed once this old. */
const staleTempMs = 60 * 60 * 1000;
const crc32: (data: Uint8Array) => number = (zlib as unknown as { crc32?: (data: Uint8Array) => number }).crc32 ?? (() => 0);

/**
 * The cache folder of a site: `node_modules/.cache/sfpdocs/pages` of the site when it has
 * node_modules (the usual place for tool caches, already ignored by git), else `.cache/sfpdocs`.
 */
export function defaultCacheDir(siteDir: string): string {
  const modules = path.join(siteDir, 'node_modules');
  return fs.existsSync(modules) ? path.join(modules, '.cache', 'sfpdocs', 'pages') : path.join(siteDir, '.cache', 'sfpdocs');
}

/**
 * The cache folder of sfpdocs' own bundles (the runtime, the service worker): they depend on
 * sfpdocs alone, so every site built with this copy shares them.
 */
export function bundleCacheDir(): string {
  return path.join(packageRoot(), 'node_modules', '.cache', 'sfpdocs', 'bundles');
}

/**
 * The cache folder when it can be made and written, else null with the reason (a read-only or
 * full disk, a file in the way): a build then runs without that cache instead of failing.
 */
export function writableCacheDir(dir: string): { dir: string } | { dir: null; reason: string } {
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
    return { dir };
  } catch (error) {
    // Node's recursive mkdir says ENOENT for a read-only disk: the folder above tells the truth.
    return { dir: null, reason: fileErrorReason(((error as NodeJS.ErrnoException).code === 'ENOENT' && folderAccessError(dir)) || error) };
  }
}

/** Why the nearest existing folder above `dir` cannot be written to, or null when it can. */
export function folderAccessError(dir: string): unknown {
  let folder = path.dirname(path.resolve(dir));
  while (!fs.existsSync(folder) && path.dirname(folder) !== folder) folder = path.dirname(folder);
  try {
    fs.accessSync(folder, fs.constants.W_OK);
    return null;
  } catch (error) {
    return error;
  }
}

/** A file system error in words, with its code: `the disk is full (ENOSPC)`. */
export function fileErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'the operation is not permitted',
    EROFS: 'the file system is read-only',
    ENOSPC: 'the disk is full',
    EDQUOT: 'the disk quota is used up',
    ENOTDIR: 'a file is in the way of a folder on its path',
    EEXIST: 'a file is in the way',
    EISDIR: 'a folder is in the way of a file',
    EMFILE: 'too many files are open',
  };
  return code && words[code] ? `${words[code]} (${code})` : (error as Error).message;
}

export function openBuildCache(dir: string | null): BuildCache {
  const counts = Object.fromEntries(cacheKinds.map((k) => [k, { hits: 0, misses: 0, corrupt: 0 }])) as Record<CacheKind, CacheCounts>;
  const index = new Map<string, Location>();
  const packBytes = new Map<string, number>();
  const used = new Set<string>();
  // The packs in the folder when this build opened it. Only these are this build's to drop: a
  // file's mtime cannot tell, as the file system stamps it from a clock that runs a few
  // milliseconds behind Date.now(), so a pack published just after this build opened looked old.
  const seenAtOpen = new Set<string>();
  const fds = new Map<string, number>();
  let disabled = dir === null;
  // Later packs win when they hold the same key, and packs are ordered by the stamp in their
  // name: a new pack's stamp must be later than every pack seen, even within one millisecond.
  let newestStamp = 0;
  const nextStamp = () => (newestStamp = Math.max(Date.now(), newestStamp + 1));
  if (dir) loadIndexes();

  // This build's new records go to one temporary pack, opened on the first write.
  const packName = `p-${nextStamp()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.pack`;
  let packFd: number | null = null;
  let packSize = 0;
  const packIndex: Array<[string, number, number]> = [];

  function loadIndexes(): void {
    let names: string[];
    try {
      names = fs.readdirSync(dir!).filter((n) => packRe.test(n)).sort();
    } catch {
      return;
    }
    for (const name of names) {
      seenAtOpen.add(name);
      newestStamp = Math.max(newestStamp, Number(name.split('-')[1]));
      let entries: unknown;
      try {
        entries = JSON.parse(fs.readFileSync(path.join(dir!, name.replace(/\.pack$/, '.idx')), 'utf8'));
      } catch {
        continue; // No index yet (a build still writing it) or an unreadable one: skip the pack.
      }
      if (!Array.isArray(entries)) continue;
      let bytes = 0;
      for (const entry of entries) {
        if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'number' || typeof entry[2] !== 'number') continue;
        index.set(entry[0], [name, entry[1], entry[2]]);
        bytes += entry[2];
      }
      packBytes.set(name, bytes);
    }
  }

  /** The record's body, or undefined when it is missing or fails its check. */
  function readRecord(id: string, [pack, offset, length]: Location): Buffer | undefined {
    try {
      let fd = fds.get(pack);
      if (fd === undefined) {
        fd = fs.openSync(path.join(dir!, pack), 'r');
        fds.set(pack, fd);
      }
      const bytes = Buffer.allocUnsafe(length);
      if (fs.readSync(fd, bytes, 0, length, offset) !== length) return undefined;
      const end = bytes.indexOf(10);
      const header = end > 0 ? bytes.toString('latin1', 0, end).split(' ') : [];
      const body = bytes.subarray(end + 1);
      if (header.length !== 4 || header[0] !== 'sfp1' || header[1] !== id || Number(header[2]) !== body.length || Number(header[3]) !== crc32(body)) return undefined;
      return body;
    } catch {
      return undefined; // A pack removed by a concurrent build's compaction: a miss.
    }
  }

  let problem: string | null = null;
  const cache: BuildCache = {
    dir,
    counts,
    get problem() {
      return problem;
    },
    read(kind, key) {
      return cache.readBytes(kind, key)?.toString('utf8');
    },
    readBytes(kind, key) {
      const id = `${kind}/${key}`;
      const location = disabled ? undefined : index.get(id);
      const body = location && readRecord(id, location);
      if (body === undefined) {
        if (location) counts[kind].corrupt++;
        counts[kind].misses++;
        return undefined;
      }
      counts[kind].hits++;
      used.add(id);
      return body;
    },
    has(kind, key) {
      return !disabled && index.has(`${kind}/${key}`);
    },
    use(kind, key) {
      const id = `${kind}/${key}`;
      const location = disabled ? undefined : index.get(id);
      if (!location || readRecord(id, location) === undefined) return false;
      used.add(id);
      return true;
    },
    load(kind, key) {
      const id = `${kind}/${key}`;
      const location = index.get(id);
      return location && readRecord(id, location)?.toString('utf8');
    },
    reject(kind, key) {
      counts[kind].hits--;
      counts[kind].corrupt++;
      counts[kind].misses++;
      used.delete(`${kind}/${key}`);
    },
    write(kind, key, contents) {
      if (disabled) return false;
      const id = `${kind}/${key}`;
      const body = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
      const record = Buffer.concat([Buffer.from(`sfp1 ${id} ${body.length} ${crc32(body)}\n`, 'latin1'), body]);
      try {
        if (packFd === null) {
          fs.mkdirSync(dir!, { recursive: true });
          packFd = fs.openSync(path.join(dir!, `${packName}.tmp`), 'w');
        }
        fs.writeSync(packFd, record);
      } catch (error) {
        // A read-only or full disk makes the next build slower, never wrong: stop writing.
        disabled = true;
        problem = fileErrorReason(error);
        return false;
      }
      packIndex.push([id, packSize, record.length]);
      index.set(id, [`${packName}.tmp`, packSize, record.length]);
      packSize += record.length;
      used.add(id);
      return true;
    },
    close({ compact: shouldCompact }) {
      for (const fd of fds.values()) fs.closeSync(fd);
      fds.clear();
      if (!dir) return;
      if (packFd !== null) {
        fs.closeSync(packFd);
        packFd = null;
        if (disabled) {
          fs.rmSync(path.join(dir, `${packName}.tmp`), { force: true });
          return;
        }
        try {
          publishPack(dir, packName, packIndex);
        } catch {
          // The cache folder was removed or emptied under this build (`rm -rf node_modules/.cache`
          // while it ran): the next build is slower, this one is not failed for it.
          fs.rmSync(path.join(dir, `${packName}.tmp`), { force: true });
          return;
        }
        packBytes.set(packName, packSize);
        for (const [id, offset, length] of packIndex) index.set(id, [packName, offset, length]);
      }
      if (!disabled && shouldCompact) compact();
    },
  };

  /**
   * Drops packs none of whose entries this build used, and rewrites the used entries into one
   * pack when packs pile up or mostly hold entries nothing uses any more. Packs that appeared
   * while this build ran belong to a concurrent build and are left alone.
   */
  function compact(): void {
    let names: string[];
    try {
      names = fs.readdirSync(dir!);
    } catch {
      return;
    }
    const packs = names.filter((n) => packRe.test(n));
    const mine = (name: string) => name === packName;
    // A pack that had no index when this build opened was another build's, half published; it is
    // dropped only once it is stale (that build was killed between its two renames).
    const isOld = (name: string) => {
      if (!seenAtOpen.has(name)) return false;
      if (packBytes.has(name)) return true;
      try {
        return Date.now() - fs.statSync(path.join(dir!, name)).mtimeMs > staleTempMs;
      } catch {
        return false;
      }
    };
    const usedBytes = new Map<string, number>();
    for (const id of used) {
      const location = index.get(id);
      if (location) usedBytes.set(location[0], (usedBytes.get(location[0]) ?? 0) + location[2]);
    }
    const candidates = packs.filter((n) => !mine(n) && isOld(n));
    for (const name of candidates.filter((n) => !usedBytes.get(n))) removePack(dir!, name);
    const kept = candidates.filter((n) => usedBytes.get(n));
    const live = [...usedBytes.values()].reduce((a, b) => a + b, 0);
    const dead = kept.reduce((sum, n) => sum + (packBytes.get(n) ?? 0) - (usedBytes.get(n) ?? 0), 0);
    if (kept.length + 1 <= maxPacks && dead <= live) return;
    // Rewrite every used entry of the kept packs into a new pack, then drop them.
    const merged = `p-${nextStamp()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}.pack`;
    const entries: Array<[string, number, number]> = [];
    let size = 0;
    try {
      const fd = fs.openSync(path.join(dir!, `${merged}.tmp`), 'w');
      try {
        for (const id of used) {
          const location = index.get(id);
          if (!location || !kept.includes(location[0])) continue;
          const source = fs.openSync(path.join(dir!, location[0]), 'r');
          const bytes = Buffer.allocUnsafe(location[2]);
          fs.readSync(source, bytes, 0, location[2], location[1]);
          fs.closeSync(source);
          fs.writeSync(fd, bytes);
          entries.push([id, size, bytes.length]);
          size += bytes.length;
        }
      } finally {
        fs.closeSync(fd);
      }
      publishPack(dir!, merged, entries);
      for (const name of kept) removePack(dir!, name);
    } catch {
      fs.rmSync(path.join(dir!, `${merged}.tmp`), { force: true });
    }
    // Temporary packs of builds that died long ago.
    for (const name of names.filter((n) => n.endsWith('.pack.tmp'))) {
      try {
        if (Date.now() - fs.statSync(path.join(dir!, name)).mtimeMs > staleTempMs) fs.rmSync(path.join(dir!, name), { force: true });
      } catch {
        // gone already
      }
    }
  }

  return cache;
}

function publishPack(dir: string, name: string, entries: Array<[string, number, number]>): void {
  fs.renameSync(path.join(dir, `${name}.tmp`), path.join(dir, name));
  const idx = path.join(dir, name.replace(/\.pack$/, '.idx'));
  fs.writeFileSync(`${idx}.tmp`, JSON.stringify(entries));
  fs.renameSync(`${idx}.tmp`, idx);
}

function removePack(dir: string, name: string): void {
  // The index first: a reader never lists a pack that is gone.
  fs.rmSync(path.join(dir, name.replace(/\.pack$/, '.idx')), { force: true });
  fs.rmSync(path.join(dir, name), { force: true });
}
