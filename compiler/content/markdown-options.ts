// The compile options: what a site's config changes in how its markdown compiles. A compiled page
// depends on its text and these, so the build's compile cache is keyed by both.
import fs from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../model/site-model.ts';
import { versionDir } from './version-dir.ts';
import { sitePluginsKey } from './site-plugins.ts';
import { admonitionStyleNames, admonitionTypes, type AdmonitionStyle, type AdmonitionType } from '../../shared/admonition-types.ts';

export interface MarkdownOptions {
  /**
   * Which files are MDX, as Docusaurus's `markdown.format` says: 'detect' (default: `.mdx` files),
   * 'mdx' (every file) or 'md' (none).
   */
  format?: 'detect' | 'md' | 'mdx';
  /** The site folder, where an MDX page's partials are read from (set by compileAll). */
  siteDir?: string;
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
  /** Whether a page may carry `<style>` (html-rules.ts). Default: false. */
  pageStyles?: boolean;
  /**
   * Whether MDX pages run their code (imports, exports, expressions, components). Default: true;
   * false reads them as MDX and runs nothing (mdx-off.ts).
   */
  mdx?: boolean;
  /**
   * The site has remark or rehype plugins of its own: the compiler loads them from the site's
   * config (site-plugins.ts). Its value (a hash of the config and the plugins) keys the compile cache.
   */
  sitePlugins?: string;
  /** The config's moduleAliases: React pages are probed (bundled) at compile time. */
  moduleAliases?: Record<string, string>;
  /** The config's sass, when set: a React page's .scss import is compiled when it is probed. */
  sass?: NonNullable<ResolvedConfig['sass']>;
  /** The config's staticDirs when not the default (`static`): a React page's `import x from '/img/x.png'` resolves in them. */
  staticDirs?: string[];
  /**
   * Content folders outside the site folder (a Docusaurus site's `../docs`), relative to it: MDX
   * pages may import from these as from the site folder.
   */
  outsideDirs?: string[];
  /**
   * The site swizzles Docusaurus's table of admonition types (`src/theme/Admonition/Types.js`):
   * `:::NAME` of a type sfpdocs' table does not have renders with the site's component for it.
   */
  siteAdmonitionTypes?: boolean;
}

const themeFileExtensions = ['js', 'jsx', 'ts', 'tsx'];

/** The compile options a site's config (and, given its folder, its theme folder) gives. */
export function markdownOptions(config: Pick<ResolvedConfig, 'markdown' | 'source' | 'moduleAliases' | 'versions' | 'blog' | 'staticDirs' | 'sass'>, siteDir?: string): MarkdownOptions {
  const { remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins, beforeDefaultRehypePlugins } = config.markdown;
  const plugins = sitePluginsKey({ remarkPlugins, rehypePlugins, beforeDefaultRemarkPlugins, beforeDefaultRehypePlugins }, config.source);
  const outsideDirs = [...new Set([...config.versions.map(versionDir), config.blog.dir])].filter((dir) => /^\.\.(\/|$)/.test(path.posix.normalize(dir)));
  return {
    format: config.markdown.format,
    admonitions: config.markdown.admonitions,
    iframeHosts: config.markdown.iframeHosts,
    pageStyles: config.markdown.pageStyles,
    mdx: config.markdown.mdx,
    ...(plugins ? { sitePlugins: plugins } : {}),
    ...(Object.keys(config.moduleAliases).length ? { moduleAliases: config.moduleAliases } : {}),
    // Only when not the default, so the compile cache's key of most sites stays as it was.
    ...(config.staticDirs.join('\n') !== 'static' ? { staticDirs: config.staticDirs } : {}),
    ...(outsideDirs.length ? { outsideDirs } : {}),
    ...(config.sass ? { sass: config.sass } : {}),
    ...(siteDir && hasAdmonitionTypes(siteDir) ? { siteAdmonitionTypes: true } : {}),
  };
}

function hasAdmonitionTypes(siteDir: string): boolean {
  const base = path.join(siteDir, 'src', 'theme', 'Admonition');
  return themeFileExtensions.some((ext) => fs.existsSync(path.join(base, `Types.${ext}`)) || fs.existsSync(path.join(base, 'Types', `index.${ext}`)));
}

export interface ResolvedMarkdownOptions {
  sitePlugins: boolean;
  outsideDirs: string[];
  format: 'detect' | 'md' | 'mdx';
  siteDir?: string;
  admonitions: Record<string, AdmonitionType>;
  iframeHosts: string[];
  pageStyles: boolean;
  mdx: boolean;
  siteAdmonitionTypes: boolean;
}

const typeNameRe = /^[A-Za-z][\w-]*$/;

export function resolveMarkdownOptions(options: MarkdownOptions = {}): ResolvedMarkdownOptions {
  const admonitions = { ...admonitionTypes };
  for (const [name, type] of Object.entries(options.admonitions ?? {})) {
    // The config's validation names these problems first; this guards callers that skip it.
    if (!typeNameRe.test(name)) throw new Error(`admonition type \`${name}\` must be a word (letters, digits, - and _), to be written \`:::${name}\``);
    const style = type.style ?? 'note';
    if (!admonitionStyleNames.includes(style)) throw new Error(`admonition type \`${name}\` has style \`${style}\`; use one of ${admonitionStyleNames.join(', ')}`);
    admonitions[name] = { title: type.title || name.charAt(0).toUpperCase() + name.slice(1), style };
  }
  return { sitePlugins: !!options.sitePlugins, outsideDirs: [...(options.outsideDirs ?? [])], format: options.format ?? 'detect', ...(options.siteDir ? { siteDir: options.siteDir } : {}), admonitions, iframeHosts: [...(options.iframeHosts ?? [])], pageStyles: options.pageStyles ?? false, mdx: options.mdx ?? true, siteAdmonitionTypes: options.siteAdmonitionTypes ?? false };
}
