// The records the hosted search service would index (DocSearch's record shape), written as
// `search-records.json` when `search.hosted` is set, so the index can be uploaded without a crawler.
import type { PageGraph } from '../graph/page-graph.ts';
import { toSearchSource } from './emit-search-index.ts';
import { siteRoot } from '../../shared/base-url.ts';

/** Hosted services cap a record's size; the text of a page is cut to stay well under it. */
const recordContentLength = 4000;

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  content: string | null;
  version: string;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
}

export function emitSearchRecords(graph: PageGraph): Map<string, string> {
  if (!graph.config.search.hosted) return new Map();
  const site = siteRoot(graph.config);
  const labels = new Map(graph.versions.map((v) => [v.id, v.label]));
  const records: SearchRecord[] = [];
  for (const page of [...graph.pages.values()].sort((a, b) => (a.route < b.route ? -1 : 1))) {
    const source = toSearchSource(page);
    if (!source) continue;
    const url = site + page.route;
    const lvl0 = labels.get(page.version!) ?? page.version!;
    const hierarchy = (lvl2: string | null, lvl3: string | null) => ({ lvl0, lvl1: page.title, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null });
    records.push({ objectID: `${page.version}:${page.route}`, url, url_without_anchor: url, anchor: null, type: 'content', content: source.text.slice(0, recordContentLength), version: page.version!, hierarchy: hierarchy(null, null) });
    let lvl2: string | null = null;
    for (const heading of page.compiled?.headings ?? []) {
      if (heading.depth !== 2 && heading.depth !== 3) continue;
      if (heading.depth === 2) lvl2 = heading.text;
      const type = heading.depth === 2 ? 'lvl2' : 'lvl3';
      records.push({
        objectID: `${page.version}:${page.route}#${heading.id}`,
        url: `${url}#${heading.id}`,
        url_without_anchor: url,
        anchor: heading.id,
        type,
        content: null,
        version: page.version!,
        hierarchy: heading.depth === 2 ? hierarchy(heading.text, null) : hierarchy(lvl2, heading.text),
      });
    }
  }
  return new Map([['search-records.json', `${JSON.stringify(records, null, 1)}\n`]]);
}
