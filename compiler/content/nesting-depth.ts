// How deeply a page nests lists and block quotes, read from the text before it is parsed: the
// markdown parser and the passes after it recurse once per level, so a thousand nested list
// markers overflow the stack (remark-parse itself fails near 3 000). No page a person writes
// comes close to maxNestingDepth; a page past it is an error at its line instead of a crash.

/** Levels of lists and quotes a page may nest; real pages use fewer than ten. */
export const maxNestingDepth = 100;

/** One container marker at the start of what is left of a line: a list item's or a quote's. */
const containerMarkerRe = /^[ \t]{0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$)|^[ \t]{0,3}>[ \t]?/;
const fenceRe = /^[ \t]{0,3}(`{3,}|~{3,})/;
/** Columns of indentation one nested list level takes at least. */
const indentPerLevel = 2;

export interface NestingPlace {
  line: number;
  column: number;
  depth: number;
}

export interface Nesting {
  /** The first line whose markers alone (`- - - x`, `> > x`) open more than maxNestingDepth levels, else the deepest such line. */
  markers: NestingPlace;
  /**
   * The deepest line counting also the levels its indentation can stand for: an estimate (deep
   * indentation need not be nesting), used only to place the error once the parser has overflowed.
   */
  indented: NestingPlace;
}

export function measureNesting(text: string): Nesting {
  let markers: NestingPlace = { line: 1, column: 1, depth: 0 };
  let indented: NestingPlace = { line: 1, column: 1, depth: 0 };
  let fence: string | null = null;
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const opening = fenceRe.exec(line)?.[1];
    if (fence) {
      if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
      continue;
    }
    if (opening) fence = opening;
    const leading = /^[ \t]*/.exec(line)![0];
    let rest = line.slice(leading.length);
    let count = 0;
    for (let match = containerMarkerRe.exec(rest); match && match[0].length; match = containerMarkerRe.exec(rest)) {
      count++;
      rest = rest.slice(match[0].length);
    }
    if (count > markers.depth && markers.depth <= maxNestingDepth) markers = { line: index + 1, column: leading.length + 1, depth: count };
    const depth = count + Math.floor(leading.replace(/\t/g, '    ').length / indentPerLevel);
    if (depth > indented.depth && indented.depth <= maxNestingDepth) indented = { line: index + 1, column: 1, depth };
  }
  return { markers, indented };
}
