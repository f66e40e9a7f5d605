// Builders for the config schema (config-schema.ts). Each builder returns plain data (the
// validator, the defaults and the reference docs walk it) that also carries, as phantom types, the
// TypeScript type a writer may give (`In`) and the type the compiler gets once defaults are filled
// in (`Out`): so the schema is the one description, and SiteConfig, ResolvedConfig and
// ClientConfig are derived from it instead of kept by hand beside it.

/** The field's data, as the validator and the reference read it. */
export type FieldSchema = FieldInfo &
  (
    | { kind: 'string'; default?: string }
    | { kind: 'boolean'; default?: boolean }
    | { kind: 'number'; default?: number; integer?: boolean; min?: number }
    | { kind: 'enum'; values: readonly string[]; default?: string }
    | { kind: 'object'; fields: Record<string, FieldSchema>; optional?: boolean; nullable?: boolean }
    | { kind: 'array'; of: FieldSchema; default?: unknown[] }
    | { kind: 'record'; of: FieldSchema; default?: Record<string, unknown> }
    | { kind: 'any'; default?: unknown; describe: string; json?: boolean }
  );

export interface FieldInfo {
  /** One or two sentences for docs/configuration.md. */
  doc: string;
  /** A TypeScript value for the reference, where the SFP site's own config has none. */
  example?: string;
  /** The browser needs this top-level field: it goes into the client config (route table). */
  client?: boolean;
}

declare const types: unique symbol;

/**
 * A field with its types: `In` as written in site.config.ts, `Out` once resolved, `Optional`
 * when the field may be left out (it has a default, or is a nullable object).
 */
export type Field<In, Out, Optional extends boolean = boolean, Client extends boolean = boolean> = FieldSchema & {
  readonly [types]?: { in: In; out: Out; optional: Optional; client: Client };
};

type AnyField = Field<unknown, unknown>;
export type InputOf<F> = F extends Field<infer In, unknown> ? In : never;
export type OutputOf<F> = F extends Field<unknown, infer Out> ? Out : never;
type IsOptional<F> = F extends Field<unknown, unknown, infer O> ? O : never;
type IsClient<F> = F extends Field<unknown, unknown, boolean, infer C> ? C : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectInput<F extends Record<string, AnyField>> = Simplify<
  { [K in keyof F as IsOptional<F[K]> extends true ? K : never]?: InputOf<F[K]> } & { [K in keyof F as IsOptional<F[K]> extends true ? never : K]: InputOf<F[K]> }
>;
export type ObjectOutput<F extends Record<string, AnyField>> = Simplify<{ [K in keyof F]: OutputOf<F[K]> }>;
/** The top-level fields marked `client`. */
export type ClientKeys<F extends Record<string, AnyField>> = { [K in keyof F]: IsClient<F[K]> extends true ? K : never }[keyof F];
/** An object is optional when every field of it is: then it has a default of its own. */
type AllOptional<F extends Record<string, AnyField>> = false extends { [K in keyof F]: IsOptional<F[K]> }[keyof F] ? false : true;

interface Options<T> {
  default?: T;
  example?: string;
}
type Opt<O> = O extends { default: unknown } ? true : false;
type Cli<O> = O extends { client: true } ? true : false;

export function string<const O extends Options<string> & { client?: boolean }>(doc: string, options?: O): Field<string, string, Opt<O>, Cli<O>> {
  return { kind: 'string', doc, ...options };
}

export function boolean<const O extends Options<boolean> & { client?: boolean }>(doc: string, options?: O): Field<boolean, boolean, Opt<O>, Cli<O>> {
  return { kind: 'boolean', doc, ...options };
}

export function number<const O extends Options<number> & { integer?: boolean; min?: number; client?: boolean }>(doc: string, options?: O): Field<number, number, Opt<O>, Cli<O>> {
  return { kind: 'number', doc, ...options };
}

export function oneOf<const V extends readonly string[], const O extends Options<V[number]> & { client?: boolean }>(values: V, doc: string, options?: O): Field<V[number], V[number], Opt<O>, Cli<O>> {
  return { kind: 'enum', values, doc, ...options };
}

export function object<F extends Record<string, AnyField>, const O extends { example?: string; client?: boolean }>(
  doc: string,
  fields: F,
  options?: O,
): Field<ObjectInput<F>, ObjectOutput<F>, AllOptional<F>, Cli<O>> {
  return { kind: 'object', doc, fields, ...options };
}

/** An object that may be left out or set to null, which both mean "off": it resolves to null. */
export function nullableObject<F extends Record<string, AnyField>, const O extends { example?: string; client?: boolean }>(
  doc: string,
  fields: F,
  options?: O,
): Field<ObjectInput<F> | null, ObjectOutput<F> | null, true, Cli<O>> {
  return { kind: 'object', doc, fields, optional: true, nullable: true, ...options };
}

export function arrayOf<I extends AnyField, const O extends Options<never[]> & { client?: boolean }>(of: I, doc: string, options?: O): Field<Array<InputOf<I>>, Array<OutputOf<I>>, Opt<O>, Cli<O>>;
export function arrayOf<I extends AnyField, const O extends Options<Array<OutputOf<I>>> & { client?: boolean }>(of: I, doc: string, options?: O): Field<Array<InputOf<I>>, Array<OutputOf<I>>, Opt<O>, Cli<O>>;
export function arrayOf(of: FieldSchema, doc: string, options?: object): FieldSchema {
  return { kind: 'array', of, doc, ...options };
}

/** A map from names the writer chooses to values of one shape. */
export function recordOf<I extends AnyField, const O extends Options<Record<string, OutputOf<I>>> & { client?: boolean }>(
  of: I,
  doc: string,
  options?: O,
): Field<Record<string, InputOf<I>>, Record<string, OutputOf<I>>, Opt<O>, Cli<O>> {
  return { kind: 'record', of, doc, ...options };
}

/**
 * A value the schema does not check (a unified plugin, a function): `describe` says what it is in
 * the reference. Use sparingly; everything a writer types by hand deserves a real field.
 */
export function anything<T, const O extends Options<T> & { client?: boolean; json?: boolean }>(describe: string, doc: string, options?: O): Field<T, T, Opt<O>, Cli<O>> {
  return { kind: 'any', describe, doc, ...options };
}
