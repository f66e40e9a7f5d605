// GFM turns bare URLs and email addresses in text into links with a pass over every text node of
// the page (mdast-util-gfm-autolink-literal's transform): about a tenth of parsing a page, and
// a no-op on most reference pages. It can only match where the text holds `http`, `www` or `@`,
// and text gets those only from the same letters in the source or from a character reference
// (`&#64;`). So the pass runs only on sources that have one of these; on the rest it would find
// nothing. Use after remark-gfm, with the source of the page about to be parsed.
import type { Processor } from 'unified';

/** A source that could hold a GFM link literal, as the transform's patterns need it. */
export const mayHoldLinkLiteralRe = /[@&]|www|http/i;

type Extension = { enter?: Record<string, unknown>; transforms?: Array<(tree: unknown) => unknown> };

export function remarkGfmLinkLiteralsWhereNeeded(this: Processor, page: { source: string }): void {
  const extensions = (this.data('fromMarkdownExtensions') ?? []) as unknown[];
  const literal = (extensions.flat(Infinity) as Extension[]).find((e) => e.enter?.literalAutolink && e.transforms?.length);
  if (!literal) throw new Error('remark-gfm must come before remarkGfmLinkLiteralsWhereNeeded; this is a bug in sfpdocs');
  literal.transforms = literal.transforms!.map((transform) => (tree: unknown) => (mayHoldLinkLiteralRe.test(page.source) ? transform(tree) : undefined));
}
