// `require` and `require.resolve` as a Docusaurus config sees them (Docusaurus loads configs with
// jiti, which provides both in ES modules and TypeScript too), except that a package the site has
// not installed is recorded and answered with a stand-in instead of failing the whole config.
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPackageStub } from './package-stub.ts';

/** What a loader records when the site asks for a package it does not have. */
export interface MissingPackageRecorder {
  /** `specifier` was asked for by `importer` (an absolute path); `resolvedAs` is what `require.resolve` returned instead. */
  (packageName: string, specifier: string, importer: string, resolvedAs?: string): void;
}

export type SiteRequire = ((specifier: string) => unknown) & { resolve: (specifier: string) => string };

const builtins = new Set(builtinModules);
// jiti resolves TypeScript files without their extension (`require.resolve('./sidebars')` finds
// sidebars.ts); Node's own resolver only tries .js, .json and .node.
const typeScriptExtensions = ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'];

export function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtins.has(specifier) || builtins.has(specifier.split('/')[0]!);
}

/**
 * The package a specifier names: `@scope/name` or `name` for a bare specifier (a sub-path such as
 * `pkg/dist/x.css` belongs to `pkg`), or the part after the last `node_modules/` of a path
 * (`./node_modules/modern-normalize/x.css`). Undefined for local files and built-ins.
 */
export function packageNameOf(specifier: string): string | undefined {
  const normalized = specifier.split('\\').join('/');
  const inModules = normalized.lastIndexOf('node_modules/');
  let rest: string;
  if (inModules >= 0) rest = normalized.slice(inModules + 'node_modules/'.length);
  else if (/^[./]|^[a-z]+:/i.test(normalized) || isBuiltin(normalized)) return undefined;
  else rest = normalized;
  const parts = rest.split('/');
  const name = parts[0]!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return name && !name.endsWith('/') ? name : undefined;
}

function isNotFoundFor(error: unknown, specifier: string): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === 'MODULE_NOT_FOUND' && typeof message === 'string' && message.includes(`'${specifier}'`);
}

export function createSiteRequire(from: string | URL, options: { siteDir: string; missing: MissingPackageRecorder }): SiteRequire {
  const fromFile = typeof from === 'string' && !from.startsWith('file:') ? from : fileURLToPath(from);
  const real = createRequire(fromFile);
  const dir = path.dirname(fromFile);

  const resolve = (specifier: string): string => {
    try {
      return real.resolve(specifier);
    } catch (error) {
      if (/^\.{0,2}\//.test(specifier) || path.isAbsolute(specifier)) {
        const base = path.resolve(dir, specifier);
        const found = typeScriptExtensions.map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
        if (found) return found;
      }
      const name = packageNameOf(specifier);
      if (!name || !isNotFoundFor(error, specifier)) throw error;
      // Where the file would be once installed, so a list such as `customCss` keeps its shape.
      const resolvedAs = /^\.{0,2}\//.test(specifier) || path.isAbsolute(specifier) ? path.resolve(dir, specifier) : path.join(options.siteDir, 'node_modules', specifier);
      options.missing(name, specifier, fromFile, resolvedAs);
      return resolvedAs;
    }
  };

  const siteRequire = (specifier: string): unknown => {
    try {
      return real(specifier);
    } catch (error) {
      const name = packageNameOf(specifier);
      if (!name || !isNotFoundFor(error, specifier)) throw error;
      options.missing(name, specifier, fromFile);
      return createPackageStub(name);
    }
  };
  return Object.assign(siteRequire, { resolve });
}
