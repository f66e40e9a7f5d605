#!/usr/bin/env node
// What each compression level buys on a built site: for every kind of text file of an output
// folder (page HTML, page chunks, shared assets, search indexes, the rest), the size of its
// brotli and gzip copies as a share of the text and the CPU they took, one file at a time on this
// thread, with the options precompress.ts uses (brotli's window no larger than the file). Brotli
// 11 is tried on shared assets and search indexes only: it costs about 18 s over a whole
// 330-page output. Not a test: it prints figures.
//
//   node bench/precompress-levels.mjs OUT_DIR
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2];
if (!dir || !fs.existsSync(dir)) {
  console.log('usage: node bench/precompress-levels.mjs OUT_DIR   (a folder sfpdocs built)');
  process.exit(dir ? 1 : 0);
}
const textRe = /\.(html|js|css|json|xml|txt|svg|webmanifest)$/;
const files = fs
  .readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && textRe.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));
const kindOf = (file) => {
  const rel = path.relative(dir, file).split(path.sep).join('/');
  if (rel.startsWith('assets/pages/')) return 'page chunks';
  if (rel.startsWith('assets/search')) return 'search indexes';
  if (rel.startsWith('assets/')) return 'shared assets';
  return rel.endsWith('.html') ? 'page HTML' : 'other';
};
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
const brotli = (quality) => (bytes) =>
  zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.max(10, Math.min(24, Math.ceil(Math.log2(Math.max(bytes.length, 1))))),
    },
  });
const gzip = (level) => (bytes) => zlib.gzipSync(bytes, { level });
const levels = [
  ['br 5', brotli(5)],
  ['br 6', brotli(6)],
  ['br 9', brotli(9)],
  ['br 11', brotli(11), (kind) => kind === 'shared assets' || kind === 'search indexes'],
  ['gz 6', gzip(6)],
  ['gz 9', gzip(9)],
];
const kinds = new Map();
for (const file of files) {
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue; // precompress.ts leaves these alone
  const kind = kindOf(file);
  const row = kinds.get(kind) ?? { files: 0, bytes: 0, levels: new Map() };
  kinds.set(kind, row);
  row.files++;
  row.bytes += bytes.length;
  for (const [name, compress, applies] of levels) {
    if (applies && !applies(kind)) continue;
    const at = cpu();
    const size = Math.min(compress(bytes).length, bytes.length);
    const used = row.levels.get(name) ?? { size: 0, cpu: 0 };
    used.size += size;
    used.cpu += cpu() - at;
    row.levels.set(name, used);
  }
}
for (const [kind, row] of kinds) {
  const cells = [...row.levels].map(([name, { size, cpu: s }]) => `${name}: ${((100 * size) / row.bytes).toFixed(1)} %, ${s.toFixed(2)} s`);
  console.log(`${kind}: ${row.files} files, ${(row.bytes / 1e6).toFixed(2)} MB | ${cells.join(' | ')}`);
}
