// Reads a source file (a page, a category or authors file) as text, saying what it could not
// read instead of turning it into U+FFFD in silence. UTF-8 is the format of sources; a UTF-16
// file with a byte order mark is unambiguous, so it is read (Windows editors still save
// "Unicode" that way) with a warning to save it as UTF-8, which git, diff tools and other docs
// tools expect. Text that is not UTF-8 is an error at the first byte that cannot be read, naming
// the encoding it looks like. Old Mac line endings (CR alone) become LF, so front matter and line
// numbers work as with any other file; the text keeps its length, so offsets stay true.
import fs from 'node:fs';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export interface SourceText {
  text: string;
  /** What reading found: an undecodable byte (error) or an encoding read but not wanted (warning). */
  problem?: Omit<Diagnostic, 'file'>;
}

const saveAsUtf8 = 'save the file as UTF-8: most editors offer it under Save with Encoding or Save As';
/** A file this large that is mostly NUL bytes in one lane is UTF-16 without a byte order mark. */
const minUtf16Bytes = 4;
const utf16LaneShare = 0.9;

export function readSourceText(file: string): SourceText {
  return decodeSourceText(fs.readFileSync(file));
}

export function decodeSourceText(bytes: Uint8Array): SourceText {
  const decoded = decode(bytes);
  return { ...decoded, text: withLineFeeds(decoded.text) };
}

function decode(bytes: Uint8Array): SourceText {
  const at = { line: 1, column: 1, ruleId: 'markdown' as const };
  if (startsWith(bytes, [0xff, 0xfe, 0, 0]) || startsWith(bytes, [0, 0, 0xfe, 0xff])) {
    return { text: '', problem: { ...at, severity: 'error', message: 'the file is UTF-32 (it starts with a UTF-32 byte order mark); sfpdocs reads UTF-8', hint: saveAsUtf8 } };
  }
  for (const [bom, encoding, name] of [
    [[0xff, 0xfe], 'utf-16le', 'little-endian'],
    [[0xfe, 0xff], 'utf-16be', 'big-endian'],
  ] as const) {
    if (!startsWith(bytes, bom)) continue;
    try {
      const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(2));
      return { text, problem: { ...at, severity: 'warning', message: `the file is UTF-16 (${name}, with a byte order mark); it was read as such`, hint: saveAsUtf8 } };
    } catch {
      return { text: '', problem: { ...at, severity: 'error', message: `the file starts with a UTF-16 (${name}) byte order mark but is not valid UTF-16`, hint: saveAsUtf8 } };
    }
  }
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  const lane = utf16Lane(body);
  if (lane) return { text: '', problem: { ...at, severity: 'error', message: `the file looks like UTF-16 (${lane}) without a byte order mark: most of its bytes are zero`, hint: saveAsUtf8 } };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body) };
  } catch {
    const bad = firstInvalidUtf8(body);
    const before = new TextDecoder('utf-8').decode(body.subarray(0, bad));
    const line = before.split(/\r\n|\r|\n/).length;
    const column = before.length - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r'));
    const byte = body[bad]!.toString(16).toUpperCase().padStart(2, '0');
    return {
      // The rest of the page is still compiled (its other problems are reported too); the error fails the build.
      text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(body),
      problem: { ...at, line, column, severity: 'error', message: `the file is not UTF-8: byte 0x${byte} here cannot be read as UTF-8 (it looks like ${guessLegacyEncoding(body)})`, hint: saveAsUtf8 },
    };
  }
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

/** 'little-endian' or 'big-endian' when nearly every byte of one lane is zero, as in UTF-16 of Latin text. */
function utf16Lane(bytes: Uint8Array): string | null {
  if (bytes.length < minUtf16Bytes) return null;
  const pairs = Math.floor(bytes.length / 2);
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  if (oddZero >= pairs * utf16LaneShare && evenZero < pairs / 2) return 'little-endian';
  if (evenZero >= pairs * utf16LaneShare && oddZero < pairs / 2) return 'big-endian';
  return null;
}

/**
 * The offset of the first byte that does not start a well-formed UTF-8 sequence (the Unicode
 * standard's table 3-7). Written out because TextDecoder says only that a text is invalid, not where.
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  const inRange = (at: number, low: number, high: number) => at < bytes.length && bytes[at]! >= low && bytes[at]! <= high;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let length = 0;
    if (b < 0x80) length = 1;
    else if (b >= 0xc2 && b <= 0xdf) length = inRange(i + 1, 0x80, 0xbf) ? 2 : 0;
    else if (b >= 0xe0 && b <= 0xef) {
      const [low, high] = b === 0xe0 ? [0xa0, 0xbf] : b === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
      length = inRange(i + 1, low, high) && inRange(i + 2, 0x80, 0xbf) ? 3 : 0;
    } else if (b >= 0xf0 && b <= 0xf4) {
      const [low, high] = b === 0xf0 ? [0x90, 0xbf] : b === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
      length = inRange(i + 1, low, high) && inRange(i + 2, 0x80, 0xbf) && inRange(i + 3, 0x80, 0xbf) ? 4 : 0;
    }
    if (!length) return i;
    i += length;
  }
  return Math.max(0, bytes.length - 1);
}

/** Single bytes above 0x7F between ASCII text: the usual legacy encodings of western text. */
function guessLegacyEncoding(bytes: Uint8Array): string {
  const high = bytes.filter((b) => b >= 0x80).length;
  const c1 = bytes.filter((b) => b >= 0x80 && b <= 0x9f).length;
  if (high === 0) return 'binary data';
  return c1 > 0 ? 'Windows-1252 text' : 'Latin-1 (ISO-8859-1) or Windows-1252 text';
}

/** CR alone is a line ending (CommonMark says so too); as LF, every line-based reader agrees. */
function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
}
