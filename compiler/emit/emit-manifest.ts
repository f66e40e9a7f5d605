// The web app manifest (`manifest.webmanifest`) that makes the site installable, with its icons
// rasterised at build time from the configured SVG logo: 192 and 512 px, plus a 512 px maskable
// icon whose logo sits inside the safe zone on a full-bleed background. Icons are made when their
// file is asked for and kept in the build cache by the SVG's hash, so only a changed logo costs a
// rasterisation.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { PageGraph } from '../graph/page-graph.ts';
import { openBuildCache, type BuildCache } from '../cache/build-cache.ts';
import { compilerVersion } from '../package-root.ts';
import { basePrefix } from '../../shared/base-url.ts';

export const manifestFile = 'manifest.webmanifest';
/** The theme's accent colour: the browser UI colour of the installed app and of `theme-color`. */
export const themeColor = '#0b5cad';
const backgroundColor = '#ffffff';
/** A maskable icon's content must fit the centre circle of 80 % of its width. */
const maskableContentRatio = 0.6;

interface IconSpec {
  name: string;
  size: number;
  purpose: 'any' | 'maskable';
}

const iconSpecs: IconSpec[] = [
  { name: 'icon-192', size: 192, purpose: 'any' },
  { name: 'icon-512', size: 512, purpose: 'any' },
  { name: 'icon-maskable-512', size: 512, purpose: 'maskable' },
];

/** The manifest and its icons: output path -> contents, made on request. */
export function emitManifest(graph: PageGraph, cache: BuildCache = openBuildCache(null)): Map<string, () => string | Uint8Array> {
  const files = new Map<string, () => string | Uint8Array>();
  const { config } = graph;
  const base = basePrefix(config.baseUrl);
  const logo = config.logo.endsWith('.svg') ? graph.staticFiles?.get(config.logo) : undefined;
  const svgPath = logo ? path.join(graph.siteDir, logo) : null;
  const icons: Array<{ src: string; sizes: string; type: string; purpose: string }> = [];
  if (svgPath && fs.existsSync(svgPath)) {
    const svg = fs.readFileSync(svgPath, 'utf8');
    const hash = crypto.createHash('sha256').update(compilerVersion()).update(svg).digest('hex').slice(0, 10);
    for (const spec of iconSpecs) {
      const file = `assets/icons/${spec.name}.${hash}.png`;
      files.set(file, () => rasterise(svg, spec, hash, cache));
      icons.push({ src: `${base}/${file}`, sizes: `${spec.size}x${spec.size}`, type: 'image/png', purpose: spec.purpose });
    }
  }
  const manifest = {
    name: config.title,
    short_name: shortName(config.title),
    description: config.tagline,
    start_url: `${base}/`,
    scope: `${base}/`,
    display: 'standalone',
    theme_color: themeColor,
    background_color: backgroundColor,
    icons,
  };
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  files.set(manifestFile, () => text);
  return files;
}

/** Launchers show about a dozen characters: the title's initials when it is longer. */
function shortName(title: string): string {
  if (title.length <= 12) return title;
  const words = title.split(/\s+/).filter(Boolean);
  const initials = words.filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('');
  return initials.length >= 2 ? `${initials} Docs`.slice(0, 12) : title.slice(0, 12);
}

function rasterise(svg: string, spec: IconSpec, hash: string, cache: BuildCache): Uint8Array {
  const key = `${spec.name}.${hash}`;
  const cached = cache.read('icon', key);
  if (cached !== undefined) return Buffer.from(cached, 'base64');
  const source = spec.purpose === 'maskable' ? maskable(svg, spec.size) : svg;
  const png = new Resvg(source, { fitTo: { mode: 'width', value: spec.size }, background: 'rgba(0,0,0,0)' }).render().asPng();
  cache.write('icon', key, Buffer.from(png).toString('base64'));
  return png;
}

/**
 * The logo centred and scaled into the safe zone, over a full-bleed background. The logo goes in
 * as an image of its own (a data URL), never spliced in as markup: a logo file may open with an
 * XML declaration, a DOCTYPE or comments (pnpm.io's has a DOCTYPE), which are not allowed inside
 * another SVG element.
 */
function maskable(svg: string, size: number): string {
  const inner = size * maskableContentRatio;
  const offset = (size - inner) / 2;
  const data = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${backgroundColor}"/><image x="${offset}" y="${offset}" width="${inner}" height="${inner}" href="${data}"/></svg>`;
}
