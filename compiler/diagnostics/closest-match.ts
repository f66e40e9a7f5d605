import { distance } from 'fastest-levenshtein';

/** Roughly one edit per four characters, so "getall" finds "getAll" but "x" finds nothing. */
function allowedEdits(wanted: string): number {
  return Math.max(2, Math.floor(wanted.length / 4));
}

/** The candidate closest to `wanted`, if it is close enough to be a plausible typo. */
export function closestMatch(wanted: string, candidates: Iterable<string>): string | undefined {
  const lower = wanted.toLowerCase();
  const allowed = allowedEdits(wanted);
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    // The distance is at least the difference in length: skip what cannot win without computing it.
    const gap = Math.abs(candidate.length - lower.length);
    if (gap > allowed || gap >= bestScore) continue;
    const score = distance(lower, candidate.toLowerCase());
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return bestScore <= allowed ? best : undefined;
}

interface Entry {
  lower: string;
  original: string;
  /** Position in the candidate list: ties go to the earlier one, as in closestMatch. */
  index: number;
}

/**
 * closestMatch for many lookups against one fixed list (every broken link of a site against every
 * route): candidates are grouped by length, so a lookup only compares those whose length is within
 * the allowed edits, and each answer is cached, so 500 links to one moved page cost one lookup.
 * For paths, when no candidate is a plausible typo, a sibling in the same folder whose last segment
 * is within half its length is taken as the page renamed (`install-sdk` → `installing-the-sdk`).
 */
export function createMatcher(candidates: Iterable<string>, options: { paths?: boolean } = {}): (wanted: string) => string | undefined {
  const byLength = new Map<number, Entry[]>();
  const byFolder = new Map<string, Entry[]>();
  let index = 0;
  for (const original of candidates) {
    const entry = { lower: original.toLowerCase(), original, index: index++ };
    push(byLength, entry.lower.length, entry);
    if (options.paths) push(byFolder, folderOf(entry.lower), entry);
  }
  const cache = new Map<string, string | undefined>();

  const typo = (lower: string, allowed: number): Entry | undefined => {
    let best: Entry | undefined;
    let bestScore = Infinity;
    for (let gap = 0; gap <= allowed && gap <= bestScore; gap++) {
      for (const length of gap ? [lower.length - gap, lower.length + gap] : [lower.length]) {
        for (const entry of byLength.get(length) ?? []) {
          const score = distance(lower, entry.lower);
          if (score < bestScore || (score === bestScore && best && entry.index < best.index)) {
            bestScore = score;
            best = entry;
          }
        }
      }
    }
    return bestScore <= allowed ? best : undefined;
  };

  const renamed = (lower: string): Entry | undefined => {
    const name = lower.slice(lower.lastIndexOf('/') + 1);
    if (!name) return undefined;
    let best: Entry | undefined;
    let bestScore = Infinity;
    for (const entry of byFolder.get(folderOf(lower)) ?? []) {
      const other = entry.lower.slice(entry.lower.lastIndexOf('/') + 1);
      if (!other) continue;
      const score = distance(name, other);
      if (score <= Math.floor(Math.max(name.length, other.length) / 2) && score < bestScore) {
        bestScore = score;
        best = entry;
      }
    }
    return best;
  };

  return (wanted) => {
    if (cache.has(wanted)) return cache.get(wanted);
    const lower = wanted.toLowerCase();
    const found = (typo(lower, allowedEdits(wanted)) ?? (options.paths ? renamed(lower) : undefined))?.original;
    cache.set(wanted, found);
    return found;
  };
}

function push<K>(map: Map<K, Entry[]>, key: K, entry: Entry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

function folderOf(lowerPath: string): string {
  return lowerPath.slice(0, Math.max(0, lowerPath.lastIndexOf('/')));
}
