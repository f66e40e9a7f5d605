// A stand-in for a package a Docusaurus config imports but the site has not installed (a bare
// checkout). The config still has to run to the end, so the stand-in accepts whatever the config
// does with the real package: call it, construct it, read any property, spread or iterate it,
// put it in a template string, await it, or hand it to unified as a plugin. Each of those yields
// another harmless stand-in, so `yaml.load(text).languages.locale` is a stand-in too.

const stubMark = Symbol.for('sfpdocs.docusaurus.package-stub');

/** A stand-in value: callable, constructible, and every property is again a stand-in. */
export type PackageStub = ((...args: unknown[]) => unknown) & { readonly [key: string]: unknown };

const stubPathMark = Symbol.for('sfpdocs.docusaurus.package-stub-path');

function readMark(value: unknown, mark: symbol): string | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  try {
    const found = (value as Record<symbol, unknown>)[mark];
    return typeof found === 'string' ? found : undefined;
  } catch {
    return undefined;
  }
}

/** The package a value stands in for, or undefined when it is a real value. */
export function stubPackageOf(value: unknown): string | undefined {
  return readMark(value, stubMark);
}

/**
 * The export a stand-in stands for (`linkDocblocks` for `import { linkDocblocks } from 'pkg'`),
 * or undefined for the package itself or a real value.
 */
export function stubExportOf(value: unknown): string | undefined {
  return readMark(value, stubPathMark) || undefined;
}

/**
 * A unified processor calls its plugins with itself as `this`. A stand-in plugin must then return
 * nothing: a returned function would become a transformer whose result replaces the tree.
 */
function isUnifiedProcessor(value: unknown): boolean {
  const candidate = value as { use?: unknown; parse?: unknown; freeze?: unknown } | null | undefined;
  // A namespace object of a stand-in answers every property with a stand-in function: not a processor.
  if (typeof candidate?.use !== 'function' || stubPackageOf(candidate.use)) return false;
  return typeof candidate.parse === 'function' && typeof candidate.freeze === 'function';
}

/** `exportPath` names the property chain read from the package (`default` links are left out). */
export function createPackageStub(packageName: string, exportPath = ''): PackageStub {
  const children = new Map<PropertyKey, PackageStub>();
  const child = (key: PropertyKey): PackageStub => {
    let found = children.get(key);
    const segment = typeof key === 'string' && key !== 'default' ? key : '';
    if (!found) children.set(key, (found = createPackageStub(packageName, [exportPath, segment].filter(Boolean).join('.'))));
    return found;
  };

  const special = (key: PropertyKey): { hit: boolean; value?: unknown } => {
    switch (key) {
      case stubMark:
        return { hit: true, value: packageName };
      case stubPathMark:
        return { hit: true, value: exportPath };
      // Not a promise (so `await stub` is the stub) and not an ES module namespace (so interop
      // helpers take the stub itself as the default export).
      case 'then':
      case '__esModule':
      case 'toJSON':
        return { hit: true, value: undefined };
      case Symbol.toPrimitive:
        return { hit: true, value: (hint: string) => (hint === 'number' ? 0 : '') };
      case 'toString':
      case 'valueOf':
        return { hit: true, value: () => '' };
      case Symbol.iterator:
        return { hit: true, value: function* empty() {} };
      case Symbol.asyncIterator:
        return { hit: true, value: async function* empty() {} };
      case Symbol.hasInstance:
        return { hit: true, value: () => false };
      default:
        return { hit: false };
    }
  };

  // The prototype the stand-in reports: bundlers' interop copies a CommonJS module onto an object
  // created from its prototype, so named imports (`import { themes } from 'x'`) are looked up
  // here. Its own prototype is null, so anything walking the chain ends.
  const prototype = new Proxy(Object.create(null) as object, {
    get: (_target, key) => {
      const found = special(key);
      return found.hit ? found.value : child(key);
    },
  });

  const target = function stub(this: unknown): unknown {
    return undefined;
  };
  return new Proxy(target, {
    get: (fn, key) => {
      const found = special(key);
      if (found.hit) return found.value;
      if (key === 'name') return packageName;
      // Own properties and Function.prototype's (call, apply, bind) keep working as on a function.
      if (key in fn) return Reflect.get(fn, key);
      return child(key);
    },
    apply: (_fn, thisArg) => (isUnifiedProcessor(thisArg) ? undefined : createPackageStub(packageName, exportPath)),
    construct: () => createPackageStub(packageName, exportPath),
    getPrototypeOf: () => prototype,
  }) as unknown as PackageStub;
}
