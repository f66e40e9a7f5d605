import type { Diagnostic } from '../compiler/diagnostics/diagnostic.ts';

/** The one text form of a diagnostic: `path/to/file.md:LINE:COL  message  (hint)`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}  ${d.message}${d.hint ? `  (${d.hint})` : ''}`;
}
