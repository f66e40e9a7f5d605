// A site's own unified plugins (`markdown.remarkPlugins` … in site.config.ts; a Docusaurus site's
// docs, blog and pages options), wrapped so a plugin that throws is a diagnostic naming it and the
// page instead of a crash. The lists come from the config the build loaded; a worker thread, which
// cannot be sent functions, loads the config once itself (workers/tasks/compile-pages.ts).
import path from 'node:path';
import type { Pluggable, PluggableList } from 'unified';
import type { MarkdownPlugin } from '../../shared/config-schema.ts';
import { hashText } from '../cache/cache-keys.ts';

export interface SitePlugins {
  beforeDefaultRemarkPlugins: PluggableList;
  remarkPlugins: PluggableList;
  beforeDefaultRehypePlugins: PluggableList;
  rehypePlugins: PluggableList;
}

export const noSitePlugins: SitePlugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [] };

/** The four lists as the config holds them (`markdown` of the site model). */
export type SitePluginLists = Record<keyof SitePlugins, MarkdownPlugin[]>;

/** A site plugin failed on a page: its name and what it threw. */
export class SitePluginError extends Error {
  constructor(
    readonly plugin: string,
    readonly kind: 'remark' | 'rehype',
    cause: unknown,
  ) {
    super(`${kind} plugin \`${plugin}\` failed: ${cause instanceof Error ? cause.message.split('\n')[0] : String(cause)}`, { cause });
  }
}

/**
 * What the compile cache keys the site's plugins by, or null when it has none: the config's text
 * and each plugin's own code and options (a plugin's helpers in other files are not seen: edit the
 * config, or build with --no-cache, after changing only those).
 */
export function sitePluginsKey(lists: SitePluginLists, configSource: string): string | null {
  const entries = Object.values(lists).flat();
  if (!entries.length) return null;
  const describe = (value: unknown) => {
    try {
      return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'function' ? String(v) : v)) ?? '';
    } catch {
      return String(value); // options with cycles: their shape is still in the config's text
    }
  };
  return hashText([configSource, ...entries.map((entry) => (Array.isArray(entry) ? `${String(entry[0])}\0${describe(entry[1])}` : String(entry)))].join('\0'));
}

/** The config's four lists, each plugin wrapped to name itself when it throws. */
export function wrapSitePlugins(markdown: SitePluginLists): SitePlugins {
  const wrap = (kind: 'remark' | 'rehype') => (entry: MarkdownPlugin): Pluggable => {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry];
    const name = (plugin as { name?: string }).name || 'anonymous';
    function attacher(this: unknown, ...args: unknown[]) {
      let transformer: unknown;
      try {
        transformer = (plugin as (...a: unknown[]) => unknown).apply(this, args);
      } catch (error) {
        throw new SitePluginError(name, kind, error);
      }
      if (typeof transformer !== 'function') return transformer;
      return (...run: unknown[]) => {
        try {
          const result = (transformer as (...a: unknown[]) => unknown)(...run);
          return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(new SitePluginError(name, kind, error))) : result;
        } catch (error) {
          throw new SitePluginError(name, kind, error);
        }
      };
    }
    return (options === undefined ? [attacher] : [attacher, options]) as Pluggable;
  };
  return {
    beforeDefaultRemarkPlugins: markdown.beforeDefaultRemarkPlugins.map(wrap('remark')),
    remarkPlugins: markdown.remarkPlugins.map(wrap('remark')),
    beforeDefaultRehypePlugins: markdown.beforeDefaultRehypePlugins.map(wrap('rehype')),
    rehypePlugins: markdown.rehypePlugins.map(wrap('rehype')),
  };
}
