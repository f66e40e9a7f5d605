// The records the hosted search service would index, in DocSearch's record shape (what its
// crawler writes: a hierarchy lvl0-lvl6, a type, content, url and anchor, and the weight its
// ranking reads), written as `search-records.json` when `search.hosted` is set, so the index can
// be uploaded without a crawler. Per page: its title record, its opening text, and for each
// h2/h3 section a heading record and a content record, all under the page's version, which the
// runtime filters on (`version` is a facet: configure it as attributesForFaceting).
import { findMirrors } from '../../shared/search/load-index.ts';
import type { PageGraph } from '../graph/page-graph.ts';
import { toSearchSource } from './emit-search-index.ts';
import { siteRoot } from '../../shared/base-url.ts';

/** Hosted services cap a record's size; a section's text is cut to stay well under it. */
const recordContentLength = 4000;

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  content: string | null;
  /** The version id, for the runtime's `version:<id>` facet filter. */
  version: string;
  hierarchy: Record<Level, string | null>;
  /** DocSearch's custom ranking: pageRank (migration mirrors lower), level (titles first), position in the page. */
  weight: { pageRank: number; level: number; position: number };
}

/** DocSearch's levels: a title above a heading above text. */
const levelWeight = { lvl1: 90, lvl2: 80, lvl3: 70, content: 0 } as const;

export function emitSearchRecords(graph: PageGraph): Map<string, string> {
  if (!graph.config.search.hosted) return new Map();
  const site = siteRoot(graph.config);
  const labels = new Map(graph.versions.map((v) => [v.id, v.label]));
  const records: SearchRecord[] = [];
  const pages = [...graph.pages.values()].sort((a, b) => (a.route < b.route ? -1 : 1)).flatMap((page) => {
    const source = toSearchSource(page);
    return source ? [{ page, source }] : [];
  });
  // Ranked like local search: a migration page that mirrors a reference page of its version comes after it.
  const mirrored = new Set<string>();
  for (const version of graph.versions) {
    const own = pages.filter(({ page }) => page.version === version.id).map(({ page }) => page);
    findMirrors(own).forEach((mirror, i) => mirror && mirrored.add(own[i]!.route));
  }
  for (const { page, source } of pages) {
    const version = page.version!;
    const url = site + page.route;
    const pageRank = mirrored.has(page.route) ? 0 : 1;
    let position = 0;
    const hierarchy = (lvl2: string | null, lvl3: string | null): Record<Level, string | null> => ({ lvl0: labels.get(version) ?? version, lvl1: page.title, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null });
    const push = (type: SearchRecord['type'], anchor: string | null, content: string | null, lvl2: string | null, lvl3: string | null) =>
      records.push({
        objectID: `${version}:${page.route}${anchor ? `#${anchor}` : ''}${type === 'content' ? ':content' : ''}`,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        type,
        content,
        version,
        hierarchy: hierarchy(lvl2, lvl3),
        weight: { pageRank, level: levelWeight[type], position: position++ },
      });
    const [own, ...sections] = source.sections;
    push('lvl1', null, null, null, null);
    const lead = `${source.description} ${own?.text ?? ''}`.trim();
    if (lead) push('content', null, lead.slice(0, recordContentLength), null, null);
    let lvl2: string | null = null;
    const depths = new Map((page.compiled?.sections ?? []).map((s) => [s.id, s.depth]));
    for (const section of sections) {
      // An h1 in the body sits with the h2s: DocSearch has one level for the page title.
      const deep = (depths.get(section.anchor) ?? 2) >= 3 && lvl2 !== null;
      if (!deep) lvl2 = section.heading;
      const [l2, l3] = deep ? [lvl2, section.heading] : [section.heading, null];
      push(deep ? 'lvl3' : 'lvl2', section.anchor, null, l2, l3);
      if (section.text) push('content', section.anchor, section.text.slice(0, recordContentLength), l2, l3);
    }
  }
  return new Map([['search-records.json', `${JSON.stringify(records, null, 1)}\n`]]);
}
