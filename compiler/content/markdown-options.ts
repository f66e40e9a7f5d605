// The compile options: what a site's config changes in how its markdown compiles. A compiled page
// depends on its text and these, so the build's compile cache is keyed by both.
import type { ResolvedConfig } from '../config/load-config.ts';
import { admonitionStyles, builtInAdmonitions, type AdmonitionStyle, type AdmonitionType } from './plugins/remark-admonitions.ts';

export interface MarkdownOptions {
  /**
   * Admonition types of the site's own, beyond note, tip, info, warning, danger, caution,
   * important, secondary and success: `:::NAME` shows `title` (default: the name, capitalized)
   * in the colours of the built-in `style` (default: 'note').
   */
  admonitions?: Record<string, { title?: string; style?: AdmonitionStyle }>;
  /**
   * Hosts a page's `<iframe src="https://HOST/…">` may load from, e.g. 'www.youtube-nocookie.com'.
   * Default: none, and every <iframe> is refused. (The page's Content-Security-Policy must allow
   * the same hosts in `frame-src`.)
   */
  iframeHosts?: string[];
}

/** The compile options a site's config gives. */
export function markdownOptions(config: Pick<ResolvedConfig, 'markdown'>): MarkdownOptions {
  return { admonitions: config.markdown.admonitions, iframeHosts: config.markdown.iframeHosts };
}

export interface ResolvedMarkdownOptions {
  admonitions: Record<string, AdmonitionType>;
  iframeHosts: string[];
}

const typeNameRe = /^[A-Za-z][\w-]*$/;

export function resolveMarkdownOptions(options: MarkdownOptions = {}): ResolvedMarkdownOptions {
  const admonitions = { ...builtInAdmonitions };
  for (const [name, type] of Object.entries(options.admonitions ?? {})) {
    // The config's validation names these problems first; this guards callers that skip it.
    if (!typeNameRe.test(name)) throw new Error(`admonition type \`${name}\` must be a word (letters, digits, - and _), to be written \`:::${name}\``);
    const style = type.style ?? 'note';
    if (!admonitionStyles.includes(style)) throw new Error(`admonition type \`${name}\` has style \`${style}\`; use one of ${admonitionStyles.join(', ')}`);
    admonitions[name] = { title: type.title || name.charAt(0).toUpperCase() + name.slice(1), style };
  }
  return { admonitions, iframeHosts: [...(options.iframeHosts ?? [])] };
}
