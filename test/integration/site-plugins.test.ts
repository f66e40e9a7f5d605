// A site's own remark and rehype plugins (markdown.remarkPlugins … in site.config.ts, a
// Docusaurus site's docs/blog/pages options): they run on plain and MDX pages, may be async, and a
// plugin that throws fails the build naming the plugin and the page instead of crashing it.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../compiler/build.ts';
import { runTaskHere } from '../../compiler/workers/tasks.ts';
import { withSite } from '../helpers/fixture-site.ts';

const config = `
import fs from 'node:fs';
import path from 'node:path';
type Node = { type: string; value?: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[] };
const visit = (node: Node, f: (node: Node) => void) => { f(node); for (const child of node.children ?? []) visit(child, f); };
// Async, as plugins that read files are: pages must not share state while it waits.
function remarkShout() {
  return async (tree: Node) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    visit(tree, (node) => { if (node.type === 'text') node.value = node.value!.replace(/hush (\\w+)/g, (_, word: string) => word.toUpperCase()); });
  };
}
function remarkNoBoom() {
  return (tree: Node) => visit(tree, (node) => { if (node.value?.includes('boom')) throw new Error('cannot handle boom'); });
}
// Docusaurus runs plugins from the site folder and gives them the page's absolute path: plugins rely on both.
function remarkWhere() {
  return (tree: Node, file: { path: string }) => visit(tree, (node) => {
    if (node.value?.includes('WHERE?')) node.value = node.value.replace('WHERE?', \`cwd \${fs.existsSync('marker.txt') ? 'is' : 'is not'} the site, path \${path.isAbsolute(file.path) ? 'absolute' : 'relative'}\`);
  });
}
function rehypeTableClass(options: { name: string }) {
  return (tree: Node) => visit(tree, (node) => { if (node.tagName === 'table') node.properties!.className = [options.name]; });
}
export default {
  title: 'Plugins',
  versions: [{ id: '1.0', label: 'Docs', path: '/docs/', current: true }],
  markdown: { remarkPlugins: [remarkShout, remarkNoBoom, remarkWhere], rehypePlugins: [[rehypeTableClass, { name: 'wide' }]] },
};
`;
const pages: Record<string, string> = {
  'site.config.ts': config,
  'content/1.0/index.md': '---\ntitle: Home\n---\n\n## Say hush hello\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nSee [the other](./other.mdx#loud-hush-heading).\n',
  'content/1.0/other.mdx': '# Other\n\n## Loud hush heading\n\nSum {1 + 1}, hush there. WHERE?\n',
  'marker.txt': 'the site folder\n',
};

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, 'build', file), 'utf8');
const article = (html: string) => /<article[\s\S]*?<\/article>/.exec(html)![0];

const plugins = suite('site remark and rehype plugins');

plugins('should run the site\'s plugins on markdown and MDX pages, before headings and links are checked', async () => {
  await withSite(pages, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
    const home = article(read(dir, 'docs/index.html'));
    assert.match(home, '<h2 id="say-hush-hello">Say HELLO', 'the async remark plugin ran after the heading ids, as in Docusaurus (ids come from the text as written)');
    assert.match(home, '<table class="wide">', 'the rehype plugin ran with its options');
    const other = article(read(dir, 'docs/other/index.html'));
    assert.match(other, 'THERE');
    assert.match(other, 'HEADING');
    assert.match(other, 'Sum <!-- -->2', 'the MDX page still renders its expression');
    assert.match(other, 'cwd is the site, path absolute');
  });
});

plugins('should compile with the plugin lists it is given, without loading the config again', async () => {
  // A site whose config lists no plugins: the lists handed over are the ones that run.
  await withSite({ 'content/1.0/index.md': '# Home\n\nhush there\n' }, async (dir) => {
    const shout = () => (tree: { children: Array<{ children?: Array<{ value?: string }> }> }) => {
      for (const node of tree.children) for (const child of node.children ?? []) if (child.value) child.value = child.value.toUpperCase();
    };
    const lists = { beforeDefaultRemarkPlugins: [], remarkPlugins: [shout], beforeDefaultRehypePlugins: [], rehypePlugins: [] };
    const [page] = await runTaskHere('compile', { options: { sitePlugins: 'key', siteDir: dir }, items: [{ file: 'content/1.0/index.md', source: '# Home\n\nhush there\n' }] }, { plugins: lists });
    assert.match(page!.html, 'HUSH THERE');
  });
});

plugins('should fail the build naming the plugin and the page when a plugin throws', async () => {
  await withSite({ ...pages, 'content/1.0/bad.md': '# Bad\n\nThis goes boom.\n' }, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    const error = result.diagnostics.find((d) => d.severity === 'error')!;
    assert.is(error.file, 'content/1.0/bad.md');
    assert.match(error.message, 'remark plugin `remarkNoBoom` failed: cannot handle boom');
  });
});

plugins('should refuse a plugin listed by name instead of as a function', async () => {
  await withSite({ ...pages, 'site.config.ts': config.replace('remarkPlugins: [remarkShout, remarkNoBoom, remarkWhere]', "remarkPlugins: ['remark-math']") }, async (dir) => {
    const result = await build({ siteDir: dir, cache: false });
    assert.not.ok(result.ok);
    assert.match(result.diagnostics[0]!.message, '`markdown.remarkPlugins[0]` must be a plugin function or [plugin, options], got "remark-math"');
  });
});

plugins.run();
