// `@theme/IdealImage` (@docusaurus/plugin-ideal-image): the image, loaded lazily. Docusaurus's
// webpack loader turns `require('./photo.png')` into an object of sizes (`{ src: { src, images:
// [{ path, width, height }] }, preSrc }`); sfpdocs' bundler gives the file's URL. Both are
// accepted: with several sizes the browser picks one through srcset, else the image is the file
// itself. The low-quality placeholder and the download button of the original are not drawn.
import type { ImgHTMLAttributes } from 'react';

interface IdealImageSize {
  path: string;
  width: number;
  height?: number;
}

interface IdealImageObject {
  src?: { src?: string; images?: IdealImageSize[]; width?: number; height?: number };
  preSrc?: string;
  default?: string;
}

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: string | IdealImageObject | { default: string };
  alt?: string;
  /** Accepted for Docusaurus's sake; a plain image needs none of them. */
  swapOnLoad?: boolean;
  shouldAutoDownload?: () => boolean;
  theme?: unknown;
}

export default function IdealImage({ img, alt = '', swapOnLoad: _swap, shouldAutoDownload: _auto, theme: _theme, loading = 'lazy', ...props }: IdealImageProps) {
  const object = typeof img === 'object' && img !== null ? (img as IdealImageObject) : null;
  const images = object?.src?.images ?? [];
  const largest = images.reduce<IdealImageSize | undefined>((best, image) => (!best || image.width > best.width ? image : best), undefined);
  const src = typeof img === 'string' ? img : (object?.src?.src ?? largest?.path ?? object?.default ?? '');
  const srcSet = images.length > 1 ? images.map((image) => `${image.path} ${image.width}w`).join(', ') : undefined;
  return <img loading={loading} decoding="async" {...props} src={src} srcSet={srcSet} sizes={srcSet ? '(max-width: 996px) 100vw, 996px' : undefined} width={props.width ?? largest?.width} height={props.height ?? largest?.height} alt={alt} />;
}
