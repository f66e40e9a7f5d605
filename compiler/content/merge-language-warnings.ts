// A build warns about an unknown code language once, not once per page: each page reports it (the
// same message on every page, so pages compile apart and are cached apart), and the build keeps
// the first report, naming the other files in its hint.
import type { CompiledPage } from './compile-markdown.ts';

// Unknown languages, and Prism's languages highlighted with the closest grammar (code-block-handler.ts).
const unknownLanguageRe = /^unknown code language `|^code language `[^`]+` has no grammar of its own/;
/** Files named in the hint; the rest are counted. */
const listedFiles = 5;

/** Keeps one unknown-language warning per language, on the first page (in the given order) that has it. */
export function mergeLanguageWarnings(pages: CompiledPage[]): void {
  const first = new Map<string, { page: CompiledPage; others: string[] }>();
  for (const page of pages) {
    if (!page.diagnostics.some((d) => unknownLanguageRe.test(d.message))) continue;
    // A new array: the page object may be shared with a cache of compiled pages.
    page.diagnostics = page.diagnostics.filter((d) => {
      if (!unknownLanguageRe.test(d.message)) return true;
      const seen = first.get(d.message);
      if (!seen) {
        first.set(d.message, { page, others: [] });
        return true;
      }
      if (seen.page !== page) seen.others.push(page.file);
      return false;
    });
  }
  for (const [message, { page, others }] of first) {
    if (!others.length) continue;
    const at = page.diagnostics.findIndex((d) => d.message === message);
    const d = page.diagnostics[at]!;
    const named = others.slice(0, listedFiles).join(', ') + (others.length > listedFiles ? ` and ${others.length - listedFiles} more` : '');
    page.diagnostics[at] = { ...d, hint: `also in ${others.length} other file${others.length > 1 ? 's' : ''}: ${named}; ${d.hint}` };
  }
}
