import { distance } from 'fastest-levenshtein';

/** The candidate closest to `wanted`, if it is close enough to be a plausible typo. */
export function closestMatch(wanted: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const lower = wanted.toLowerCase();
  for (const candidate of candidates) {
    const score = distance(lower, candidate.toLowerCase());
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  // Allow roughly one edit per four characters, so "getall" finds "getAll" but "x" finds nothing.
  return best !== undefined && bestScore <= Math.max(2, Math.floor(wanted.length / 4)) ? best : undefined;
}
