// Validates a raw site.config.ts export against shared/config-schema.ts and fills in defaults.
// Unknown keys are rejected by name and a wrong type names the key and the expected type.
import type { FieldSchema } from '../../shared/config-field.ts';
import { configFields, type ConfigValues } from '../../shared/config-schema.ts';
import { closestMatch } from '../diagnostics/closest-match.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';

export interface ValidationContext {
  file: string;
  /** Source text of the config, used to point a problem at the line that holds its key. */
  source: string;
}

export function validateConfig(raw: unknown, ctx: ValidationContext): { value: ConfigValues; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const root: FieldSchema = { kind: 'object', doc: 'site.config.ts', fields: configFields };
  // The schema's types are derived from the same table this walk follows, so the value has them.
  const value = check(root, raw ?? {}, '', ctx, diagnostics) as ConfigValues;
  return { value, diagnostics };
}

function describe(schema: FieldSchema): string {
  switch (schema.kind) {
    case 'enum':
      return schema.values.map((v) => `'${v}'`).join(' | ');
    case 'array':
      return `${describe(schema.of)}[]`;
    case 'record':
      return `Record<string, ${describe(schema.of)}>`;
    case 'any':
      return schema.describe;
    case 'object':
      return schema.nullable ? 'object | null' : 'object';
    default:
      return schema.kind;
  }
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function check(schema: FieldSchema, value: unknown, key: string, ctx: ValidationContext, out: Diagnostic[]): unknown {
  const fail = (message: string, hint: string, at = key) => {
    out.push({ file: ctx.file, ...locate(ctx.source, at), message, hint, ruleId: 'config', severity: 'error' });
    return defaultOf(schema);
  };
  const shown = key || 'the default export';
  const wrongType = () =>
    fail(`\`${shown}\` must be ${describe(schema)}, got ${typeOf(value)} ${JSON.stringify(value)?.slice(0, 40) ?? ''}`.trimEnd(), `set \`${shown}\` to ${describe(schema)} in site.config.ts`);

  switch (schema.kind) {
    case 'string':
      return typeof value === 'string' ? value : wrongType();
    case 'boolean':
      return typeof value === 'boolean' ? value : wrongType();
    case 'number':
      if (typeof value !== 'number' || Number.isNaN(value)) return wrongType();
      if (schema.integer && !Number.isInteger(value)) return wrongType();
      if (schema.min !== undefined && value < schema.min) return fail(`\`${shown}\` must be at least ${schema.min}, got ${value}`, `raise \`${shown}\` in site.config.ts`);
      return value;
    case 'enum':
      return typeof value === 'string' && schema.values.includes(value) ? value : wrongType();
    case 'array': {
      if (!Array.isArray(value)) return wrongType();
      return value.map((item, i) => check(schema.of, item, `${key}[${i}]`, ctx, out));
    }
    case 'record': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrongType();
      return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, check(schema.of, item, `${key}.${name}`, ctx, out)]));
    }
    case 'any': {
      // A value that reaches the browser as JSON: what JSON cannot hold would crash the build
      // where it is serialised, far from the key.
      const problem = schema.json ? jsonProblem(value) : null;
      return problem ? fail(`\`${shown}${problem.path}\` must be a JSON value, got ${problem.what}`, 'write a string, number, true/false, null, a list or a plain object, e.g. a bigint as a string', `${key}${problem.path}`) : value;
    }
    case 'object': {
      if (value === null && schema.nullable) return null;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return wrongType();
      const result: Record<string, unknown> = {};
      const input = value as Record<string, unknown>;
      for (const name of Object.keys(input)) {
        if (!(name in schema.fields)) {
          const full = key ? `${key}.${name}` : name;
          const near = closestMatch(name, Object.keys(schema.fields));
          fail(
            `unknown key \`${full}\``,
            near ? `did you mean \`${key ? `${key}.` : ''}${near}\`?` : `expected one of: ${Object.keys(schema.fields).join(', ')}`,
            full,
          );
        }
      }
      for (const [name, field] of Object.entries(schema.fields)) {
        const full = key ? `${key}.${name}` : name;
        if (input[name] === undefined) {
          const dflt = defaultOf(field);
          if (dflt === undefined) {
            out.push({ file: ctx.file, ...locate(ctx.source, key), message: `\`${full}\` is required`, hint: `add \`${name}\` (${describe(field)}) to ${key ? `\`${key}\`` : 'the config'}`, ruleId: 'config', severity: 'error' });
          } else result[name] = dflt;
        } else {
          result[name] = check(field, input[name], full, ctx, out);
        }
      }
      return result;
    }
  }
}

/** The first part of a value JSON cannot carry as it is, with its path (`.a[2]`), or null. */
function jsonProblem(value: unknown, at = '', seen: object[] = []): { path: string; what: string } | null {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === undefined) return null;
  if (typeof value === 'bigint') return { path: at, what: `a bigint (${value}n)` };
  if (typeof value !== 'object') return { path: at, what: `a ${typeof value}` };
  if (seen.includes(value)) return { path: at, what: 'a value that contains itself' };
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null && typeof (value as { toJSON?: unknown }).toJSON !== 'function') return { path: at, what: `a ${proto?.constructor?.name ?? 'object'}` };
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return null;
  for (const [name, item] of Object.entries(value)) {
    const problem = jsonProblem(item, Array.isArray(value) ? `${at}[${name}]` : `${at}.${name}`, [...seen, value]);
    if (problem) return problem;
  }
  return null;
}

function defaultOf(schema: FieldSchema): unknown {
  if (schema.kind === 'object') {
    if (schema.optional) return null;
    const result: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(schema.fields)) {
      const dflt = defaultOf(field);
      if (dflt === undefined) return undefined;
      result[name] = dflt;
    }
    return result;
  }
  return 'default' in schema ? structuredClone(schema.default) : undefined;
}

/** Line and column of the last path segment's key in the source, or 1:1 when not found. */
function locate(source: string, key: string): { line: number; column: number } {
  const name = key.replace(/\[\d+\]$/g, '').split('.').pop()?.replace(/\[\d+\]/g, '');
  if (!name) return { line: 1, column: 1 };
  const match = new RegExp(`(^|[\\s{,])['"]?${name.replace(/[$]/g, '\\$')}['"]?\\s*:`, 'm').exec(source);
  if (!match) return { line: 1, column: 1 };
  const offset = match.index + match[1]!.length;
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
