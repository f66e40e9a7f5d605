// A page's chunk: its data as a small ES module, which the runtime imports when it navigates to
// the page, named by a hash of its code. A build makes it twice: once for its name, which the
// route table lists before any page is rendered, and again when the page renders, often on a
// worker thread, which then writes it. So it is a pure function of the page's data, and a chunk
// is written only under the name its own code hashes to.
import type { PageData } from '../../shared/contract.ts';
import { chunkStem } from './route-to-file.ts';
import { contentHash } from '../output/content-hash.ts';

/** The page chunks' folder: they are all that is in it. */
export const chunkFolder = 'assets/pages';

/** The chunk's code, from the JSON of the page's data. */
export function chunkCode(json: string): string {
  return `export default JSON.parse(${JSON.stringify(json)});\n`;
}

/** The chunk's output path and code, from the page's data and its JSON. */
export function pageChunk(data: PageData, json = JSON.stringify(data)): { file: string; code: string } {
  const code = chunkCode(json);
  return { file: `${chunkFolder}/${chunkStem(data.route)}.${contentHash(code)}.js`, code };
}

/** The chunk of the page, made again, checked against the name it was listed under. */
export function chunkAgain(data: PageData, file: string): string {
  const chunk = pageChunk(data);
  if (chunk.file !== file) throw new Error(`the chunk of ${data.route} changed between two passes of one build (${file}, then ${chunk.file}); this is a bug in sfpdocs`);
  return chunk.code;
}
