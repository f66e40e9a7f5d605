// The words of a title, heading or snippet that a query matched, as ranges to highlight (the
// page renders them with text nodes only: Highlighted.tsx), and the snippet cut around them.
// Pure and ES5-safe (no let/const, classes, destructuring or for-of), like every module the
// Gecko 48 phone script may bundle (query-index.ts).
import type { ParsedQuery } from './parse-query.ts';
import { identifierParts, searchTerm, searchWordRe } from './search-words.ts';

/** [start, end) of a highlighted word in a string. */
export type Mark = [number, number];

var snippetLength = 160;
var snippetLead = 40;

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern for text starting with `start`, in any case: "de" -> [dD][eE]. */
function anyCase(start: string): string {
  var out = '';
  for (var i = 0; i < start.length; i++) {
    var ch = start.charAt(i);
    out += ch.toUpperCase() !== ch ? '[' + ch + ch.toUpperCase() + ']' : escapeRe(ch);
  }
  return out;
}

/** A word begins like the words of a marked term (parse-query.ts, stemStart). */
function mayMark(lower: string, parsed: ParsedQuery): boolean {
  return parsed.starts[lower.slice(0, 3)] === true || parsed.starts[lower.slice(0, 2)] === true || parsed.starts[lower.charAt(0)] === true;
}

var separatorClass = searchWordRe.source.slice(2, -2);

/**
 * The words of a text that may be marked, found in one pass: those that start like a marked term
 * or a prefix being typed, and API names (a capital inside, or an underscore), whose parts may be.
 * Made once per query; testing every word of every snippet cost more than the search itself.
 */
function candidatesOf(parsed: ParsedQuery): { words: RegExp; prefix: RegExp | null } {
  if (parsed.finder) return parsed.finder;
  var starts: string[] = [];
  for (var start in parsed.starts) starts.push(anyCase(start));
  for (var i = 0; i < parsed.prefixes.length; i++) starts.push(anyCase(parsed.prefixes[i]!));
  var rest = '[^' + separatorClass + ']*';
  var name = rest + '?(?:[a-z0-9][A-Z]|_)' + rest;
  var word = starts.length ? '(?:' + starts.join('|') + ')' + rest + '|' + name : name;
  parsed.finder = {
    words: new RegExp('(^|[' + separatorClass + '])(' + word + ')', 'g'),
    prefix: parsed.prefixes.length ? new RegExp('^(?:' + parsed.prefixes.map(escapeRe).join('|') + ')') : null,
  };
  return parsed.finder;
}

var capitalInsideRe = /[a-z0-9][A-Z]|_/;

/** The words of text that the query matched: by term, by the start being typed, or by an API name's part. */
export function findMarks(text: string, parsed: ParsedQuery): Mark[] {
  var marks: Mark[] = [];
  var candidates = candidatesOf(parsed);
  var wordsRe = candidates.words;
  wordsRe.lastIndex = 0;
  for (var m = wordsRe.exec(text); m; m = wordsRe.exec(text)) {
    var word = m[2]!;
    var lower = word.toLowerCase();
    var hit = (mayMark(lower, parsed) && parsed.marked[searchTerm(lower) as string] === true) || (candidates.prefix !== null && candidates.prefix.test(lower));
    if (!hit && capitalInsideRe.test(word)) {
      var parts = identifierParts(word);
      for (var i = 0; i < parts.length && !hit; i++) hit = mayMark(parts[i]!, parsed) && parsed.marked[searchTerm(parts[i]!) as string] === true;
    }
    var at = m.index + m[1]!.length;
    if (hit) marks.push([at, at + word.length]);
  }
  return marks;
}

/** About snippetLength characters of text around its first marked word. */
export function cutSnippet(text: string, parsed: ParsedQuery): { snippet: string; snippetMarks: Mark[] } {
  var marks = findMarks(text, parsed);
  var first = marks[0];
  var start = first ? Math.max(0, first[0] - snippetLead) : 0;
  if (start > 0) {
    var space = text.indexOf(' ', start);
    start = space >= 0 && space < first![0] ? space + 1 : start;
  }
  var end = Math.min(text.length, start + snippetLength);
  if (end < text.length) {
    var before = text.lastIndexOf(' ', end);
    if (before > start + snippetLength / 2) end = before;
  }
  var lead = start > 0 ? '…' : '';
  var snippet = lead + text.slice(start, end) + (end < text.length && text.charAt(end - 1) !== '…' ? '…' : '');
  // The text's marks that fall inside the cut, moved to the snippet's offsets.
  var snippetMarks: Mark[] = [];
  for (var i = 0; i < marks.length; i++) {
    if (marks[i]![0] >= start && marks[i]![1] <= end) snippetMarks.push([marks[i]![0] - start + lead.length, marks[i]![1] - start + lead.length]);
  }
  return { snippet: snippet, snippetMarks: snippetMarks };
}
