// A diagnostic is data first; bin/ turns it into `file:line:col  message  (hint)`.
import type { LinkPolicy } from '../../shared/config-schema.ts';

/** Every rule a diagnostic can carry; docs/troubleshooting.md has a section for each. */
export const ruleIds = ['broken-link', 'broken-markdown-link', 'broken-anchor', 'duplicate-route', 'front-matter', 'markdown', 'config', 'blog', 'outside-site', 'internal'] as const;

export type RuleId = (typeof ruleIds)[number];

export interface Diagnostic {
  /** Path relative to the site directory (or absolute when outside it). */
  file: string;
  line: number;
  column: number;
  message: string;
  hint?: string;
  ruleId: RuleId;
  severity: 'error' | 'warning';
}

export class DiagnosticError extends Error {
  constructor(readonly diagnostics: Diagnostic[], options?: { cause?: unknown }) {
    super(diagnostics.map((d) => d.message).join('\n'), options);
    this.name = 'DiagnosticError';
  }
}

/**
 * The one place that maps a link policy to what happens: dropped, a warning, or an error that
 * fails the build. Every policy-governed check reports through here.
 */
export function applyPolicy(policy: LinkPolicy, found: Omit<Diagnostic, 'severity'>[]): Diagnostic[] {
  if (policy === 'ignore') return [];
  const severity = policy === 'throw' ? 'error' : 'warning';
  return found.map((d) => ({ ...d, severity }));
}

/** Sort diagnostics by file, then position, so reports are stable. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const sorted = [...list].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
  // One problem found twice (a component imported by two pages, bundled twice) is reported once.
  return sorted.filter((d, i) => {
    const prev = sorted[i - 1];
    return !prev || prev.file !== d.file || prev.line !== d.line || prev.column !== d.column || prev.message !== d.message || prev.severity !== d.severity;
  });
}
