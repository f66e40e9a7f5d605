// Where a value is written in a config file: the loaded config has no positions, but a link or a
// name is usually written once as a string literal, so its n-th occurrence in the source is the
// n-th use of it. Used to report problems of config values (a broken navbar link) at their line.
import fs from 'node:fs';
import path from 'node:path';

export interface ConfigPosition {
  line: number;
  column: number;
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Line and column of the `occurrence`-th (0-based) string literal among `texts` (the first text
 * that is written at all), or null when none is written as a literal.
 */
export function literalPosition(source: string, texts: string[], occurrence = 0): ConfigPosition | null {
  for (const text of texts) {
    if (!text) continue;
    const re = new RegExp(`['"\`]${escapeRe(text)}['"\`]`, 'g');
    let match: RegExpExecArray | null = null;
    for (let i = 0; i <= occurrence; i++) {
      const next = re.exec(source);
      if (!next) break;
      match = next;
    }
    if (match) {
      const before = source.slice(0, match.index);
      return { line: before.split('\n').length, column: match.index - before.lastIndexOf('\n') };
    }
  }
  return null;
}

/** The config file's text ('' when it cannot be read): read when a problem needs its line. */
export function readConfigSource(siteDir: string, file: string | null): string {
  if (!file) return '';
  try {
    return fs.readFileSync(path.join(siteDir, file), 'utf8');
  } catch {
    return '';
  }
}
