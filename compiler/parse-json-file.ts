// JSON files a site holds (versions.json, versioned sidebars, translation files) parsed with the
// position of a syntax error: JSON.parse does not always give one, esbuild's JSON parser does.
import * as esbuild from 'esbuild';

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string; at: { line: number; column: number } };

export function parseJsonFile(source: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (error) {
    try {
      esbuild.transformSync(source, { loader: 'json', logLevel: 'silent' });
    } catch (located) {
      const first = (located as { errors?: Array<{ text: string; location?: { line: number; column: number } | null }> }).errors?.[0];
      if (first?.location) return { ok: false, message: first.text, at: { line: first.location.line, column: first.location.column + 1 } };
    }
    return { ok: false, message: (error as Error).message, at: { line: 1, column: 1 } };
  }
}
