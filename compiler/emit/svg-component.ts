// An SVG file as the React component Docusaurus makes of it when a component or an MDX page
// imports it (its SVGR loader, on by default): the same library, with Docusaurus's `titleProp`,
// so `<Logo role="img" className="x" title="…" />` renders the same markup. Docusaurus also
// passes the file through SVGO first; sfpdocs keeps the file's markup as written.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The module (JSX) whose default export renders the SVG file. */
export async function svgComponent(file: string): Promise<string> {
  const stem = path.basename(file).replace(/\.svg$/i, '');
  const componentName = `Svg${stem.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/^[^A-Za-z]+/, '')}`;
  // Loaded on first use: SVGR carries Babel, which a site without such imports never needs.
  // plugin-jsx is `module.exports = plugin` (its types say a default export).
  const { transform } = require('@svgr/core') as typeof import('@svgr/core');
  const jsx = require('@svgr/plugin-jsx') as (typeof import('@svgr/plugin-jsx'))['default'];
  // runtimeConfig off: a .svgrrc in the site is not read, as Docusaurus does not read it either.
  return transform(fs.readFileSync(file, 'utf8'), { plugins: [jsx], runtimeConfig: false, titleProp: true, jsxRuntime: 'automatic' }, { componentName, filePath: file });
}
