// Porter's suffix-stripping stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980:
// https://tartarus.org/martin/PorterStemmer/def.txt), in the variant lunr 2.3 ships (with the
// later `bli` -> `ble` and `logi` -> `log` rules). The index is built and queried with this one
// function, so build and query always agree; a test checks it gives lunr's stems for every word
// of the site's content. Pure and ES5-safe (no let/const, classes or destructuring): the Gecko 48
// phone script can bundle it as it is.

var vowels = 'aeiou';

/** Porter's consonant: not a vowel, and `y` only when it starts the word or follows a vowel. */
function isConsonant(word: string, i: number): boolean {
  var ch = word.charAt(i);
  if (vowels.indexOf(ch) >= 0) return false;
  if (ch !== 'y') return true;
  return i === 0 || !isConsonant(word, i - 1);
}

/** Porter's m: the number of vowel-consonant sequences in `[C](VC){m}[V]`. */
function measure(stem: string): number {
  var m = 0;
  var previousVowel = false;
  for (var i = 0; i < stem.length; i++) {
    var consonant = isConsonant(stem, i);
    if (consonant && previousVowel) m++;
    previousVowel = !consonant;
  }
  return m;
}

function hasVowel(stem: string): boolean {
  for (var i = 0; i < stem.length; i++) if (!isConsonant(stem, i)) return true;
  return false;
}

/** m = 1 and *o: one run of consonants, one vowel, then a consonant other than w, x or y. */
function isShortSyllable(stem: string): boolean {
  var n = stem.length;
  if (n < 3 || 'aeiouwxy'.indexOf(stem.charAt(n - 1)) >= 0 || isConsonant(stem, n - 2)) return false;
  for (var i = 0; i < n - 2; i++) if (!isConsonant(stem, i)) return false;
  return true;
}

/** *d and not (*L or *S or *Z): the stem ends in a doubled consonant other than l, s or z. */
function endsInDoubleToUndo(stem: string): boolean {
  var n = stem.length;
  var last = stem.charAt(n - 1);
  return n >= 2 && last === stem.charAt(n - 2) && 'aeiouylsz'.indexOf(last) < 0;
}

/** The longest of `suffixes` the word ends with, leaving a stem of at least one letter. */
function longestSuffix(word: string, suffixes: string[]): string | null {
  var found: string | null = null;
  for (var i = 0; i < suffixes.length; i++) {
    var suffix = suffixes[i]!;
    if (word.length > suffix.length && word.slice(-suffix.length) === suffix && (found === null || suffix.length > found.length)) found = suffix;
  }
  return found;
}

var step2: Record<string, string> = {
  ational: 'ate', tional: 'tion', enci: 'ence', anci: 'ance', izer: 'ize', bli: 'ble', alli: 'al', entli: 'ent', eli: 'e', ousli: 'ous',
  ization: 'ize', ation: 'ate', ator: 'ate', alism: 'al', iveness: 'ive', fulness: 'ful', ousness: 'ous', aliti: 'al', iviti: 'ive', biliti: 'ble', logi: 'log',
};
var step3: Record<string, string> = { icate: 'ic', ative: '', alize: 'al', iciti: 'ic', ical: 'ic', ful: '', ness: '' };
var step2Suffixes = Object.keys(step2);
var step3Suffixes = Object.keys(step3);
var step4Suffixes = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

/** Replaces the longest listed suffix when the stem before it has m > min. */
function replaceSuffix(word: string, table: Record<string, string>, suffixes: string[], min: number): string {
  var suffix = longestSuffix(word, suffixes);
  if (suffix === null) return word;
  var stem = word.slice(0, -suffix.length);
  return measure(stem) > min ? stem + table[suffix] : word;
}

export function stemWord(word: string): string {
  if (word.length < 3) return word;
  var w = word;

  // Step 1a: plurals.
  if (/.(sses|ies)$/.test(w)) w = w.slice(0, -2);
  else if (/.[^s]s$/.test(w)) w = w.slice(0, -1);

  // Step 1b: -eed, -ed, -ing.
  if (/.eed$/.test(w)) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else {
    var ending = /.(ed|ing)$/.exec(w);
    var stem = ending ? w.slice(0, -ending[1]!.length) : '';
    if (ending && hasVowel(stem)) {
      w = stem;
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (endsInDoubleToUndo(w)) w = w.slice(0, -1);
      else if (isShortSyllable(w)) w += 'e';
    }
  }

  // Step 1c, as Porter later revised it: -y after a consonant that is not the first letter
  // (cry -> cri, say and by stay).
  if (/.[^aeiou]y$/.test(w)) w = w.slice(0, -1) + 'i';

  w = replaceSuffix(w, step2, step2Suffixes, 0);
  w = replaceSuffix(w, step3, step3Suffixes, 0);

  // Step 4: -al, -ance, … (m > 1), else -ion after s or t.
  var suffix4 = longestSuffix(w, step4Suffixes);
  if (suffix4 !== null) {
    if (measure(w.slice(0, -suffix4.length)) > 1) w = w.slice(0, -suffix4.length);
  } else if (/.[st]ion$/.test(w) && measure(w.slice(0, -3)) > 1) {
    w = w.slice(0, -3);
  }

  // Step 5: a final -e, and -ll.
  if (/.e$/.test(w)) {
    var beforeE = w.slice(0, -1);
    var m = measure(beforeE);
    if (m > 1 || (m === 1 && !isShortSyllable(beforeE))) w = beforeE;
  }
  if (/ll$/.test(w) && measure(w) > 1) w = w.slice(0, -1);
  return w;
}
