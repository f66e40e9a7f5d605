// The esbuild plugin that bundles a Docusaurus site's own modules: site files get their CommonJS
// globals (prepare-site-source.ts), installed packages stay external and run from node_modules,
// missing ones become stand-ins, and `node:module`'s createRequire hands out the site-aware require.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { prepareSiteSource, siteSourceRe } from './prepare-site-source.ts';
import { isBuiltin, packageNameOf, type MissingPackageRecorder } from './site-require.ts';

const innerResolve = { sfpdocsInnerResolve: true };

// Code the plugin adds reaches the loader state through `__sfpdocsLoad`, which the banner binds
// once when the bundle starts: functions of the config that run later still find it.
export function sitePlugin({ record }: { record: MissingPackageRecorder }): esbuild.Plugin {
  return {
    name: 'sfpdocs-docusaurus-site',
    setup(build) {
      // `createRequire(import.meta.url)` in an ES module config gets the site-aware require too.
      build.onResolve({ filter: /^(node:)?module$/ }, (args) => (args.namespace === 'sfpdocs-module' ? { path: 'node:module', external: true } : { path: 'module', namespace: 'sfpdocs-module' }));
      build.onLoad({ filter: /.*/, namespace: 'sfpdocs-module' }, () => ({
        contents: `import real from 'node:module';
export * from 'node:module';
export function createRequire(from) { return __sfpdocsLoad.createRequire(from); }
export default new Proxy(real, { get: (target, key) => (key === 'createRequire' ? createRequire : Reflect.get(target, key)) });`,
        loader: 'js',
      }));

      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === innerResolve || args.namespace === 'sfpdocs-stub') return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const result = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: innerResolve });
        if (result.errors.length) {
          const packageName = packageNameOf(args.path);
          if (!packageName) return { errors: result.errors };
          record(packageName, args.path, args.importer);
          return { path: packageName, namespace: 'sfpdocs-stub' };
        }
        if (result.external) return { path: result.path, external: true };
        // An installed package runs from node_modules as it is (it may read files next to itself);
        // its TypeScript sources (a workspace package whose `main` is .ts) and JSON are bundled.
        if (/[\\/]node_modules[\\/]/.test(result.path) && /\.(c|m)?js$/.test(result.path)) {
          return { path: args.kind === 'require-call' ? result.path : pathToFileURL(result.path).href, external: true };
        }
        return { path: result.path };
      });
      build.onLoad({ filter: /.*/, namespace: 'sfpdocs-stub' }, (args) => ({
        contents: `module.exports = __sfpdocsLoad.stub(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));

      build.onLoad({ filter: siteSourceRe, namespace: 'file' }, async (args) => {
        const text = await fs.promises.readFile(args.path, 'utf8');
        return { contents: prepareSiteSource(text, args.path), loader: loaderFor(args.path), resolveDir: path.dirname(args.path) };
      });
    },
  };
}

function loaderFor(file: string): esbuild.Loader {
  if (/\.(c|m)?ts$/.test(file)) return 'ts';
  if (file.endsWith('.tsx')) return 'tsx';
  if (file.endsWith('.jsx')) return 'jsx';
  return 'js';
}
