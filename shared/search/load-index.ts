// A version's SearchIndexFile, ready to query: the parsed JSON as it is, plus each page's own
// record, found in one pass. Pure and ES5-safe, like query-index.ts, so the phone script can use it.
import type { SearchIndexFile, SearchIndexPage } from '../contract.ts';

export interface LoadedIndex {
  version: string;
  file: SearchIndexFile;
  /** page number -> number of its own record (title, description, intro). */
  pageRecords: number[];
  /** page number -> true for a migration page that mirrors a reference page (findMirrors). */
  mirrors: boolean[];
  /** record number -> its title's words (query-index.ts fills it as queries need it). */
  recordKeys: string[];
  /** page number -> the distinct terms of its title (rank-pages.ts fills it as queries need it). */
  titleTerms: string[][];
  /** [field][term] -> the term's postings as stored, and decoded (posting-lists.ts fills both as queries need them). */
  postingTexts: string[][];
  postingLists: number[][][];
}

export function loadIndex(file: SearchIndexFile): LoadedIndex {
  var pageRecords: number[] = [];
  for (var r = 0; r < file.records.length; r++) {
    var record = file.records[r]!;
    if (!record.anchor && pageRecords[record.page] === undefined) pageRecords[record.page] = r;
  }
  return { version: file.version, file: file, pageRecords: pageRecords, mirrors: findMirrors(file.pages), recordKeys: [], titleTerms: [], postingTexts: [], postingLists: [] };
}

var migrationRouteRe = /\/migrat[^/]*\//i;

/** A page under a migration folder (`/docs/sfp-3.0/migration-from-2.5/…`). */
export function isMigrationRoute(route: string): boolean {
  return migrationRouteRe.test(route);
}

/**
 * For each page, whether it is a migration page with the same title as a page outside migration
 * folders: the migration side of one API (`navigator.b2g.getDeviceStorage()` in
 * migration-from-2.5/ and in api/). Guides that only migration folders hold are no mirrors.
 */
export function findMirrors(pages: SearchIndexPage[]): boolean[] {
  var references: Record<string, true> = Object.create(null);
  for (var i = 0; i < pages.length; i++) if (!isMigrationRoute(pages[i]!.route)) references[pages[i]!.title.toLowerCase()] = true;
  var mirrors: boolean[] = [];
  for (var k = 0; k < pages.length; k++) mirrors.push(isMigrationRoute(pages[k]!.route) && references[pages[k]!.title.toLowerCase()] === true);
  return mirrors;
}
