// Task: one version's search index, returned as JSON.
import { buildIndexHere, type SearchSource } from '../../emit/emit-search-index.ts';

export function run(input: { version: string; sources: SearchSource[]; htmlLang?: string | null }, _context?: undefined): Promise<string> {
  return buildIndexHere(input.version, input.sources, input.htmlLang ?? null);
}
