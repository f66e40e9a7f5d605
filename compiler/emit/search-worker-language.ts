// A locale's runtime: the runtime bundle with the search worker made for its language
// (bundle-runtime.ts buildSearchWorker), cached beside the runtime. English (and any language
// searched as the default is) keeps the runtime's own worker.
import path from 'node:path';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { hashText, hashTree } from '../cache/cache-keys.ts';
import { compilerVersion, packageRoot } from '../package-root.ts';
import { buildSearchWorker, type RuntimeBundle } from './bundle-runtime.ts';
import type { LocaleSearchLanguage } from './locale-search-language.ts';

export async function withSearchLanguage(bundle: RuntimeBundle, language: LocaleSearchLanguage, cache: BuildCache = openBuildCache(null)): Promise<RuntimeBundle> {
  const { kind } = language;
  if (!kind) return bundle;
  const root = packageRoot();
  const key = `search-worker-${kind.kind}-${kind.code}-${hashText(compilerVersion(), hashTree(path.join(root, 'runtime', 'search')), hashTree(path.join(root, 'shared')), bundle.searchWorker)}`;
  let worker: { file: string; contents: Uint8Array } | undefined;
  const cached = cache.read('bundle', key);
  if (cached !== undefined) {
    try {
      const record = JSON.parse(cached) as { file: string; base64: string };
      worker = { file: record.file, contents: Buffer.from(record.base64, 'base64') };
    } catch {
      cache.reject('bundle', key);
    }
  }
  if (!worker) {
    const outdir = path.join(root, '.sfpdocs-runtime-out');
    const built = await buildSearchWorker(path.join(root, 'runtime'), outdir, language.plugin);
    const output = built.outputFiles.find((f) => f.path.endsWith('.js'))!;
    worker = { file: path.relative(outdir, output.path).split(path.sep).join('/'), contents: output.contents };
    cache.write('bundle', key, JSON.stringify({ file: worker.file, base64: Buffer.from(worker.contents).toString('base64') }));
  }
  // The default worker is not this locale's: only its own is written.
  const files = new Map([...bundle.files].filter(([file]) => file !== bundle.searchWorker));
  files.set(worker.file, worker.contents);
  return { ...bundle, files, searchWorker: worker.file };
}
