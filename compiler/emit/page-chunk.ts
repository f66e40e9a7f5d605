// A page's chunk: its data as a small ES module, which the runtime imports when it navigates to
// the page. A build makes it once per page, writes it, and names it by a hash of its code; the
// renderer reads the page's data back from the written chunk instead of the data being made,
// held or sent again.
import type { PageData } from '../../shared/contract.ts';
import { contentHash } from '../output/content-hash.ts';
import { chunkStem } from './route-to-file.ts';

/** The page chunks' folder: they are all that is in it. */
export const chunkFolder = 'assets/pages';

const prefix = 'export default JSON.parse(';
const suffix = ');\n';

/** The chunk's code, from the JSON of the page's data. */
export function chunkCode(json: string): string {
  return `${prefix}${JSON.stringify(json)}${suffix}`;
}

/** The page data of a chunk's code (what the browser gets when it imports it). */
export function readChunk(code: string): PageData {
  if (!code.startsWith(prefix) || !code.endsWith(suffix)) throw new Error('not a page chunk of this sfpdocs; this is a bug in sfpdocs');
  return JSON.parse(JSON.parse(code.slice(prefix.length, -suffix.length)) as string) as PageData;
}

/** The output path of a chunk in a build: the route's readable stem and the hash of its code. */
export function hashedChunkFile(route: string, code: string): string {
  return `${chunkFolder}/${chunkStem(route)}.${contentHash(code)}.js`;
}
