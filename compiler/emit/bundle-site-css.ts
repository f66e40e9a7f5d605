// The site's own stylesheets (`customCss`, Docusaurus's `theme.customCss`): bundled into one hashed
// file every page links after the theme's, with their @imports inlined and the fonts and images
// they use copied under hashed names. Emitted once for the whole site.
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { contentHash } from '../output/content-hash.ts';

export interface SiteCss {
  /** Output path of the stylesheet (`assets/site.0123456789.css`), then of its assets. */
  file: string;
  files: Map<string, Uint8Array>;
}

/** `base`: the base URL's prefix ('' or '/docs'), for the URLs of the assets. */
export async function bundleSiteCss(siteDir: string, stylesheets: string[], base: string): Promise<{ css: SiteCss | null; diagnostics: Diagnostic[] }> {
  if (!stylesheets.length) return { css: null, diagnostics: [] };
  const entry = stylesheets.map((file) => `@import ${JSON.stringify(`./${file.replace(/^\.\//, '')}`)};`).join('\n');
  const outdir = path.join(siteDir, '.sfpdocs-css-out');
  try {
    const result = await esbuild.build({
      stdin: { contents: entry, loader: 'css', resolveDir: siteDir, sourcefile: 'customCss' },
      bundle: true,
      write: false,
      minify: true,
      outdir,
      assetNames: 'assets/site/[name].[hash]',
      publicPath: `${base}/`,
      loader: { '.png': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.svg': 'file', '.webp': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file' },
      // Absolute URLs (`/img/x.png`, files of static/) stay as written.
      plugins: [{ name: 'static-urls', setup: (build) => build.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined)) }],
      logLevel: 'silent',
    });
    const files = new Map<string, Uint8Array>();
    let file = '';
    for (const output of result.outputFiles) {
      const rel = path.relative(outdir, output.path).split(path.sep).join('/');
      if (rel.endsWith('.css') && !rel.startsWith('assets/')) {
        file = `assets/site.${contentHash(output.text)}.css`;
        files.set(file, output.contents);
      } else files.set(rel, output.contents);
    }
    return { css: file ? { file, files } : null, diagnostics: [] };
  } catch (error) {
    const errors = (error as { errors?: esbuild.Message[] }).errors;
    if (!errors?.length) throw error;
    return {
      css: null,
      diagnostics: errors.map((e) => ({
        file: e.location ? path.relative(siteDir, path.resolve(siteDir, e.location.file)).split(path.sep).join('/') : 'customCss',
        line: e.location?.line ?? 1,
        column: (e.location?.column ?? 0) + 1,
        message: `the site's stylesheet cannot be used: ${e.text}`,
        hint: 'fix the stylesheet (customCss) it names; pages are built without the site\'s styles until then',
        ruleId: 'config' as const,
        severity: 'warning' as const,
      })),
    };
  }
}
