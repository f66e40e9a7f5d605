// esbuild reports syntax errors with a location; this turns them into our diagnostics, for both
// places that bundle code a person wrote (site.config.ts, and runtime/ in writers' mode).
import path from 'node:path';
import type { Diagnostic, RuleId } from './diagnostic.ts';

interface EsbuildMessage {
  text: string;
  location?: { file: string; line: number; column: number } | null;
}

export function esbuildDiagnostics(
  error: unknown,
  options: { fileOf: (location: string) => string; fallbackFile: string; hint: string; ruleId: RuleId },
): Diagnostic[] {
  const messages = (error as { errors?: EsbuildMessage[] }).errors ?? [];
  return messages.map((m) => ({
    file: m.location?.file ? options.fileOf(path.resolve(m.location.file)) : options.fallbackFile,
    line: m.location?.line ?? 1,
    // esbuild columns count from 0, ours from 1.
    column: (m.location?.column ?? 0) + 1,
    message: m.text,
    hint: options.hint,
    ruleId: options.ruleId,
    severity: 'error',
  }));
}
