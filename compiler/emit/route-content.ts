// What Docusaurus's mdx-loader exports beside a markdown file's content component
// (@docusaurus/mdx-loader lib/loader.js), for a file a plugin's route names as a module:
// `frontMatter`, `contentTitle`, `toc`, and from the plugin's loader options `metadata` (the JSON
// its `metadataPath` names) and `assets` (its `createAssets`, values starting with `./` imported
// as files). ComponentCreator sets these on the content component a route's component receives.
import type { CompiledPage } from '../content/compile-markdown.ts';
import type { RouteContent } from '../model/site-plugins.ts';

/** The module code exporting them (the default export, the content itself, is added by the bundler). */
export function routeContentExports(content: RouteContent, compiled: CompiledPage, source: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const toc = compiled.headings.filter((h) => h.depth >= 2).map((h) => ({ value: escape(h.text), id: h.id, level: h.depth }));
  const lines = [
    `export const frontMatter = ${JSON.stringify(content.frontMatter)};`,
    `export const contentTitle = ${JSON.stringify(contentTitleOf(source))};`,
    `export const toc = ${JSON.stringify(toc)};`,
  ];
  if (content.metadata !== null) lines.push(`export const metadata = ${JSON.stringify(content.metadata)};`);
  if (content.assets) lines.push(`export const assets = ${assetsCode(content.assets)};`);
  return `${lines.join('\n')}\n`;
}

const frontMatterRe = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const headingRe = /^#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/**
 * The file's leading `# heading` (after front matter, imports and blank lines), as Docusaurus's
 * contentTitle remark plugin finds it: its text and its offset in the source; null when the file
 * opens otherwise.
 */
function leadingHeading(source: string): { text: string; start: number; end: number } | null {
  let at = frontMatterRe.exec(source)?.[0].length ?? 0;
  while (at < source.length) {
    const next = source.indexOf('\n', at);
    const end = next < 0 ? source.length : next;
    const line = source.slice(at, end).replace(/\r$/, '');
    if (line.trim() && !/^(import|export)\s/.test(line)) {
      const heading = headingRe.exec(line);
      return heading ? { text: heading[1]!, start: at, end } : null;
    }
    at = end + 1;
  }
  return null;
}

function contentTitleOf(source: string): string | undefined {
  return leadingHeading(source)?.text;
}

/** The source without its leading `# heading` (the line left blank): the blog's removeContentTitle. */
export function withoutContentTitle(source: string): string {
  const heading = leadingHeading(source);
  return heading ? source.slice(0, heading.start) + source.slice(heading.end) : source;
}

/** createAssetsExportCode: a `./` path is the imported file, a list keeps its places, anything else is left out. */
function assetsCode(assets: Record<string, unknown>): string {
  const valueCode = (value: unknown): string | undefined => {
    if (Array.isArray(value)) return `[${value.map((item) => valueCode(item) ?? 'undefined').join(', ')}]`;
    if (typeof value === 'string' && value.startsWith('./')) return `require(${JSON.stringify(value)}).default`;
    return undefined;
  };
  const entries = Object.entries(assets).flatMap(([key, value]) => {
    const code = valueCode(value);
    return code ? [`${JSON.stringify(key)}: ${code}`] : [];
  });
  return `{${entries.join(', ')}}`;
}
