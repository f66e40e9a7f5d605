// Docusaurus's official plugins whose work sfpdocs does itself, installed or not:
// - @docusaurus/plugin-client-redirects: its redirects become sfpdocs' redirect pages, made from
//   the site's routes as the plugin makes them (packages/docusaurus-plugin-client-redirects/src/
//   collectRedirects.ts, extensionRedirects.ts): `fromExtensions`, `toExtensions`, `redirects`,
//   `createRedirects`. The graph pass add-plugin-redirects.ts checks them like links.
// - @docusaurus/plugin-pwa: sfpdocs' own offline support (service worker, web app manifest) is
//   used; its activation strategies carry over.
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { PluginRedirects } from '../model/site-plugins.ts';
import type { DeclaredOptions } from './classify-plugins.ts';
import { OptionReader, type ConfigSource } from './option-reader.ts';
import { isPlainObject } from './values.ts';

const redirectsUrl = 'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-client-redirects';
const name = '@docusaurus/plugin-client-redirects';

/** One instance of client-redirects as a maker of redirects from the site's routes. */
export function clientRedirects(declared: DeclaredOptions, ctx: ConfigSource): PluginRedirects {
  const o = new OptionReader(declared.options ?? {}, { ctx, label: `the \`${name}\` options`, keyPath: declared.keyPath, from: declared.from, docsUrl: redirectsUrl });
  const at = { file: ctx.file, ...o.at() };
  const extensions = (key: string) => {
    const list = o.stringArray(key, []);
    return list.filter((ext) => {
      // Docusaurus refuses these too (extensionRedirects.ts validateExtension).
      const problem = !ext ? 'is empty' : ext.includes('.') ? 'contains a "." (dot)' : ext.includes('/') ? 'contains a "/" (slash)' : encodeURIComponent(ext) !== ext ? 'contains characters URLs cannot hold' : null;
      if (problem) o.report('error', key, `extension "${ext}" in \`${key}\` ${problem}`, 'write extensions without a dot, such as "html"; for other redirects use `createRedirects`');
      return !problem;
    });
  };
  const fromExtensions = extensions('fromExtensions');
  const toExtensions = extensions('toExtensions');
  const listed: Array<{ from: string; to: string }> = [];
  const redirects = o.value('redirects');
  if (redirects !== undefined) {
    if (!Array.isArray(redirects)) o.wrong('redirects', 'an array of { from, to }', undefined);
    else
      for (const entry of redirects) {
        const from = isPlainObject(entry) ? entry.from : undefined;
        const froms = typeof from === 'string' ? [from] : Array.isArray(from) && from.every((f) => typeof f === 'string') ? (from as string[]) : null;
        if (!isPlainObject(entry) || typeof entry.to !== 'string' || !froms) {
          o.wrong('redirects', 'an array of { from: string | string[], to: string }', undefined);
          continue;
        }
        for (const f of froms) listed.push({ from: f, to: entry.to });
      }
  }
  const create = o.value('createRedirects');
  if (create !== undefined && typeof create !== 'function') o.wrong('createRedirects', 'a function (existingPath) => string | string[] | undefined', undefined);
  o.finish();
  return {
    plugin: name,
    at,
    make(routes) {
      const made: Array<{ from: string; to: string }> = [];
      const toDotted = toExtensions.map((ext) => `.${ext}`);
      const fromDotted = fromExtensions.map((ext) => `.${ext}`);
      for (const route of routes) {
        const toExt = toDotted.find((ext) => route.endsWith(ext));
        if (toExt) made.push({ from: route.slice(0, -toExt.length), to: route });
        if (route !== '/' && route !== '' && !fromDotted.some((ext) => route.endsWith(ext))) {
          for (const ext of fromExtensions) made.push({ from: route.endsWith('/') ? `${route.replace(/\/+$/, '')}.${ext}/` : `${route}.${ext}`, to: route });
        }
      }
      made.push(...listed);
      if (typeof create === 'function') {
        for (const route of routes) {
          const froms = (create as (p: string) => unknown)(route) ?? [];
          for (const from of typeof froms === 'string' ? [froms] : Array.isArray(froms) ? froms : []) if (typeof from === 'string') made.push({ from, to: route });
        }
      }
      return made;
    },
  };
}

/** `@docusaurus/plugin-pwa`: one line saying sfpdocs' offline support stands in; the strategies it names that sfpdocs knows. */
export function pwaStandsDown(declared: DeclaredOptions, ctx: ConfigSource): { strategies: string[] | null; diagnostic: Diagnostic } {
  const o = new OptionReader(declared.options ?? {}, { ctx, label: '`@docusaurus/plugin-pwa` options', keyPath: declared.keyPath, from: declared.from, docsUrl: 'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-pwa' });
  const written = o.value('offlineModeActivationStrategies');
  const known = ['appInstalled', 'queryString', 'mobile'];
  const strategies = Array.isArray(written) ? written.filter((s): s is string => typeof s === 'string' && known.includes(s)) : null;
  return {
    strategies,
    diagnostic: {
      file: ctx.file,
      ...o.at(),
      message: '`@docusaurus/plugin-pwa` stands down: sfpdocs\' own offline support (service worker, web app manifest, offline mode) is used',
      hint: `${strategies ? 'its offlineModeActivationStrategies carry over; ' : ''}pwaHead, swCustom and swRegister are not used (docs/coming-from-docusaurus.md)`,
      ruleId: 'config',
      severity: 'warning',
    },
  };
}

const idealImageUrl = 'https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-ideal-image';

/**
 * The widths `@docusaurus/plugin-ideal-image` makes of each imported PNG or JPEG (its responsive
 * loader's options): `sizes`, or one `size`, or `steps` widths from `min` to `max`; none: the
 * image's own width. Wider than the image is never made (the bundler caps them).
 */
export function idealImageOptions(declared: DeclaredOptions, ctx: ConfigSource): { sizes: number[]; quality: number } {
  const o = new OptionReader(declared.options ?? {}, { ctx, label: '`@docusaurus/plugin-ideal-image` options', keyPath: declared.keyPath, from: declared.from, docsUrl: idealImageUrl });
  const width = (key: string): number | undefined => {
    const value = o.value(key);
    if (value === undefined) return undefined;
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
    return o.wrong(key, 'a whole number of pixels above 0', undefined);
  };
  const written = o.value('sizes');
  const sizes = written === undefined ? [] : Array.isArray(written) && written.every((w) => typeof w === 'number' && Number.isInteger(w) && w > 0) ? (written as number[]) : o.wrong('sizes', 'an array of whole numbers of pixels', []);
  const size = width('size');
  const min = width('min');
  const max = width('max');
  const steps = width('steps') ?? 4;
  const quality = width('quality') ?? 85;
  for (const key of ['name', 'disableInDev']) o.value(key);
  o.finish();
  if (sizes.length) return { sizes, quality };
  if (size) return { sizes: [size], quality };
  if (min && max) return { sizes: Array.from({ length: steps }, (_, i) => Math.round(min + ((max - min) * i) / Math.max(1, steps - 1))), quality };
  return { sizes: [], quality };
}

/**
 * `docusaurus-plugin-sass`: its options are sass-loader's (the plugin hands them on as they are).
 * sfpdocs compiles Sass itself with the site's `sass` (emit/site-sass.ts) and applies the options
 * that are data: `sassOptions.includePaths` / `loadPaths` (relative to the site folder, where
 * Docusaurus runs) and a string `additionalData`. A function in their place cannot be applied the
 * same way (sass-loader calls it with webpack's loader context): one warning names it.
 */
export function sassOptions(plugin: { options: unknown; at: { line: number; column: number } }, ctx: ConfigSource, siteDir: string): { loadPaths: string[]; additionalData: string } {
  const options = isPlainObject(plugin.options) ? plugin.options : {};
  const notApplied: string[] = [];
  const sass = options.sassOptions;
  if (typeof sass === 'function') notApplied.push('sassOptions');
  const sassObject = isPlainObject(sass) ? sass : {};
  if (typeof sassObject.importer === 'function' || Array.isArray(sassObject.importer) || Array.isArray(sassObject.importers)) notApplied.push('sassOptions.importer');
  const folders = [sassObject.includePaths, sassObject.loadPaths].flatMap((list) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []));
  const loadPaths = folders.map((folder) => path.relative(siteDir, path.resolve(siteDir, folder)).split(path.sep).join('/') || '.');
  const data = options.additionalData;
  if (typeof data === 'function') notApplied.push('additionalData');
  if (notApplied.length) {
    ctx.diagnostics.push({
      file: ctx.file,
      ...plugin.at,
      message: `plugin \`docusaurus-plugin-sass\`: ${notApplied.map((key) => `\`${key}\``).join(', ')} ${notApplied.length > 1 ? 'are functions' : 'is a function'} of sass-loader, which sfpdocs does not call: Sass files are compiled without ${notApplied.length > 1 ? 'them' : 'it'}`,
      hint: 'give `sassOptions.includePaths` and `additionalData` as plain values (folders, a string of Sass)',
      ruleId: 'config',
      severity: 'warning',
    });
  }
  return { loadPaths, additionalData: typeof data === 'string' ? data : '' };
}
