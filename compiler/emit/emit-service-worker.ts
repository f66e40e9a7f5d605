// /sw.js: runtime/offline/service-worker.ts bundled with esbuild (cached by source hash), and
// workbox-build's precache manifest of the finished output, written after every other file. The
// manifest (one entry per file: ~100 KB for the real site) is its own hashed script, which the
// worker imports only in offline mode, so readers without offline mode never download it. Hashed
// files carry no revision (their name changes with their content), every other file's revision
// is a hash of its bytes, and sw.js names the manifest by its hash: sw.js changes exactly when
// the content does.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
// Only the manifest builder: the package's index also loads babel, rollup and terser for
// generateSW, about 1 s and 50 MB at every start of the CLI. And the builder itself, without
// getManifest's check of its options: that check loads and compiles ajv and workbox's JSON schema,
// 0.1 CPU-s of every build (a third of the manifest's cost) to check options written below, once.
// Its one default the builder reads, globFollow, is given as getManifest would.
import { getFileManifestEntries } from 'workbox-build/build/lib/get-file-manifest-entries.js';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { hashText, hashTree } from '../cache/cache-keys.ts';
import { compilerVersion, packageRoot } from '../package-root.ts';
import { contentHash } from '../output/content-hash.ts';

export const serviceWorkerFile = 'sw.js';
/** Replaced by the URL of the manifest script, relative to sw.js. */
const injectionPoint = 'self.__SFP_PRECACHE_SCRIPT';
/** The kinds of file precached: everything a page needs to render and search. */
const precachedExtensions = ['html', 'js', 'css', 'json', 'webmanifest'];
/** `name.0123456789.ext`: the content hash in the names emit-site and esbuild give. */
const hashedNameRe = /\.[0-9a-f]{10}\.\w+$|\/chunk\.[A-Z0-9]{8}\.js$|\.[A-Z0-9]{8}\.(js|css)$/;

export interface ServiceWorkerFiles {
  /** sw.js and the precache manifest script: output path -> code. */
  files: Map<string, string>;
  /** Precached files and their total bytes, for the build summary and the bench. */
  count: number;
  size: number;
}

/**
 * Files the caller wrote under hashed names, all in one folder that holds nothing else: listed
 * without revisions and without reading them back (a large site's page chunks are a quarter of
 * its output, and a third of its files).
 */
export interface HashedFolder {
  folder: string;
  /** Paths relative to the output folder, with their sizes in bytes. */
  files: Map<string, number>;
}

/** Builds sw.js for the output in `dir` (the staging folder, complete but for these files). */
export async function emitServiceWorker(dir: string, hashed?: HashedFolder, cache: BuildCache = openBuildCache(null), exclude: string[] = []): Promise<ServiceWorkerFiles> {
  const source = await bundleServiceWorker(cache);
  let hashedBytes = 0;
  const additionalManifestEntries = [...(hashed?.files ?? [])].map(([url, bytes]) => {
    if (!url.startsWith(`${hashed!.folder}/`) || !hashedNameRe.test(url)) throw new Error(`${url} is not a hashed file of ${hashed!.folder}/; this is a bug in sfpdocs`);
    hashedBytes += bytes;
    return { url, revision: null };
  });
  const { manifestEntries, count, size, warnings } = await getFileManifestEntries({
    globDirectory: dir,
    globFollow: true,
    // Everything a page needs to render and search; images and fonts are cached as they are used.
    globPatterns: [`**/*.{${precachedExtensions.join(',')}}`],
    globIgnores: [serviceWorkerFile, 'search-records.json', '**/*.map', ...(hashed ? [`${hashed.folder}/**`] : []), ...exclude.map((folder) => `${folder}/**`)],
    additionalManifestEntries,
    dontCacheBustURLsMatching: hashedNameRe,
    // Every route must work offline, so nothing may be left out for its size: a 10 000-page
    // version has a search index of ~10 MB.
    maximumFileSizeToCacheInBytes: 256 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`The service worker's precache manifest could not be built: ${warnings.join('; ')}`);
  // Sorted so that the same output always gives byte-identical files, whatever the glob order.
  const entries = [...(manifestEntries ?? [])].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0)).map((e) => ({ url: e.url, revision: e.revision ?? null }));
  const manifest = `self.__SFP_PRECACHE=${JSON.stringify(entries)};\n`;
  const manifestFile = `assets/precache.${contentHash(manifest)}.js`;
  if (source.split(injectionPoint).length !== 2) throw new Error(`${injectionPoint} must appear once in the service worker bundle; this is a bug in sfpdocs`);
  const code = source.replace(injectionPoint, () => JSON.stringify(manifestFile));
  return { files: new Map([[serviceWorkerFile, code], [manifestFile, manifest]]), count, size: size + hashedBytes };
}

async function bundleServiceWorker(cache: BuildCache): Promise<string> {
  const root = packageRoot();
  const entry = path.join(root, 'runtime', 'offline', 'service-worker.ts');
  // Where npm put workbox (hoisted into the site's node_modules when sfpdocs is a dependency).
  const workbox = fs.readFileSync(createRequire(import.meta.url).resolve('workbox-precaching/package.json'), 'utf8');
  const options: esbuild.BuildOptions = {
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // Gecko 48 (the SFP 2.5 browser) has service workers but no async functions: esbuild lowers them.
    target: 'es2015',
    minify: true,
    write: false,
    logLevel: 'silent',
    // Workbox logs in development builds only.
    define: { 'process.env.NODE_ENV': '"production"' },
  };
  // The options are part of the key, so changing how the worker is bundled never reuses an old one.
  const key = `sw-${hashText(compilerVersion(), hashTree(path.join(root, 'runtime', 'offline')), hashTree(path.join(root, 'shared')), workbox, JSON.stringify(options))}`;
  const cached = cache.read('bundle', key);
  if (cached !== undefined) return cached;
  const result = await esbuild.build(options);
  const code = result.outputFiles![0]!.text;
  cache.write('bundle', key, code);
  return code;
}
