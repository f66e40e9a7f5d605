// Reads one options object of a Docusaurus config (the site config, a plugin's options) key by
// key with Docusaurus's defaults, reporting a wrong type as an error (Docusaurus would refuse it
// too) and an unknown key as a warning (it is ignored; it may be an option of a newer Docusaurus).
// Problems point at the line that writes the key, found in the config's source text.
import { closestMatch } from '../diagnostics/closest-match.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { ConfigFunction, DocusaurusPolicy } from './docusaurus-site.ts';
import { locateKeyPath, type SourcePosition } from './source-position.ts';
import { describeValue, isPlainObject } from './values.ts';

/** The config file being read and where its problems go. */
export interface ConfigSource {
  file: string;
  source: string;
  diagnostics: Diagnostic[];
}

export interface OptionScope {
  ctx: ConfigSource;
  /** How messages name this object: "docs plugin `community`", "`themeConfig.navbar`". */
  label: string;
  /** Keys leading to this object in the source (`['presets', 'docs']`), searched in order. */
  keyPath: string[];
  /** Source offset to search from (where the plugin entry is written), 0 for the whole file. */
  from: number;
  /** The options' documentation, for the hint of an unknown key. */
  docsUrl: string;
}

export const policies: readonly DocusaurusPolicy[] = ['ignore', 'log', 'warn', 'throw'];

export class OptionReader {
  private readonly read = new Set<string>();
  readonly raw: Record<string, unknown>;

  constructor(raw: unknown, readonly scope: OptionScope) {
    this.raw = isPlainObject(raw) ? raw : {};
  }

  /** The value as written (undefined when absent), marking the key as known. */
  value(key: string): unknown {
    this.read.add(key);
    return this.raw[key];
  }

  /** Where a key of this object is written (or the object itself when the key is not found). */
  at(key?: string): SourcePosition {
    return locateKeyPath(this.scope.ctx.source, key ? [...this.scope.keyPath, key] : this.scope.keyPath, this.scope.from);
  }

  report(severity: Diagnostic['severity'], key: string | undefined, message: string, hint: string): void {
    this.scope.ctx.diagnostics.push({ file: this.scope.ctx.file, ...this.at(key), message, hint, ruleId: 'config', severity });
  }

  /** Reports a wrong type and returns the default. */
  wrong<T>(key: string, expected: string, fallback: T): T {
    this.report('error', key, `\`${key}\` in ${this.scope.label} must be ${expected}, got ${describeValue(this.raw[key])}`, `set \`${key}\` to ${expected} in ${this.scope.ctx.file}`);
    return fallback;
  }

  string(key: string, fallback: string): string {
    const value = this.value(key);
    if (value === undefined) return fallback;
    return typeof value === 'string' ? value : this.wrong(key, 'a string', fallback);
  }

  stringOrNull(key: string): string | null {
    const value = this.value(key);
    if (value === undefined || value === null) return null;
    return typeof value === 'string' ? value : this.wrong(key, 'a string', null);
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.value(key);
    if (value === undefined) return fallback;
    return typeof value === 'boolean' ? value : this.wrong(key, 'a boolean', fallback);
  }

  oneOf<T extends string>(key: string, values: readonly T[], fallback: T): T {
    const value = this.value(key);
    if (value === undefined) return fallback;
    return values.includes(value as T) ? (value as T) : this.wrong(key, values.map((v) => `'${v}'`).join(' | '), fallback);
  }

  policy(key: string, fallback: DocusaurusPolicy): DocusaurusPolicy {
    return this.oneOf(key, policies, fallback);
  }

  stringArray(key: string, fallback: string[]): string[] {
    const value = this.value(key);
    if (value === undefined) return fallback;
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : this.wrong(key, 'an array of strings', fallback);
  }

  /** A URL string or a function of the page (editUrl). */
  stringOrFunction(key: string): string | ConfigFunction | null {
    const value = this.value(key);
    if (value === undefined || value === null) return null;
    return typeof value === 'string' || typeof value === 'function' ? (value as string | ConfigFunction) : this.wrong(key, 'a string or a function', null);
  }

  /** A nested options object (an empty reader when absent or of the wrong type, which is reported). */
  object(key: string, label: string, docsUrl = this.scope.docsUrl): OptionReader {
    const value = this.value(key);
    if (value !== undefined && !isPlainObject(value)) this.wrong(key, 'an object', undefined);
    return new OptionReader(value, { ...this.scope, label, keyPath: [...this.scope.keyPath, key], docsUrl });
  }

  /** Warns about every key nothing read: Docusaurus would reject it, sfpdocs ignores it. */
  finish(known: readonly string[] = []): void {
    const expected = [...new Set([...this.read, ...known])];
    for (const key of Object.keys(this.raw)) {
      if (this.read.has(key) || known.includes(key)) continue;
      const near = closestMatch(key, expected);
      this.report('warning', key, `unknown option \`${key}\` in ${this.scope.label}: it is ignored`, near ? `did you mean \`${near}\`?` : `see ${this.scope.docsUrl}`);
    }
  }
}
