// Every search query set in bench/ (bench/search-queries*.json), in one list that the scorer
// (search-quality.mjs) and the page draw (search-pick-pages.mjs --exclude-known-sets) both read,
// so a set added later is scored, and left out of later draws, without editing either script.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './real-site.mjs';

/** Labels of the sets written before this list, in the order their figures have always been printed. */
const labels = {
  'search-queries.json': 'old set',
  'search-queries-tuned.json': 'new, tuned',
  'search-queries-dev.json': 'new, dev',
  'search-queries-dev2.json': 'new, dev 2',
  'search-queries-heldout.json': 'new, held out',
  'search-queries-heldout2.json': 'new, held out 2',
  'search-queries-heldout3.json': 'new, held out 3',
  'search-queries-heldout4.json': 'new, held out 4',
  'search-queries-heldout5.json': 'new, held out 5',
  'search-queries-heldout6.json': 'new, held out 6',
};

/** Each set file as { label, file }: the labelled ones first, then any other by name. */
export function querySetFiles(dir = join(root, 'bench')) {
  const names = readdirSync(dir).filter((name) => /^search-queries.*\.json$/.test(name));
  const known = Object.keys(labels).filter((name) => names.includes(name));
  const others = names.filter((name) => !(name in labels)).sort();
  return [...known, ...others].map((name) => ({ label: labels[name] ?? name.replace(/^search-queries-?|\.json$/g, ''), file: join(dir, name) }));
}
