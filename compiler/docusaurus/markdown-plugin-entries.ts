// The remark/rehype plugin lists of a content plugin's options, as loaded values: each entry is a
// plugin, or `[plugin, options]` (Docusaurus's MarkdownPluginsSchema).
import type { MarkdownPluginEntry, MarkdownPluginOptions } from './docusaurus-site.ts';
import type { OptionReader } from './option-reader.ts';
import type { MarkdownPlugin } from '../../shared/config-schema.ts';
import { stubExportOf, stubPackageOf } from './package-stub.ts';

const listKeys = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'] as const;

export function readMarkdownPlugins(options: OptionReader): MarkdownPluginOptions {
  const result = {} as MarkdownPluginOptions;
  for (const key of listKeys) result[key] = readList(options, key);
  return result;
}

function readList(options: OptionReader, key: (typeof listKeys)[number]): MarkdownPluginEntry[] {
  const value = options.value(key);
  if (value === undefined) return [];
  if (!Array.isArray(value)) return options.wrong(key, 'an array of plugins', []);
  const entries: MarkdownPluginEntry[] = [];
  value.forEach((item, index) => {
    const [plugin, pluginOptions] = Array.isArray(item) ? [item[0], item[1]] : [item, undefined];
    // A unified preset (`{ plugins: [...] }`) is an object; anything else is a mistake.
    if (typeof plugin !== 'function' && (typeof plugin !== 'object' || plugin === null)) {
      options.report(
        'error',
        key,
        `\`${key}[${index}]\` in ${options.scope.label} must be a plugin or [plugin, options], got ${typeof plugin === 'string' ? `string "${plugin}"` : typeof plugin}`,
        typeof plugin === 'string' ? `import the plugin and list the function: \`${key}: [require('${plugin}')]\`` : 'list the plugin function itself',
      );
      return;
    }
    const stubbed = stubPackageOf(plugin) ?? null;
    const name = stubbed ? (stubExportOf(plugin) ?? stubbed) : typeof plugin === 'function' && plugin.name ? plugin.name : null;
    entries.push({ plugin, options: pluginOptions, name, stubbed });
  });
  return entries;
}

/**
 * The plugins of every docs, blog and pages instance, as one site-wide list each (sfpdocs compiles
 * every page with one set of options): an entry listed by several instances runs once. A plugin
 * whose package is missing is left out (its stand-in has already been reported).
 */
export function siteMarkdownPlugins(instances: MarkdownPluginOptions[]): Record<(typeof listKeys)[number], MarkdownPlugin[]> {
  const result = {} as Record<(typeof listKeys)[number], MarkdownPlugin[]>;
  for (const key of listKeys) {
    const seen: MarkdownPluginEntry[] = [];
    for (const entry of instances.flatMap((instance) => instance[key])) {
      if (entry.stubbed || seen.some((other) => other.plugin === entry.plugin && other.options === entry.options)) continue;
      seen.push(entry);
    }
    result[key] = seen.map((entry) => (entry.options === undefined ? entry.plugin : [entry.plugin, entry.options]) as MarkdownPlugin);
  }
  return result;
}
