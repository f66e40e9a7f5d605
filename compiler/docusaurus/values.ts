// Small checks on values a config produced, for reading them and for quoting them in diagnostics.

/** An object literal (or a JSON object), not an array, class instance or function. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** `number 5`, `string "x"`, `array ["a"]`, `null`: the type and the start of the value. */
export function describeValue(value: unknown): string {
  const type = typeName(value);
  if (value === null || value === undefined || typeof value === 'function') return type;
  let shown: string | undefined;
  try {
    shown = JSON.stringify(value);
  } catch {
    shown = undefined;
  }
  if (shown === undefined) return type;
  return `${type} ${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown}`;
}
