// The files a site's components and stylesheets import that become files of the output (esbuild's
// `file` loader: the import is their URL), as Docusaurus's webpack rules load them
// (packages/docusaurus/src/webpack/utils.ts getFileLoaderUtils: images, fonts, media, SVG in CSS,
// other assets). A package's stylesheet naming a font sfpdocs had no loader for (slick-carousel's
// .eot and .ttf) made the page that imports it fail to build.
import type { Loader } from 'esbuild';

const extensions = [
  // images
  'ico', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg',
  // fonts
  'woff', 'woff2', 'eot', 'ttf', 'otf',
  // media
  'mp4', 'avi', 'mov', 'mkv', 'mpg', 'mpeg', 'vob', 'wmv', 'm4v', 'flv', 'mp3', 'wav', 'ogg', 'm4a', 'flac',
  // other assets
  'pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar',
];

export const fileLoaders: Record<string, Loader> = Object.fromEntries(extensions.map((extension) => [`.${extension}`, 'file']));
