// A site's CSS colours as the contrast checks read them (emit/readable-site-colours.ts for its
// Infima variables, passes/resolve-announcement-bar.ts for the bar's colours). Kept apart from
// readable-theme.ts, which the compile workers load: culori is for the main thread only.
import { formatHex, parse, type Color } from 'culori';
import { contrastRatio } from './readable-theme.ts';

type Rgb = Color & { r: number; g: number; b: number };

/** A CSS colour as `#rrggbb`, a translucent one painted over `under`; null for what is no colour (`inherit`, a gradient) or translucent with nothing known under it. */
export function opaqueHex(value: string | undefined, under: string | null): string | null {
  if (!value) return null;
  const colour = parse(value) as Color | undefined;
  if (!colour) return null;
  const rgb = parse(formatHex(colour) ?? '') as Rgb | undefined;
  if (!rgb) return null;
  const alpha = colour.alpha ?? 1;
  if (alpha >= 1) return formatHex(rgb)!;
  if (!under) return null;
  const base = parse(under) as Rgb;
  return formatHex({ mode: 'rgb', r: rgb.r * alpha + base.r * (1 - alpha), g: rgb.g * alpha + base.g * (1 - alpha), b: rgb.b * alpha + base.b * (1 - alpha) })!;
}

/** Black or white: whichever is further from the backgrounds (text moves towards it to read). */
export function readableEnd(backgrounds: string[]): string {
  const worst = (end: string) => Math.min(...backgrounds.map((bg) => contrastRatio(end, bg)));
  return worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
}
