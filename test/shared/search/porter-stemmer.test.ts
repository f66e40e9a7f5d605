import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as api from '../../../shared/search/porter-stemmer.ts';
import { stemWord } from '../../../shared/search/porter-stemmer.ts';
import { stemStart } from '../../../shared/search/parse-query.ts';
import { repoRoot } from '../../helpers/fixture-site.ts';

const exports = suite('porter-stemmer');
exports('should expose the public api', () => {
  assert.equal(Object.keys(api), ['stemWord']);
});
exports.run();

// ---

const lunrStem = (word: string) => lunr.stemmer(new lunr.Token(word, {})).toString();

/** Every lower-cased word of the site's markdown and the tool's docs. */
function siteVocabulary(): Set<string> {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.md')) for (const word of fs.readFileSync(file, 'utf8').toLowerCase().split(/[^a-z]+/)) if (word) words.add(word);
    }
  };
  walk(path.join(repoRoot, 'content'));
  walk(path.join(repoRoot, 'docs'));
  return words;
}

const stem = suite('stemWord');

stem("should give Porter's stems, with the later rule for a final y (sky -> ski, say stays)", () => {
  const cases: Record<string, string> = {
    caresses: 'caress', ponies: 'poni', ties: 'ti', caress: 'caress', cats: 'cat', feed: 'feed', agreed: 'agre', plastered: 'plaster', motoring: 'motor', sing: 'sing',
    conflated: 'conflat', troubled: 'troubl', sized: 'size', hopping: 'hop', falling: 'fall', filing: 'file', happy: 'happi', sky: 'ski', relational: 'relat',
    conditional: 'condit', rational: 'ration', valenci: 'valenc', digitizer: 'digit', conformabli: 'conform', radicalli: 'radic', vietnamization: 'vietnam',
    triplicate: 'triplic', formative: 'form', electriciti: 'electr', hopeful: 'hope', goodness: 'good', revival: 'reviv', allowance: 'allow', adoption: 'adopt',
    controll: 'control', roll: 'roll', generalization: 'gener', security: 'secur', vulnerabilities: 'vulner', softkeys: 'softkey', storage: 'storag', yelling: 'yell',
  };
  for (const [word, expected] of Object.entries(cases)) assert.is(stemWord(word), expected, word);
});

stem('should leave words of one or two letters alone', () => {
  for (const word of ['a', 'is', 'by', 'ys', '']) assert.is(stemWord(word), word);
});

stem("should stem every word of the site's content as lunr does, so old and new indexes agree", () => {
  const vocabulary = siteVocabulary();
  assert.ok(vocabulary.size > 5000, `only ${vocabulary.size} words`);
  const differ = [...vocabulary].filter((word) => stemWord(word) !== lunrStem(word));
  assert.equal(differ.map((w) => `${w}: ${stemWord(w)} vs ${lunrStem(w)}`), []);
});

stem('should keep the first letters of every word of the site that stemStart says it keeps', () => {
  const lost = [...siteVocabulary()].filter((word) => word.length > 2 && !word.startsWith(stemStart(stemWord(word))));
  assert.equal(lost, []);
});

stem('should stem words built to reach every rule as lunr does', () => {
  // Each suffix of each step, after stems of measure 0, 1 and 2, with and without a y.
  const suffixes = ['sses', 'ies', 'ss', 's', 'eed', 'ed', 'ing', 'y', 'ational', 'tional', 'enci', 'anci', 'izer', 'bli', 'alli', 'entli', 'eli', 'ousli', 'ization', 'ation', 'ator', 'alism', 'iveness', 'fulness', 'ousness', 'aliti', 'iviti', 'biliti', 'logi', 'icate', 'ative', 'alize', 'iciti', 'ical', 'ful', 'ness', 'al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'sion', 'tion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize', 'e', 'll', 'at', 'bl', 'iz'];
  const stems = ['tr', 'y', 'yo', 'by', 'hop', 'oat', 'tree', 'troubl', 'rat', 'sky', 'ay', 'oy', 'bay', 'cr', 'yay', 'fil', 'plaster', 'generaliz', 'xy', 'ww'];
  const differ: string[] = [];
  for (const start of stems) for (const suffix of suffixes) for (const word of [start + suffix, `${start}y${suffix}`]) if (stemWord(word) !== lunrStem(word)) differ.push(`${word}: ${stemWord(word)} vs ${lunrStem(word)}`);
  assert.equal(differ, []);
});

stem.run();
