// The site's own stylesheets (`customCss`, Docusaurus's `theme.customCss`): bundled into one hashed
// file every page links after the theme's, with their @imports inlined and the fonts and images
// they use copied under hashed names. Emitted once for the whole site.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { contentHash } from '../output/content-hash.ts';
import { packageRoot } from '../package-root.ts';
import { fileLoaders } from './asset-loaders.ts';
import { infimaVariablesCss } from './infima-variables.ts';
import { infimaNavbarCss } from './infima-navbar.ts';
import { drawsOwnNavbar } from './theme-folder.ts';
import { readableSiteColours } from './readable-site-colours.ts';
import { readStylesheets } from './root-variables.ts';
import { bindSass, isSass, type SassSettings } from './site-sass.ts';
import type { SiteCss } from '../graph/page-graph.ts';

export interface SiteCssOptions {
  siteDir: string;
  /** `customCss`, relative to the site. */
  stylesheets: string[];
  /** The base URL's prefix ('' or '/docs'), for the URLs of the assets. */
  base: string;
  configFile: string;
  /** `infima`: Infima's variables and base link style come first (infima-variables.ts), as Infima precedes a Docusaurus site's CSS. */
  infima: boolean;
  /** The config's sass: Sass stylesheets are compiled with the site's `sass` (site-sass.ts); null: left out with a warning. */
  sass?: SassSettings | null;
  /** The config's navbarStyle: a styled navbar's link colours are checked on its band too. */
  navbarStyle?: 'default' | 'primary' | 'dark';
}

export async function bundleSiteCss({ siteDir, stylesheets, base, configFile, infima, sass = null, navbarStyle = 'default' }: SiteCssOptions): Promise<{ css: SiteCss | null; diagnostics: Diagnostic[] }> {
  const warning = (line: number, column: number, message: string, hint: string): Diagnostic => ({ file: configFile, line, column, message, hint, ruleId: 'config', severity: 'warning' });
  // Less needs its compiler, and Sass too when the site does not ask for it (Docusaurus compiles them through plugins).
  const uncompiled = sass ? /\.less$/ : /\.(s[ac]ss|less)$/;
  const diagnostics = stylesheets.filter((file) => uncompiled.test(file)).map((file) => warning(1, 1, `the stylesheet \`${file}\` is ${file.endsWith('.less') ? 'Less' : 'Sass'}, which sfpdocs does not compile: it is left out`, file.endsWith('.less') ? 'compile it to CSS (or write it in CSS) and list the .css file in customCss' : 'install `sass` and docusaurus-plugin-sass in the site and list the plugin in `plugins` (Docusaurus sites) or set `sass: {}` in site.config.ts to compile it with the site\'s `sass`; or list a .css file in customCss'));
  stylesheets = stylesheets.filter((file) => !uncompiled.test(file));
  // A site that draws its own navbar in Docusaurus's markup gets Infima's navbar rules with its variables.
  const prelude = infima ? `${infimaVariablesCss()}${drawsOwnNavbar(siteDir) ? infimaNavbarCss() : ''}` : '';
  if (!stylesheets.length) return { css: prelude ? onlyPrelude(prelude) : null, diagnostics };
  const entry = stylesheets.map((file) => `@import ${JSON.stringify(`./${file.replace(/^\.\//, '')}`)};`).join('\n');
  const outdir = path.join(siteDir, '.sfpdocs-css-out');
  const boundSass = sass ? bindSass(siteDir, sass) : null;
  try {
    const result = await esbuild.build({
      stdin: { contents: entry, loader: 'css', resolveDir: siteDir, sourcefile: 'customCss' },
      bundle: true,
      write: false,
      minify: true,
      absWorkingDir: siteDir,
      outdir,
      assetNames: 'assets/site/[name].[hash]',
      publicPath: `${base}/`,
      loader: fileLoaders,
      // Absolute URLs (`/img/x.png`, files of static/) stay as written.
      plugins: [
        { name: 'static-urls', setup: (build) => build.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined)) },
        ...(boundSass ? [boundSass.plugin((d) => diagnostics.push(d))] : []),
      ],
      logLevel: 'silent',
    });
    // The theme tokens for the site's Infima colours that would not read, after the site's rules.
    // Infima's variables leave the theme's tokens as they were (infima-variables.ts), and its own
    // shades of the primary colour are not the site's: the check reads the theme and the site only.
    // A Sass stylesheet is read as the CSS it compiles to.
    const theme = { file: 'runtime/theme/styles.css', css: fs.readFileSync(path.join(packageRoot(), 'runtime', 'theme', 'styles.css'), 'utf8'), fromSite: false };
    const readable = readableSiteColours(theme, [...readStylesheets(siteDir, stylesheets.filter((file) => !isSass(file))), ...(boundSass?.sheets(stylesheets) ?? [])], navbarStyle);
    diagnostics.push(...readable.diagnostics.map((d) => (boundSass && isSass(d.file) ? { ...d, ...boundSass.sourcePosition(d) } : d)));
    const files = new Map<string, Uint8Array>();
    let file = '';
    for (const output of result.outputFiles) {
      const rel = path.relative(outdir, output.path).split(path.sep).join('/');
      if (rel.endsWith('.css') && !rel.startsWith('assets/')) {
        const text = `${prelude}${output.text}${readable.css ? `${readable.css}\n` : ''}`;
        file = `assets/site.${contentHash(text)}.css`;
        files.set(file, Buffer.from(text));
      } else files.set(rel, output.contents);
    }
    return { css: file ? { file, files } : null, diagnostics };
  } catch (error) {
    const errors = (error as { errors?: esbuild.Message[] }).errors;
    if (!errors?.length) throw error;
    return {
      css: prelude ? onlyPrelude(prelude) : null,
      diagnostics: [
        ...diagnostics,
        ...errors.map((e): Diagnostic => {
          const inFile = e.location && e.location.file !== 'customCss';
          return inFile
            ? { ...warning(e.location!.line, e.location!.column + 1, `the site's stylesheet cannot be used: ${e.text}`, "fix the stylesheet it names; pages are built without the site's styles until then"), file: path.relative(siteDir, path.resolve(siteDir, e.location!.file)).split(path.sep).join('/') }
            : warning(1, 1, `the site's stylesheets (customCss) cannot be used: ${e.text}`, "fix the stylesheet it names; pages are built without the site's styles until then");
        }),
      ],
    };
  }
}

/** The site's stylesheet when it has no CSS of its own (or none that can be used): Infima's part alone. */
function onlyPrelude(prelude: string): SiteCss {
  const file = `assets/site.${contentHash(prelude)}.css`;
  return { file, files: new Map([[file, Buffer.from(prelude)]]) };
}
