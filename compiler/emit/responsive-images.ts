// The sizes of an imported PNG or JPEG for `@theme/IdealImage` (config `responsiveImages`, set from
// Docusaurus's plugin-ideal-image), as its responsive loader makes them: each width asked for, never
// wider than the image, and a tiny placeholder (`preSrc`). The resizing is sharp's, loaded from the
// site's node_modules (the plugin brings it); sfpdocs carries no image codec of its own, so without
// sharp the image is its one file.
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ResponsiveImage {
  /** The URL of the widest size. */
  src: string;
  width?: number;
  height?: number;
  images: Array<{ path: string; width?: number; height?: number }>;
  /** A blurred, tiny copy as a data: URL (empty without sharp). */
  preSrc: string;
}

type Sharp = (input: Buffer) => {
  metadata(): Promise<{ width?: number; height?: number; format?: string }>;
  resize(width: number): ReturnType<Sharp>;
  jpeg(options: { quality: number }): ReturnType<Sharp>;
  png(): ReturnType<Sharp>;
  toBuffer(): Promise<Buffer>;
};

/** The site's sharp, or null when it has none that loads. */
export function siteSharp(siteDir: string): Sharp | null {
  try {
    return createRequire(path.join(siteDir, 'package.json'))('sharp') as Sharp;
  } catch {
    return null; // not installed, or its native part does not load on this machine: the plain image
  }
}

/**
 * The sizes of one image. `emit(name, bytes)` writes a made size and answers its URL; `original`
 * is the URL of the file as it is, used when a width asked for is the image's own.
 */
export async function responsiveImage(bytes: Buffer, options: { sizes: number[]; quality: number; sharp: Sharp | null; original: string; emit: (width: number, ext: string, bytes: Buffer) => string }): Promise<ResponsiveImage> {
  const { sharp } = options;
  if (!sharp) return { src: options.original, images: [{ path: options.original }], preSrc: '' };
  const meta = await sharp(bytes).metadata();
  const own = meta.width ?? 0;
  const ratio = own && meta.height ? meta.height / own : 0;
  const widths = [...new Set((options.sizes.length ? options.sizes : [own]).map((w) => Math.min(w, own)))].filter((w) => w > 0).sort((a, b) => a - b);
  const jpeg = meta.format === 'jpeg';
  const images = await Promise.all(
    widths.map(async (width) => {
      const height = ratio ? Math.round(width * ratio) : undefined;
      if (width === own) return { path: options.original, width, ...(height ? { height } : {}) };
      const resized = sharp(bytes).resize(width);
      const out = await (jpeg ? resized.jpeg({ quality: options.quality }) : resized.png()).toBuffer();
      return { path: options.emit(width, jpeg ? '.jpg' : '.png', out), width, ...(height ? { height } : {}) };
    }),
  );
  const placeholder = await sharp(bytes).resize(10).jpeg({ quality: 50 }).toBuffer();
  const widest: ResponsiveImage['images'][number] = images[images.length - 1] ?? { path: options.original };
  return { src: widest.path, ...(widest.width ? { width: widest.width } : {}), ...(widest.height ? { height: widest.height } : {}), images, preSrc: `data:image/jpeg;base64,${placeholder.toString('base64')}` };
}
